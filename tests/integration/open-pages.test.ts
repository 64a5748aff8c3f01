import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JournalArchive } from "../../src/domain/journal-archive";
import type { PageList } from "../../src/domain/open-pages";
import { printableNotesToolId } from "../../src/domain/tool-states";
import { json, newMember } from "../support/billing-members";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Open pages (D23, issue #27 items 1, 9 and 10): free writing as synced documents, in her archive and
// its search, in her exports, hers alone, and gone with her account.

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(testDatabaseKinds)("open pages on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const member = () => newMember(t, `pages-${++n}@example.test`, "Wren Hale");
  const get = (who: Member, path: string) => t.request(path, { cookie: who.cookie });
  const send = (who: Member, method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie: who.cookie, json: body, headers: { origin: ORIGIN } });
  const page = (date: string, title: string, body: string) => ({ date, title, body });

  it("keeps a page she writes, lists it newest first, finds it by a word, exports it, and shows it to no one else", async () => {
    const her = await member();
    const other = await member();
    const id = randomUUID();
    const older = randomUUID();
    const put = await send(her, "PUT", `/api/pages/${id}`, {
      value: page("2026-03-02", "After the storm", "The word is marigoldish and it is mine."),
      baseRevision: 0,
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ revision: 1 });
    await send(her, "PUT", `/api/pages/${older}`, {
      value: page("2026-01-10", "", "An older page."),
      baseRevision: 0,
    });

    const read = await json(await get(her, `/api/pages/${id}`));
    expect(read).toMatchObject({
      value: page("2026-03-02", "After the storm", "The word is marigoldish and it is mine."),
      revision: 1,
    });
    const list = await json<PageList>(await get(her, "/api/pages"));
    expect(list.pages.map((p) => p.id)).toEqual([id, older]);
    expect(list.pages[0]).toMatchObject({ title: "After the storm", date: "2026-03-02", words: 8 });

    const found = await json<JournalArchive>(await get(her, "/api/journal?q=marigoldish"));
    expect(found.entries).toEqual([
      expect.objectContaining({
        kind: "page",
        key: id,
        title: "After the storm",
        href: `/journal/pages/${id}`,
      }),
    ]);

    // Lists count words and cut excerpts where the text is stored: blank lines are no words, and a word
    // deep in a long page is shown in its own sentence.
    const long = randomUUID();
    const filler = "Quiet words fill the morning. ".repeat(80);
    const wrote = await send(her, "PUT", `/api/pages/${long}`, {
      value: page("2026-02-01", "", `\n\n  ${filler}Then a wrenlight came.  \n`),
      baseRevision: 0,
    });
    expect(wrote.status, await wrote.clone().text()).toBe(200);
    const listed = (await json<PageList>(await get(her, "/api/pages"))).pages.find((p) => p.id === long);
    expect(listed?.words).toBe(5 * 80 + 4);
    expect(listed?.excerpt.startsWith("Quiet words fill the morning.")).toBe(true);
    const deep = await json<JournalArchive>(await get(her, "/api/journal?q=wrenlight"));
    expect(deep.entries).toHaveLength(1);
    expect(deep.entries[0]).toMatchObject({ kind: "page", key: long, words: 5 * 80 + 4 });
    expect(deep.entries[0]?.excerpt).toMatch(/^….*Then a wrenlight came\.$/);
    await send(her, "DELETE", `/api/pages/${long}`);

    const exported = await json<{ pages: { id: string; text: string }[] }>(
      await get(her, "/api/account/export?format=json"),
    );
    expect(exported.pages.map((p) => p.text)).toContain("The word is marigoldish and it is mine.");
    const markdown = await (await get(her, "/api/account/export?format=md")).text();
    expect(markdown).toContain("### After the storm");
    expect(markdown).toContain("The word is marigoldish and it is mine.");

    // Another member sees none of it, and cannot write over it.
    expect((await json<PageList>(await get(other, "/api/pages"))).pages).toEqual([]);
    expect(await json(await get(other, `/api/pages/${id}`))).toEqual({
      value: null,
      revision: 0,
      updatedAt: null,
    });
    expect((await json<JournalArchive>(await get(other, "/api/journal?q=marigoldish"))).entries).toEqual([]);
    expect((await send(other, "DELETE", `/api/pages/${id}`)).status).toBe(404);
    expect((await json(await get(her, `/api/pages/${id}`))).revision).toBe(1);
  });

  it("answers a write from an older revision with 409 and the current page", async () => {
    const her = await member();
    const id = randomUUID();
    await send(her, "PUT", `/api/pages/${id}`, { value: page("2026-02-01", "", "First."), baseRevision: 0 });
    await send(her, "PUT", `/api/pages/${id}`, { value: page("2026-02-01", "", "Second."), baseRevision: 1 });
    const stale = await send(her, "PUT", `/api/pages/${id}`, {
      value: page("2026-02-01", "", "From the other phone."),
      baseRevision: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      current: { value: page("2026-02-01", "", "Second."), revision: 2 },
    });
  });

  it("refuses a page id that is not a UUID, a bad date and a body over the limit", async () => {
    const her = await member();
    expect(
      (
        await send(her, "PUT", "/api/pages/not-a-uuid", {
          value: page("2026-02-01", "", "x"),
          baseRevision: 0,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send(her, "PUT", `/api/pages/${randomUUID()}`, {
          value: page("2026-02-30", "", "x"),
          baseRevision: 0,
        })
      ).status,
    ).toBe(400);
    const long = await send(her, "PUT", `/api/pages/${randomUUID()}`, {
      value: page("2026-02-01", "", "a".repeat(150_001)),
      baseRevision: 0,
    });
    expect(long.status).toBe(400);
  });

  it("deletes a page for good, and all of them with her account", async () => {
    const her = await member();
    const id = randomUUID();
    await send(her, "PUT", `/api/pages/${id}`, {
      value: page("2026-02-01", "", "Gone soon."),
      baseRevision: 0,
    });
    expect((await send(her, "DELETE", `/api/pages/${id}`)).status).toBe(200);
    expect((await json<PageList>(await get(her, "/api/pages"))).pages).toEqual([]);

    const kept = randomUUID();
    await send(her, "PUT", `/api/pages/${kept}`, { value: page("2026-02-01", "", "Mine."), baseRevision: 0 });
    expect((await send(her, "DELETE", "/api/account", { password: "grace-123" })).status).toBe(200);
    const rows = await t.deps.database.db.execute(
      `select count(*)::int as n from pages where user_id = '${her.id}'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("finds a word from her check-in, a tool's reflection and a printable's notes, each with its kind", async () => {
    const her = await member();
    const today = new Date().toISOString().slice(0, 10);
    await send(her, "PUT", `/api/check-ins/${today}`, {
      value: {
        mood: "peaceful",
        energy: "medium",
        gratitude: "the heron by the canal",
        challenge: "a long meeting",
        intention: "walk home",
        timestamp: new Date().toISOString(),
      },
      baseRevision: 0,
    });
    await send(her, "PUT", "/api/tools/askForHelp", {
      value: { checkedItems: {}, reflection: "I asked about the heron book." },
      baseRevision: 0,
    });
    await send(her, "PUT", `/api/tools/${printableNotesToolId("january-worksheet")}`, {
      value: { notes: "A heron sketch in the margin." },
      baseRevision: 0,
    });
    const found = await json<JournalArchive>(await get(her, "/api/journal?q=heron"));
    expect(found.entries.map((entry) => entry.kind).sort()).toEqual(["check-in", "printable", "tool"]);
    expect(found.entries.find((entry) => entry.kind === "check-in")).toMatchObject({ key: today, day: null });
  });
});
