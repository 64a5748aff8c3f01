import { Hono } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "../context";

// GET /api/public-config — the few settings the browser may know: the support address behind
// "Share Your Story" on the bonus tools page (null when SUPPORT_EMAIL is unset).
export function publicConfigRoutes(config: Config) {
  const body = { supportEmail: config.supportEmail ?? null };
  return new Hono<AppEnv>().get("/", (c) => c.json(body));
}
