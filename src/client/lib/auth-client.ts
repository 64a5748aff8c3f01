import type { ApiPath } from "../../domain/api-paths";
import { paths } from "../../domain/routes";
import { ApiError, api } from "./api";

// The few better-auth endpoints the sign-in pages use, called directly: the full better-auth client
// would cost more JavaScript than all of these together. Sign-out, which every page offers, is in
// session.tsx, so the first download carries none of these.

/** Written out, so the sign-in pages need not load the path table; its type holds it to the table. */
const AUTH: ApiPath<"auth"> = "/api/auth";

/** Told each second while a sign-in or sign-up waits to be tried again; null once it is sent again. */
export type ArrivalWait = (secondsLeft: number | null) => void;

/** How many times a sign-in or sign-up is tried again after the server asked it to wait. */
const ARRIVAL_TRIES = 5;

/**
 * Sends a sign-in or sign-up; when the server asks her to come back (429 with `retryAfter`: many
 * people are arriving at once, docs/security.md "Sign-in storms"), counts the seconds down through
 * `waiting` and sends it again.
 */
async function patiently<T>(send: () => Promise<T>, waiting: ArrivalWait = () => undefined): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await send();
    } catch (error) {
      const retryAfter =
        error instanceof ApiError && error.status === 429 ? Number(error.body.retryAfter) : Number.NaN;
      if (!(retryAfter > 0) || tried >= ARRIVAL_TRIES) throw error;
      for (let left = Math.ceil(retryAfter); left > 0; left--) {
        waiting(left);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      waiting(null);
    }
  }
}

/**
 * `next`: where her confirmation link takes her, signed in (the checkout of the plan she chose, her gift's
 * link; domain/next-page.ts); the dashboard otherwise.
 */
export function signUp(
  input: { firstName: string; lastName: string; email: string; password: string },
  next: string | null,
  waiting?: ArrivalWait,
) {
  // Names are optional; without them the name stays empty (an address is not a name: docs/security.md).
  const name = `${input.firstName} ${input.lastName}`.trim();
  return patiently(
    () =>
      api(`${AUTH}/sign-up/email`, {
        method: "POST",
        body: { ...input, name, callbackURL: next ?? paths.dashboard },
      }),
    waiting,
  );
}

/** `callbackURL`: where the new confirmation link goes when the account is not confirmed yet (docs/security.md). */
export function signIn(
  input: { email: string; password: string },
  next: string | null,
  waiting?: ArrivalWait,
) {
  return patiently(
    () =>
      api(`${AUTH}/sign-in/email`, {
        method: "POST",
        body: { ...input, callbackURL: next ?? paths.dashboard },
      }),
    waiting,
  );
}

export function sendVerificationEmail(email: string, next: string | null) {
  return api(`${AUTH}/send-verification-email`, {
    method: "POST",
    body: { email, callbackURL: next ?? paths.dashboard },
  });
}

export function requestPasswordReset(email: string) {
  return api(`${AUTH}/request-password-reset`, {
    method: "POST",
    body: { email, redirectTo: "/reset-password" },
  });
}

export function resetPassword(token: string, newPassword: string) {
  return api(`${AUTH}/reset-password`, { method: "POST", body: { token, newPassword } });
}
