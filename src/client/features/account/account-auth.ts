import { api } from "../../lib/api";

// The account page's better-auth calls, kept out of the first download (lib/auth-client.ts holds
// the ones every visitor may need).

const AUTH = "/api/auth";

export function updateName(input: { firstName: string; lastName: string }) {
  const name = `${input.firstName} ${input.lastName}`.trim();
  return api(`${AUTH}/update-user`, { method: "POST", body: { ...input, name } });
}

/** Her other devices are signed out; this one stays signed in. */
export function changePassword(currentPassword: string, newPassword: string) {
  return api(`${AUTH}/change-password`, {
    method: "POST",
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** The new address takes effect once she opens the link mailed to it. */
export function changeEmail(newEmail: string) {
  return api(`${AUTH}/change-email`, {
    method: "POST",
    body: { newEmail, callbackURL: "/account?email=confirmed" },
  });
}
