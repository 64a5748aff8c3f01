import { Hono } from "hono";
import { months } from "../../content/months/index";
import type { AppEnv } from "../context";

// GET /api/affirmations — the twelve months of the calendar for signed-in members. The affirmations
// are served by the API, not shipped in the public bundle. The answer never changes while the
// process runs, so it is serialised once.
const body = JSON.stringify({ months });

export const affirmationRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "private, max-age=3600");
  return c.body(body, 200, { "content-type": "application/json; charset=UTF-8" });
});
