import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error whose message is safe to show: it becomes `{ "error": message }` with its status. */
export function httpError(status: ContentfulStatusCode, message: string, extra?: Record<string, unknown>) {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ error: message, ...extra }), {
      status,
      headers: { "content-type": "application/json; charset=UTF-8" },
    }),
  });
}

export const NOT_JSON_MESSAGE = "The request body is not valid JSON.";
/** What Hono's validator throws for a body that does not parse (hono/validator); we say it in our words. */
const HONO_MALFORMED_JSON = "Malformed JSON in request body";

/** docs/architecture.md, "Guards": errors are `{ error }` with a 4xx status; anything unexpected is logged, never leaked. */
export function handleError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    if (res.headers.get("content-type")?.includes("application/json")) return res;
    if (err.status === 400 && err.message === HONO_MALFORMED_JSON) {
      return c.json({ error: NOT_JSON_MESSAGE }, 400);
    }
    return c.json({ error: err.message || "Bad request" }, err.status);
  }
  console.error(`[error] ${c.req.method} ${c.req.routePath}: ${describeForLog(err)}`);
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
}

/**
 * What the log may hold about an unexpected error: its kind, the database's error code and where it
 * was thrown, never its message. Messages of failed queries carry their parameters, which are her
 * words; the path is the route's pattern, so no date or day number of hers either (docs/security.md).
 */
export function describeForLog(err: Error): string {
  const cause = err.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === "string" ? ` (database code ${cause.code})` : "";
  const frames = (err.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  return `${err.name}${code}\n${frames.slice(0, 8).join("\n")}`;
}
