import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { localChangeFeed } from "./db/change-feed";
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
