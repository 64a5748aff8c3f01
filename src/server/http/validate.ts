import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { httpError } from "./errors";
import { containsUnstorable, UNSTORABLE_MESSAGE } from "./storable-text";

// Inputs are checked at the edge (docs/architecture.md, "Guards") by @hono/zod-validator, so a route's
// handler reads them typed with `c.req.valid(...)` and the typed client (`hc`) knows what to send.
// Every refusal is `{ error }` in words a member can read; none is the validator's own answer.

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** The issues as one line, each with the path to the field it is about (after `prefix`). */
export function describeIssues(issues: Issues, prefix: readonly PropertyKey[] = []): string {
  return issues
    .map(({ path, message }) => {
      const where = [...prefix, ...path];
      return where.length ? `${where.map(String).join(".")}: ${message}` : message;
    })
    .join("; ");
}

const WRONG_TYPE_MESSAGE = "Send the request body as application/json.";
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Sent as JSON in the sense we always required and that Hono's validator parses. */
function sentAsJson(contentType: string | undefined): boolean {
  if (!contentType?.includes("application/json")) return false;
  return JSON_MEDIA_TYPE.test(contentType.split(";")[0]?.trim() ?? "");
}

/**
 * Text PostgreSQL cannot store is refused before the shape is checked. The body was parsed once,
 * after the route's guards let the request in (docs/security.md, CPU stall).
 */
function storableThenShape(schema: z.ZodType, body: unknown) {
  if (containsUnstorable(body)) throw httpError(400, UNSTORABLE_MESSAGE);
  return schema.safeParseAsync(body);
}

/**
 * A JSON body parsed with `schema`: a wrong content type is a 415, malformed JSON a 400 (mapped in
 * errors.ts), text PostgreSQL cannot store a 400, and a bad shape a 400 naming the fields.
 */
export const jsonBody = <T extends z.ZodType>(schema: T) =>
  zValidator(
    "json",
    schema,
    (result, c) => {
      if (!sentAsJson(c.req.header("content-type"))) throw httpError(415, WRONG_TYPE_MESSAGE);
      if (!result.success) throw httpError(400, describeIssues(result.error.issues));
    },
    // zValidator types this option's result by the schema's zod version, which a generic T leaves open.
    { validationFunction: storableThenShape as never },
  );

/** A path segment naming one of 1…`count` (a day of the path, a month of the return prompts). */
export function ordinalParam(count: number, what: string) {
  const message = `The ${what} must be a whole number from 1 to ${count}.`;
  return z
    .string()
    .regex(/^\d{1,2}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= count, message);
}

/** Path parameters; a message names no parameter, since the path is not a field she filled in. */
export const params = <T extends z.ZodType>(schema: T) =>
  zValidator("param", schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map(({ path, message }) => ({ path: path.slice(1), message }));
      throw httpError(400, describeIssues(issues));
    }
  });

/** A repeated parameter counts once, by its first value, as `c.req.query()` reads it. */
function firstValuesThenShape(schema: z.ZodType, values: Record<string, string | string[]>) {
  const first = Object.entries(values).map(([name, value]) => [
    name,
    Array.isArray(value) ? value[0] : value,
  ]);
  return schema.safeParseAsync(Object.fromEntries(first));
}

/** The query string, with each issue named by its parameter (`page: …`). */
export const query = <T extends z.ZodType>(schema: T) =>
  zValidator(
    "query",
    schema,
    (result) => {
      if (!result.success) throw httpError(400, describeIssues(result.error.issues));
    },
    // As for jsonBody: the option's type depends on the schema's zod version, left open by T.
    { validationFunction: firstValuesThenShape as never },
  );
