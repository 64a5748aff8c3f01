import { desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { checkIns } from "./schema";

/** The energy answer of the member's newest check-in (one row per UTC date), for the dashboard. */
export async function latestEnergy(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ energy: checkIns.energy })
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(desc(checkIns.date), desc(checkIns.savedAt))
    .limit(1);
  return row?.energy ?? null;
}
