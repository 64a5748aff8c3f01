import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { describeForLog } from "../http/errors";

// GET /healthz: liveness and a database round trip, for load balancers and uptime checks; 503 with
// the reason while PGlite's disk is below its reserve and writes are refused (db/disk-reserve.ts).
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await database.db.execute(sql`select 1`);
      const ok = { status: "ok", kind: database.kind } as const;
      if (database.disk.low) {
        return c.json(
          { status: "error", database: ok, disk: { status: "low", reason: database.disk.describe() } },
          503,
        );
      }
      return c.json({ status: "ok", database: ok });
    } catch (error) {
      console.error(`[healthz] database check failed: ${describeForLog(error as Error)}`);
      return c.json({ status: "error", database: { status: "unreachable", kind: database.kind } }, 503);
    }
  });
}
