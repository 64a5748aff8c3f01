import type { Context } from "hono";
import type { z } from "zod";
import { httpError } from "./errors";
import { containsUnstorable, UNSTORABLE_MESSAGE } from "./storable-text";

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Parses a JSON body with `schema`; malformed JSON, a wrong content type or a bad shape is a 400/415. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  if (!c.req.header("content-type")?.includes("application/json")) {
    throw httpError(415, "Send the request body as application/json.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw httpError(400, "The request body is not valid JSON.");
  }
  // Only after the route's guard has let the request in (docs/security.md, CPU stall).
  if (containsUnstorable(body)) throw httpError(400, UNSTORABLE_MESSAGE);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw httpError(400, describeIssues(parsed.error));
  return parsed.data;
}

export function parseParam<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw httpError(400, describeIssues(parsed.error));
  return parsed.data;
}
