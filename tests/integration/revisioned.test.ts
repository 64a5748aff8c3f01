import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SyncSaved } from "../../src/domain/sync";
import { readRevisioned, writeRevisioned } from "../../src/server/db/revisioned";
import { pages, toolStates } from "../../src/server/db/schema";
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
});
