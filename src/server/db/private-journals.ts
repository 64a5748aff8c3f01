import { and, eq } from "drizzle-orm";
import {
  type JournalKeys,
  type PrivateJournal,
  type PrivateState,
  privateMoves,
} from "../../domain/private-journal";
import type { Db } from "./client";
import { privateJournals } from "./schema";

// Her private journal's row (docs/architecture.md, "The private journal"): her wrapped keys and where
// turning it on or off stands. The server stores the keys and never unwraps them.

const off: PrivateJournal = { state: "off", keys: null, revision: 0, updatedAt: null };

export async function loadPrivateJournal(db: Db, userId: string): Promise<PrivateJournal> {
  const [row] = await db.select().from(privateJournals).where(eq(privateJournals.userId, userId));
  if (!row) return off;
  return {
    state: row.state as PrivateState,
    keys: row.keys as JournalKeys,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** True while any of her writing may be sealed: the server then reads none of it. */
export const mayBeSealed = (journal: PrivateJournal) => journal.state !== "off";

export type MoveOutcome = { saved: PrivateJournal } | { refused: "stale" | "move"; current: PrivateJournal };

/**
 * Moves her private journal to `state` with `keys`, only from `baseRevision` (another device may have
 * moved first) and only by an allowed move (privateMoves).
 */
export async function movePrivateJournal(
  db: Db,
  userId: string,
  move: { state: PrivateState; keys: JournalKeys | null; baseRevision: number },
): Promise<MoveOutcome> {
  const current = await loadPrivateJournal(db, userId);
  if (current.revision !== move.baseRevision) return { refused: "stale", current };
  if (!privateMoves[current.state].includes(move.state)) return { refused: "move", current };
  const now = new Date();
  const atBase = and(eq(privateJournals.userId, userId), eq(privateJournals.revision, move.baseRevision));
  let landed: boolean;
  if (move.state === "off") {
    landed = (await db.delete(privateJournals).where(atBase).returning()).length > 0;
  } else if (current.state === "off") {
    const inserted = await db
      .insert(privateJournals)
      .values({ userId, keys: move.keys, state: move.state, revision: 1, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    landed = inserted.length > 0;
  } else {
    const updated = await db
      .update(privateJournals)
      .set({ keys: move.keys, state: move.state, revision: move.baseRevision + 1, updatedAt: now })
      .where(atBase)
      .returning();
    landed = updated.length > 0;
  }
  if (!landed) return { refused: "stale", current: await loadPrivateJournal(db, userId) };
  return { saved: await loadPrivateJournal(db, userId) };
}
