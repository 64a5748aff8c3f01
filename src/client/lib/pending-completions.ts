import { ApiError } from "./api";
import { answer, journalApi } from "./api-client";

// "Complete Day N" pressed offline (docs/offline.md): the day is kept here, tagged with its member, and
// sent by the background sync (sync-session.ts) once the server answers, like her unsent reflections.

const keyOf = (userId: string) => `g2g-complete:${userId}`;

function read(userId: string): number[] {
  try {
    const days = JSON.parse(globalThis.localStorage?.getItem(keyOf(userId)) ?? "[]") as unknown;
    return Array.isArray(days) ? days.filter((day): day is number => Number.isInteger(day)) : [];
  } catch {
    return [];
  }
}

function write(userId: string, days: number[]) {
  try {
    if (days.length === 0) globalThis.localStorage?.removeItem(keyOf(userId));
    else globalThis.localStorage?.setItem(keyOf(userId), JSON.stringify(days));
  } catch {}
}

/** The days this member completed offline that the server has not recorded yet. */
export const pendingCompletions = (userId: string): number[] => read(userId);

export function queueCompletion(userId: string, day: number) {
  const days = read(userId);
  if (!days.includes(day)) write(userId, [...days, day]);
}

/**
 * Sends each queued day. A day the server refuses for good (4xx: her plan no longer opens it) is
 * dropped; one it cannot be reached for stays queued. True when anything was recorded.
 */
export async function flushCompletions(userId: string): Promise<boolean> {
  let recorded = false;
  for (const day of read(userId)) {
    try {
      await answer(journalApi[":key"].complete.$post({ param: { key: String(day) } }));
      recorded = true;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 0 || status >= 500) continue;
    }
    write(
      userId,
      read(userId).filter((queued) => queued !== day),
    );
  }
  return recorded;
}
