import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../../src/server/bootstrap";
import { loadConfig } from "../../src/server/config";
import { jobs } from "../../src/server/db/schema";
import { enqueue, retryDelayMs } from "../../src/server/jobs/queue";
import { JobWorker } from "../../src/server/jobs/worker";
import { createTestApp, type TestApp } from "../support/test-app";
import { createPostgresDatabase, testDatabaseKinds } from "../support/test-databases";

// The durable job queue (docs/jobs.md) on PGlite and PostgreSQL.

const quiet = () => undefined;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(testDatabaseKinds)("jobs on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("runs a job once, and enqueueing the same unique job again does nothing", async () => {
    const { db } = t.deps.database;
    const worker = new JobWorker(db, quiet);
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
    const worker = new JobWorker(db, quiet);
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
      const worker = new JobWorker(db, quiet);
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
    const dying = new JobWorker(db, quiet);
    dying.handle("crash", () => new Promise(() => undefined)); // never finishes: the server died
    await enqueue(db, "crash", {}, { uniqueKey: `crash-${kind}` });
    void dying.drain();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const survivor = new JobWorker(db, quiet);
    let ran = 0;
    survivor.handle("crash", async () => void ran++);
    await survivor.drain();
    expect(ran).toBe(0);
    await survivor.drain(later(5 * 60 * 1000));
    expect(ran).toBe(1);
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
