import { Hono } from "hono";
import { z } from "zod";
import { documentValues } from "../../domain/document-values";
import { type PageList, type PageValue, pageIdSchema } from "../../domain/open-pages";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import {
  deletePage,
  listPages,
  MAX_PAGES,
  pageCount,
  readPage,
  TOO_MANY_PAGES,
  writePage,
} from "../db/pages";
import { httpError } from "../http/errors";
import { expensiveReads } from "../http/member-limit";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";
import { params, query } from "../http/validate";

const pageListQuerySchema = z.object({ cursor: z.string().max(300).optional() });

// GET /api/pages?cursor=: her open pages, newest first, 50 at a time (D23): `{ pages, nextCursor }`.
// GET/PUT /api/pages/:key: one page as a synced document ({ value: { date, title, body }, baseRevision }).
// DELETE /api/pages/:key: removes it for good.

/** A page as a synced document; a page that is not there reads as null, and a write always carries one. */
function openPages(db: Db): SyncedDocumentKind<string, PageValue | null> {
  return {
    key: pageIdSchema,
    valueSchema: documentValues.page,
    load: (userId, id) => readPage(db, userId, id),
    write: (userId, id, value, baseRevision, via) =>
      value ? writePage(via ?? db, userId, id, value, baseRevision) : Promise.resolve(null),
    // Pages are as many as she likes (up to MAX_PAGES), so even small writes are held to her quota.
    alwaysWithinQuota: true,
    async beforeWriteWithinQuota(via, userId, baseRevision) {
      if (baseRevision === 0 && (await pageCount(via, userId)) >= MAX_PAGES)
        throw httpError(413, TOO_MANY_PAGES);
    },
    conflictMessage: "This page was changed on another device.",
  };
}

export const pageRoutes = (db: Db) =>
  new Hono<AppEnv>()
    .get("/", expensiveReads, query(pageListQuerySchema), async (c) => {
      const list = await listPages(db, c.get("user").id, c.req.valid("query").cursor);
      if (!list) throw httpError(400, "cursor: not a place in this list");
      return c.json(list satisfies PageList);
    })
    .route("/", syncedDocumentRoutes(db, openPages(db)))
    .delete("/:key", params(z.object({ key: pageIdSchema })), async (c) => {
      const deleted = await deletePage(db, c.get("user").id, c.req.valid("param").key);
      if (!deleted) throw httpError(404, "This page is not there any more.");
      return c.json({ deleted: true });
    });
