import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { z } from "zod";
import type { Db } from "../db/client";
import { sentMails, user } from "../db/schema";
import { enqueue, JOB_DEADLINE_MS } from "../jobs/queue";
import type { JobWorker } from "../jobs/worker";
import type { DevMailbox } from "./dev-mailbox";

export const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  /** Fixed when the mail is queued, so a copy sent again after a crash carries the same Message-ID. */
  messageId: z.string().optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface Mailer {
  /**
   * Queues the mail: it is sent by a job, after the request, and retried if the mail server fails.
   * A `uniqueKey` already queued makes this a no-op (false), so a mail is sent once across servers.
   */
  send(message: MailMessage, options?: { uniqueKey?: string; runAt?: Date }): Promise<boolean>;
  /**
   * Sends now, from a job that keeps its own record of who was sent what (a broadcast's recipients):
   * the job's own retries stand in for the mail job's.
   */
  deliverNow(message: MailMessage, signal: AbortSignal): Promise<void>;
  /** Where mail goes, for the start-up log. */
  description: string;
}

/**
 * How long each step of an SMTP conversation may take (nodemailer waits minutes by default). A whole
 * send is also cut off at the job's deadline (JOB_DEADLINE_MS), well inside its claim (docs/jobs.md).
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

interface DeliveryOptions {
  smtpUrl?: string;
  from: string;
  devMailbox?: DevMailbox;
  log?: (line: string) => void;
  /** Our own address: the links to it are all of a mail's body that reaches the log. */
  publicUrl?: string;
}

/**
 * A mail as the server log shows it without SMTP (docs/security.md, "Her words in the log"): to whom,
 * its subject, and our own links (to confirm an address on a fresh machine) — never its text, which
 * may quote what she or a giver wrote.
 */
export function loggedMail(
  message: Pick<MailMessage, "to" | "subject" | "text">,
  publicUrl?: string,
): string {
  const ours = publicUrl ? new URL(publicUrl).origin : undefined;
  const links = [...message.text.matchAll(/https?:\/\/[^\s<>"')]+/g)]
    .map((match) => match[0])
    .filter((link) => ours !== undefined && URL.canParse(link) && new URL(link).origin === ours);
  return [`[mail] to ${message.to}: ${message.subject}`, ...links.map((link) => `  ${link}`)].join("\n");
}

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "grind-to-grace.invalid";
}

/** The SMTP transport, made on the first mail: nodemailer (≈ 5 MB of an idle server) loads only then. */
function smtpTransport(url: string): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    ));
}

/** Sends one mail now: SMTP when configured, otherwise the server log; with DEV_MAILBOX, also the dev mailbox. */
export function createMailDelivery({
  smtpUrl,
  from,
  devMailbox,
  log = console.log,
  publicUrl,
}: DeliveryOptions) {
  const transport = smtpUrl ? smtpTransport(smtpUrl) : undefined;
  const targets = [transport ? `SMTP (${new URL(smtpUrl as string).host})` : "the server log"];
  if (devMailbox) targets.push("/dev/mailbox");
  const domain = senderDomain(from);
  return {
    description: targets.join(" and "),
    /** A new Message-ID at our sender's domain; `seed` makes it the same every time for that seed. */
    messageId(seed?: string) {
      const id = seed ? createHash("sha256").update(seed).digest("hex").slice(0, 32) : randomUUID();
      return `<${id}@${domain}>`;
    },
    /** Delivers `message`; `signal` aborts an SMTP send (closing its connection) when the job's time is up. */
    async deliver(message: MailMessage, signal: AbortSignal = AbortSignal.timeout(JOB_DEADLINE_MS)) {
      if (transport) {
        await (await transport()).sendMail({ from, ...message, signal });
      } else {
        log(loggedMail(message, publicUrl));
      }
      devMailbox?.add(message);
    },
  };
}

/** The subject and time of a mail sent to a member, for the console's member page (never its words). */
async function recordSentMail(db: Db, message: MailMessage) {
  await db.execute(
    sql`insert into ${sentMails} (user_id, subject) select id, ${message.subject} from ${user} where email = ${message.to.toLowerCase()}`,
  );
}

/** Mail through the job queue (docs/jobs.md): `send` stores a "mail" job; the worker delivers it. */
export function queuedMailer(
  db: Db,
  worker: JobWorker,
  delivery: ReturnType<typeof createMailDelivery>,
): Mailer {
  worker.handle("mail", async (payload, job, signal) => {
    const message = mailMessageSchema.parse(payload);
    // A mail queued before Message-IDs were stored gets one fixed by its job.
    const messageId =
      message.messageId ?? delivery.messageId(`mail-job:${job.id}:${JSON.stringify(payload)}`);
    await delivery.deliver({ ...message, messageId }, signal);
    await recordSentMail(db, message);
  });
  return {
    description: delivery.description,
    async deliverNow(message, signal) {
      await delivery.deliver({ ...message, messageId: message.messageId ?? delivery.messageId() }, signal);
      await recordSentMail(db, message);
    },
    async send(message, options) {
      const queued = await enqueue(
        db,
        "mail",
        { ...message, messageId: message.messageId ?? delivery.messageId() },
        { ...options, runAt: options?.runAt ?? worker.now() },
      );
      worker.wake();
      return queued;
    },
  };
}
