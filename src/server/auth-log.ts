import { describeForLog } from "./http/errors";
import { loggable } from "./http/log-text";

// docs/security.md, "Her words in the log": better-auth's own log lines go through the same redaction as
// ours. A failed query's error carries its parameters (a session token, an address, a password hash),
// so of an error only its kind, database code and frames are written, and of a message its first line
// up to any parameters.

type AuthLogLevel = "debug" | "info" | "warn" | "error";

/** The line better-auth's `message` and `args` become in the server log. */
export function authLogLine(level: AuthLogLevel, message: string, args: unknown[]): string {
  const [firstLine = ""] = message.split("\n");
  const said = loggable(firstLine.replace(/\s*params\b.*$/is, " (parameters left out)"));
  const errors = args.filter((arg): arg is Error => arg instanceof Error).map(describeForLog);
  return [`[auth] ${level}: ${said}`, ...errors].join("\n");
}

/** better-auth's `logger` option: its lines in our words, at its level. */
export const authLogger = {
  level: "warn" as const,
  log(level: AuthLogLevel, message: string, ...args: unknown[]) {
    const line = authLogLine(level, message, args);
    if (level === "error") console.error(line);
    else if (level === "warn") console.warn(line);
    else console.log(line);
  },
};
