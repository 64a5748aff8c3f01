import type { JournalArchive } from "../../../domain/journal-archive";
import { answer, journalApi, journeyApi } from "../api-client";
import type { KindName } from "../document-kinds";
import { storedDocument } from "../document-store";
import type { StoredDocument, SyncSnapshot } from "../stored-document";

// Turning her private journal on or off (docs/architecture.md, "The private journal"): every document
// she wrote is written again through the store, so the wire seals it (while `sealing`) or sends it plain
// (while `opening`). What is done is kept on this device, so a closed tab resumes where it stopped.

type ListedKind = "day" | "page" | "check-in" | "tool" | "printable";
const kindOf: Record<ListedKind, KindName> = {
  day: "reflection",
  page: "page",
  "check-in": "checkIn",
  tool: "tool",
  printable: "printableNotes",
};

interface Written {
  name: KindName;
  key: string | number;
}

/** Everything she wrote, as her archive lists it, and her return answers. */
async function everythingSheWrote(): Promise<Written[]> {
  const written: Written[] = [];
  let cursor: string | null = null;
  do {
    const page: JournalArchive = await answer(
      journalApi.index.$get({ query: { limit: "75", ...(cursor ? { cursor } : {}) } }),
    );
    for (const entry of page.entries)
      written.push({ name: kindOf[entry.kind], key: entry.kind === "day" ? Number(entry.key) : entry.key });
    cursor = page.nextCursor;
  } while (cursor);
  const returns = await answer(journeyApi["return-prompts"].$get());
  for (const prompt of returns.prompts)
    if (prompt.words !== 0) written.push({ name: "returnAnswer", key: prompt.month });
  return written;
}

function until<T>(document: StoredDocument<T>, ready: (snapshot: SyncSnapshot<T>) => boolean) {
  return new Promise<SyncSnapshot<T>>((resolve) => {
    const check = () => {
      const snapshot = document.getSnapshot();
      if (!ready(snapshot)) return;
      stop();
      resolve(snapshot);
    };
    const stop = document.subscribe(check);
    check();
  });
}

const NOT_SAVED =
  "Some of your writing could not be saved just now. Check your connection and press Continue.";

async function writeAgain(userId: string, { name, key }: Written) {
  const document = storedDocument(name, key as never, userId) as StoredDocument<unknown>;
  document.open();
  try {
    const loaded = await until(document, (snapshot) => !snapshot.loading);
    if (loaded.status === "error" || loaded.status === "offline") throw new Error(loaded.error ?? NOT_SAVED);
    if (loaded.status === "conflict")
      throw new Error("One of your entries has two versions. Open it, choose one, then press Continue.");
    document.setValue(loaded.value);
    await document.saveNow();
    const saved = document.getSnapshot();
    if (saved.status !== "saved") throw new Error(saved.error ?? NOT_SAVED);
  } finally {
    document.close();
  }
}

/**
 * Writes everything she wrote again, `direction` telling which pass this is (its progress is kept apart);
 * `onProgress` hears how many of how many are done.
 */
export async function rewriteJournal(
  userId: string,
  direction: "seal" | "open",
  onProgress: (done: number, total: number) => void,
) {
  const progressKey = `g2g-private-pass:${userId}:${direction}`;
  const done = new Set<string>(JSON.parse(localStorage.getItem(progressKey) ?? "[]") as string[]);
  const written = await everythingSheWrote();
  let count = 0;
  for (const entry of written) {
    const id = `${entry.name}:${entry.key}`;
    if (!done.has(id)) {
      await writeAgain(userId, entry);
      done.add(id);
      localStorage.setItem(progressKey, JSON.stringify([...done]));
    }
    onProgress(++count, written.length);
  }
  localStorage.removeItem(progressKey);
}
