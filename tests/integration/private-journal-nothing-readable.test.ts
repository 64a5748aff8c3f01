import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentKinds, type KindName } from "../../src/client/lib/document-kinds";
import { createJournalKeys } from "../../src/client/lib/private-journal/journal-crypto";
import { unlock } from "../../src/client/lib/private-journal/journal-privacy";
import { sealingWire } from "../../src/client/lib/private-journal/sealing-wire";
import { journalEntries } from "../../src/server/db/schema";
import { ADMIN_EMAIL, createTestApp, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue 48, item 5: "Nothing readable leaves her device". While her journal is private she writes a
// unique word in every kind, sealed by the codec seam exactly as her device seals it (document-kinds.ts
// `texts`, sealing-wire.ts); the word is then in no table of the database, no server log line, no mail
// and no API answer, hers or the admin's.

describe.each(testDatabaseKinds)("nothing readable leaves her device, on %s", (kind) => {
  let t: TestApp;
  const logged: string[] = [];
  let her: string;
  let herId: string;
  let admin: string;
  const word = `quillzephyr${kind}${Date.now() % 10_000}`;
  const today = new Date().toISOString().slice(0, 10);
  const page = randomUUID();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { log: (line) => logged.push(line) });
    her = await signUpVerified(t, "private-words@example.test");
    admin = await signUpVerified(t, ADMIN_EMAIL);
    herId = ((await (await t.request("/api/me", { cookie: her })).json()) as { user: { id: string } }).user
      .id;
  });
  afterAll(() => t.close());

  const send = (path: string, json: unknown, method = "PUT") =>
    t.request(path, { method, json, cookie: her });

  /** Her value of a kind as her device sends it while her journal is private. */
  async function sealedValue<N extends KindName>(name: N, key: unknown, value: unknown) {
    const kindOf = documentKinds[name] as { localKey(key: unknown): string; texts?: never };
    const wire = sealingWire(kindOf.texts as never, herId, kindOf.localKey(key));
    return wire.out(value);
  }

  it("keeps no readable word of hers in any table, log line, mail or API answer", async () => {
    const { keys, dataKey } = await createJournalKeys(herId, "a long walk by the sea");
    expect((await send("/api/private-journal", { state: "sealing", keys, baseRevision: 0 })).status).toBe(
      200,
    );
    unlock(herId, "on", dataKey);
    // Every day completed (written straight to her rows), so the return prompts are hers to answer.
    await t.deps.database.db
      .insert(journalEntries)
      .values(Array.from({ length: 75 }, (_, i) => ({ userId: herId, day: i + 1, completedAt: new Date() })));
    await send("/api/settings/reminders", {
      value: { enabled: true, hour: 8, timeZone: "UTC", affirmationOnly: false, weekly: true, news: true },
      baseRevision: 0,
    });

    const about = `A day of ${word}, and more.`;
    const writes: [KindName, unknown, string, unknown][] = [
      ["reflection", 1, "/api/journal/1", about],
      ["returnAnswer", 1, "/api/journey/return-prompts/1", about],
      [
        "checkIn",
        today,
        `/api/check-ins/${today}`,
        {
          mood: "neutral",
          energy: "low",
          gratitude: about,
          challenge: about,
          intention: about,
          tags: ["Outside"],
          timestamp: new Date().toISOString(),
        },
      ],
      [
        "tool",
        "cleanForClarity",
        "/api/tools/cleanForClarity",
        { checkedItems: { "0-0": true }, intention: about, insights: about },
      ],
      [
        "printableNotes",
        "january-worksheet",
        "/api/tools/printable-notes-january-worksheet",
        { notes: about },
      ],
      ["page", page, `/api/pages/${page}`, { date: today, title: word, body: about }],
    ];
    for (const [name, key, path, value] of writes) {
      const sealed = await sealedValue(name, key, value);
      expect(JSON.stringify(sealed)).not.toContain(word);
      const saved = await send(path, { value: sealed, baseRevision: 0 });
      expect(saved.status, path).toBe(200);
    }
    expect((await send("/api/private-journal", { state: "on", keys, baseRevision: 1 })).status).toBe(200);
    // Her weekly letter, sent now, and the mails of the admin's console.
    expect((await t.request("/api/dev/weekly-letter", { method: "POST", cookie: her })).status).toBe(200);

    // Every table, every row, every column.
    const db = t.deps.database.db;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
    const names = (tables.rows ?? tables).map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining(["journal_entries", "check_ins", "tool_states", "pages", "return_entries"]),
    );
    for (const table of names) {
      const found = (await db.execute(
        sql.raw(`select count(*)::int as n from "${table}" t where t::text ilike '%${word}%'`),
      )) as unknown as { rows?: { n: number }[] } & { n: number }[];
      expect((found.rows ?? found)[0]?.n, table).toBe(0);
    }

    // Every answer she or the admin can read about her.
    const herAnswers = [
      "/api/journal",
      "/api/journal/1",
      `/api/on-this-day?today=${today}`,
      "/api/journal/7/read-backs",
      `/api/check-ins?from=${today}&to=${today}`,
      "/api/check-in-patterns",
      `/api/check-ins/${today}`,
      "/api/tools/cleanForClarity",
      "/api/tools/printable-notes-january-worksheet",
      "/api/pages",
      `/api/pages/${page}`,
      "/api/journey/return-prompts",
      "/api/journey/return-prompts/1",
      "/api/journey/welcome-back",
      "/api/account/export?format=json",
      "/api/account/export?format=md",
      "/api/private-journal",
    ];
    for (const path of herAnswers) {
      const res = await t.request(path, { cookie: her });
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text(), path).not.toContain(word);
    }
    const adminAnswers = [
      "/api/admin/stats",
      "/api/admin/users",
      "/api/admin/overview",
      "/api/admin/members",
      `/api/admin/members/${herId}`,
      "/api/admin/members?format=csv",
      "/api/admin/audit",
    ];
    for (const path of adminAnswers) {
      const res = await t.request(path, { cookie: admin });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain(word);
    }

    const mails = (await (await t.request("/api/dev/mailbox")).json()) as { to: string; subject: string }[];
    expect(mails.some((mail) => mail.to === "private-words@example.test")).toBe(true);
    expect(JSON.stringify(mails)).not.toContain(word);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).not.toContain(word);
  });
});
