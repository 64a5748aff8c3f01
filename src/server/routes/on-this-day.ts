import { Hono } from "hono";
import { z } from "zod";
import {
  hideFromOnThisDaySchema,
  isNearToday,
  type OnThisDay,
  onThisDayQuerySchema,
} from "../../domain/on-this-day";
import { utcDateKey } from "../../domain/today";
import type { AppDeps, AppEnv } from "../context";
import { hideFromOnThisDay, onThisDay } from "../db/on-this-day";
import { expensiveReads } from "../http/member-limit";
import { jsonBody, query } from "../http/validate";

// GET /api/on-this-day?today=: what she wrote a week, a month or a year ago (D23); a bad `today` is
// taken as the server's date, so any text is let through here and read below.
// POST /api/on-this-day/hidden { kind, key }: never resurface that day or page again.
// An area of its own rather than a word under /api/journal, where a reflection's `:key` goes: the
// typed client names it (docs/architecture.md, "Her story over time (D23)").

const askedToday = z.object({ today: z.string().optional() });

export function onThisDayRoutes({ database: { db }, texts }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", expensiveReads, query(askedToday), async (c) => {
      const now = new Date();
      const asked = onThisDayQuerySchema.safeParse(c.req.valid("query"));
      const wanted = asked.success ? asked.data.today : undefined;
      const today = wanted && isNearToday(wanted, now) ? wanted : utcDateKey(now);
      return c.json({
        items: await onThisDay(db, texts.current, c.get("user").id, today),
      } satisfies OnThisDay);
    })
    .post("/hidden", jsonBody(hideFromOnThisDaySchema), async (c) => {
      const { kind, key } = c.req.valid("json");
      await hideFromOnThisDay(db, c.get("user").id, kind, key);
      return c.json({ hidden: true });
    });
}
