import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { reminderPreferences, user } from "../db/schema";
import { plainPage as page, postButton } from "../http/plain-page";
import { query } from "../http/validate";
import type { MailList, UnsubscribeLinks } from "../reminders/unsubscribe-links";

/** The button of the confirmation page: posts the same one-click request a mail provider sends. */
const buttonLabel = {
  reminders: "Turn off reminders",
  weekly: "Turn off the weekly letter",
  news: "Turn off news",
} as const;

const turnOffButton = (list: MailList) =>
  postButton(buttonLabel[list], { name: "List-Unsubscribe", value: "One-Click" });

const notWorking = () =>
  page(
    "This link did not work",
    "It may have been changed in the mail. You can turn reminders off on your account page.",
  );

const asking = {
  reminders: [
    "Turn off reminders?",
    "You will not get any more reminder mails. You can turn them on again on your account page whenever you like.",
  ],
  weekly: [
    "Turn off the weekly letter?",
    "You will not get any more weekly letters. You can turn it on again on your account page whenever you like.",
  ],
  news: [
    "Turn off news from Grind to Grace?",
    "You will not get the coach's news and messages any more. Mail about your account (receipts, sign-in) still comes. You can turn news on again on your account page.",
  ],
} as const;

const done = {
  reminders: [
    "Reminders are off",
    "You will not get any more reminder mails. You can turn them on again on your account page whenever you like.",
  ],
  weekly: [
    "The weekly letter is off",
    "You will not get any more weekly letters. You can turn it on again on your account page whenever you like.",
  ],
  news: [
    "News is off",
    "You will not get the coach's news and messages any more. You can turn news on again on your account page whenever you like.",
  ],
} as const;

/**
 * The one-click unsubscribe (RFC 8058) behind every reminder's and weekly letter's link and List-Unsubscribe
 * header: no sign-in and no same-origin check (mail providers POST it from their servers); the signed link is
 * the permission. Only POST acts: GET (and HEAD) show a page whose button posts it, since mail scanners open
 * every link in a mail (docs/security.md). Nothing here is kept by a cache. `l=weekly` is the weekly letter's
 * link (D23): it stops the letter and leaves the daily reminder; `l=news` stops the coach's news (D28).
 */
export function unsubscribeRoutes(db: Db, links: UnsubscribeLinks) {
  const isValid = (userId: string | undefined, token: string | undefined, list: MailList): userId is string =>
    Boolean(userId && token && links.verify(userId, token, list));
  // The link's member id and signature; a missing one is a link that did not work, not a 400 of the validator's.
  const link = query(
    z
      .object({ u: z.string().optional(), t: z.string().optional(), l: z.string().optional() })
      .transform((q) => ({
        ...q,
        list: (q.l === "weekly" || q.l === "news" ? q.l : "reminders") as MailList,
      })),
  );
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
    })
    .get("/", link, async (c) => {
      const { u, t, list } = c.req.valid("query");
      if (!isValid(u, t, list)) return c.html(notWorking(), 400);
      return c.html(page(asking[list][0], asking[list][1], turnOffButton(list)));
    })
    .post("/", link, async (c) => {
      const { u, t, list } = c.req.valid("query");
      const fromPage = c.req.header("accept")?.includes("text/html");
      if (!isValid(u, t, list)) {
        return fromPage
          ? c.html(notWorking(), 400)
          : c.json({ error: "This unsubscribe link is not valid." }, 400);
      }
      const off =
        list === "weekly" ? { weekly: false } : list === "news" ? { news: false } : { enabled: false };
      // Her settings move on a revision, so a device holding the old ones meets a conflict, not a silent
      // undo. News is on for a member who never saved her settings, so its "off" may be her first row.
      const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, u));
      if (member)
        await db
          .insert(reminderPreferences)
          .values({ userId: u, ...off })
          .onConflictDoUpdate({
            target: reminderPreferences.userId,
            set: { ...off, revision: sql`${reminderPreferences.revision} + 1`, updatedAt: new Date() },
          });
      if (fromPage) return c.html(page(done[list][0], done[list][1]));
      return c.json({ unsubscribed: true });
    });
}
