import { randomBytes } from "node:crypto";
import type { BrowserContext } from "playwright-core";
import { baseURL } from "./browser";

export const PASSWORD = "grace-path-1";

export function uniqueEmail(prefix = "member") {
  return `${prefix}-${randomBytes(4).toString("hex")}@grace.test`;
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mailed link to `email` containing `pathPart`, read from the dev mailbox API. */
export async function mailedLink(email: string, pathPart: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await fetch(`${baseURL()}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = (await res.json()) as Mail[];
    const link = mails.flatMap((mail) => mail.links).find((url) => url.includes(pathPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pathPart} link mailed to ${email}`);
}

/**
 * Sign-up allows 5 requests a minute per client address, and every e2e request comes from
 * 127.0.0.1: when a full run goes over, wait as long as the server asks and try again.
 */
async function withinRateLimit(request: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await request();
    if (res.status !== 429 || attempt === 2) return res;
    const seconds = Number(res.headers.get("x-retry-after")) || 10;
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
}

/**
 * Creates a verified member through the real API (sign-up, then the mailed verification link) and
 * returns the session cookie value; pass a context to sign that browser context in.
 */
export async function createMember(
  options: { email?: string; firstName?: string; context?: BrowserContext } = {},
): Promise<{ email: string; cookie: string }> {
  const email = options.email ?? uniqueEmail();
  const res = await withinRateLimit(() =>
    fetch(`${baseURL()}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL() },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        name: options.firstName ?? "Test",
        firstName: options.firstName ?? "Test",
      }),
    }),
  );
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const verified = await fetch(await mailedLink(email, "/verify-email"), { redirect: "manual" });
  const setCookie = verified.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
  if (!setCookie) throw new Error("verification did not sign the member in");
  const cookie = (setCookie.split(";")[0] as string).split("=").slice(1).join("=");
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
