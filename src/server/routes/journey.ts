import { type Context, Hono, type TypedResponse } from "hono";
import { z } from "zod";
import { sections } from "../../content/sections";
import { apiPath } from "../../domain/api-paths";
import { canOpenDay, parseDayId, requiredTierForDay } from "../../domain/day-access";
import { type JourneyDayContent, type JourneyOverview, journeyProgress } from "../../domain/journey";
import type { Entitlement } from "../../domain/plans";
import { entitlementOf, loadEntitlement } from "../billing/entitlement";
import type { SubscriberCache, SubscriberRow } from "../billing/subscriber-cache";
import type { PublishedTexts } from "../content/published-texts";
import type { AppDeps, AppEnv } from "../context";
import type { MemberProgress } from "../db/member-progress";
import { httpError } from "../http/errors";
import type { FastRead } from "../http/fast-reads";
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
  if (dayOpens(await subscriberCache.find(user.id), user.isAdmin, day)) return;
  throw httpError(403, `Day ${day} is part of ${requiredTier}. Upgrade to open it.`, { requiredTier });
}

/** The day-access rule for her subscribers row (none: she has none), the route's and the fast read's. */
const dayOpens = (row: SubscriberRow | null | undefined, isAdmin: boolean, day: number) =>
  canOpenDay(entitlementOf(row ?? undefined, isAdmin), day);

/**
 * The dashboard and a day, answered from memory when her plan (and for the dashboard her progress) is
 * there (http/fast-reads.ts); a locked day is left to the route, whose 403 names the plan.
 */
export function journeyFastReads({ subscriberCache, batched, texts }: AppDeps): FastRead[] {
  return [
    {
      path: apiPath("journey"),
      answer({ id, isAdmin }) {
        const row = subscriberCache.peek(id);
        const progress = batched.memberProgress.peek(id);
        if (row === undefined || progress === undefined) return undefined;
        return dashboardJson(texts.current, entitlementOf(row ?? undefined, isAdmin), progress);
      },
    },
    {
      path: new RegExp(`^${apiPath("journey")}/days/(\\d{1,2})$`),
      answer({ id, isAdmin }, dayId) {
        const day = parseDayId(dayId ?? "");
        if (requiredTierForDay(day) !== null) {
          const row = subscriberCache.peek(id);
          if (row === undefined || !dayOpens(row, isAdmin, day)) return undefined;
        }
        return texts.current.json(day);
      },
    },
  ];
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
 * The dashboard's JSON for her plan and progress, remembered by the published texts with her progress
 * object (content/published-texts.ts): a repeated dashboard is two lookups, and no copy outlives her
 * progress or the texts.
 */
export const dashboardJson = (texts: PublishedTexts, entitlement: Entitlement, progress: MemberProgress) =>
  texts.dashboard(entitlement, progress, () => JSON.stringify(overviewOf(texts, entitlement, progress)));

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
