import type { MailMessage } from "./mailer";

export interface StoredMail extends MailMessage {
  id: number;
  sentAt: string;
  links: string[];
}

const LIMIT = 200;

/** docs/architecture.md, "Configuration" (DEV_MAILBOX=1): the last mails kept in memory so a developer or a test can follow their links. */
export class DevMailbox {
  #mails: StoredMail[] = [];
  #nextId = 1;

  add(message: MailMessage) {
    const links = [...message.text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
    this.#mails.unshift({ ...message, id: this.#nextId++, sentAt: new Date().toISOString(), links });
    this.#mails.length = Math.min(this.#mails.length, LIMIT);
  }

  /** Newest first; only the mails to `to` when given (case-insensitive). */
  list(to?: string): StoredMail[] {
    if (!to) return [...this.#mails];
    const wanted = to.toLowerCase();
    return this.#mails.filter((mail) => mail.to.toLowerCase() === wanted);
  }
}
