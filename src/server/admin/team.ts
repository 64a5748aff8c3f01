import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import {
  type ConsoleRole,
  roleAllows,
  STAFF_REFUSED,
  type TeamInvite,
  type TeamList,
} from "../../domain/team";
import type { AppDeps, AppEnv, SessionUser } from "../context";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { httpError } from "../http/errors";
import { isAdminUser } from "../session";

// The console's team (D28, docs/security.md "The console"). The owner is ADMIN_EMAIL, verified (D4);
// everyone else holds a role through an accepted invitation for her verified address. The role is
// read from the database on each console request, so a removal takes effect at once on every server.

/** Her role in the console, or null for a member who has none. */
export async function consoleRoleOf(
  db: Db,
  member: Pick<SessionUser, "email" | "emailVerified">,
  adminEmail?: string,
): Promise<ConsoleRole | null> {
  if (isAdminUser(member, adminEmail)) return "owner";
  if (!member.emailVerified) return null;
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.email, member.email.toLowerCase()), isNotNull(teamMembers.acceptedAt)));
  return (row?.role as ConsoleRole | undefined) ?? null;
}

/** After requireUser: 403 for everyone without a role in the console; then `c.get("consoleRole")` is hers. */
export function requireConsole({ database, config }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const role = c.get("isAdmin")
      ? "owner"
      : await consoleRoleOf(database.db, c.get("user"), config.adminEmail);
    if (!role) throw httpError(403, "Only the administrator can do this.");
    c.set("consoleRole", role);
    await next();
  };
}

/** After requireConsole: 403 for staff where only an administrator may act (refunds, offers, team, sending). */
export const onlyAdmins: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!roleAllows(c.get("consoleRole"), "admin")) throw httpError(403, STAFF_REFUSED);
  await next();
};

export async function listTeam(db: Db, ownerEmail?: string): Promise<TeamList> {
  const rows = await db.select().from(teamMembers).orderBy(asc(teamMembers.invitedAt));
  return {
    members: [
      ...(ownerEmail
        ? [{ email: ownerEmail, role: "owner" as const, invitedAt: null, acceptedAt: null }]
        : []),
      ...rows.map((row) => ({
        email: row.email,
        role: row.role as ConsoleRole,
        invitedAt: row.invitedAt.toISOString(),
        acceptedAt: row.acceptedAt?.toISOString() ?? null,
      })),
    ],
  };
}

/** A new or renewed invitation; 409 for the owner's address or someone already on the team. */
export async function invite(db: Db, actorId: string, { email, role }: TeamInvite, ownerEmail?: string) {
  if (email === ownerEmail) throw httpError(409, "This is the owner's address: she has every right already.");
  const [row] = await db
    .insert(teamMembers)
    .values({ email, role, invitedBy: actorId })
    .onConflictDoUpdate({
      target: teamMembers.email,
      set: { role, invitedBy: actorId, invitedAt: new Date() },
      where: isNull(teamMembers.acceptedAt),
    })
    .returning({ email: teamMembers.email });
  if (!row)
    throw httpError(409, "This person is on the team already. Remove them first to change their role.");
}

/** Removes someone from the team; the owner cannot be removed. */
export async function removeFromTeam(db: Db, email: string, ownerEmail?: string) {
  if (email === ownerEmail) throw httpError(403, "The owner cannot be removed from the console.");
  const [row] = await db
    .delete(teamMembers)
    .where(eq(teamMembers.email, email))
    .returning({ email: teamMembers.email });
  if (!row) throw httpError(404, "There is no such person on the team.");
}

/** Accepts the invitation for her verified address; 404 when there is none waiting. */
export async function acceptInvitation(db: Db, member: SessionUser): Promise<ConsoleRole> {
  if (!member.emailVerified) throw httpError(403, "Please confirm your e-mail address first.");
  const [row] = await db
    .update(teamMembers)
    .set({ acceptedAt: new Date(), userId: member.id })
    .where(and(eq(teamMembers.email, member.email.toLowerCase()), isNull(teamMembers.acceptedAt)))
    .returning({ role: teamMembers.role });
  if (!row) throw httpError(404, "There is no invitation waiting for this address.");
  return row.role as ConsoleRole;
}
