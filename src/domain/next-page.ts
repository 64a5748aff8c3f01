import { paths } from "./routes";

// Where she goes on after signing in, signing up or confirming her address (`/auth?next=…`): the page she
// was sent to /auth from, such as the checkout of the plan she chose or her gift's link. One rule for the
// server, which refuses any other callback, and for the sign-in page, which ignores any other `next`. It is in
// the first download (the member pages' guard reads it): it holds no plan table.

/**
 * A callback after sign-in or verification may only be a path on our own site: it starts with one
 * "/", and holds no "..", no "//", no backslash and no control character, encoded or not. better-auth
 * resolves "/..//evil.example" to another host otherwise (docs/security.md).
 */
export function isSafeCallbackPath(value: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  for (const text of [value, decoded]) {
    if (!text.startsWith("/") || text.includes("//") || text.includes("..") || text.includes("\\"))
      return false;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(text)) return false;
  }
  return true;
}

/** What a `next` page holds for her: the checkout of a plan she chose, a gift's link, or another page. */
export type Waiting = "plan" | "gift" | "page";

export function waitingAt(next: string): Waiting {
  const url = new URL(next, "http://localhost");
  const path = url.pathname.toLowerCase().replace(/\/$/, "");
  if (path === paths.checkout) return "plan";
  if (path === paths.billing && url.searchParams.get("gift")) return "gift";
  return "page";
}

/** `next` from /auth's query, when it is one of our own paths. */
export function nextInQuery(params: URLSearchParams): string | null {
  const next = params.get("next");
  return next && isSafeCallbackPath(next) ? next : null;
}

/**
 * /auth on `tab`, going on to `next` afterwards. A plan chosen or a gift waiting is a newcomer's: she
 * lands on Sign Up; any other page a returning member's, on Sign In. A tab chosen beside a `next` is
 * written out, since the address without one means the newcomer's default (auth-page.tsx).
 */
export function authFor(next: string | null, tab?: "sign-in" | "sign-up"): string {
  const chosen = tab ?? (next && waitingAt(next) !== "page" ? "sign-up" : "sign-in");
  const query = new URLSearchParams({
    ...(chosen === "sign-up" || (tab && next) ? { tab: chosen } : {}),
    ...(next ? { next } : {}),
  }).toString();
  return query ? `${paths.auth}?${query}` : paths.auth;
}
