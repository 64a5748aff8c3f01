import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import {
  DELETE_PASSWORD_MESSAGE,
  deleteAccountSchema,
  exportQuerySchema,
  TOO_MANY_DELETE_ATTEMPTS,
  updateNamesSchema,
} from "../../domain/account";
import { deleteAccount, isHerPassword } from "../account/delete-account";
import { memberDataMarkdown } from "../account/export-markdown";
import { certificateFor, fullName, promptsSheMayRead, recoveryBookFor } from "../account/keepsakes";
import { collectMemberData } from "../account/member-data";
import { updateNames } from "../account/names";
import { recentAttempts, recordAttempt } from "../attempts";
import type { AppDeps, AppEnv } from "../context";
import { httpError } from "../http/errors";
import { expensiveReads, pdfRequests } from "../http/member-limit";
import { jsonBody, query } from "../http/validate";

const WRONG_PASSWORDS = { max: 5, windowMs: 15 * 60 * 1000 };

/** A download named for the product and the day, e.g. grind-to-grace-journal-2026-11-23.md. */
export function attachment(name: string, extension: string) {
  const day = new Date().toISOString().slice(0, 10);
  return `attachment; filename="grind-to-grace-${name}-${day}.${extension}"`;
}

// docs/architecture.md, "Her words back":
// GET /api/account/export?format=json|md: everything she owns, to take with her.
// GET /api/account/recovery-book.pdf: her reflections and check-ins, ready to print.
// PATCH /api/account: her first and last name. DELETE /api/account: deletes her account, with her password.
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const herData = async (userId: string) => {
    const data = await collectMemberData(db, userId, deps.texts.current);
    if (!data) throw httpError(401, "Please sign in to continue.");
    return data;
  };
  return new Hono<AppEnv>()
    .get("/export", expensiveReads, query(exportQuerySchema), async (c) => {
      const { format, sealed } = c.req.valid("query");
      const data = await herData(c.get("user").id);
      if (format === "md") {
        c.header("Content-Disposition", attachment("journal", "md"));
        const prompts = await promptsSheMayRead(deps, data, c.get("user").id, c.get("isAdmin"));
        return c.body(memberDataMarkdown(data, prompts, undefined, sealed === "inline"), 200, {
          "Content-Type": "text/markdown; charset=utf-8",
        });
      }
      c.header("Content-Disposition", attachment("export", "json"));
      return c.body(JSON.stringify(data, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
      });
    })
    .get("/recovery-book.pdf", pdfRequests, async (c) => {
      const data = await herData(c.get("user").id);
      const pdf = await recoveryBookFor(deps, data, c.get("user").id, c.get("isAdmin"), c.req.raw.signal);
      c.header("Content-Disposition", attachment("recovery-book", "pdf"));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/pdf" });
    })
    .patch("/", jsonBody(updateNamesSchema), async (c) => {
      const names = c.req.valid("json");
      const saved = await updateNames(db, c.get("user").id, names);
      // Cached sessions carry her old names: every app server drops them (as after update-user).
      await deps.sessions.clear();
      return c.json(saved);
    })
    .delete("/", jsonBody(deleteAccountSchema), async (c) => {
      const { password } = c.req.valid("json");
      const { id, email, name } = c.get("user");
      const key = `delete-account:${id}`;
      if ((await recentAttempts(db, key, WRONG_PASSWORDS.windowMs)) >= WRONG_PASSWORDS.max) {
        throw httpError(429, TOO_MANY_DELETE_ATTEMPTS);
      }
      if (!(await isHerPassword(deps, id, password))) {
        await recordAttempt(db, key);
        throw httpError(400, DELETE_PASSWORD_MESSAGE);
      }
      await deleteAccount(deps, { id, email, name });
      const secure = deps.config.publicUrl.startsWith("https://");
      deleteCookie(c, `${secure ? "__Secure-" : ""}better-auth.session_token`, { path: "/", secure });
      return c.json({ deleted: true });
    });
}

// GET /api/certificate: her certificate once all 75 days are completed; 403 `{ error, remaining }` before.
export function certificateRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get("/", pdfRequests, async (c) => {
    const pdf = await certificateFor(db, c.get("user").id, fullName(c.get("user")), c.req.raw.signal);
    c.header("Content-Disposition", attachment("certificate", "pdf"));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { "Content-Type": "application/pdf" });
  });
}
