import type { JournalKeys, PrivateJournal, PrivateState } from "../../../domain/private-journal";
import { answer, privateJournalApi } from "../api-client";
import { retryDocuments } from "../document-store";
import { queryClient } from "../query-client";
import { rememberPrivacy, unlock } from "./journal-privacy";
import { rewriteJournal } from "./rewrite-journal";

// What her account page does with her private journal (docs/architecture.md, "The private journal"):
// turn it on, unlock it, set a new passphrase, turn it off. Argon2id's code (journal-crypto.ts) is
// loaded only when one of them runs.

/** Her private journal's one key. */
export const privateJournalKeys = { all: ["private-journal"] as const };

export const privateJournalQuery = {
  queryKey: privateJournalKeys.all,
  queryFn: () => answer(privateJournalApi.index.$get()),
};

const crypto = () => import("./journal-crypto");

async function move(userId: string, state: PrivateState, keys: JournalKeys | null, baseRevision: number) {
  const saved = await answer(privateJournalApi.index.$put({ json: { state, keys, baseRevision } }));
  rememberPrivacy(userId, saved.state);
  queryClient.setQueryData(privateJournalQuery.queryKey, saved);
  return saved;
}

/** A new data key and its recovery code, made on this device; nothing is sent yet. */
export async function prepareKeys(userId: string, passphrase: string) {
  return (await crypto()).createJournalKeys(userId, passphrase);
}

export type Prepared = Awaited<ReturnType<typeof prepareKeys>>;

/** Her recovery kit confirmed: the wrapped keys go to the server and sealing what she wrote begins. */
export async function turnOn(
  userId: string,
  prepared: Prepared,
  onProgress: (done: number, total: number) => void,
) {
  const journal = await move(userId, "sealing", prepared.keys, 0);
  unlock(userId, "sealing", prepared.dataKey);
  return finishSealing(userId, journal, onProgress);
}

/** Seals everything she wrote (resumed after a closed tab), then her journal is private. */
export async function finishSealing(
  userId: string,
  journal: PrivateJournal,
  onProgress: (done: number, total: number) => void,
) {
  await rewriteJournal(userId, "seal", onProgress);
  return move(userId, "on", journal.keys, journal.revision);
}

/** Opens everything she wrote again, plain, then her journal is no longer private. */
export async function turnOff(
  userId: string,
  journal: PrivateJournal,
  onProgress: (done: number, total: number) => void,
) {
  const opening =
    journal.state === "opening" ? journal : await move(userId, "opening", journal.keys, journal.revision);
  await rewriteJournal(userId, "open", onProgress);
  return move(userId, "off", null, opening.revision);
}

/** Unlocks her journal in this tab with her passphrase; her documents read and send again. */
export async function unlockJournal(userId: string, journal: PrivateJournal, passphrase: string) {
  if (!journal.keys) return;
  const key = await (await crypto()).unlockWithPassphrase(userId, journal.keys, passphrase);
  unlock(userId, journal.state, key);
  retryDocuments();
}

/** A new passphrase, proven by the current one or by her recovery code: the key is re-wrapped only. */
export async function setPassphrase(
  userId: string,
  journal: PrivateJournal,
  proof: { passphrase: string } | { recoveryCode: string },
  newPassphrase: string,
) {
  if (!journal.keys) return;
  const changed = await (await crypto()).changePassphrase(userId, journal.keys, proof, newPassphrase);
  await move(userId, journal.state, changed.keys, journal.revision);
  unlock(userId, journal.state, changed.dataKey);
  retryDocuments();
}
