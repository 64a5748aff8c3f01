import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../../src/server/bootstrap";
import { loadConfig } from "../../src/server/config";
import { jobs } from "../../src/server/db/schema";
import {
  CLAIM_SECONDS,
  claimDueJobs,
  enqueue,
  failJob,
  JOB_DEADLINE_MS,
  retryDelayMs,
} from "../../src/server/jobs/queue";
import { JobWorker } from "../../src/server/jobs/worker";
import { SMTP_TIMEOUTS } from "../../src/server/mail/mailer";
import { createTestApp, type TestApp } from "../support/test-app";
import { createPostgresDatabase, scaleOutDatabaseKinds, testDatabaseKinds } from "../support/test-databases";

// The durable job queue (docs/jobs.md) on PGlite and PostgreSQL, and through PgBouncer in transaction
// mode when .ci/run has started one (docs/deploy.md, "Through PgBouncer").

const quiet = () => undefined;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(scaleOutDatabaseKinds)("jobs on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("runs a job once, and enqueueing the same unique job again does nothing", async () => {
    const { db } = t.deps.database;
    const worker = new JobWorker(db, { log: quiet });
    const seen: unknown[] = [];
    worker.handle("greet", async (payload) => void seen.push(payload));
    expect(await enqueue(db, "greet", { to: "Ana" }, { uniqueKey: `greet-ana-${kind}` })).toBe(true);
    expect(await enqueue(db, "greet", { to: "Ana" }, { uniqueKey: `greet-ana-${kind}` })).toBe(false);
    await worker.drain();
    await worker.drain();
    expect(seen).toEqual([{ to: "Ana" }]);
  });

  it("waits for a job's time, retries a failure with backoff, and gives up after the last attempt", async () => {
    const { db } = t.deps.database;
    const worker = new JobWorker(db, { log: quiet });
    let calls = 0;
    worker.handle("flaky", async () => {
      calls++;
      throw new Error("mail server unreachable");
    });
    await enqueue(db, "flaky", {}, { runAt: later(60_000), maxAttempts: 3, uniqueKey: `flaky-${kind}` });
    await worker.drain();
    expect(calls).toBe(0);
    await worker.drain(later(61_000));
    expect(calls).toBe(1);
    await worker.drain(later(61_000 + retryDelayMs(1) - 1_000));
    expect(calls).toBe(1);
    await worker.drain(later(61_000 + retryDelayMs(1) + 1_000));
    expect(calls).toBe(2);
    await worker.drain(later(24 * 60 * 60 * 1000));
    expect(calls).toBe(3);
    await worker.drain(later(48 * 60 * 60 * 1000));
    expect(calls).toBe(3);
    const [row] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `flaky-${kind}`));
    expect(row).toMatchObject({ failed: true, attempts: 3, lastError: "mail server unreachable" });
  });

  it("several workers on one database run each job exactly once", async () => {
    const { db } = t.deps.database;
    const runs = new Map<number, number>();
    const workers = [1, 2, 3].map(() => {
      const worker = new JobWorker(db, { log: quiet });
      worker.handle("count", async (payload) => {
        const n = (payload as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return worker;
    });
    for (let n = 0; n < 60; n++) await enqueue(db, "count", { n });
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it("a job held by a server that died is taken up by another once its claim expires", async () => {
    const { db } = t.deps.database;
    const dying = new JobWorker(db, { log: quiet });
    dying.handle("crash", () => new Promise(() => undefined)); // never finishes: the server died
    await enqueue(db, "crash", {}, { uniqueKey: `crash-${kind}` });
    void dying.drain();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const survivor = new JobWorker(db, { log: quiet });
    let ran = 0;
    survivor.handle("crash", async () => void ran++);
    await survivor.drain();
    expect(ran).toBe(0);
    await survivor.drain(later(5 * 60 * 1000));
    expect(ran).toBe(1);
  });

  it("a started worker runs a job queued anywhere when its transaction commits, and a later one at its time", async () => {
    const { db, changes } = t.deps.database;
    const worker = new JobWorker(db, { log: quiet, changes });
    const ran: { name: string; at: number }[] = [];
    worker.handle(
      "wave",
      async (payload) => void ran.push({ name: (payload as { name: string }).name, at: Date.now() }),
    );
    worker.start();
    try {
      // Queued straight into the table, as any server's code does, with no word to this worker: the
      // database's notice wakes it, long before its once-a-minute look.
      const queued = Date.now();
      await enqueue(db, "wave", { name: "now" }, { uniqueKey: `wave-now-${kind}` });
      await expect.poll(() => ran.map((r) => r.name), { timeout: 5_000 }).toEqual(["now"]);
      expect((ran[0]?.at ?? Number.POSITIVE_INFINITY) - queued).toBeLessThan(5_000);

      const dueAt = Date.now() + 2_500;
      await enqueue(
        db,
        "wave",
        { name: "later" },
        { runAt: new Date(dueAt), uniqueKey: `wave-later-${kind}` },
      );
      await expect.poll(() => ran.map((r) => r.name), { timeout: 10_000 }).toEqual(["now", "later"]);
      expect(ran[1]?.at).toBeGreaterThanOrEqual(dueAt);
    } finally {
      await worker.stop();
    }
  });

  it("a transaction that queues many jobs tells the workers once, when it commits", async () => {
    const { db, changes } = t.deps.database;
    let told = 0;
    const stop = changes.subscribe((change) => {
      if (change.kind === "jobs") told++;
    });
    try {
      await db.transaction(async (tx) => {
        for (let n = 0; n < 20; n++) await enqueue(tx, "told", { n });
        await tx.insert(jobs).values(
          Array.from({ length: 20 }, (_, n) => ({
            kind: "told",
            payload: { n: 20 + n },
            runAt: new Date(),
          })),
        );
      });
      // Notices arrive in commit order: once this one's is heard, the transaction's have all been.
      await enqueue(db, "told", { n: 40 });
      await expect.poll(() => told, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(told).toBe(2);
    } finally {
      stop();
    }
  });

  it("a handler past its deadline is told to stop, well inside its claim, and its job is tried again", async () => {
    const { db } = t.deps.database;
    const worker = new JobWorker(db, { log: quiet, deadlineMs: 200 });
    let stoppedBy: unknown;
    worker.handle("slow", (_payload, _job, signal) => {
      return new Promise((_resolve, reject) =>
        signal.addEventListener("abort", () => {
          stoppedBy = signal.reason;
          reject(new Error("stopped"));
        }),
      );
    });
    await enqueue(db, "slow", {}, { uniqueKey: `slow-${kind}` });
    const started = Date.now();
    await worker.drain();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(String(stoppedBy)).toContain("stopped after 0.2 s");
    const [row] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `slow-${kind}`));
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, finishedAt: null, lastError: "stopped" });
    await db.delete(jobs).where(eq(jobs.uniqueKey, `slow-${kind}`));
    // The real deadline, and every step of an SMTP conversation, end long before a claim does.
    expect(JOB_DEADLINE_MS).toBeLessThanOrEqual((CLAIM_SECONDS * 1000) / 2);
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThan(JOB_DEADLINE_MS);
  });

  it("a failure reported after another server took the job over leaves that server's claim alone", async () => {
    const { db } = t.deps.database;
    await enqueue(db, "taken-over", {}, { uniqueKey: `taken-over-${kind}` });
    const now = new Date();
    const [first] = await claimDueJobs(db, 1, now);
    expect(first?.kind).toBe("taken-over");
    const afterClaim = new Date(now.getTime() + (CLAIM_SECONDS + 1) * 1000);
    const [second] = await claimDueJobs(db, 1, afterClaim);
    expect(second?.id).toBe(first?.id);
    expect(second?.attempts).toBe(2);
    await failJob(db, first as NonNullable<typeof first>, "late failure", afterClaim);
    const [row] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `taken-over-${kind}`));
    expect(row?.lastError).toBeNull();
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(afterClaim.getTime());
    // Nobody else may claim it while the second server holds it.
    const again = await claimDueJobs(db, 10, new Date(afterClaim.getTime() + 1000));
    expect(again.map((job) => job.kind)).not.toContain("taken-over");
    await db.delete(jobs).where(eq(jobs.uniqueKey, `taken-over-${kind}`));
  });

  it("a verification mail goes through the queue into the mailbox", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: `queued-${kind}@example.test`, password: "grace-123", name: "Queued" },
    });
    expect(res.status).toBe(200);
    expect(t.deps.devMailbox?.list(`queued-${kind}@example.test`)[0]?.subject).toBe(
      "Confirm your e-mail for Grind to Grace",
    );
  });
});

describe.each(testDatabaseKinds)("queued mail across a restart on %s", (kind) => {
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "g2g-jobs-"));
    postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
  });
  afterAll(async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a mail queued before a restart is sent after it", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url,
      DEV_MAILBOX: "1",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    });
    const before = await bootstrap(config, { log: quiet });
    await before.mailer.send({
      to: "kept@example.test",
      subject: "Kept",
      text: "Still here",
      html: "<p>x</p>",
    });
    await before.database.close(); // stopped before its worker ran

    const after = await bootstrap(config, { log: quiet });
    try {
      await after.jobs.drain();
      expect(after.devMailbox?.list("kept@example.test").map((mail) => mail.subject)).toEqual(["Kept"]);
    } finally {
      await after.jobs.stop();
      await after.database.close();
    }
  });
});
