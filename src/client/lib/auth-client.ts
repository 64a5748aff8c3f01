import type { ApiPath } from "../../domain/api-paths";
import { paths } from "../../domain/routes";
import { api } from "./api";

// The few better-auth endpoints the sign-in pages use, called directly: the full better-auth client
// would cost more JavaScript than all of these together. Sign-out, which every page offers, is in
// session.tsx, so the first download carries none of these.

/** Written out, so the sign-in pages need not load the path table; its type holds it to the table. */
const AUTH: ApiPath<"auth"> = "/api/auth";

export function signUp(input: { firstName: string; lastName: string; email: string; password: string }) {
  // Names are optional; without them the name stays empty (an address is not a name: docs/security.md).
  const name = `${input.firstName} ${input.lastName}`.trim();
  return api(`${AUTH}/sign-up/email`, {
    method: "POST",
    body: { ...input, name, callbackURL: paths.dashboard },
  });
}

/** `callbackURL`: where the new confirmation link goes when the account is not confirmed yet (docs/security.md). */
export function signIn(input: { email: string; password: string }) {
  return api(`${AUTH}/sign-in/email`, { method: "POST", body: { ...input, callbackURL: paths.dashboard } });
}

export function sendVerificationEmail(email: string) {
  return api(`${AUTH}/send-verification-email`, {
    method: "POST",
    body: { email, callbackURL: paths.dashboard },
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
