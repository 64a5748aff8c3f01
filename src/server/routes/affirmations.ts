import { createHash } from "node:crypto";
import { Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import { months } from "../../content/months/index";
import type { DayAffirmation } from "../../domain/today";
import type { AppEnv } from "../context";
import { httpError } from "../http/errors";
import { params } from "../http/validate";

/** A month or day number as written in the path; anything else is NaN, which no calendar day has (404). */
const calendarNumber = z.string().transform((text) => (/^\d{1,2}$/.test(text) ? Number(text) : Number.NaN));

// GET /api/affirmations — the twelve months of the calendar for signed-in members. The affirmations
// are served by the API, not shipped in the public bundle. The answer never changes while the
// process runs, so it is serialised once; browsers revalidate it (after the sign-in check) by ETag
// rather than reuse it unchecked, so a signed-out visitor on the same browser never reads it.
const answer = { months };
const body = JSON.stringify(answer);
/** What `body` holds, for the typed client (server/api-types.ts): c.body() cannot know it is JSON. */
type Answer = Response & TypedResponse<JSONParsed<typeof answer>, 200, "json">;
const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

export const affirmationRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    c.header("Cache-Control", "private, no-cache");
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.body(body, 200, { "content-type": "application/json; charset=UTF-8" }) as Response as Answer;
  })
  // GET /api/affirmations/day/:month/:day — one day (the dashboard's "today"), month 1–12.
  .get("/day/:month/:day", params(z.object({ month: calendarNumber, day: calendarNumber })), (c) => {
    const { month, day } = c.req.valid("param");
    const entry = months[month - 1];
    const affirmation = entry?.days.find((d) => d.day === day);
    if (!entry || !affirmation) throw httpError(404, "There is no such day in the calendar.");
    const answer: DayAffirmation = {
      month,
      day,
      monthLabel: entry.label,
      text: affirmation.text,
      ...(affirmation.guidance ? { guidance: affirmation.guidance } : {}),
      ...(affirmation.care ? { care: true as const } : {}),
    };
    c.header("Cache-Control", "private, max-age=3600");
    return c.json(answer);
  });
