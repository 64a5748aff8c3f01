import { Hono } from "hono";
import { z } from "zod";
import { type PageList, type PageValue, pageIdSchema, pageValueSchema } from "../../domain/open-pages";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { deletePage, listPages, readPage, writePage } from "../db/pages";
import { httpError } from "../http/errors";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";
import { params } from "../http/validate";
import { MEMBER_QUOTA_BYTES, QUOTA_MESSAGE, storedBytes } from "../storage-quota";

// GET /api/pages: her open pages, newest first (D23).
// GET/PUT /api/pages/:key: one page as a synced document ({ value: { date, title, body }, baseRevision }).
// DELETE /api/pages/:key: removes it for good.

/** A page as a synced document; a page that is not there reads as null, and a write always carries one. */
function openPages(db: Db): SyncedDocumentKind<string, PageValue | null> {
  return {
    key: pageIdSchema,
    valueSchema: () => pageValueSchema,
    load: (userId, id) => readPage(db, userId, id),
    write: (userId, id, value, baseRevision) =>
      value ? writePage(db, userId, id, value, baseRevision) : Promise.resolve(null),
    // Pages are as many as she likes, so even small writes are held to her storage quota.
    async beforeWrite(user, _id, value) {
      const size = Buffer.byteLength(JSON.stringify(value));
      if ((await storedBytes(db, user.id)) + size > MEMBER_QUOTA_BYTES) throw httpError(413, QUOTA_MESSAGE);
    },
    conflictMessage: "This page was changed on another device.",
  };
}

export const pageRoutes = (db: Db) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json({ pages: await listPages(db, c.get("user").id) } satisfies PageList))
    .route("/", syncedDocumentRoutes(db, openPages(db)))
    .delete("/:key", params(z.object({ key: pageIdSchema })), async (c) => {
      const deleted = await deletePage(db, c.get("user").id, c.req.valid("param").key);
      if (!deleted) throw httpError(404, "This page is not there any more.");
      return c.json({ deleted: true });
    });
