import { randomBytes } from "node:crypto";
import type { BrowserContext } from "playwright-core";
import { createVerifiedMember, findMailedLink } from "../../tests/support/server-process";
import { baseURL, uniqueClientIp } from "./browser";
import { E2E_ADMIN_EMAIL } from "./global-setup";

export const PASSWORD = "grace-path-1";

export function uniqueEmail(prefix = "member") {
  return `${prefix}-${randomBytes(4).toString("hex")}@grace.test`;
}

/** The newest mailed link to `email` containing `pathPart`, read from the dev mailbox API. */
export async function mailedLink(email: string, pathPart: string): Promise<string> {
  const link = await findMailedLink(baseURL(), email, pathPart);
  if (!link) throw new Error(`no ${pathPart} link mailed to ${email}`);
  return link;
}

/**
 * Creates a verified member through the real API (sign-up, then the mailed verification link) and
 * returns the session cookie value; pass a context to sign that browser context in.
 */
export async function createMember(
  options: { email?: string; firstName?: string; context?: BrowserContext } = {},
): Promise<{ email: string; cookie: string }> {
  const email = options.email ?? uniqueEmail();
  const header = await createVerifiedMember(baseURL(), email, uniqueClientIp(), {
    password: PASSWORD,
    firstName: options.firstName ?? "Test",
  });
  const token = header.split("; ").find((c) => c.startsWith("better-auth.session_token=")) as string;
  const cookie = token.split("=").slice(1).join("=");
  if (options.context) await signInContext(options.context, cookie);
  return { email, cookie };
}

export async function signInContext(context: BrowserContext, cookie: string) {
  await context.addCookies([
    { name: "better-auth.session_token", value: cookie, url: baseURL(), httpOnly: true, sameSite: "Lax" },
  ]);
}

/** Calls the API as the member with `cookie` (same-origin, like the app). */
export async function apiAs<T = unknown>(
  cookie: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: init.method ?? "GET",
    headers: {
      cookie: `better-auth.session_token=${cookie}`,
      origin: baseURL(),
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json().catch(() => null)) as T;
  return { status: res.status, body };
}

/**
 * The admin account (E2E_ADMIN_EMAIL): created on first use, signed in when an earlier e2e file
 * created it. Returns the session cookie value.
 */
export async function adminCookie(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL(), "x-forwarded-for": uniqueClientIp() },
    body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: PASSWORD }),
  });
  const token = res.headers
    .getSetCookie()
    .find((value) => value.startsWith("better-auth.session_token="))
    ?.split(";")[0];
  if (token) return token.split("=").slice(1).join("=");
  return (await createMember({ email: E2E_ADMIN_EMAIL, firstName: "Admin" })).cookie;
}

/** Signs a browser context in as the admin (the account is created on first use). */
export async function signInAdmin(context: BrowserContext) {
  await signInContext(context, await adminCookie());
}

/** Saves her setting (`appearance`, `reminders`) on the revision it reads, as the app does. */
export async function saveSettingAs(cookie: string, key: string, value: unknown) {
  const current = await apiAs<{ revision: number }>(cookie, `/api/settings/${key}`);
  return apiAs(cookie, `/api/settings/${key}`, {
    method: "PUT",
    json: { value, baseRevision: current.body.revision },
  });
}
