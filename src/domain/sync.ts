import { z } from "./zod";

// A synced document (docs/architecture.md, "The synced document"): something a member writes that is
// kept in her browser, saved to the server and never lost. A reflection, a day's check-in, a tool's
// state and a printable's notes are each one. Server and client share this contract:
//   GET  → 200 { value, revision, updatedAt }   (revision 0 and the empty value when nothing is stored)
//   PUT  { value, baseRevision } → 200 { revision, updatedAt }
//                                 or 409 { error, current: { value, revision, updatedAt } }
// A write lands only on the revision it was edited from; every landed write moves the revision on by one.

export interface Synced<T> {
  value: T;
  revision: number;
  /** When the stored value was last written (ISO 8601); null when nothing is stored. */
  updatedAt: string | null;
}

/** True for a synced document as the server answers it (a 409's `current`, say). */
export function isSynced(value: unknown): value is Synced<unknown> {
  return typeof value === "object" && value !== null && "value" in value && "revision" in value;
}

/** The answer to a write that landed. */
export interface SyncSaved {
  revision: number;
  updatedAt: string;
}

/** Revisions are PostgreSQL `integer` columns: a larger base revision can match nothing, and must not reach the query. */
export const MAX_REVISION = 2_147_483_647;

export const baseRevisionSchema = z.number().int().min(0).max(MAX_REVISION);

/**
 * The body of a PUT: the new value and the revision it was edited from (0 when nothing was stored).
 * Other fields are refused, unless `strict` is false (then they are dropped).
 */
export function syncWriteSchema<T extends z.ZodType>(value: T, strict = true) {
  const shape = { value, baseRevision: baseRevisionSchema };
  return strict ? z.strictObject(shape) : z.object(shape);
}

export const syncedSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, revision: z.number().int().min(0), updatedAt: z.string().nullable() });

export const CONFLICT_MESSAGE = "This was changed on another device. Choose which version to keep.";

/**
 * Deep equality for JSON values: jsonb does not keep key order, so JSON text cannot be compared. A key
 * whose value is undefined counts as absent, as it is once sent as JSON.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOf = (value: object) =>
    Object.entries(value).flatMap(([key, inner]) => (inner === undefined ? [] : [key]));
  const aKeys = keysOf(a);
  if (aKeys.length !== keysOf(b).length) return false;
  return aKeys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The conflict rule, for a write the server refused because the stored revision had moved: when what
 * is stored is exactly what was sent, it is a retry whose first answer was lost, and it already
 * landed; anything else is a conflict the member settles by choosing a version.
 */
export function refusedWriteOutcome<T>(
  current: Synced<T>,
  sent: T,
  same: (stored: T, sent: T) => boolean = sameValue,
): "already-saved" | "conflict" {
  return current.revision > 0 && same(current.value, sent) ? "already-saved" : "conflict";
}
