import { z } from "zod";

// The console's team (D28): the owner (ADMIN_EMAIL, D4) and the people she invites, as `admin`
// (everything but removing the owner) or `staff` (reading the console, a member's page, comps,
// verification mails and broadcast drafts). Shared by the server's guards and the console.

export const teamRoles = ["admin", "staff"] as const;
export type TeamRole = (typeof teamRoles)[number];
export type ConsoleRole = "owner" | TeamRole;

/** True when `role` may do what `needs` allows (owner ⊃ admin ⊃ staff). */
export function roleAllows(role: ConsoleRole | null | undefined, needs: ConsoleRole): boolean {
  const rank = { staff: 1, admin: 2, owner: 3 } as const;
  return role ? rank[role] >= rank[needs] : false;
}

export const teamInviteSchema = z.strictObject({
  email: z.email("enter an e-mail address").trim().toLowerCase().max(254),
  role: z.enum(teamRoles),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export interface TeamList {
  members: { email: string; role: ConsoleRole; invitedAt: string | null; acceptedAt: string | null }[];
}

export const STAFF_REFUSED = "Only an administrator of the console can do this.";
