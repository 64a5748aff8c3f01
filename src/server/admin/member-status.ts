import { type SQL, sql } from "drizzle-orm";
import type { MemberStatus } from "../../domain/admin-console";
import { subscribers } from "../db/schema";

// The one rule that sorts a member into the console's states (docs/architecture.md, "The console"), in SQL so
// counts and filters run in the database. A member without a subscribers row is free.

const s = subscribers;

/** The condition for members of `status`, over `user` left-joined to `subscribers`. */
export function statusIs(status: MemberStatus, now: Date): SQL {
  const at = now.toISOString();
  switch (status) {
    case "free":
      return sql`(${s.status} is null or ${s.status} in ('none', 'incomplete', 'incomplete_expired')
        or (${s.status} = 'comped' and ${s.subscriptionEnd} <= ${at}::timestamptz))`;
    case "canceled":
      return sql`${s.status} in ('canceled', 'unpaid')`;
    case "comped":
      return sql`(${s.status} = 'comped' and (${s.subscriptionEnd} is null or ${s.subscriptionEnd} > ${at}::timestamptz))`;
    default:
      return sql`${s.status} = ${status}`;
  }
}

/** The same rule in code, for rows already read (a status and its period end). */
export function memberStatusOf(
  status: string | null | undefined,
  periodEnd: Date | null,
  now: Date,
): MemberStatus {
  if (
    status === "trialing" ||
    status === "active" ||
    status === "past_due" ||
    status === "paused" ||
    status === "gift"
  ) {
    return status;
  }
  if (status === "canceled" || status === "unpaid") return "canceled";
  if (status === "comped" && (periodEnd === null || periodEnd.getTime() > now.getTime())) return "comped";
  return "free";
}
