import { desc, eq, sql } from "drizzle-orm";
import type { AdminAudit } from "../../domain/admin-console";
import type { Db } from "../db/client";
import { adminAudit, user } from "../db/schema";

// The console's audit log (docs/security.md, "The console"): every admin action, kept when its target deletes
// her account (ids, no foreign keys). Shown newest first.

export type AuditAction =
  | "comp.grant"
  | "comp.end"
  | "verification.resend"
  | "members.export"
  | "notices.set"
  | "offer.create"
  | "offer.end"
  | (string & {});

export async function audit(db: Db, actorId: string, action: AuditAction, target: string | null) {
  await db.insert(adminAudit).values({ actorId, action, target });
}

export async function auditEntries(db: Db, limit = 200): Promise<AdminAudit> {
  const rows = await db
    .select({
      at: adminAudit.at,
      actor: sql<string>`coalesce(${user.email}, ${adminAudit.actorId})`,
      action: adminAudit.action,
      target: adminAudit.target,
    })
    .from(adminAudit)
    .leftJoin(user, eq(user.id, adminAudit.actorId))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(limit);
  return { entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
}
