import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "./context";
import { CACHED_COPY_TTL_MS, cachedCopyTtl, localChangeFeed } from "./db/change-feed";
import { SessionCache } from "./session-cache";

/** The token the cache would key a request by, given its Cookie header. */
async function tokenFor(cookie?: string, secureCookies = false): Promise<string> {
  const sessions = new SessionCache(secureCookies, localChangeFeed());
  const app = new Hono().get("/", (c) => c.text(sessions.tokenOf(c) ?? "(none)"));
  return (await app.request("/", { headers: cookie ? { cookie } : {} })).text();
}

describe("SessionCache.tokenOf", () => {
  it("finds the session token among the other cookies, decoded as better-auth signs it", async () => {
    expect(
      await tokenFor(
        "theme=dark; better-auth.session_token=abc123.sig%2Bnature%3D; better-auth.session_data=eyJzZXNzaW9uIjp7fX0",
      ),
    ).toBe("abc123.sig+nature=");
  });

  it("behind https reads only the __Secure- name, as better-auth does, and never look-alike names", async () => {
    expect(await tokenFor("__Secure-better-auth.session_token=tok.sig", true)).toBe("tok.sig");
    expect(await tokenFor("better-auth.session_token=plain.sig", true)).toBe("(none)");
    expect(await tokenFor("xbetter-auth.session_token=forged; better-auth.session_data=x")).toBe("(none)");
  });

  it("answers nothing without a cookie or with an empty token", async () => {
    expect(await tokenFor()).toBe("(none)");
    expect(await tokenFor("better-auth.session_token=")).toBe("(none)");
  });
});

describe("SessionCache's expiry", () => {
  const user = { id: "member-1", email: "member@example.test" } as SessionUser;
  const inADay = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

  /** A cache whose clock moves only when the test says so. */
  function cacheAt(start = 1_000) {
    const clock = { ms: start };
    const sessions = new SessionCache(false, localChangeFeed(), () => clock.ms);
    return { sessions, clock };
  }

  it("serves a resolved session from memory for four to five minutes, then has it resolved anew", () => {
    const { sessions, clock } = cacheAt();
    sessions.set("tok", user, inADay(), sessions.generation);
    // Each copy's expiry is drawn between 80 % and all of the five minutes, so copies made together
    // do not expire together.
    clock.ms += CACHED_COPY_TTL_MS * 0.8 - 1;
    expect(sessions.get("tok")).toBe(user);
    clock.ms += CACHED_COPY_TTL_MS * 0.2 + 2;
    expect(sessions.get("tok")).toBeUndefined();
  });

  it("spreads the expiries of copies made together over the last fifth of the five minutes", () => {
    const drawn = Array.from({ length: 1_000 }, () => cachedCopyTtl());
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(CACHED_COPY_TTL_MS * 0.8);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(CACHED_COPY_TTL_MS);
    expect(new Set(drawn).size).toBeGreaterThan(900);
  });

  it("keeps a session no longer than the session itself lasts", () => {
    const { sessions, clock } = cacheAt();
    sessions.set("tok", user, new Date(Date.now() + 5_000), sessions.generation);
    clock.ms += 5_001;
    expect(sessions.get("tok")).toBeUndefined();
  });

  it("drops a session at once when it ends, and all of them when sessions may have ended anywhere", async () => {
    const { sessions } = cacheAt();
    sessions.set("tok", user, inADay(), sessions.generation);
    sessions.set("other", user, inADay(), sessions.generation);
    await sessions.forget("tok");
    expect(sessions.get("tok")).toBeUndefined();
    expect(sessions.get("other")).toBe(user);
    await sessions.clear();
    expect(sessions.get("other")).toBeUndefined();
  });

  it("does not keep what a lookup read when a session ended while it was under way", async () => {
    const { sessions } = cacheAt();
    const lookupBegan = sessions.generation;
    await sessions.forget("tok");
    sessions.set("tok", user, inADay(), lookupBegan);
    expect(sessions.get("tok")).toBeUndefined();
  });
});
