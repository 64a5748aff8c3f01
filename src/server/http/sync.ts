import { z } from "zod";
import { httpError } from "./errors";

// The local-first sync protocol (DESIGN D2), shared with src/client/lib/local-first.ts:
//   GET  → 200 { value, revision, updatedAt }   (revision 0 and the empty value when nothing is stored)
//   PUT  { value, baseRevision } → 200 { revision, updatedAt }
//                                 or 409 { error, current: { value, revision, updatedAt } }

export interface Synced<T> {
  value: T;
  revision: number;
  updatedAt: string | null;
}

/** Revisions are PostgreSQL `integer` columns: a larger base revision can match nothing, and must not reach the query. */
export const MAX_REVISION = 2_147_483_647;

/**
 * The body of a PUT: the new value and the revision it was edited from (0 when nothing was stored).
 * `maxRevision` bounds it to what the stored revision can be.
 */
export function syncWriteSchema<T extends z.ZodType>(value: T, maxRevision = MAX_REVISION) {
  return z.strictObject({ value, baseRevision: z.number().int().min(0).max(maxRevision) });
}

export const CONFLICT_MESSAGE = "This was changed on another device. Choose which version to keep.";

export function syncConflict(current: Synced<unknown>) {
  return httpError(409, CONFLICT_MESSAGE, { current });
}

/** JSON with object keys sorted, so two values compare equal whatever order jsonb keeps their keys in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** True when a retried write carries exactly what is stored: it already succeeded, so it is no conflict. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
