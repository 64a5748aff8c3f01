import { Hono } from "hono";
import { z } from "zod";
import { draftRequestSchema, restoreRequestSchema } from "../../domain/content-editing";
import { JOURNEY_DAYS } from "../../domain/day-access";
import { audit } from "../admin/audit";
import { onlyAdmins } from "../admin/team";
import {
  listDays,
  publishDayDraft,
  readDay,
  restoreDayVersion,
  saveDayDraft,
} from "../content/content-editor";
import type { AppDeps, AppEnv } from "../context";
import { jsonBody, params } from "../http/validate";

// The coach edits the days (docs/architecture.md, "Editing the content"). Mounted in the console's area
// (requireConsole): the team reads and writes drafts; publishing and restoring are an administrator's.
//
// GET /api/admin/content/days → the list; GET /days/:n → { published, draft, draftRevision, versions }
// PUT /days/:n/draft { value, baseRevision }; POST /days/:n/publish; POST /days/:n/restore { version }

const dayParams = params(z.object({ n: z.coerce.number().int().min(1).max(JOURNEY_DAYS) }));

export function contentRoutes({ database: { db, changes }, dayTexts }: AppDeps) {
  /** Every server shows what was published within a moment: this one at once, the others through the feed. */
  async function published() {
    await dayTexts.reload();
    await changes.publish({ kind: "content" });
  }
  return new Hono<AppEnv>()
    .get("/days", async (c) => c.json(await listDays(db)))
    .get("/days/:n", dayParams, async (c) => c.json(await readDay(db, c.req.valid("param").n)))
    .put("/days/:n/draft", dayParams, jsonBody(draftRequestSchema), async (c) => {
      const { value, baseRevision } = c.req.valid("json");
      return c.json(await saveDayDraft(db, c.req.valid("param").n, value, baseRevision, c.get("user").id));
    })
    .post("/days/:n/publish", onlyAdmins, dayParams, async (c) => {
      const { n } = c.req.valid("param");
      await publishDayDraft(db, n, c.get("user").id);
      await published();
      const item = await readDay(db, n);
      await audit(db, c.get("user").id, "content.publish", `Day ${n}, version ${item.published.version}`);
      return c.json(item);
    })
    .post("/days/:n/restore", onlyAdmins, dayParams, jsonBody(restoreRequestSchema), async (c) => {
      const { n } = c.req.valid("param");
      const { version } = c.req.valid("json");
      await restoreDayVersion(db, n, version, c.get("user").id);
      await published();
      const item = await readDay(db, n);
      await audit(
        db,
        c.get("user").id,
        "content.restore",
        `Day ${n}, version ${version} as version ${item.published.version}`,
      );
      return c.json(item);
    });
}
