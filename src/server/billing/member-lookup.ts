import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import type { Member } from "./subscription-state";

export async function memberById(db: Db, id: string): Promise<Member | null> {
  const [found] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, id))
    .limit(1);
  return found ?? null;
}

/** Only a verified address may claim a payment made under it (docs/architecture.md D4's reasoning, for billing). */
export async function memberByVerifiedEmail(db: Db, email: string): Promise<Member | null> {
  const [found] = await db
    .select({ id: user.id, email: user.email, name: user.name, verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return found?.verified ? { id: found.id, email: found.email, name: found.name } : null;
}
