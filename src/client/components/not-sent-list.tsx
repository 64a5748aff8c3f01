import { excerptOf, wordCount } from "../../domain/journal-archive";
import { type PageValue, pagePath, pageTitle } from "../../domain/open-pages";
import { paths } from "../../domain/routes";
import { formatDateTime } from "../lib/format-date";
import { pendingCopies, readCopy } from "../lib/local-copies";
import { useSession } from "../lib/session";
import { WritingCard } from "./writing-card";

// What she wrote on this device that the server has not confirmed yet (docs/offline.md, "Offline, as she
// sees it"): listed above what the server (or, offline, the device's kept answer) holds, marked "Not sent
// yet". The store sends it once the server answers, and the list it joins is read again then.

type Listed = "reflection" | "page";

interface NotSent {
  key: string;
  href: string;
  title: string;
  text: string;
  savedAt: string;
}

function notSentOf(localKey: string, kind: string | undefined, key: unknown, savedAt: string | null) {
  const stored = readCopy(localKey);
  if (stored === null) return null;
  const at = savedAt ?? new Date().toISOString();
  if (kind === "reflection" && typeof key === "number") {
    return { key: localKey, href: paths.day(key), title: `Day ${key}`, text: stored, savedAt: at };
  }
  if (kind === "page" && typeof key === "string") {
    try {
      const page = JSON.parse(stored) as PageValue | null;
      if (!page) return null;
      return { key: localKey, href: pagePath(key), title: pageTitle(page), text: page.body, savedAt: at };
    } catch {
      return null;
    }
  }
  return null;
}

export function NotSentList({ kinds }: { kinds: readonly Listed[] }) {
  const { session } = useSession();
  if (!session.user) return null;
  const entries = pendingCopies(session.user.id)
    .filter(({ meta }) => kinds.some((kind) => kind === meta.kind))
    .map(({ localKey, meta }) => notSentOf(localKey, meta.kind, meta.key, meta.savedAt))
    .filter((entry): entry is NotSent => entry !== null && entry.text.trim() !== "");
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="not-sent-yet" className="mb-8">
      <h2 id="not-sent-yet" className="text-xl">
        Not sent yet
      </h2>
      <p className="mt-1 text-sm text-muted">Kept on this device, and sent when you are back online.</p>
      <ol className="mt-4 flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <WritingCard
              href={entry.href}
              title={entry.title}
              date={entry.savedAt}
              dateLabel={formatDateTime(entry.savedAt) ?? ""}
              excerpt={excerptOf(entry.text)}
              words={wordCount(entry.text)}
              status="Not sent yet"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
