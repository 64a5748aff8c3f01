import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { growingLru } from "../growing-lru";
import { httpError } from "./errors";

// docs/security.md, "Expensive reads": requests that cost the server far more than an ordinary read
// (a PDF, her whole export, a page of her archive) are limited per member on each app server, so no
// single member can slow the others: at most `concurrent` of a kind at once and `perMinute` a minute.

export interface MemberLimit {
  /** Requests of this kind one member may have running at once. */
  concurrent: number;
  /** Requests of this kind one member may start in a minute. */
  perMinute: number;
  /** What she is told when she passes either. */
  message: string;
}

export const TOO_MANY_PDFS =
  "You are making PDFs very quickly. Please wait for the last one, then try again.";
export const TOO_MANY_READS = "You are loading a lot at once. Please wait a moment and try again.";

/** PDFs: two at once (two quick clicks), a couple of dozen a minute. */
export const PDF_LIMIT: MemberLimit = { concurrent: 2, perMinute: 20, message: TOO_MANY_PDFS };
/** Her export and her archive pages: a few at once, far more a minute than scrolling needs. */
export const READ_LIMIT: MemberLimit = { concurrent: 3, perMinute: 60, message: TOO_MANY_READS };

/** After requireUser: one limit shared by every route it is put in front of. */
export function limitPerMember({ concurrent, perMinute, message }: MemberLimit): MiddlewareHandler<AppEnv> {
  const members = growingLru<string, { start: number; started: number; running: number }>(100_000);
  return async (c, next) => {
    const now = Date.now();
    const key = c.get("user").id;
    let member = members.get(key);
    if (!member || (member.running === 0 && now - member.start >= 60_000)) {
      member = { start: now, started: 0, running: 0 };
      members.set(key, member);
    } else if (now - member.start >= 60_000) {
      member.start = now;
      member.started = 0;
    }
    if (member.running >= concurrent || member.started >= perMinute) {
      const wait = member.started >= perMinute ? Math.ceil((member.start + 60_000 - now) / 1000) : 1;
      c.header("Retry-After", String(Math.max(1, wait)));
      throw httpError(429, message);
    }
    member.started += 1;
    member.running += 1;
    try {
      await next();
    } finally {
      member.running -= 1;
    }
  };
}

/** One limit per app server for every PDF route, and one for the expensive reads. */
export const pdfRequests = limitPerMember(PDF_LIMIT);
export const expensiveReads = limitPerMember(READ_LIMIT);
