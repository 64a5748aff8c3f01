import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SyncSaved } from "../../src/domain/sync";
import { readRevisioned, writeRevisioned } from "../../src/server/db/revisioned";
import { checkIns, pages, toolStates } from "../../src/server/db/schema";
import { createTestApp, insertVerifiedMember, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// The revision-guarded write every synced document shares (src/server/db/revisioned.ts). Its usual
// shapes run as statements prepared once; a value given as SQL builds its statement each time. Both
// must keep the same rule: a write lands only on the revision it was edited from.
describe.each(testDatabaseKinds)("a revision-guarded write on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Writes 1 to 5 as another device and a stale tab would: only the writes from the stored revision land. */
  async function expectLandsOncePerRevision(write: (n: number, base: number) => Promise<SyncSaved | null>) {
    expect(await write(1, 0)).toMatchObject({ revision: 1 });
    expect(await write(2, 0)).toBeNull();
    expect(await write(3, 1)).toMatchObject({ revision: 2 });
    expect(await write(4, 1)).toBeNull();
    expect(await write(5, 2)).toMatchObject({ revision: 3 });
  }

  it("lands once per revision, whether its statement was prepared or built", async () => {
    const { db } = t.deps.database;
    const userId = await insertVerifiedMember(t, `revisioned-${kind}@example.test`);
    const toolRow = { savedAt: toolStates.updatedAt, key: { userId, tool: "askForHelp" } };
    await expectLandsOncePerRevision((n, base) =>
      writeRevisioned(
        db,
        toolStates,
        { ...toolRow, values: { state: { round: n }, updatedAt: new Date() } },
        base,
      ),
    );
    expect(await readRevisioned(db, toolStates, { ...toolRow, value: toolStates.state }, null)).toMatchObject(
      {
        value: { round: 5 },
        revision: 3,
      },
    );
    // now() is part of the statement's text: built each time.
    const pageRow = { savedAt: pages.updatedAt, key: { userId, id: "page-1" } };
    await expectLandsOncePerRevision((n, base) =>
      writeRevisioned(
        db,
        pages,
        { ...pageRow, values: { title: `Title ${n}`, body: "", date: "2026-03-01", updatedAt: sql`now()` } },
        base,
      ),
    );
    expect(await readRevisioned(db, pages, { ...pageRow, value: pages.title }, "")).toMatchObject({
      value: "Title 5",
      revision: 3,
    });
  });

  it("leaves a column whose value is undefined as it was, as a built statement does", async () => {
    const { db } = t.deps.database;
    const userId = await insertVerifiedMember(t, `revisioned-undefined-${kind}@example.test`);
    const write = (state: unknown, updatedAt: Date | undefined, base: number) =>
      writeRevisioned(
        db,
        toolStates,
        { savedAt: toolStates.updatedAt, key: { userId, tool: "pressPlay" }, values: { state, updatedAt } },
        base,
      );
    const first = await write({ n: 1 }, new Date("2026-03-01T10:00:00Z"), 0);
    expect(first?.updatedAt).toBe("2026-03-01T10:00:00.000Z");
    const second = await write({ n: 2 }, undefined, 1);
    expect(second).toEqual({ revision: 2, updatedAt: "2026-03-01T10:00:00.000Z" });
  });

  // Updates that arrive in the same turn of the event loop are written by one statement (batcher.ts),
  // with every value sent as text and cast back to its column's type: the rule and the values must
  // come out exactly as a single write's.
  it("writes updates that arrive together in one batch, each only on its own revision", async () => {
    const { db } = t.deps.database;
    const ids = await Promise.all(
      [0, 1, 2].map((n) => insertVerifiedMember(t, `revisioned-batch-${n}-${kind}@example.test`)),
    );
    const tool = (userId: string, state: unknown, base: number, updatedAt = new Date()) =>
      writeRevisioned(
        db,
        toolStates,
        { savedAt: toolStates.updatedAt, key: { userId, tool: "askForHelp" }, values: { state, updatedAt } },
        base,
      );
    for (const userId of ids) expect(await tool(userId, { n: 0 }, 0)).toMatchObject({ revision: 1 });
    const written = 'She said "enough" \\ — and meant it.\n🌿 ünïcödé';
    const at = new Date("2026-03-01T10:11:12.345Z");
    const [first, stale, second, again] = await Promise.all([
      tool(ids[0] as string, { text: written, nested: { list: [1, "two", null] } }, 1, at),
      tool(ids[1] as string, { n: 1 }, 4),
      tool(ids[2] as string, "a plain string", 1, at),
      // Her second save of the same document waits for the first, and is edited from its revision.
      tool(ids[0] as string, { n: 2 }, 2, at),
    ]);
    expect(first).toEqual({ revision: 2, updatedAt: at.toISOString() });
    expect(stale).toBeNull();
    expect(second).toEqual({ revision: 2, updatedAt: at.toISOString() });
    expect(again).toEqual({ revision: 3, updatedAt: at.toISOString() });
    const read = (userId: string) =>
      readRevisioned(
        db,
        toolStates,
        { savedAt: toolStates.updatedAt, key: { userId, tool: "askForHelp" }, value: toolStates.state },
        null,
      );
    expect(await read(ids[0] as string)).toMatchObject({ value: { n: 2 }, revision: 3 });
    expect(await read(ids[1] as string)).toMatchObject({ value: { n: 0 }, revision: 1 });
    expect(await read(ids[2] as string)).toMatchObject({ value: "a plain string", revision: 2 });

    // A date in the key, text and a JSON array among the values.
    const checkIn = (userId: string, gratitude: string, tags: string[], base: number) =>
      writeRevisioned(
        db,
        checkIns,
        {
          savedAt: checkIns.savedAt,
          key: { userId, date: "2026-03-01" },
          values: {
            mood: "calm",
            energy: "steady",
            gratitude,
            challenge: "",
            intention: "",
            tags,
            savedAt: at,
          },
        },
        base,
      );
    for (const userId of ids) await checkIn(userId, "first", [], 0);
    const answers = await Promise.all(
      ids.map((userId, n) => checkIn(userId, `${written} ${n}`, [`tag ${n}`, "rest"], 1)),
    );
    expect(answers).toEqual(ids.map(() => ({ revision: 2, updatedAt: at.toISOString() })));
    const stored = await db
      .select({ gratitude: checkIns.gratitude, tags: checkIns.tags, date: checkIns.date })
      .from(checkIns)
      .where(sql`${checkIns.userId} in (${sql.join(ids, sql`, `)})`)
      .orderBy(checkIns.gratitude);
    expect(stored).toEqual(
      ids.map((_, n) => ({ gratitude: `${written} ${n}`, tags: [`tag ${n}`, "rest"], date: "2026-03-01" })),
    );
  });
});

// Each update of a batch that lands sends its own announcement, from the batch's one statement.
describe.runIf(process.env.TEST_DATABASE_URL)("a batch of revision-guarded writes on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres");
  });
  afterAll(() => t.close());

  it("announces each update of a batch that lands, and none that does not", async () => {
    const { db } = t.deps.database;
    const ids = await Promise.all(
      [0, 1, 2].map((n) => insertVerifiedMember(t, `revisioned-announce-${n}@example.test`)),
    );
    const listener = new pg.Client({ connectionString: t.deps.config.databaseUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (message) => heard.push(message.payload ?? ""));
    await listener.query("LISTEN revisioned_batch_test");
    const write = (userId: string, base: number) =>
      writeRevisioned(
        db,
        toolStates,
        {
          savedAt: toolStates.updatedAt,
          key: { userId, tool: "pressPlay" },
          values: { state: { base }, updatedAt: new Date() },
          announce: { channel: "revisioned_batch_test", payload: `${userId}@${base}` },
        },
        base,
      );
    /** What was heard once `count` notifications came (or 2 s passed) and the listener answered once more. */
    const heardAfter = async (count: number) => {
      for (let waited = 0; heard.length < count && waited < 2_000; waited += 25) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await listener.query("select 1");
      return heard.splice(0).sort();
    };
    try {
      for (const userId of ids) await write(userId, 0);
      expect(await heardAfter(3)).toEqual(ids.map((id) => `${id}@0`).sort());
      await Promise.all([write(ids[0] as string, 1), write(ids[1] as string, 3), write(ids[2] as string, 1)]);
      expect(await heardAfter(2)).toEqual([`${ids[0]}@1`, `${ids[2]}@1`].sort());
    } finally {
      await listener.end();
    }
  });
});
