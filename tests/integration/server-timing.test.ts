import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// SERVER_TIMING=1 (src/server/server-timing.ts): each answer says where its time went, so a
// slow request under load can be told apart: waiting for her session, the database or a batch.

/** "total;dur=1.20, db;dur=0.80;desc=\"2\"" → { total: { ms: 1.2, count: 1 }, db: { ms: 0.8, count: 2 } } */
function phasesOf(res: Response): Record<string, { ms: number; count: number }> {
  const header = res.headers.get("server-timing");
  if (!header) return {};
  return Object.fromEntries(
    header.split(", ").map((part) => {
      const [name, ...fields] = part.split(";");
      const field = (key: string) => fields.find((f) => f.startsWith(`${key}=`))?.slice(key.length + 1);
      return [name, { ms: Number(field("dur")), count: Number(field("desc")?.replaceAll('"', "") ?? 1) }];
    }),
  );
}

describe.each(testDatabaseKinds)("Server-Timing on %s", (kind) => {
  let timing: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [timing, plain] = await Promise.all([createTestApp(kind, { SERVER_TIMING: "1" }), createTestApp(kind)]);
  });
  afterAll(async () => {
    await Promise.all([timing.close(), plain.close()]);
  });

  it("is not sent unless SERVER_TIMING is set", async () => {
    const cookie = await signUpVerified(plain, "plain@example.test");
    const res = await plain.request("/api/journey/days/1", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("server-timing")).toBeNull();
  });

  it("names the session lookup, the queries and the shared batches, within the answer's total", async () => {
    const cookie = await signUpVerified(timing, "timed@example.test");

    // Her progress is read in a batch shared with other members' (db/member-progress.ts).
    const dashboard = phasesOf(await timing.request("/api/journey", { cookie }));
    expect(Object.keys(dashboard)).toEqual(["total", "session", "batch"]);
    expect(dashboard.session?.count).toBe(1);
    expect(dashboard.batch?.ms).toBeLessThanOrEqual(dashboard.total?.ms ?? 0);

    // Her session and the day's content now come from memory: no query.
    const dayRead = phasesOf(await timing.request("/api/journey/days/1", { cookie }));
    expect(Object.keys(dayRead)).toEqual(["total", "session"]);

    // A tool's state is written by the request itself.
    const tool = await timing.request("/api/tools/askForHelp", {
      method: "PUT",
      json: { value: { checkedItems: { "1": true }, reflection: "" }, baseRevision: 0 },
      cookie,
    });
    expect(tool.status).toBe(200);
    const toolPhases = phasesOf(tool);
    expect(toolPhases.db?.count).toBeGreaterThan(0);
    expect(toolPhases.db?.ms).toBeLessThanOrEqual(toolPhases.total?.ms ?? 0);

    // A reflection is saved in a shared batch (db/batcher.ts): its statement is the batch's, not hers.
    const save = await timing.request("/api/journal/1", {
      method: "PUT",
      json: { value: "Today I rested.", baseRevision: 0 },
      cookie,
    });
    expect(save.status).toBe(200);
    const saved = phasesOf(save);
    expect(saved.batch?.count).toBe(1);
    expect(saved.batch?.ms).toBeLessThanOrEqual(saved.total?.ms ?? 0);
  });
});
