import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import {
  defaultReminderPreferences,
  type ReminderPreferences,
  reminderPreferencesSchema,
} from "../../domain/reminders";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { reminderPreferences } from "../db/schema";
import { jsonBody, query } from "../http/validate";
import type { MailList, UnsubscribeLinks } from "../reminders/unsubscribe-links";

async function preferencesOf(db: Db, userId: string): Promise<ReminderPreferences> {
  const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  if (!row) return defaultReminderPreferences;
  const { enabled, hour, timeZone, affirmationOnly, weekly } = row;
  return { enabled, hour, timeZone, affirmationOnly, weekly };
}

// GET/PUT /api/reminders: her daily reminder (docs/jobs.md, "Reminders").
export function reminderRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await preferencesOf(db, c.var.user.id)))
    .put("/", jsonBody(reminderPreferencesSchema), async (c) => {
      const next = c.req.valid("json");
      const userId = c.var.user.id;
      await db
        .insert(reminderPreferences)
        .values({ userId, ...next })
        .onConflictDoUpdate({ target: reminderPreferences.userId, set: { ...next, updatedAt: new Date() } });
      return c.json(next);
    });
}

const page = (heading: string, body: string) =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} | Grind to Grace</title></head>
<body style="margin:0;background:#faf6f0;color:#2f2622;font-family:Georgia,serif"><main style="max-width:32rem;margin:0 auto;padding:4rem 1.5rem">
<p style="letter-spacing:.08em;text-transform:uppercase;color:#7a4431;font-size:.85rem">Grind to Grace</p>
<h1 style="font-weight:600">${heading}</h1><p style="line-height:1.6">${body}</p>
<p><a href="/account" style="color:#7a4431">Your account</a></p></main></body></html>`;

/**
 * The one-click unsubscribe (RFC 8058) behind every reminder's link and List-Unsubscribe header: no
 * sign-in and no same-origin check (mail providers POST it from their servers); the signed link is
 * the permission. GET shows a small page, POST answers for the provider.
 */
export function unsubscribeRoutes(db: Db, links: UnsubscribeLinks) {
  // `l=weekly` is the weekly letter's link (D23): it stops the letter and leaves the daily reminder.
  const turnOff = async (userId: string | undefined, token: string | undefined, list: MailList) => {
    if (!userId || !token || !links.verify(userId, token, list)) return false;
    await db
      .update(reminderPreferences)
      .set(list === "weekly" ? { weekly: false } : { enabled: false, updatedAt: new Date() })
      .where(eq(reminderPreferences.userId, userId));
    return true;
  };
  // The link's member id and signature; a missing one is a link that did not work, not a 400 of the validator's.
  const link = query(
    z
      .object({ u: z.string().optional(), t: z.string().optional(), l: z.string().optional() })
      .transform((q) => ({
        ...q,
        list: (q.l === "weekly" ? "weekly" : "reminders") as MailList,
      })),
  );
  return new Hono<AppEnv>()
    .get("/", link, async (c) => {
      const { u, t, list } = c.req.valid("query");
      if (await turnOff(u, t, list)) {
        return c.html(
          list === "weekly"
            ? page(
                "The weekly letter is off",
                "You will not get any more weekly letters. You can turn it on again on your account page whenever you like.",
              )
            : page(
                "Reminders are off",
                "You will not get any more reminder mails. You can turn them on again on your account page whenever you like.",
              ),
        );
      }
      return c.html(
        page(
          "This link did not work",
          "It may have been changed in the mail. You can turn reminders off on your account page.",
        ),
        400,
      );
    })
    .post("/", link, async (c) => {
      const { u, t, list } = c.req.valid("query");
      const ok = await turnOff(u, t, list);
      return ok
        ? c.json({ unsubscribed: true })
        : c.json({ error: "This unsubscribe link is not valid." }, 400);
    });
}
