import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedMember, type Started, startNode } from "../tests/support/server-process";
import {
  createPostgresDatabase,
  describeDatabase,
  postgresEnv,
  scaleOutPostgresKinds,
} from "../tests/support/test-databases";

// Two built app servers on one PostgreSQL database, as behind a load balancer (docs/deploy.md):
// what a member does on server A is seen by server B within two seconds. Each server reaches
// PostgreSQL directly, and again through PgBouncer in transaction mode when .ci/run has started one
// (TEST_PGBOUNCER_URL), LISTEN and migrations then going direct (docs/deploy.md, "Through PgBouncer").

const WITHIN_MS = 2_000;

async function call(
  url: string,
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown } = {},
) {
  const res = await fetch(url + path, {
    method: init.method ?? "GET",
    headers: {
      cookie,
      origin: url,
      ...(init.json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Asks `ask` until it answers `expected` or the time is up; returns the last status seen. */
async function statusWithin(expected: number, ask: () => Promise<number>): Promise<number> {
  const deadline = Date.now() + WITHIN_MS;
  let status = await ask();
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = await ask();
  }
  return status;
}

for (const kind of scaleOutPostgresKinds)
  describe.runIf(process.env.TEST_DATABASE_URL)(`two app servers on one ${describeDatabase(kind)}`, () => {
    let a: Started;
    let b: Started;
    let dataDirs: string[] = [];
    let dropDatabase: (() => Promise<void>) | undefined;

    /** Starts one app server on the shared database (each in a data dir of its own). */
    let start: () => Promise<Started>;

    beforeAll(async () => {
      const postgres = await createPostgresDatabase();
      dropDatabase = postgres.drop;
      const secret = randomBytes(32).toString("hex");
      start = () => {
        const dataDir = mkdtempSync(join(tmpdir(), "g2g-multi-"));
        dataDirs.push(dataDir);
        return startNode(
          ["dist/server/main.js"],
          {
            NODE_ENV: "production",
            DATA_DIR: dataDir,
            ...postgresEnv(kind, postgres.url),
            BETTER_AUTH_SECRET: secret,
            DEV_MAILBOX: "1",
            PAYMENT_PROVIDER: "local",
            TRUST_PROXY: "1",
          },
          "/healthz",
        );
      };
      [a, b] = await Promise.all([start(), start()]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await dropDatabase?.();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      dataDirs = [];
    });

    const member = async (name: string) => {
      const email = `${name}-${randomBytes(3).toString("hex")}@grace.test`;
      const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      return createVerifiedMember(a.url, email, ip, { mailboxes: [a.url, b.url] });
    };

    it("a member who subscribes on A opens a paid day on B, and is refused there once she cancels on A", async () => {
      const cookie = await member("pays");
      // B reads her (free) access first, so a cache on B holds the old answer.
      expect((await call(b.url, "/api/journey/days/12", cookie)).status).toBe(403);

      const paid = await call(a.url, "/api/billing/local/confirm", cookie, {
        method: "POST",
        json: { plan: "journey", isAnnual: false },
      });
      expect(paid.status).toBe(200);
      expect(
        await statusWithin(200, async () => (await call(b.url, "/api/journey/days/12", cookie)).status),
      ).toBe(200);

      const canceled = await call(a.url, "/api/billing/local/cancel", cookie, {
        method: "POST",
        json: { atPeriodEnd: false },
      });
      expect(canceled.status).toBe(200);
      expect(
        await statusWithin(403, async () => (await call(b.url, "/api/journey/days/12", cookie)).status),
      ).toBe(403);
    });

    it("a session she ends on A is refused on B", async () => {
      const cookie = await member("leaves");
      expect((await call(b.url, "/api/me", cookie)).status).toBe(200);
      expect((await call(a.url, "/api/auth/sign-out", cookie, { method: "POST", json: {} })).status).toBe(
        200,
      );
      expect(await statusWithin(401, async () => (await call(b.url, "/api/me", cookie)).status)).toBe(401);
    });

    it("a password reset on A ends her old session on B", async () => {
      const email = `resets-${randomBytes(3).toString("hex")}@grace.test`;
      const cookie = await createVerifiedMember(a.url, email, "10.78.0.1", { mailboxes: [a.url, b.url] });
      expect((await call(b.url, "/api/me", cookie)).status).toBe(200);

      const asked = await fetch(`${a.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: a.url, "x-forwarded-for": "10.78.0.2" },
        body: JSON.stringify({ email, redirectTo: "/reset-password" }),
      });
      expect(asked.status).toBe(200);
      const token = await resetToken([a.url, b.url], email);
      const reset = await fetch(`${a.url}/api/auth/reset-password`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: a.url, "x-forwarded-for": "10.78.0.3" },
        body: JSON.stringify({ token, newPassword: "a-brand-new-pass-9" }),
      });
      expect(reset.status).toBe(200);
      expect(await statusWithin(401, async () => (await call(b.url, "/api/me", cookie)).status)).toBe(401);
    });

    it("a queued mail is sent once, by one of the two servers", async () => {
      const email = `once-${randomBytes(3).toString("hex")}@grace.test`;
      await createVerifiedMember(a.url, email, "10.79.0.1", { mailboxes: [a.url, b.url] });
      const asked = await fetch(`${a.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: a.url, "x-forwarded-for": "10.79.0.2" },
        body: JSON.stringify({ email, redirectTo: "/reset-password" }),
      });
      expect(asked.status).toBe(200);
      await resetToken([a.url, b.url], email);
      // Both workers poll every second: give the other one time to (wrongly) send it again.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const resets = [];
      for (const url of [a.url, b.url]) {
        const mails = (await (
          await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
        ).json()) as {
          subject: string;
        }[];
        resets.push(...mails.filter((mail) => mail.subject.includes("Reset")));
      }
      expect(resets).toHaveLength(1);
    });

    it("a reminder due on both servers is sent once, by one of them", async () => {
      const email = `remind-${randomBytes(3).toString("hex")}@grace.test`;
      const cookie = await createVerifiedMember(a.url, email, "10.80.0.1", { mailboxes: [a.url, b.url] });
      // Her hour is now: each server's next look (once a minute) finds the reminder due.
      const reminders = {
        enabled: true,
        hour: new Date().getUTCHours(),
        timeZone: "UTC",
        affirmationOnly: false,
      };
      const turnedOn = await call(a.url, "/api/settings/reminders", cookie, {
        method: "PUT",
        json: { value: reminders, baseRevision: 0 },
      });
      expect(turnedOn.status).toBe(200);
      const remindersIn = async (url: string) => {
        const res = await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const mails = (await res.json()) as { subject: string }[];
        return mails.filter((mail) => mail.subject === "Your moment for today").length;
      };
      // Both servers start again together, and each looks at once on starting (then once a minute): two
      // looks at the same moment, both finding her reminder due.
      await Promise.all([a.stop(), b.stop()]);
      [a, b] = await Promise.all([start(), start()]);
      const sent = async () => (await remindersIn(a.url)) + (await remindersIn(b.url));
      const deadline = Date.now() + 30_000;
      while ((await sent()) === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await sent()).toBe(1);
      // The mail queue has had time to send a second copy, had both looks queued one: still one.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(await sent()).toBe(1);
    }, 150_000);

    it("saves alternating between A and B read back as one consistent journal", async () => {
      const cookie = await member("writes");
      let revision = 0;
      for (let round = 1; round <= 6; round++) {
        const server = round % 2 ? a : b;
        const other = round % 2 ? b : a;
        const value = `Round ${round}: still here, still writing.`;
        const saved = await call(server.url, "/api/journal/3", cookie, {
          method: "PUT",
          json: { value, baseRevision: revision },
        });
        expect(saved.status).toBe(200);
        revision = saved.body.revision as number;
        const read = await call(other.url, "/api/journal/3", cookie);
        expect(read.body).toMatchObject({ value, revision });
      }
      // A write from a stale copy is a conflict on either server, never a silent overwrite.
      const stale = await call(b.url, "/api/journal/3", cookie, {
        method: "PUT",
        json: { value: "from an old tab", baseRevision: revision - 1 },
      });
      expect(stale.status).toBe(409);
    });
  });

/** The reset token from whichever server's dev mailbox holds the mail (any server may send it). */
async function resetToken(urls: string[], email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const url of urls) {
      const res = await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as { links: string[] }[];
      const link = mails.flatMap((mail) => mail.links).find((l) => l.includes("reset-password"));
      const token =
        link && (new URL(link).searchParams.get("token") ?? link.split("/reset-password/")[1]?.split("?")[0]);
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}
