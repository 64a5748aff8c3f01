import { describe, expect, it } from "vitest";
import { memberDataMarkdown } from "../../src/server/account/export-markdown";
import { unlockedJournal } from "../support/unlocked-journal";

// docs/architecture.md, "The private journal": her Markdown export made on her device is the server's
// Markdown for her device, each sealed text in place with the key it was sealed under, opened there. Nothing
// depends on the order the server prints its sections in.

const USER = "member-a";

const unlocked = () => unlockedJournal(USER);

describe("her Markdown export made on her device", () => {
  it("opens each sealed text in place in the server's Markdown for her device, under its own key", async () => {
    const { seal, opened } = await unlocked();
    const data = {
      profile: { firstName: "Ana", lastName: "", email: "ana@example.test" },
      exportedAt: "2026-11-03T09:00:00.000Z",
      reflections: [
        { day: 1, title: "Arriving", text: await seal("journal-day-1", "# Not a heading\nFirst day.") },
        { day: 2, title: "Noticing", text: "Plain second day." },
      ],
      pages: [
        {
          id: "p1",
          date: "2026-11-01",
          title: await seal("page-p1:title", "Harbour"),
          text: await seal("page-p1:body", "Boats."),
        },
        // A title she sealed over a page she has not written on yet keeps its place too.
        { id: "p2", date: "2026-11-02", title: await seal("page-p2:title", "Lighthouse"), text: "" },
        { id: "p3", date: "2026-11-03", title: "Plain", text: "Plain words." },
      ],
      checkIns: [
        {
          date: "2026-11-02",
          mood: "calm",
          energy: "medium",
          gratitude: await seal("checkIn-2026-11-02:gratitude", "Tea\nand toast"),
          challenge: "",
          intention: "Rest",
          tags: [],
        },
      ],
      tools: [{ tool: "gratitude-jar", state: { note: await seal("gratitude-jar:note", "Jar") } }],
      printableNotes: [
        { printable: "values", title: "Values", notes: await seal("printable-notes-values:notes", "Kin") },
      ],
      returnReflections: [
        { month: 2, text: "Plain February." },
        { month: 3, text: await seal("return-month-3", "March, sealed.") },
      ],
      giftsGiven: [],
      otherTables: {},
    } as unknown as Parameters<typeof memberDataMarkdown>[0];
    const forDevice = memberDataMarkdown(data, new Map(), new Map(), true);
    const markdown = await opened.openInPlace(forDevice, await opened.openerFor(USER, "throw"));
    expect(markdown).not.toMatch(/g2g-sealed|⟪/);
    expect(markdown).toContain("### Day 1 · Arriving\n\n # Not a heading\nFirst day.\n\n### Day 2");
    expect(markdown).toContain("\n\n**Harbour**\n\nBoats.\n\n### Page of");
    expect(markdown).toContain("\n\n**Lighthouse**\n\n### Plain");
    expect(markdown).toContain("Plain words.");
    expect(markdown).toMatch(/\*\* Tea and toast\n/);
    expect(markdown).toContain("### gratitude-jar: Note\n\nJar\n");
    expect(markdown).toContain("### Values\n\nKin\n");
    expect(markdown).toContain("Plain February.");
    expect(markdown).toMatch(/### March · .+\n\n> .+\n\nMarch, sealed\.\n/);
    // A text moved to another entry's place does not open there: the copy is refused, not mislabelled.
    const moved = forDevice.replace("|journal-day-1|", "|journal-day-2|");
    await expect(opened.openInPlace(moved, await opened.openerFor(USER, "throw"))).rejects.toThrow();
  });
});
