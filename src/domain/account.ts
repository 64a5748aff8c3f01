import { isPlausibleName, NAME_RULE_MESSAGE } from "./names";
import { z } from "./zod";

// Her account page's requests (issue 13): her names, deleting the account, and where her data is
// downloaded. DESIGN §7: PATCH, DELETE and GET /api/account/export?format=.

/** Where the account page sends her names (PATCH) and her deletion (DELETE). */
export const accountPath = "/api/account";

/** PATCH /api/account: either name or both, under the same rule as at sign-up (names.ts). */
export const updateNamesSchema = z
  .strictObject({
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
  })
  .refine(({ firstName, lastName }) => firstName !== undefined || lastName !== undefined, {
    message: "send firstName, lastName or both",
  })
  .refine(({ firstName = "", lastName = "" }) => isPlausibleName(firstName) && isPlausibleName(lastName), {
    message: NAME_RULE_MESSAGE,
  });
export type UpdateNames = z.infer<typeof updateNamesSchema>;

export const deleteAccountSchema = z.strictObject({
  password: z.string().min(1, "enter your password").max(128),
});

export const exportQuerySchema = z.object({ format: z.enum(["json", "md"]).default("json") });

export const DELETE_PASSWORD_MESSAGE = "That password is not right. Your account has not been deleted.";
export const TOO_MANY_DELETE_ATTEMPTS =
  "Too many attempts with a wrong password. Please wait 15 minutes and try again.";

/** Where her data can be downloaded (GET, signed in). */
export const exportPaths = {
  json: "/api/account/export?format=json",
  markdown: "/api/account/export?format=md",
  recoveryBook: "/api/account/recovery-book.pdf",
  certificate: "/api/certificate",
} as const;
