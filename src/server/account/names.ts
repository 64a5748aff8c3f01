import { eq } from "drizzle-orm";
import type { UpdateNames } from "../../domain/account";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { httpError } from "../http/errors";

/**
 * Her first and last name (PATCH /api/account). A name she leaves out stays as it was; `name`, which
 * better-auth and the mails use, becomes the two together, as it is at sign-up.
 */
export async function updateNames(db: Db, userId: string, names: UpdateNames) {
  const [current] = await db
    .select({ firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  if (!current) throw httpError(401, "Please sign in to continue.");
  const firstName = (names.firstName ?? current.firstName ?? "").trim();
  const lastName = (names.lastName ?? current.lastName ?? "").trim();
  const name = `${firstName} ${lastName}`.trim();
  await db.update(user).set({ firstName, lastName, name, updatedAt: new Date() }).where(eq(user.id, userId));
  return { firstName, lastName, name };
}
