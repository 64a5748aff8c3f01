import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_REFUSED } from "../../src/server/http/auth-gate";
import { TOO_MANY_PDFS } from "../../src/server/http/member-limit";
import { PDF_TOO_LARGE_MESSAGE, pdfPool } from "../../src/server/pdf/pdf-pool";
import { newMember } from "../support/billing-members";
import { createTestApp, latestLink, ORIGIN, sessionCookie, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// One case per finding of the second adversarial review (docs/security.md, "Second review"). Each
// failed on the code before its fix.

const hasSession = (res: Response) =>
  res.headers
    .getSetCookie()
    .some((c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0"));

describe.each(testDatabaseKinds)("second review on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, init: { cookie?: string } = {}) =>
    t.request(path, { method: "POST", json, cookie: init.cookie, headers: { origin: ORIGIN } });
  const signUp = (email: string, password: string, firstName: string) =>
    post("/api/auth/sign-up/email", {
      email,
      password,
      name: firstName,
      firstName,
      callbackURL: "/dashboard",
    });
  const signIn = (email: string, password: string, cookie?: string) =>
    post("/api/auth/sign-in/email", { email, password }, { cookie });

  /** Follows a contested confirmation to the choose-password page and saves `password` there. */
  async function choosePassword(confirmation: Response, password: string): Promise<Response> {
    const location = new URL(confirmation.headers.get("location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("choose")).toBe("1");
    return post("/api/auth/reset-password", {
      token: location.searchParams.get("token"),
      newPassword: password,
    });
  }

  describe("1. a later sign-up never takes over a new account", () => {
    it("after two sign-ups, her link asks her to choose her password; the other one never works", async () => {
      const email = `takeover-${kind}@example.test`;
      expect((await signUp(email, "victim-pass-1", "Victoria")).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100)); // a new second for the new link
      expect((await signUp(email, "attacker-pass-1", "Mallory")).status).toBe(200);

      const confirmed = await t.request(latestLink(t, email, "/verify-email"));
      expect(confirmed.status).toBe(302);
      expect(hasSession(confirmed)).toBe(false);
      expect((await signIn(email, "attacker-pass-1")).status).toBe(401);

      const chosen = await choosePassword(confirmed, "victoria-chose-this");
      expect(chosen.status).toBe(200);
      const me = await t.request("/api/me", { cookie: sessionCookie(chosen) });
      expect(me.status).toBe(200);
      expect((await signIn(email, "attacker-pass-1")).status).toBe(401);
      expect((await signIn(email, "victoria-chose-this")).status).toBe(200);
    });

    it("an unconfirmed account answers a right password exactly like a wrong one, and mails a new link", async () => {
      const email = `unconfirmed-${kind}@example.test`;
      expect((await signUp(email, "right-pass-1", "Una")).status).toBe(200);
      const mailsBefore = t.deps.devMailbox?.list(email).length ?? 0;
      const right = await signIn(email, "right-pass-1");
      const wrong = await signIn(email, "wrong-pass-1");
      expect(right.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(await right.json()).toEqual(await wrong.json());
      expect(SIGN_IN_REFUSED.message).toBe("Invalid email or password");
      expect(t.deps.devMailbox?.list(email).length).toBe(mailsBefore + 1);
    });

    // The attacker's sign-up and her click, fired together at several offsets (the review won at every
    // offset from 0 to 110 ms): whoever lands first, the attacker's password never opens her account.
    for (const offsetMs of [0, 15, 60, 110]) {
      it(`her click and a stranger's sign-up ${offsetMs} ms apart: his password never works`, async () => {
        const email = `race-${offsetMs}-${kind}@example.test`;
        expect((await signUp(email, "victim-pass-1", "Victoria")).status).toBe(200);
        const herLink = latestLink(t, email, "/verify-email");
        const attacker = new Promise((resolve) => setTimeout(resolve, offsetMs)).then(() =>
          signUp(email, "attacker-pass-1", "Mallory"),
        );
        const [click] = await Promise.all([t.request(herLink), attacker]);
        expect((await signIn(email, "attacker-pass-1")).status).toBe(401);

        let herPassword = "victim-pass-1";
        if (!hasSession(click)) {
          // Her first link was retired, or asked her to choose: the newest mail always leads on.
          const newest = click.headers.get("location")?.includes("choose=1")
            ? click
            : await t.request(latestLink(t, email, "/verify-email"));
          expect(hasSession(newest)).toBe(false);
          herPassword = "victoria-chose-this";
          expect((await choosePassword(newest, herPassword)).status).toBe(200);
        }
        expect((await signIn(email, "attacker-pass-1")).status).toBe(401);
        expect((await signIn(email, herPassword)).status).toBe(200);
      });
    }
  });

  describe("2. one member cannot exhaust the PDF worker", () => {
    const worksheet = (cookie: string, reflection: string, signal?: AbortSignal) =>
      t.request("/api/worksheets/days/1", {
        method: "POST",
        json: { reflection },
        cookie,
        signal,
        headers: { origin: ORIGIN },
      });

    it("a request that went away is not drawn", async () => {
      const member = await newMember(t, `aborted-pdf-${kind}@example.test`);
      const drawnBefore = pdfPool.drawn;
      const gone = await worksheet(member.cookie, "My words.", AbortSignal.abort());
      expect(gone.status).toBe(503);
      expect(pdfPool.drawn).toBe(drawnBefore);
    });

    it("a member asking for PDFs faster than she can read them gets 429; another member's PDF is made", async () => {
      const greedy = await newMember(t, `greedy-pdf-${kind}@example.test`);
      const other = await newMember(t, `other-pdf-${kind}@example.test`);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => worksheet(greedy.cookie, "Again.")),
        worksheet(other.cookie, "My own words."),
      ]);
      const greedyStatuses = answers.slice(0, 5).map((res) => res.status);
      expect(greedyStatuses.filter((status) => status === 429).length).toBe(3);
      expect(greedyStatuses.filter((status) => status === 200).length).toBe(2);
      const refused = answers.find((res) => res.status === 429) as Response;
      expect(((await refused.json()) as { error: string }).error).toBe(TOO_MANY_PDFS);
      expect(answers[5]?.status).toBe(200);
      expect(answers[5]?.headers.get("content-type")).toBe("application/pdf");
    });

    it("a huge text in a script no font has is refused clearly, and a short one is drawn", async () => {
      const member = await newMember(t, `myanmar-pdf-${kind}@example.test`);
      const short = await worksheet(member.cookie, "မြန်မာ စာ");
      expect(short.status).toBe(200);
      const huge = await worksheet(member.cookie, "မြန်မာ".repeat(25_000));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ error: PDF_TOO_LARGE_MESSAGE });
    });
  });
});
