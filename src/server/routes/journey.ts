import { type Context, Hono, type TypedResponse } from "hono";
import { z } from "zod";
import { sections } from "../../content/sections";
import { canOpenDay, parseDayId, requiredTierForDay } from "../../domain/day-access";
import { type JourneyDayContent, type JourneyOverview, journeyProgress } from "../../domain/journey";
import type { Entitlement } from "../../domain/plans";
import { loadEntitlement } from "../billing/entitlement";
import type { SubscriberCache } from "../billing/subscriber-cache";
import type { PublishedTexts } from "../content/published-texts";
import type { AppDeps, AppEnv } from "../context";
import type { MemberProgress } from "../db/member-progress";
import { httpError } from "../http/errors";
import { params } from "../http/validate";
import { returnPromptRoutes } from "./return-prompts";
import { welcomeBackRoutes } from "./welcome-back";

/** A day to show: spec §2, an unknown day id falls back to day 1 (a write never does: routes/journal.ts). */
export const dayIdParams = z.object({ day: z.string().transform(parseDayId) });

/**
 * 403 with the plan that opens `day` unless this member may open it (docs/architecture.md D1, D10). Days open to
 * everyone need no subscription lookup, which keeps the hot read and save paths to fewer queries.
 */
export async function assertCanOpenDay(
  subscriberCache: SubscriberCache,
  user: { id: string; isAdmin: boolean },
  day: number,
) {
  const requiredTier = requiredTierForDay(day);
  if (requiredTier === null) return;
  if (canOpenDay(await loadEntitlement(subscriberCache, user.id, user.isAdmin), day)) return;
  throw httpError(403, `Day ${day} is part of ${requiredTier}. Upgrade to open it.`, { requiredTier });
}

function overviewOf(
  texts: PublishedTexts,
  entitlement: Entitlement,
  { completedDays, latestEnergy }: MemberProgress,
): JourneyOverview {
  const completed = new Set(completedDays);
  return {
    sections: sections.map((section) => ({ ...section })),
    days: texts.planDays(entitlement).map((day) => ({ ...day, completed: completed.has(day.day) })),
    progress: journeyProgress(completed),
    entitlement: {
      subscribed: entitlement.subscribed,
      tier: entitlement.tier,
      isAdmin: entitlement.isAdmin === true,
    },
    latestEnergy,
  };
}

/**
 * The dashboard's JSON for her plan and progress. A member's progress is one cached object that her
 * writes replace (db/member-progress.ts), and the JSON depends on nothing else, so it is remembered
 * with that object: a repeated dashboard is two cache lookups, and no copy outlives her progress.
 */
const dashboardByProgress = new WeakMap<MemberProgress, Map<string, string>>();

export function dashboardJson(
  texts: PublishedTexts,
  entitlement: Entitlement,
  progress: MemberProgress,
): string {
  const plan = texts.planKey(entitlement);
  let byPlan = dashboardByProgress.get(progress);
  if (!byPlan) {
    byPlan = new Map();
    dashboardByProgress.set(progress, byPlan);
  }
  let json = byPlan.get(plan);
  if (json === undefined) {
    json = JSON.stringify(overviewOf(texts, entitlement, progress));
    byPlan.set(plan, json);
  }
  return json;
}

// GET /api/journey: the member's path (every day's title, which ones are locked, progress).
// GET /api/journey/days/:day: one day's layers (D13), only for a member who may open it.
// /api/journey/welcome-back and /api/journey/return-prompts: after a gap and after day 75 (D23).
export function journeyRoutes({ database: { db }, batched, subscriberCache, texts }: AppDeps) {
  return new Hono<AppEnv>()
    .route("/welcome-back", welcomeBackRoutes(db, texts))
    .route("/return-prompts", returnPromptRoutes(db))
    .get("/", async (c) => {
      const userId = c.get("user").id;
      const [entitlement, progress] = await Promise.all([
        loadEntitlement(subscriberCache, userId, c.get("isAdmin")),
        batched.memberProgress.load(userId),
      ]);
      return jsonText<JourneyOverview>(c, dashboardJson(texts.current, entitlement, progress));
    })
    .get("/days/:day", params(dayIdParams), async (c) => {
      const { day } = c.req.valid("param");
      await assertCanOpenDay(subscriberCache, { id: c.get("user").id, isAdmin: c.get("isAdmin") }, day);
      return jsonText<JourneyDayContent>(c, texts.current.json(day));
    });
}

/** JSON already written as text, typed as what it holds for the client's RPC types (api-types.ts). */
function jsonText<T>(c: Context, json: string) {
  return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<
    T,
    200,
    "json"
  >;
}
