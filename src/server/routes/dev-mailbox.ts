import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { localTime } from "../../domain/reminders";
import type { AppDeps, AppEnv } from "../context";
import { reminderPreferences } from "../db/schema";
import { query } from "../http/validate";
import type { DevMailbox } from "../mail/dev-mailbox";
import { weeklyLetterFor } from "../reminders/weekly-letters";

// DEV_MAILBOX=1 (docs/architecture.md, "Configuration"): the mails the server sent, for local development and tests.
const recipient = query(z.object({ to: z.string().optional() }));

export function devMailboxApi(mailbox: DevMailbox) {
  return new Hono<AppEnv>().get("/", recipient, (c) => c.json(mailbox.list(c.req.valid("query").to)));
}

export function devMailboxPage(mailbox: DevMailbox) {
  return new Hono<AppEnv>().get("/", recipient, (c) => {
    const mails = mailbox.list(c.req.valid("query").to);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Dev mailbox | Grind to Grace</title>
          <style>
            body { font-family: system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #2f2622; background: #faf6f0; }
            article { background: #fff; border: 1px solid #e6dccf; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0; }
            pre { white-space: pre-wrap; font: inherit; }
            a { color: #8a4f3a; word-break: break-all; }
            .meta { color: #6f625a; font-size: .875rem; }
          </style>
        </head>
        <body>
          <h1>Dev mailbox</h1>
          <p class="meta">Mail kept in memory because DEV_MAILBOX=1. Never enable this on a public server.</p>
          ${mails.length === 0 ? html`<p>No mail yet.</p>` : ""}
          ${mails.map(
            (mail) => html`<article>
              <p class="meta">To ${mail.to} · ${mail.sentAt}</p>
              <h2>${mail.subject}</h2>
              <pre>${mail.text}</pre>
              ${mail.links.map((link) => html`<p><a href="${link}">${link}</a></p>`)}
            </article>`,
          )}
        </body>
      </html>`);
  });
}

// POST /api/dev/weekly-letter (DEV_MAILBOX=1 only, signed in): the signed-in member's weekly letter for
// the week ending today in her time zone, sent now, so its words can be read without waiting for Sunday.
export function devWeeklyLetterRoutes({ database: { db }, mailer, unsubscribeLinks, config }: AppDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const userId = c.get("user").id;
    const [prefs] = await db
      .select({ timeZone: reminderPreferences.timeZone })
      .from(reminderPreferences)
      .where(eq(reminderPreferences.userId, userId));
    const now = new Date();
    const row = { userId, timeZone: prefs?.timeZone ?? "UTC" };
    const today = localTime(now, row.timeZone).date;
    const message = await weeklyLetterFor(db, row, unsubscribeLinks, config.publicUrl, today, now);
    if (!message) return c.json({ error: "Not found" }, 404);
    await mailer.send(message);
    return c.json({ sent: true });
  });
}
