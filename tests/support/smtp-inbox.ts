import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server in this process that keeps what it receives; it can refuse the first mails. */
export function startSmtpInbox(options: { failFirst?: number; holdFirst?: boolean } = {}) {
  let failures = options.failFirst ?? 0;
  // A held mail is never accepted: like a server that dies while the mail is in flight.
  let hold = options.holdFirst ?? false;
  const held: ((error: Error) => void)[] = [];
  const received: Awaited<ReturnType<typeof simpleParser>>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      if (hold) {
        hold = false;
        stream.resume();
        held.push(callback);
        return;
      }
      if (failures > 0) {
        failures--;
        stream.resume();
        stream.on("end", () => callback(new Error("451 try again later")));
        return;
      }
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  return new Promise<{ port: number; received: typeof received; close(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        received,
        close: () => {
          for (const callback of held) callback(new Error("421 closing"));
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
