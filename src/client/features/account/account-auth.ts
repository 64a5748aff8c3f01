import type { UpdateNames } from "../../../domain/account";
import { apiPath } from "../../../domain/api-paths";
import { paths } from "../../../domain/routes";
import { api } from "../../lib/api";
import { accountApi, answer } from "../../lib/api-client";

// The account page's calls: her names and her account through our API (PATCH and DELETE /api/account), her password and
// address through better-auth. Kept out of the first download (lib/auth-client.ts holds the ones
// every visitor may need).

const AUTH = apiPath("auth");

export function updateName(input: UpdateNames) {
  return answer(accountApi.index.$patch({ json: input }));
}

/** Deletes her account with her password (the server ends her subscription first). */
export function deleteAccount(password: string) {
  return answer(accountApi.index.$delete({ json: { password } }));
}

/** Her other devices are signed out; this one stays signed in. */
export function changePassword(currentPassword: string, newPassword: string) {
  return api(`${AUTH}/change-password`, {
    method: "POST",
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/**
 * The new address takes effect once she opens the link mailed to it; asked for with her current
 * password, and her old address is told (docs/security.md, "Changing the e-mail").
 */
export function changeEmail({ newEmail, password }: { newEmail: string; password: string }) {
  return api(`${AUTH}/change-email`, {
    method: "POST",
    body: { newEmail, password, callbackURL: `${paths.account}?email=confirmed` },
  });
}
