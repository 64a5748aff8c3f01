import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

type ParsedMail = Awaited<ReturnType<typeof simpleParser>>;

/**
 * A real SMTP server in this process that keeps what it receives. It can refuse the first mails
 * (`failFirst`), never answer for the first one (`holdFirst`: like a server that dies while the mail is
 * in flight), or answer every mail only after `delayMs`. Refused and held mails are parsed too, so a
 * test can compare their Message-IDs with what arrives later.
 */
export function startSmtpInbox(options: { failFirst?: number; holdFirst?: boolean; delayMs?: number } = {}) {
  let failures = options.failFirst ?? 0;
  let hold = options.holdFirst ?? false;
  const pending: ((error: Error) => void)[] = [];
  const received: ParsedMail[] = [];
  const refused: ParsedMail[] = [];
  const held: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        if (hold) {
          hold = false;
          held.push(mail);
          pending.push(callback);
          return;
        }
        if (failures > 0) {
          failures--;
          refused.push(mail);
          callback(new Error("451 try again later"));
          return;
        }
        if (!options.delayMs) {
          received.push(mail);
          callback();
          return;
        }
        let answered = false;
        const timer = setTimeout(() => {
          answered = true;
          received.push(mail);
          callback();
        }, options.delayMs);
        pending.push((error) => {
          clearTimeout(timer);
          if (!answered) callback(error);
        });
      }, callback);
    },
  });
  return new Promise<{
    port: number;
    received: ParsedMail[];
    refused: ParsedMail[];
    held: ParsedMail[];
    close(): Promise<void>;
  }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        received,
        refused,
        held,
        close: () => {
          for (const release of pending) release(new Error("421 closing"));
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
