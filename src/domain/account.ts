import { z } from "./zod";

// Her account page's requests (issue 13): deleting the account, and what the export routes are called.

export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, "enter your password").max(128),
});

export const DELETE_PASSWORD_MESSAGE = "That password is not right. Your account has not been deleted.";
export const TOO_MANY_DELETE_ATTEMPTS =
  "Too many attempts with a wrong password. Please wait 15 minutes and try again.";

/** Where her data can be downloaded (GET, signed in). */
export const exportPaths = {
  json: "/api/account/export.json",
  markdown: "/api/account/export.md",
  recoveryBook: "/api/account/recovery-book.pdf",
  certificate: "/api/certificate",
} as const;
