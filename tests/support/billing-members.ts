import { eq } from "drizzle-orm";
import { subscribers, user } from "../../src/server/db/schema";
import { latestLink, sessionCookie, type TestApp } from "./test-app";

let nextIp = 1;

/** A verified, signed-in member; each from its own address so sign-up rate limits do not interfere. */
export async function newMember(t: TestApp, email: string, name = "Test Member") {
  const ip = `203.0.113.${nextIp++ % 250}`;
  const signUp = () =>
    t.request("/api/auth/sign-up/email", {
      method: "POST",
      ip,
      json: { email, password: "grace-123", name },
    });
  let res = await signUp();
  // On a busy machine the password hashing asks newcomers to wait (429 with Retry-After), as a person would.
  for (let tries = 0; res.status === 429 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get("retry-after") ?? 1) * 1000));
    res = await signUp();
  }
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const verified = await t.request(latestLink(t, email, "/verify-email"), { ip });
  const cookie = sessionCookie(verified);
  const [row] = await t.deps.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, id: row?.id as string, email };
}

export async function subscriberRow(t: TestApp, userId: string) {
  const [row] = await t.deps.database.db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
