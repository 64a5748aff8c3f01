import { Hono } from "hono";
import { z } from "zod";
import {
  CONFLICT_MESSAGE,
  refusedWriteOutcome,
  type Synced,
  type SyncSaved,
  sameValue,
  syncWriteSchema,
} from "../../domain/sync";
import type { AppEnv, SessionUser } from "../context";
import type { Db } from "../db/client";
import { checkedSize, writeWithinQuota } from "../storage-quota";
import { httpError } from "./errors";
import { holdsMisshapenSeal, NOT_SEALED_HERE, shadowOf, withSealedTexts } from "./sealed-shape";
import { describeIssues, jsonBody, params } from "./validate";

// One GET/PUT pair per kind of synced document (src/domain/sync.ts, docs/architecture.md): a kind says
// how to read its key from the path, which values it accepts, and how to load and write one member's
// document; the protocol, the conflict rule and the errors are the same for every kind.

export interface SyncedDocumentKind<K, T> {
  /** The document's key from the path parameter (a day, a date, a tool); throws a 4xx for a bad one. */
  key: z.ZodType<K, string>;
  /** The values a PUT may carry for this key. */
  valueSchema(key: K): z.ZodType<T>;
  load(userId: string, key: K): Promise<Synced<T>>;
  /**
   * Writes only when the stored revision is still `baseRevision`; null when it had moved on. `via` is
   * the transaction of a write held to her storage quota, to write in.
   */
  write(userId: string, key: K, value: T, baseRevision: number, via?: Db): Promise<SyncSaved | null>;
  /** Checks a write must pass beyond its shape (access to a day, a length): throw an httpError. */
  beforeWrite?(user: { id: string; isAdmin: boolean }, key: K, value: T): Promise<void> | void;
  /** True when every write is held to her storage quota, however small (open pages). */
  alwaysWithinQuota?: boolean;
  /** Checks made under her quota lock, in the write's transaction (the page cap). */
  beforeWriteWithinQuota?(via: Db, userId: string, baseRevision: number): Promise<void>;
  /**
   * What must follow a write that landed, or a retry found already stored, before she is answered
   * (her dashboard's progress after a check-in).
   */
  afterWrite?(userId: string, key: K, value: T): void;
  /** How a retried write is recognised as already stored (default: deep equality of the values). */
  sameValue?(stored: T, sent: T): boolean;
  conflictMessage?: string;
  /** False to drop unknown body fields instead of refusing them with a 400. */
  strictBody?: boolean;
}

/**
 * The routes of one kind of document; every large write is also held to her storage quota. `path` is
 * where a document is, below the area (its key is always `:key`).
 */
export function syncedDocumentRoutes<K, T, P extends `/:key${string}` = "/:key">(
  db: Db,
  kind: SyncedDocumentKind<K, T>,
  path: P = "/:key" as P,
) {
  const document = params(z.object({ key: kind.key }));
  // A write's key also names the values it may carry; asking for them refuses a key with no such
  // document (a tool that does not exist is a 404) before the body is read.
  const writable = params(
    z.object({ key: kind.key }).transform(({ key }) => ({ key, valueSchema: kind.valueSchema(key) })),
  );
  // The body's shape is the same for every kind; its value (even a missing one) is checked against
  // the key's schema below, so the kind words what is wrong with it.
  const write = jsonBody(syncWriteSchema(z.unknown().optional(), kind.strictBody ?? true));
  return new Hono<AppEnv>()
    .get(path, document, async (c) => c.json(await kind.load(c.get("user").id, c.req.valid("param").key)))
    .put(path, writable, write, async (c) => {
      const { key, valueSchema } = c.req.valid("param");
      const { value: sent, baseRevision } = c.req.valid("json");
      if (holdsMisshapenSeal(sent)) throw httpError(400, `value ${NOT_SEALED_HERE}.`);
      // Sealed texts (a private journal) are checked by the fewest characters their words can have.
      const parsed = valueSchema.safeParse(shadowOf(sent));
      if (!parsed.success) throw httpError(400, describeIssues(parsed.error.issues, ["value"]));
      const value = withSealedTexts(parsed.data, sent);
      const user: SessionUser = c.get("user");
      await kind.beforeWrite?.({ id: user.id, isAdmin: c.get("isAdmin") }, key, value);
      const size = checkedSize(value, kind.alwaysWithinQuota);
      const saved =
        size === null
          ? await kind.write(user.id, key, value, baseRevision)
          : await writeWithinQuota(db, user.id, size, async (via) => {
              await kind.beforeWriteWithinQuota?.(via, user.id, baseRevision);
              return kind.write(user.id, key, value, baseRevision, via);
            });
      if (saved) {
        kind.afterWrite?.(user.id, key, value);
        return c.json(saved);
      }
      const current = await kind.load(user.id, key);
      if (refusedWriteOutcome(current, value, kind.sameValue ?? sameValue) === "already-saved") {
        kind.afterWrite?.(user.id, key, value);
        return c.json({ revision: current.revision, updatedAt: current.updatedAt ?? "" });
      }
      throw httpError(409, kind.conflictMessage ?? CONFLICT_MESSAGE, { current });
    });
}
