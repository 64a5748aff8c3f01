import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { describeForLog } from "../http/errors";

// GET /healthz: liveness and a database round trip, for load balancers and uptime checks.
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ status: "ok", database: { status: "ok", kind: database.kind } });
    } catch (error) {
      console.error(`[healthz] database check failed: ${describeForLog(error as Error)}`);
      return c.json({ status: "error", database: { status: "unreachable", kind: database.kind } }, 503);
    }
  });
}
