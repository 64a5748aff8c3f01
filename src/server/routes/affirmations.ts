import { Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import type { Month } from "../../content/schema";
import type { DayAffirmation } from "../../domain/today";
import type { AppDeps, AppEnv } from "../context";
import { httpError } from "../http/errors";
import { params } from "../http/validate";

/** A month or day number as written in the path; anything else is NaN, which no calendar day has (404). */
const calendarNumber = z.string().transform((text) => (/^\d{1,2}$/.test(text) ? Number(text) : Number.NaN));

/** What the calendar's body holds, for the typed client (server/api-types.ts): c.body() cannot know it is JSON. */
type Calendar = Response & TypedResponse<JSONParsed<{ months: Month[] }>, 200, "json">;

// GET /api/affirmations — the twelve months of the calendar for signed-in members, as the coach last
// published them (docs/architecture.md, "Editing the content"). The affirmations are served by the API, not
// shipped in the public bundle. The answer is serialised once per published set; browsers revalidate it
// (after the sign-in check) by ETag rather than reuse it unchecked, so a signed-out visitor on the same
// browser never reads it, and a publish reaches her on her next look.
export const affirmationRoutes = ({ texts }: Pick<AppDeps, "texts">) =>
  new Hono<AppEnv>()
    .get("/", (c) => {
      const { body, etag } = texts.current.calendar();
      c.header("Cache-Control", "private, no-cache");
      c.header("ETag", etag);
      if (c.req.header("if-none-match") === etag) return c.body(null, 304);
      return c.body(body, 200, { "content-type": "application/json; charset=UTF-8" }) as Response as Calendar;
    })
    // GET /api/affirmations/day/:month/:day — one day (the dashboard's "today"), month 1–12.
    .get("/day/:month/:day", params(z.object({ month: calendarNumber, day: calendarNumber })), (c) => {
      const { month, day } = c.req.valid("param");
      const affirmation = texts.current.affirmation(month, day);
      const label = texts.current.monthLabel(month);
      if (!affirmation || !label) throw httpError(404, "There is no such day in the calendar.");
      const answer: DayAffirmation = {
        month,
        day,
        monthLabel: label,
        text: affirmation.text,
        ...(affirmation.guidance ? { guidance: affirmation.guidance } : {}),
        ...(affirmation.care ? { care: true as const } : {}),
      };
      // Asked again each time, so a publish reaches the dashboard's card at once.
      c.header("Cache-Control", "private, no-cache");
      return c.json(answer);
    });
