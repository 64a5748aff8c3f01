import nodemailer from "nodemailer";
import type { DevMailbox } from "./dev-mailbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log. */
  description: string;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  devMailbox?: DevMailbox;
  log?: (line: string) => void;
}

/** SMTP when configured, otherwise the server log; with DEV_MAILBOX, also the dev mailbox. */
export function createMailer({ smtpUrl, from, devMailbox, log = console.log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const targets = [transport ? `SMTP (${new URL(smtpUrl as string).host})` : "the server log"];
  if (devMailbox) targets.push("/dev/mailbox");
  return {
    description: targets.join(" and "),
    async send(message) {
      devMailbox?.add(message);
      if (transport) {
        await transport.sendMail({ from, ...message });
      } else {
        log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
      }
    },
  };
}
