import { and, eq, gte, lt } from "drizzle-orm";
import { z } from "zod";
import { staffNoticeModes } from "../../domain/admin-console";
import type { Db } from "../db/client";
import { adminSettings, subscriptionHistory, user } from "../db/schema";
import { enqueue } from "../jobs/queue";
import type { JobWorker } from "../jobs/worker";
import type { Mailer } from "../mail/mailer";
import { layout } from "../mail/templates";

// Staff notices (docs/jobs.md, "Staff notices"): the admin may ask for a mail when a member starts
// paying, cancels or fails a payment, or for one daily digest of them. Off by default. Both go through
// the job queue, from the subscription history the one writer records.

type StaffNoticeMode = (typeof staffNoticeModes)[number];

const SETTING = "staff_notices";
const DIGEST_HOUR_UTC = 8;
const paid = new Set(["active", "past_due"]);

/** What a change of her subscription means to the business, or null when it is nothing to tell. */
export function noticeKind(change: {
  fromStatus: string;
  toStatus: string;
}): "paying" | "canceled" | "payment_failed" | null {
  if (change.toStatus === "active" && !paid.has(change.fromStatus)) return "paying";
  if (change.toStatus === "canceled" && change.fromStatus !== "canceled") return "canceled";
  if (change.toStatus === "past_due" && change.fromStatus !== "past_due") return "payment_failed";
  return null;
}

const headline = {
  paying: "A new paying member",
  canceled: "A membership was cancelled",
  payment_failed: "A payment failed",
} as const;

export async function staffNoticeMode(db: Db): Promise<StaffNoticeMode> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.name, SETTING));
  return staffNoticeModes.find((mode) => mode === row?.value) ?? "off";
}

/** The next digest's time: DIGEST_HOUR_UTC tomorrow, or today when that is still ahead. */
function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

function queueDigest(db: Db, now: Date) {
  const at = nextDigestAt(now);
  return enqueue(
    db,
    "staff-digest",
    { at: at.toISOString() },
    { runAt: at, uniqueKey: `staff-digest:${at.toISOString()}` },
  );
}

export async function setStaffNoticeMode(db: Db, mode: StaffNoticeMode, now = new Date()) {
  await db
    .insert(adminSettings)
    .values({ name: SETTING, value: mode, updatedAt: now })
    .onConflictDoUpdate({ target: adminSettings.name, set: { value: mode, updatedAt: now } });
  if (mode === "digest") await queueDigest(db, now);
}

/** Called by the subscription writer after each recorded change: queues a notice when asked for one. */
export async function queueStaffNotice(
  db: Db,
  userId: string,
  change: { fromStatus: string; toStatus: string; plan: string | null; cause: string },
  now: Date,
) {
  const kind = noticeKind(change);
  if (!kind || (await staffNoticeMode(db)) !== "each") return;
  const key = `staff-notice:${kind}:${userId}:${now.toISOString()}`;
  await enqueue(
    db,
    "staff-notice",
    { userId, kind, plan: change.plan, cause: change.cause },
    { uniqueKey: key },
  );
}

const noticePayload = z.object({
  userId: z.string(),
  kind: z.enum(["paying", "canceled", "payment_failed"]),
  plan: z.string().nullable(),
  cause: z.string(),
});

/** Registers the handlers that mail the notices and the digest to the admin. */
export function handleStaffNotices(
  worker: JobWorker,
  db: Db,
  mailer: Mailer,
  options: { adminEmail?: string; consoleUrl: string },
) {
  worker.handle("staff-notice", async (payload) => {
    const notice = noticePayload.parse(payload);
    if (!options.adminEmail) return;
    const [member] = await db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, notice.userId));
    const who = member ? `${member.name} (${member.email})` : "A member who has since deleted her account";
    const lines = [
      `${who}: ${headline[notice.kind].toLowerCase()}${notice.plan ? `, ${notice.plan}` : ""}.`,
      // The cancel flow's reason arrives as the change's cause once it asks for one.
      ...(notice.kind === "canceled" ? [`Reason: ${notice.cause.replaceAll("_", " ")}.`] : []),
    ];
    await mailer.send({
      to: options.adminEmail,
      subject: headline[notice.kind],
      text: `${lines.join("\n\n")}\n\nOpen the console: ${options.consoleUrl}\n`,
      html: layout(headline[notice.kind], lines, { label: "Open the console", url: options.consoleUrl }),
    });
  });

  worker.handle("staff-digest", async (payload) => {
    const { at } = z.object({ at: z.string() }).parse(payload);
    const end = new Date(at);
    if ((await staffNoticeMode(db)) !== "digest") return;
    await queueDigest(db, end);
    if (!options.adminEmail) return;
    const start = new Date(end.getTime() - 86_400_000);
    const changes = await db
      .select({ fromStatus: subscriptionHistory.fromStatus, toStatus: subscriptionHistory.toStatus })
      .from(subscriptionHistory)
      .where(and(gte(subscriptionHistory.at, start), lt(subscriptionHistory.at, end)));
    const counts = { paying: 0, canceled: 0, payment_failed: 0 };
    for (const change of changes) {
      const kind = noticeKind(change);
      if (kind) counts[kind] += 1;
    }
    const lines = [
      `In the last day: ${counts.paying} new paying ${counts.paying === 1 ? "member" : "members"}, ${counts.canceled} ${counts.canceled === 1 ? "cancellation" : "cancellations"}, ${counts.payment_failed} failed ${counts.payment_failed === 1 ? "payment" : "payments"}.`,
    ];
    await mailer.send(
      {
        to: options.adminEmail,
        subject: "Your daily Grind to Grace digest",
        text: `${lines.join("\n\n")}\n\nOpen the console: ${options.consoleUrl}\n`,
        html: layout("Your daily digest", lines, { label: "Open the console", url: options.consoleUrl }),
      },
      { uniqueKey: `mail:staff-digest:${at}` },
    );
  });
}
