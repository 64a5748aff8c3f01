import { and, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Audience } from "../../domain/broadcasts";
import { memberFilters } from "../admin/members";
import type { Db } from "../db/client";
import { memberActivity, reminderPreferences, subscribers, user } from "../db/schema";

// Who the coach's news reaches (D28): verified members matching the console's filters, minus every
// member who turned "News from Grind to Grace" off.

/** The conditions of an audience over `user` joined with subscribers, activity and her settings. */
export function audienceConditions(audience: Audience, now: Date): SQL[] {
  return [
    eq(user.emailVerified, true),
    sql`coalesce(${reminderPreferences.news}, true)`,
    ...memberFilters({ ...audience, q: "" }, now),
    ...(audience.minDay ? [gte(memberActivity.daysCompleted, audience.minDay)] : []),
  ];
}

/** `user` with what the audience conditions read. */
export const withAudienceTables = <T extends ReturnType<Db["select"]>>(query: T) =>
  query
    .from(user)
    .leftJoin(subscribers, eq(subscribers.userId, user.id))
    .leftJoin(memberActivity, eq(memberActivity.userId, user.id))
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, user.id));

/** How many members the audience holds now. */
export async function audienceSize(db: Db, audience: Audience, now = new Date()): Promise<number> {
  const [row] = await withAudienceTables(db.select({ n: sql<number>`count(*)::int` })).where(
    and(...audienceConditions(audience, now)),
  );
  return Number(row?.n ?? 0);
}
