import { apiPath } from "./api-paths";
import { isPlausibleName, NAME_RULE_MESSAGE } from "./names";
import { z } from "./zod";

// Her account page's requests (docs/architecture.md, "Her words back"): her names, deleting the
// account, and where her data is downloaded: PATCH, DELETE and GET /api/account/export?format=.

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

export const exportQuerySchema = z.object({
  format: z.enum(["json", "md"]).default("json"),
  /** The Markdown for her device: each sealed text in place, for it to open (`sealedToken`). */
  sealed: z.enum(["inline"]).optional(),
});

export const DELETE_PASSWORD_MESSAGE = "That password is not right. Your account has not been deleted.";
export const TOO_MANY_DELETE_ATTEMPTS =
  "Too many attempts with a wrong password. Please wait 15 minutes and try again.";

/** Where her data can be downloaded (GET, signed in). */
export const exportPaths = {
  json: `${apiPath("account")}/export?format=json`,
  markdown: `${apiPath("account")}/export?format=md`,
  markdownForDevice: `${apiPath("account")}/export?format=md&sealed=inline`,
  recoveryBook: `${apiPath("account")}/recovery-book.pdf`,
  certificate: apiPath("certificate"),
} as const;
