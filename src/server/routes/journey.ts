import { type Context, Hono, type TypedResponse } from "hono";
import { z } from "zod";
import { careNote, safetyNote } from "../../content/care";
import { ceremonyAfterNotes, ceremonySteps } from "../../content/journey-ceremonies";
import { journeyOutline } from "../../content/journey-outline";
import { dayPrintables, journeyPrompts } from "../../content/journey-prompts";
import { monthLabel } from "../../content/printable-labels";
import { printables } from "../../content/printables";
import { sections } from "../../content/sections";
import { canOpenDay, parseDayId, requiredTierForDay } from "../../domain/day-access";
import {
  type JourneyDayContent,
  type JourneyDaySummary,
  type JourneyOverview,
  journeyProgress,
} from "../../domain/journey";
import type { Entitlement } from "../../domain/plans";
import { loadEntitlement } from "../billing/entitlement";
import type { SubscriberCache } from "../billing/subscriber-cache";
import type { AppDeps, AppEnv } from "../context";
import type { MemberProgress } from "../db/member-progress";
import { httpError } from "../http/errors";
import { params } from "../http/validate";
import { returnPromptRoutes } from "./return-prompts";
import { welcomeBackRoutes } from "./welcome-back";

const promptByDay = new Map(journeyPrompts.map((entry) => [entry.day, entry]));
const outlineByDay = new Map(journeyOutline.map((entry) => [entry.day, entry]));

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

/** What the dashboard shows that depends only on her plan: every day's card but whether she completed it. */
type PlanDays = Omit<JourneyDaySummary, "completed">[];

const planKeyOf = (e: Entitlement) => `${e.subscribed}|${e.tier}|${e.isAdmin}`;

/** One list per plan (a handful in all), computed on the first dashboard of that plan. */
const daysByPlan = new Map<string, PlanDays>();

function planDays(entitlement: Entitlement): PlanDays {
  const key = planKeyOf(entitlement);
  let days = daysByPlan.get(key);
  if (!days) {
    days = journeyOutline.map(({ day, title, section }) => ({
      day,
      title,
      section,
      locked: !canOpenDay(entitlement, day),
      requiredTier: requiredTierForDay(day),
    }));
    daysByPlan.set(key, days);
  }
  return days;
}

function overviewOf(
  entitlement: Entitlement,
  { completedDays, latestEnergy }: MemberProgress,
): JourneyOverview {
  const completed = new Set(completedDays);
  return {
    sections: sections.map((section) => ({ ...section })),
    days: planDays(entitlement).map((day) => ({ ...day, completed: completed.has(day.day) })),
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

export function dashboardJson(entitlement: Entitlement, progress: MemberProgress): string {
  const plan = planKeyOf(entitlement);
  let byPlan = dashboardByProgress.get(progress);
  if (!byPlan) {
    byPlan = new Map();
    dashboardByProgress.set(progress, byPlan);
  }
  let json = byPlan.get(plan);
  if (json === undefined) {
    json = JSON.stringify(overviewOf(entitlement, progress));
    byPlan.set(plan, json);
  }
  return json;
}

/** The printable that fits the day (#29 item 9), as the day page names it. */
function printableFor(day: number): Pick<JourneyDayContent, "printable"> {
  const printable = printables.find((p) => p.id === dayPrintables[day]);
  if (!printable) return {};
  return {
    printable: {
      month: printable.month,
      title: printable.title,
      label: `${monthLabel(printable)} ${printable.kind === "worksheet" ? "worksheet" : "reflection page"}`,
    },
  };
}

// GET /api/journey: the member's path (every day's title, which ones are locked, progress).
// GET /api/journey/days/:day: one day's layers (D13), only for a member who may open it.
// /api/journey/welcome-back and /api/journey/return-prompts: after a gap and after day 75 (D23).
export function journeyRoutes({ database: { db }, batched, subscriberCache }: AppDeps) {
  return new Hono<AppEnv>()
    .route("/welcome-back", welcomeBackRoutes(db))
    .route("/return-prompts", returnPromptRoutes(db))
    .get("/", async (c) => {
      const userId = c.get("user").id;
      const [entitlement, progress] = await Promise.all([
        loadEntitlement(subscriberCache, userId, c.get("isAdmin")),
        batched.memberProgress.load(userId),
      ]);
      return jsonText<JourneyOverview>(c, dashboardJson(entitlement, progress));
    })
    .get("/days/:day", params(dayIdParams), async (c) => {
      const { day } = c.req.valid("param");
      await assertCanOpenDay(subscriberCache, { id: c.get("user").id, isAdmin: c.get("isAdmin") }, day);
      return jsonText<JourneyDayContent>(c, dayJson(day));
    });
}

/** Each day's layers as JSON, written once per day on its first read: the text never changes. */
const dayJsonByDay = new Map<number, string>();

export function dayJson(day: number): string {
  let json = dayJsonByDay.get(day);
  if (json === undefined) {
    json = JSON.stringify(dayContent(day));
    dayJsonByDay.set(day, json);
  }
  return json;
}

function dayContent(day: number): JourneyDayContent {
  const outline = outlineByDay.get(day);
  const prompt = promptByDay.get(day);
  if (!outline || !prompt) throw new Error(`journey content is missing day ${day}`);
  return {
    day,
    title: outline.title,
    section: outline.section,
    prompt: prompt.prompt,
    guidance: prompt.guidance,
    gentlePrompt: prompt.gentlePrompt,
    deeperPrompt: prompt.deeperPrompt,
    minutes: prompt.minutes,
    ...(prompt.care ? { careNote } : {}),
    ...(prompt.safety ? { safetyNote } : {}),
    ...(ceremonySteps[day] ? { steps: [...(ceremonySteps[day] ?? [])] } : {}),
    ...(ceremonyAfterNotes[day] ? { afterSteps: ceremonyAfterNotes[day] } : {}),
    ...printableFor(day),
  };
}

/** JSON already written as text, typed as what it holds for the client's RPC types (api-types.ts). */
function jsonText<T>(c: Context, json: string) {
  return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<
    T,
    200,
    "json"
  >;
}
