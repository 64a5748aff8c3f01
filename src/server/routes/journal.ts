import { Hono } from "hono";
import { z } from "zod";
import { readBackDays } from "../../content/read-backs";
import { JOURNEY_DAYS } from "../../domain/day-access";
import { documentValues } from "../../domain/document-values";
import {
  ARCHIVE_PAGE_SIZE,
  type JournalArchive,
  journalSearchSchema,
  MAX_ARCHIVE_PAGE_SIZE,
} from "../../domain/journal-archive";
import { journeyProgress, MAX_REFLECTION_LENGTH } from "../../domain/journey";
import { beyondLimit } from "../../domain/text-limits";
import type { SubscriberCache } from "../billing/subscriber-cache";
import type { AppDeps, AppEnv } from "../context";
import { listOtherWritings, newestFirst } from "../db/archive-writings";
import type { Db } from "../db/client";
import { listReflections, readReflections } from "../db/journal-archive";
import {
  completeDay,
  completedDays,
  readCompletion,
  readReflection,
  type SaveReflection,
  saveReflectionIn,
} from "../db/journal-entries";
import { httpError } from "../http/errors";
import { expensiveReads } from "../http/member-limit";
import { type SyncedDocumentKind, syncedDocumentRoutes } from "../http/sync";
import { ordinalParam, params, query } from "../http/validate";
import { assertCanOpenDay } from "./journey";

// Unlike the day page, a write never falls back to day 1: a bad id must not touch another day.
const dayParam = ordinalParam(JOURNEY_DAYS, "day");
const dayParams = z.object({ key: dayParam });

/** A member's reflection on one day, as a synced document (src/domain/sync.ts). */
function reflections(
  db: Db,
  saveReflection: SaveReflection,
  subscriberCache: SubscriberCache,
): SyncedDocumentKind<number, string> {
  return {
    key: dayParam,
    valueSchema: documentValues.reflection,
    load: (userId, day) => readReflection(db, userId, day),
    async write(userId, day, value, baseRevision, via) {
      if (via) return saveReflectionIn(via, userId, day, value, baseRevision);
      const result = await saveReflection(userId, day, value, baseRevision);
      return result.saved ? { revision: result.revision, updatedAt: result.updatedAt } : null;
    },
    async beforeWrite(user, day, value) {
      if (beyondLimit(value, MAX_REFLECTION_LENGTH)) {
        throw httpError(
          413,
          `This reflection is too long to save: the limit is ${MAX_REFLECTION_LENGTH.toLocaleString("en-US")} characters.`,
        );
      }
      await assertCanOpenDay(subscriberCache, user, day);
    },
    conflictMessage: "This reflection was changed on another device.",
    // A reflection's body has always dropped fields it does not know (tests/integration/isolation.test.ts).
    strictBody: false,
  };
}

// GET /api/journal?q=&cursor=&limit=: a page of her archive, newest first, optionally searched
// (docs/architecture.md, "Her words back"): `{ entries, query, total, nextCursor }`.
// GET/PUT /api/journal/:key: the member's own reflection on day `key`, as a synced document.
// GET /api/journal/:key/read-backs: the earlier entries day `key` asks her to reread.
// GET/PUT /api/journal/:key/complete: whether day `key` is completed, as a synced document; POST records
// it in one call (docs/architecture.md D3).
// Every route names the day `:key` at the same place: Hono's RegExpRouter cannot hold a parameter
// beside another name or a word there, and the whole app would fall back to its slower trie router
// (tests/integration/router.test.ts checks this). So a named read of her journal has an area of its
// own: on this day is /api/on-this-day (routes/on-this-day.ts).
export function journalRoutes(deps: AppDeps) {
  const {
    database: { db },
    batched,
    subscriberCache,
    texts,
  } = deps;
  const completion = completionOf(deps);
  return new Hono<AppEnv>()
    .get("/", expensiveReads, query(journalSearchSchema), async (c) => {
      const { q, cursor, limit } = c.req.valid("query");
      const query = q || null;
      const userId = c.get("user").id;
      // The day reflections (at most 75, excerpted in SQL), then everything else she wrote (D23: pages,
      // check-ins, tools, notes), merged newest first and handed out a page at a time.
      const [days, others] = await Promise.all([
        listReflections(db, texts.current, userId, {
          query: query ?? undefined,
          limit: MAX_ARCHIVE_PAGE_SIZE,
        }),
        listOtherWritings(db, texts.current, userId, query ?? undefined),
      ]);
      const all = newestFirst([...days.entries, ...others]);
      const offset = cursor ? Number(cursor) : 0;
      const entries = all.slice(offset, offset + (limit ?? ARCHIVE_PAGE_SIZE));
      const next = offset + entries.length;
      const archive: JournalArchive = {
        entries,
        query,
        total: all.length,
        nextCursor: next < all.length && entries.length > 0 ? String(next) : null,
      };
      return c.json(archive);
    })
    .get("/:key/read-backs", params(dayParams), async (c) => {
      const { key: day } = c.req.valid("param");
      await assertCanOpenDay(subscriberCache, { id: c.get("user").id, isAdmin: c.get("isAdmin") }, day);
      return c.json({
        entries: await readReflections(db, texts.current, c.get("user").id, readBackDays[day] ?? []),
      });
    })
    .route("/", syncedDocumentRoutes(db, reflections(db, batched.saveReflection, subscriberCache)))
    .route("/", syncedDocumentRoutes(db, completion, "/:key/complete"))
    .post("/:key/complete", params(dayParams), async (c) => {
      const { key: day } = c.req.valid("param");
      const userId = c.get("user").id;
      await completion.beforeWrite({ id: userId, isAdmin: c.get("isAdmin") }, day);
      await completion.write(userId, day);
      completion.afterWrite(userId, day);
      return c.json({ day, completed: true, progress: journeyProgress(await completedDays(db, userId)) });
    });
}

/**
 * Whether she completed a day, as a synced document (GET/PUT `/:key/complete`, the app's store's
 * `completion` kind): it only ever goes one way, so any base revision is current and no two devices
 * conflict (docs/architecture.md, "The store"). The POST above is the same write in one call.
 */
function completionOf({ database: { db }, batched, subscriberCache }: AppDeps) {
  return {
    key: dayParam,
    valueSchema: documentValues.completion,
    load: (userId: string, day: number) => readCompletion(db, userId, day),
    // Her dashboard's progress (db/member-progress.ts): the other servers drop theirs, this one updates it.
    write: (userId: string, day: number) =>
      completeDay(db, userId, day, batched.memberProgress.announcement(userId)),
    beforeWrite: (user: { id: string; isAdmin: boolean }, day: number) =>
      assertCanOpenDay(subscriberCache, user, day),
    afterWrite: (userId: string, day: number) => batched.memberProgress.completedDay(userId, day),
  } satisfies SyncedDocumentKind<number, boolean>;
}
