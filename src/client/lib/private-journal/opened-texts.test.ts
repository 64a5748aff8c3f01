import { beforeEach, describe, expect, it, vi } from "vitest";
import { unlockedJournal } from "../../../../tests/support/unlocked-journal";
import type { ArchiveEntry } from "../../../domain/journal-archive";
import { isSealed } from "../../../domain/text-limits";

// Her private words opened on her device (opened-texts.ts): every kind's sealed texts open under the key
// and field her device sealed them with; one moved from another entry does not; a locked journal says so;
// her archive is searched and excerpted from the opened words.

const USER = "member-a";

beforeEach(() => vi.resetModules());

const unlocked = () => unlockedJournal(USER);

const entry = (kind: ArchiveEntry["kind"], key: string, title: string): ArchiveEntry => ({
  kind,
  key,
  day: kind === "day" ? Number(key) : null,
  href: "/journal",
  title,
  excerpt: "",
  words: 1,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  completedAt: null,
});

describe("opening her private words on her device", () => {
  it("opens each kind's sealed texts under the document key and field they were sealed with", async () => {
    const { seal, opened } = await unlocked();
    const { sealedUnder } = opened;
    const data = {
      reflections: [{ day: 3, text: await seal(sealedUnder.reflection(3), "Day three: the lighthouse.") }],
      returnReflections: [
        { month: "2026-10", text: await seal(sealedUnder.returnAnswer("2026-10"), "Back") },
      ],
      checkIns: [
        {
          date: "2026-11-02",
          mood: "calm",
          gratitude: await seal(sealedUnder.checkIn("2026-11-02", "gratitude"), "Warm bread"),
          challenge: "",
          intention: await seal(sealedUnder.checkIn("2026-11-02", "intention"), "Walk at noon"),
        },
      ],
      pages: [
        {
          id: "p1",
          title: await seal(sealedUnder.pageTitle("p1"), "Harbour"),
          text: await seal(sealedUnder.pageBody("p1"), "Boats at dusk."),
        },
      ],
      printableNotes: [
        { printable: "values", notes: await seal(sealedUnder.printableNotes("values"), "Kin") },
      ],
      tools: [
        {
          tool: "gratitude-jar",
          state: { note: await seal(sealedUnder.tool("gratitude-jar", "note"), "Jar") },
        },
      ],
      profile: { email: "a@example.com" },
    };
    expect(isSealed(data.reflections[0]?.text)).toBe(true);
    const open = await opened.openerFor(USER, "throw");
    const result = await opened.openExport(data, open);
    expect(result).toEqual({
      reflections: [{ day: 3, text: "Day three: the lighthouse." }],
      returnReflections: [{ month: "2026-10", text: "Back" }],
      checkIns: [
        {
          date: "2026-11-02",
          mood: "calm",
          gratitude: "Warm bread",
          challenge: "",
          intention: "Walk at noon",
        },
      ],
      pages: [{ id: "p1", title: "Harbour", text: "Boats at dusk." }],
      printableNotes: [{ printable: "values", notes: "Kin" }],
      tools: [{ tool: "gratitude-jar", state: { note: "Jar" } }],
      profile: { email: "a@example.com" },
    });
  });

  it("a text moved from another entry is refused by an export and marked on a page", async () => {
    const { seal, opened } = await unlocked();
    const moved = await seal(opened.sealedUnder.reflection(4), "Day four's words");
    await expect(
      (await opened.openerFor(USER, "throw"))(moved, opened.sealedUnder.reflection(5)),
    ).rejects.toThrow("could not be opened");
    expect(await (await opened.openerFor(USER))(moved, opened.sealedUnder.reflection(5))).toBe(
      opened.NOT_OPENED,
    );
    expect(await (await opened.openerFor(USER))("plain words", opened.sealedUnder.reflection(5))).toBe(
      "plain words",
    );
  });

  it("a locked journal says so rather than showing sealed strings", async () => {
    const privacy = await import("./journal-privacy");
    privacy.rememberPrivacy(USER, "on", null);
    const opened = await import("./opened-texts");
    const open = await opened.openerFor(USER);
    await expect(open("g2g-sealed:1:AAAAAAAAAAAAAAAA:AAAA", "journal-day-1")).rejects.toThrow(
      "private and locked on this device",
    );
    await expect(opened.openedExport(USER)).rejects.toThrow("private and locked on this device");
  });

  it("searches and excerpts her archive from the opened words, every word of the search in each entry", async () => {
    const { opened } = await unlocked();
    const words = opened.archiveWords({
      reflections: [
        { day: 2, text: `${"Morning light. ".repeat(20)}Then the heron lifted off the marsh.` },
        { day: 1, text: "A quiet start." },
      ],
      pages: [{ id: "p1", title: "Heron notes", text: "Grey wings over the marsh." }],
      checkIns: [{ date: "2026-11-02", gratitude: "Tea", challenge: "", intention: "Rest" }],
    });
    const entries = [
      entry("page", "p1", "2 November 2026"),
      entry("check-in", "2026-11-02", "Check-in · 2 November 2026"),
      entry("day", "2", "Seeing"),
      entry("day", "1", "Beginning"),
    ];
    const found = opened.searchOnDevice(entries, words, "HERON marsh");
    expect(found.map((each) => [each.key, each.title])).toEqual([
      ["p1", "Heron notes"],
      ["2", "Seeing"],
    ]);
    expect(found[0]?.excerpt).toBe("Grey wings over the marsh.");
    expect(found[1]?.excerpt).toMatch(/^….*Then the heron lifted off the marsh\.$/);
    const all = opened.searchOnDevice(entries, words, "");
    expect(all.map((each) => each.excerpt)).toEqual([
      "Grey wings over the marsh.",
      "Tea · Rest",
      expect.stringMatching(/^Morning light\./),
      "A quiet start.",
    ]);
    expect(all[3]?.words).toBe(3);
    expect(opened.searchOnDevice(entries, words, "lighthouse")).toEqual([]);
  });

  it("opens read-backs and check-in answers row by row, leaving plain words and moods as they are", async () => {
    const { seal, opened } = await unlocked();
    const [readBack] = await opened.openReadBacks(USER, [
      { day: 2, title: "Day two", content: await seal("journal-day-2", "The gate at dusk."), updatedAt: "x" },
    ]);
    expect(readBack?.content).toBe("The gate at dusk.");
    const [checkIn] = await opened.openCheckIns(USER, [
      {
        date: "2026-11-02",
        mood: "calm",
        energy: "low",
        gratitude: await seal("checkIn-2026-11-02:gratitude", "Soup"),
        challenge: "plain worry",
        intention: "",
        tags: ["walk"],
        savedAt: "x",
      },
    ]);
    expect(checkIn).toMatchObject({
      mood: "calm",
      gratitude: "Soup",
      challenge: "plain worry",
      intention: "",
    });
  });
});

describe("the keys texts are opened under", () => {
  it("are the keys the store seals each kind's texts under (document-kinds.ts, sealing-wire.ts)", async () => {
    const { sealedUnder } = await import("./opened-texts");
    const { documentKinds } = await import("../document-kinds");
    const { sealedTextKey } = await import("../../../domain/text-limits");
    expect(sealedUnder.reflection(3)).toBe(sealedTextKey(documentKinds.reflection.localKey(3)));
    expect(sealedUnder.returnAnswer(2)).toBe(sealedTextKey(documentKinds.returnAnswer.localKey(2)));
    expect(sealedUnder.checkIn("2026-11-02", "challenge")).toBe(
      sealedTextKey(documentKinds.checkIn.localKey("2026-11-02"), "challenge"),
    );
    expect(sealedUnder.pageTitle("p1")).toBe(sealedTextKey(documentKinds.page.localKey("p1"), "title"));
    expect(sealedUnder.pageBody("p1")).toBe(sealedTextKey(documentKinds.page.localKey("p1"), "body"));
    expect(sealedUnder.printableNotes("values")).toBe(
      sealedTextKey(documentKinds.printableNotes.localKey("values"), "notes"),
    );
    expect(sealedUnder.tool("askForHelp", "note")).toBe(
      sealedTextKey(documentKinds.tool.localKey("askForHelp"), "note"),
    );
  });
});
