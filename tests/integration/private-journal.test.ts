import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openedExport } from "../../src/client/lib/private-journal/device-export";
import { createJournalKeys, seal, unseal } from "../../src/client/lib/private-journal/journal-crypto";
import { unlock } from "../../src/client/lib/private-journal/journal-privacy";
import { isSealed } from "../../src/domain/private-journal";
import { SEALED_IN_EXPORT } from "../../src/server/account/export-markdown";
import { createTestApp, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue 48 (docs/architecture.md, "The private journal"): her wrapped keys are hers alone, zod-checked;
// sealed values stand in every kind she writes; the server's own reads (search, excerpts, exports)
// never show or search ciphertext, and hand her the sealed values for her device to open.

describe.each(testDatabaseKinds)("the private journal on %s", (kind) => {
  let t: TestApp;
  let ana: string;
  let anaId: string;
  let bea: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await signUpVerified(t, "ana-private@example.test");
    bea = await signUpVerified(t, "bea-private@example.test");
    anaId = ((await (await t.request("/api/me", { cookie: ana })).json()) as { user: { id: string } }).user
      .id;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, json: unknown, cookie?: string) =>
    t.request(path, { method, json, cookie });
  const read = async <T>(path: string, cookie: string) => {
    const res = await t.request(path, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it("is hers alone to read and move; a visitor is asked to sign in", async () => {
    expect((await t.request("/api/private-journal")).status).toBe(401);
    expect(await read("/api/private-journal", ana)).toEqual({
      state: "off",
      keys: null,
      revision: 0,
      updatedAt: null,
    });
    const { keys } = await createJournalKeys(anaId, "a long walk by the sea");
    const on = await send("PUT", "/api/private-journal", { state: "sealing", keys, baseRevision: 0 }, ana);
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ state: "sealing", keys, revision: 1, updatedAt: expect.any(String) });
    expect(await read("/api/private-journal", bea)).toMatchObject({ state: "off", keys: null });
    expect(await read("/api/private-journal", ana)).toMatchObject({ state: "sealing", keys });
  });

  it("refuses keys that are not wrapped keys, a stale revision and a move that skips a step", async () => {
    const { keys } = await createJournalKeys("someone", "words");
    const bad = [
      { state: "sealing", keys: null, baseRevision: 0 },
      {
        state: "sealing",
        keys: { ...keys, passphrase: { ...keys.passphrase, wrapped: "not base64!" } },
        baseRevision: 0,
      },
      {
        state: "sealing",
        keys: { ...keys, passphrase: { ...keys.passphrase, memoryKiB: 8 } },
        baseRevision: 0,
      },
      { state: "off", keys, baseRevision: 0 },
      { state: "sealing", keys, baseRevision: 0, plain: "extra" },
    ];
    for (const body of bad) {
      const res = await send("PUT", "/api/private-journal", body, bea);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).not.toContain("at ");
    }
    const skip = await send("PUT", "/api/private-journal", { state: "on", keys, baseRevision: 0 }, bea);
    expect(skip.status).toBe(409);
    expect(await skip.json()).toMatchObject({ current: { state: "off" } });
    const stale = await send("PUT", "/api/private-journal", { state: "opening", keys, baseRevision: 7 }, ana);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { state: "sealing", revision: 1 } });
  });

  it("keeps sealed values in every kind she writes and hands them back for her device to open", async () => {
    const { keys } = (await read<{ keys: Parameters<typeof createJournalKeys>[1] }>(
      "/api/private-journal",
      ana,
    )) as never;
    const { dataKey } = await import("../../src/client/lib/private-journal/journal-crypto").then((m) =>
      m.changePassphrase(anaId, keys, { passphrase: "a long walk by the sea" }, "a long walk by the sea"),
    );
    const word = `quillwhisper${kind}`;
    const sealedAs = (documentKey: string) => seal(dataKey, anaId, documentKey, `About ${word}.`);
    const today = new Date().toISOString().slice(0, 10);
    const page = randomUUID();
    const writes: [string, unknown][] = [
      ["/api/journal/1", await sealedAs("journal-day-1")],
      [
        `/api/check-ins/${today}`,
        {
          mood: "peaceful",
          energy: "low",
          gratitude: await sealedAs(`checkIn-${today}:gratitude`),
          challenge: await sealedAs(`checkIn-${today}:challenge`),
          intention: "",
          timestamp: new Date().toISOString(),
        },
      ],
      [
        "/api/tools/askForHelp",
        { checkedItems: { "0": true }, reflection: await sealedAs("askForHelp:reflection") },
      ],
      [
        "/api/tools/printable-notes-january-worksheet",
        { notes: await sealedAs("printable-notes-january-worksheet:notes") },
      ],
      [
        `/api/pages/${page}`,
        {
          date: today,
          title: await sealedAs(`page-${page}:title`),
          body: await sealedAs(`page-${page}:body`),
        },
      ],
    ];
    for (const [path, value] of writes) {
      const res = await send("PUT", path, { value, baseRevision: 0 }, ana);
      expect(res.status, path).toBe(200);
    }

    const day = await read<{ value: string }>("/api/journal/1", ana);
    expect(isSealed(day.value)).toBe(true);
    expect(await unseal(dataKey, anaId, "journal-day-1", day.value)).toBe(`About ${word}.`);

    // Her archive lists what she wrote, with no ciphertext for an excerpt, and the server's search finds
    // nothing in ciphertext, not even a piece of it.
    const archive = await read<{ entries: { kind: string; excerpt: string }[] }>("/api/journal", ana);
    expect(archive.entries.map((entry) => entry.kind).sort()).toEqual([
      "check-in",
      "day",
      "page",
      "printable",
      "tool",
    ]);
    for (const entry of archive.entries) expect(entry.excerpt).toBe("");
    // Nor a count of words it cannot read: her list of pages shows none (her device opens the title).
    const pageList = await read<{ pages: { excerpt: string; words: number | null }[] }>("/api/pages", ana);
    expect(pageList.pages).toEqual([expect.objectContaining({ excerpt: "", words: null })]);
    const piece = day.value.slice(-12, -4);
    for (const q of [piece, "sealed", "g2g"]) {
      const found = await read<{ entries: unknown[] }>(`/api/journal?q=${encodeURIComponent(q)}`, ana);
      expect(found.entries, q).toEqual([]);
    }

    const markdown = await (await t.request("/api/account/export?format=md", { cookie: ana })).text();
    expect(markdown).toContain(SEALED_IN_EXPORT);
    expect(markdown).not.toContain("g2g-sealed");
    const json = await read<{ privateJournal: { keys: unknown }; reflections: { text: string }[] }>(
      "/api/account/export?format=json",
      ana,
    );
    expect(json.privateJournal.keys).toEqual(keys);
    expect(json.reflections[0]?.text).toBe(day.value);

    // Her device opens the same export: every text she wrote, as she wrote it.
    unlock(anaId, "on", dataKey);
    vi.stubGlobal("fetch", (path: string, init: RequestInit) => t.request(path, { ...init, cookie: ana }));
    const opened = JSON.parse(await (await openedExport(anaId)).text());
    vi.unstubAllGlobals();
    const about = `About ${word}.`;
    expect(opened.reflections[0].text).toBe(about);
    expect(opened.checkIns[0]).toMatchObject({ gratitude: about, challenge: about, intention: "" });
    expect(opened.tools[0].state).toEqual({ checkedItems: { "0": true }, reflection: about });
    expect(opened.printableNotes[0].notes).toBe(about);
    expect(opened.pages[0]).toMatchObject({ title: about, text: about });
  });

  it("refuses a value that claims to be sealed but is not shaped as her device seals", async () => {
    const forged = await send(
      "PUT",
      "/api/journal/2",
      { value: "g2g-sealed:1:short:x", baseRevision: 0 },
      bea,
    );
    expect(forged.status).toBe(400);
    const tool = await send(
      "PUT",
      "/api/tools/askForHelp",
      { value: { checkedItems: {}, reflection: "g2g-sealed:1:short:x" }, baseRevision: 0 },
      bea,
    );
    expect(tool.status).toBe(400);
    expect(JSON.stringify(await tool.json())).toContain(
      "claims to be sealed but is not sealed as this app seals",
    );
  });

  it("holds sealed words to their kind's limits: a check-in answer too long to be 5,000 characters is refused", async () => {
    const { dataKey } = await createJournalKeys(anaId, "a long walk by the sea");
    const today = new Date().toISOString().slice(0, 10);
    const answer = (text: string) => seal(dataKey, anaId, `checkIn-${today}:intention`, text);
    const checkIn = async (intention: string) =>
      send(
        "PUT",
        `/api/check-ins/${today}`,
        {
          value: {
            mood: "calm",
            energy: "medium",
            gratitude: "",
            challenge: "",
            intention,
            timestamp: new Date().toISOString(),
          },
          baseRevision: 1,
        },
        ana,
      );
    const tooLong = await checkIn(await answer("a".repeat(20_000)));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain("the limit is 5,000 characters");
  });

  it("turns on, re-wraps and turns off again, each from the revision her device read", async () => {
    const current = await read<{ keys: never; revision: number }>("/api/private-journal", ana);
    const turnedOn = await send(
      "PUT",
      "/api/private-journal",
      { state: "on", keys: current.keys, baseRevision: 1 },
      ana,
    );
    expect(await turnedOn.json()).toMatchObject({ state: "on", revision: 2 });
    const { keys: rewrapped } = await import("../../src/client/lib/private-journal/journal-crypto").then(
      (m) =>
        m.changePassphrase(anaId, current.keys, { passphrase: "a long walk by the sea" }, "rain on the roof"),
    );
    const again = await send(
      "PUT",
      "/api/private-journal",
      { state: "on", keys: rewrapped, baseRevision: 2 },
      ana,
    );
    expect(await again.json()).toMatchObject({ state: "on", keys: rewrapped, revision: 3 });
    const opening = await send(
      "PUT",
      "/api/private-journal",
      { state: "opening", keys: rewrapped, baseRevision: 3 },
      ana,
    );
    expect(opening.status).toBe(200);
    const off = await send("PUT", "/api/private-journal", { state: "off", keys: null, baseRevision: 4 }, ana);
    expect(await off.json()).toEqual({ state: "off", keys: null, revision: 0, updatedAt: null });
  });
});
