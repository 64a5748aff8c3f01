import { Hono } from "hono";
import type { z } from "zod";
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
import { assertWithinQuota } from "../storage-quota";
import { httpError } from "./errors";
import { parseParam, readJson } from "./validate";

// One GET/PUT pair per kind of synced document (src/domain/sync.ts, docs/architecture.md): a kind says
// how to read its key from the path, which values it accepts, and how to load and write one member's
// document; the protocol, the conflict rule and the errors are the same for every kind.

export interface SyncedDocumentKind<K, T> {
  /** The document's key from the path parameter (a day, a date, a tool); throws a 4xx for a bad one. */
  key: z.ZodType<K, string>;
  /** The values a PUT may carry for this key. */
  valueSchema(key: K): z.ZodType<T>;
  load(userId: string, key: K): Promise<Synced<T>>;
  /** Writes only when the stored revision is still `baseRevision`; null when it had moved on. */
  write(userId: string, key: K, value: T, baseRevision: number): Promise<SyncSaved | null>;
  /** Checks a write must pass beyond its shape (access to a day, a length): throw an httpError. */
  beforeWrite?(user: { id: string; isAdmin: boolean }, key: K, value: T): Promise<void> | void;
  /** How a retried write is recognised as already stored (default: deep equality of the values). */
  sameValue?(stored: T, sent: T): boolean;
  conflictMessage?: string;
  /** False to drop unknown body fields instead of refusing them with a 400. */
  strictBody?: boolean;
}

/** The routes of one kind of document; every write is also held to her storage quota. */
export function syncedDocumentRoutes<K, T>(db: Db, kind: SyncedDocumentKind<K, T>) {
  const param = (value: string | undefined) => parseParam(kind.key, value);
  return new Hono<AppEnv>()
    .get("/:key", async (c) => c.json(await kind.load(c.var.user.id, param(c.req.param("key")))))
    .put("/:key", async (c) => {
      const key = param(c.req.param("key"));
      const { value, baseRevision } = (await readJson(
        c,
        syncWriteSchema(kind.valueSchema(key), kind.strictBody ?? true),
      )) as {
        value: T;
        baseRevision: number;
      };
      const user: SessionUser = c.var.user;
      await kind.beforeWrite?.({ id: user.id, isAdmin: c.var.isAdmin }, key, value);
      await assertWithinQuota(db, user.id, value);
      const saved = await kind.write(user.id, key, value, baseRevision);
      if (saved) return c.json(saved);
      const current = await kind.load(user.id, key);
      if (refusedWriteOutcome(current, value, kind.sameValue ?? sameValue) === "already-saved") {
        return c.json({ revision: current.revision, updatedAt: current.updatedAt ?? "" });
      }
      throw httpError(409, kind.conflictMessage ?? CONFLICT_MESSAGE, { current });
    });
}
