import { type Context, Hono } from "hono";
import { z } from "zod";
import { type UndoClaims, undoClaims, undoEmailChange } from "../account/email-change";
import type { AppDeps, AppEnv } from "../context";
import { plainPage, postButton } from "../http/plain-page";
import { query } from "../http/validate";

// GET/POST /api/email-change/undo?token=: the "This was not me" link mailed to her old address when a
// new one is asked for (account/email-change.ts). The token is the permission, so no sign-in; GET only
// shows the page (mail scanners open links), its button posts. Nothing here is kept by a cache.

const expired = () =>
  plainPage(
    "This link did not work",
    "It may have expired (it works for a week) or been used already. If someone changed your address, write to us from the address you signed up with.",
  );

/** The page for a link: `page` with what its token claims, or the expired page when it claims nothing. */
const answer = (
  c: Context<AppEnv>,
  claims: UndoClaims | null,
  page: (claims: UndoClaims) => string | Promise<string>,
) => (claims ? c.html(page(claims)) : c.html(expired(), 400));

export function emailChangeUndoRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const link = query(z.object({ token: z.string().optional() }));
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
    })
    .get("/", link, async (c) => {
      const { token } = c.req.valid("query");
      return answer(c, token ? await undoClaims(db, token) : null, (claims) =>
        plainPage(
          "Keep your e-mail address?",
          `Your account keeps (or goes back to) ${claims.oldEmail} instead of ${claims.newEmail}, and every device signed in to it is signed out.`,
          postButton("This was not me: undo the change"),
        ),
      );
    })
    .post("/", link, async (c) => {
      const { token } = c.req.valid("query");
      return answer(c, token ? await undoEmailChange(deps, token) : null, (claims) =>
        plainPage(
          "Your e-mail address is yours again",
          `You sign in with ${claims.oldEmail}, and every device was signed out. If you did not ask for the change, someone may know your password: choose a new one with "Forgot password?" on the sign-in page.`,
        ),
      );
    });
}
