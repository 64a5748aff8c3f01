import { Hono } from "hono";
import { z } from "zod";
import { careNote } from "../../content/care";
import { ceremonySteps } from "../../content/journey-ceremonies";
import { journeyOutline } from "../../content/journey-outline";
import { journeyPrompts } from "../../content/journey-prompts";
import { sections } from "../../content/sections";
import { canOpenDay, parseDayId, requiredTierForDay } from "../../domain/day-access";
import { type JourneyDayContent, type JourneyOverview, journeyProgress } from "../../domain/journey";
import { loadEntitlement } from "../billing/entitlement";
import type { AppDeps, AppEnv } from "../context";
import type { Db } from "../db/client";
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
export async function assertCanOpenDay(db: Db, user: { id: string; isAdmin: boolean }, day: number) {
  const requiredTier = requiredTierForDay(day);
  if (requiredTier === null) return;
  if (canOpenDay(await loadEntitlement(db, user.id, user.isAdmin), day)) return;
  throw httpError(403, `Day ${day} is part of ${requiredTier}. Upgrade to open it.`, { requiredTier });
}

// GET /api/journey: the member's path (every day's title, which ones are locked, progress).
// GET /api/journey/days/:day: one day's layers (D13), only for a member who may open it.
// /api/journey/welcome-back and /api/journey/return-prompts: after a gap and after day 75 (D23).
export function journeyRoutes({ database: { db }, batched }: AppDeps) {
  return new Hono<AppEnv>()
    .route("/welcome-back", welcomeBackRoutes(db))
    .route("/return-prompts", returnPromptRoutes(db))
    .get("/", async (c) => {
      const userId = c.var.user.id;
      const [entitlement, { completedDays, latestEnergy }] = await Promise.all([
        loadEntitlement(db, userId, c.var.isAdmin),
        batched.memberProgress(userId),
      ]);
      const completed = new Set(completedDays);
      const overview: JourneyOverview = {
        sections: sections.map((section) => ({ ...section })),
        days: journeyOutline.map(({ day, title, section }) => ({
          day,
          title,
          section,
          locked: !canOpenDay(entitlement, day),
          requiredTier: requiredTierForDay(day),
          completed: completed.has(day),
        })),
        progress: journeyProgress(completed),
        entitlement: { subscribed: entitlement.subscribed, tier: entitlement.tier, isAdmin: c.var.isAdmin },
        latestEnergy,
      };
      return c.json(overview);
    })
    .get("/days/:day", params(dayIdParams), async (c) => {
      const { day } = c.req.valid("param");
      await assertCanOpenDay(db, { id: c.var.user.id, isAdmin: c.var.isAdmin }, day);
      const outline = outlineByDay.get(day);
      const prompt = promptByDay.get(day);
      if (!outline || !prompt) throw new Error(`journey content is missing day ${day}`);
      const content: JourneyDayContent = {
        day,
        title: outline.title,
        section: outline.section,
        prompt: prompt.prompt,
        guidance: prompt.guidance,
        gentlePrompt: prompt.gentlePrompt,
        deeperPrompt: prompt.deeperPrompt,
        minutes: prompt.minutes,
        ...(prompt.care ? { careNote } : {}),
        ...(ceremonySteps[day] ? { steps: [...(ceremonySteps[day] ?? [])] } : {}),
      };
      return c.json(content);
    });
}
