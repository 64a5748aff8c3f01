import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { AdminAudit } from "../../domain/admin-console";
import {
  type AuditAction,
  auditActions,
  DELETED_MEMBER,
  memberAuditActions,
} from "../../domain/audit-actions";
import type { Db } from "../db/client";
import { adminAudit, user } from "../db/schema";

// The console's audit log (docs/security.md, "The console"): every admin action, kept when its target deletes
// her account (ids, no foreign keys). Shown newest first, each person by her name or address, never an id.

export async function audit(db: Db, actorId: string, action: AuditAction, target: string | null) {
  await db.insert(adminAudit).values({ actorId, action, target });
}

const actor = alias(user, "audit_actor");
const member = alias(user, "audit_member");
/** Her name, else her address; null when there is no such account (any more). */
const nameOf = (who: { name: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(${who.name}, ''), ${who.email})`;

export async function auditEntries(db: Db, limit = 200): Promise<AdminAudit> {
  const rows = await db
    .select({
      at: adminAudit.at,
      action: adminAudit.action,
      target: adminAudit.target,
      actor: nameOf(actor),
      memberId: member.id,
      member: nameOf(member),
    })
    .from(adminAudit)
    .leftJoin(actor, eq(actor.id, adminAudit.actorId))
    .leftJoin(member, and(eq(member.id, adminAudit.target), inArray(adminAudit.action, memberAuditActions)))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(limit);
  return {
    entries: rows.map((row) => {
      const action = row.action as AuditAction;
      const forMember = auditActions[action]?.target === "member";
      return {
        at: row.at.toISOString(),
        action,
        actor: row.actor ?? DELETED_MEMBER,
        member: forMember ? { id: row.memberId, name: row.member ?? DELETED_MEMBER } : null,
        detail: forMember ? null : row.target,
      };
    }),
  };
}
