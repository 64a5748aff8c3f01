import nodemailer from "nodemailer";
import { z } from "zod";
import type { Db } from "../db/client";
import { enqueue } from "../jobs/queue";
import type { JobWorker } from "../jobs/worker";
import type { DevMailbox } from "./dev-mailbox";

export const mailMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface Mailer {
  /**
   * Queues the mail: it is sent by a job, after the request, and retried if the mail server fails.
   * A `uniqueKey` already queued makes this a no-op (false), so a mail is sent once across servers.
   */
  send(message: MailMessage, options?: { uniqueKey?: string; runAt?: Date }): Promise<boolean>;
  /** Where mail goes, for the start-up log. */
  description: string;
}

interface DeliveryOptions {
  smtpUrl?: string;
  from: string;
  devMailbox?: DevMailbox;
  log?: (line: string) => void;
}

/** Sends one mail now: SMTP when configured, otherwise the server log; with DEV_MAILBOX, also the dev mailbox. */
export function createMailDelivery({ smtpUrl, from, devMailbox, log = console.log }: DeliveryOptions) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const targets = [transport ? `SMTP (${new URL(smtpUrl as string).host})` : "the server log"];
  if (devMailbox) targets.push("/dev/mailbox");
  return {
    description: targets.join(" and "),
    async deliver(message: MailMessage) {
      if (transport) {
        await transport.sendMail({ from, ...message });
      } else {
        log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
      }
      devMailbox?.add(message);
    },
  };
}

/** Mail through the job queue (docs/jobs.md): `send` stores a "mail" job; the worker delivers it. */
export function queuedMailer(
  db: Db,
  worker: JobWorker,
  delivery: ReturnType<typeof createMailDelivery>,
): Mailer {
  worker.handle("mail", (payload) => delivery.deliver(mailMessageSchema.parse(payload)));
  return {
    description: delivery.description,
    async send(message, options) {
      const queued = await enqueue(db, "mail", message, options);
      worker.wake();
      return queued;
    },
  };
}
