import { describe, expect, it } from "vitest";
import { returnPrompts } from "../../content/return-prompts";
import { memberDataMarkdown, SEALED_ELSEWHERE, SEALED_IN_EXPORT } from "./export-markdown";
import type { MemberData } from "./member-data";
import { wordFieldsOf } from "./tables-of-hers";

/** Her export with nothing in it but `sections`. */
const exportOf = (sections: Record<string, unknown>) =>
  ({
    profile: { firstName: "Ana", lastName: "", email: "ana@example.test" },
    exportedAt: "2026-03-10T09:00:00.000Z",
    reflections: [],
    checkIns: [],
    tools: [],
    printableNotes: [],
    pages: [],
    returnReflections: [],
    giftsGiven: [],
    giftsReceived: [],
    otherTables: {},
    ...sections,
  }) as unknown as MemberData;

const seal = (name: string) =>
  `g2g-sealed:1:${"A".repeat(16)}:${Buffer.from(name).toString("base64url")}AAAAAAAAAAAAAAAAAAAAAA`;

// D24: a check-in saved with mood and energy only reads as that in her export, with no blank answers.
describe("the Markdown export of a check-in", () => {
  it("leaves out the written answers she left empty, and keeps the ones she wrote", () => {
    const data = exportOf({
      checkIns: [
        {
          date: "2026-03-09",
          mood: "overwhelmed",
          energy: "depleted",
          gratitude: "",
          challenge: "",
          intention: "Sleep early",
          tags: [],
          savedAt: "2026-03-09T21:00:00.000Z",
        },
      ],
    });
    const markdown = memberDataMarkdown(data);
    const section = markdown.slice(markdown.indexOf("## Check-ins"));
    expect(section).toContain("Sleep early");
    expect(section).not.toContain("grateful");
    expect(section).not.toContain("weighing on you");
    expect(section).not.toMatch(/\*\*\s*$/m);
  });
});

// docs/architecture.md, "The private journal": her device puts her opened words where this export printed
// a sentence for each sealed text, in order, so every sealed text has its place, a title over an empty page too.
describe("the Markdown export of a private journal's pages", () => {
  it("prints one sentence for each sealed page, where its title or its words go", () => {
    const data = exportOf({
      pages: [
        { id: "p1", date: "2026-03-01", title: seal("title"), text: seal("body") },
        { id: "p2", date: "2026-03-02", title: seal("title only"), text: "" },
        { id: "p3", date: "2026-03-03", title: "Plain", text: "" },
      ],
    });
    const section = memberDataMarkdown(data).split("## Open pages")[1]?.split("## Check-ins")[0] ?? "";
    expect(section.split(SEALED_IN_EXPORT)).toHaveLength(3);
    expect(section).not.toContain("g2g-sealed");
    expect(section).toContain("### Plain");
  });
});

describe("the Markdown export of her answers to the monthly return prompts", () => {
  it("prints each answer she wrote under its month, theme and question, and a sealed one as a sentence", () => {
    const data = exportOf({
      returnReflections: [
        { month: 2, text: "The # hallway\n# shelf, cleared." },
        { month: 3, text: "  " },
        { month: 4, text: seal("april") },
      ],
    });
    const section = memberDataMarkdown(data).split("## What comes next")[1] ?? "";
    const february = returnPrompts[1];
    expect(section).toContain(`### February · ${february?.theme}\n\n> ${february?.question}`);
    expect(section).toContain("The # hallway\n # shelf, cleared.");
    expect(section).not.toContain("### March");
    expect(section).toContain(`### April · ${returnPrompts[3]?.theme}`);
    expect(section.split(SEALED_IN_EXPORT)).toHaveLength(2);
  });
});

// docs/architecture.md, "Adding a kind of document": a kind whose table her export does not reshape still
// reads on paper, its words where storage-quota.ts's `wordsOf` says they are, with no edit here.
describe("the Markdown export of a table with no section of its own", () => {
  it("prints her words in the fields that hold them, and only those", () => {
    const data = exportOf({
      otherTables: {
        gratitudeLists: [
          { id: 1, date: "2026-03-01", items: "Rain on the roof.\n# A heading of hers", mood: "calm" },
          { id: 2, date: "2026-03-02", items: seal("items"), mood: "low" },
          { id: 3, date: "2026-03-03", items: " ", mood: "low" },
        ],
        quietThings: [{ id: 1, count: 3 }],
      },
    });
    const markdown = memberDataMarkdown(data, new Map(), new Map([["gratitudeLists", ["items"]]]));
    const section = markdown.slice(markdown.indexOf("## Gratitude lists"));
    expect(section).toContain("### Gratitude lists: Items\n\nRain on the roof.\n # A heading of hers");
    expect(section).toContain(SEALED_ELSEWHERE);
    expect(section).not.toContain(SEALED_IN_EXPORT);
    expect(section.match(/### /g)).toHaveLength(2);
    expect(markdown).not.toContain("calm");
    expect(markdown).not.toContain("Quiet things");
  });

  it("finds the fields of her words from the registry's kinds, by each table's name in the schema", () => {
    const fields = wordFieldsOf();
    expect(fields.get("journalEntries")).toEqual(["content"]);
    expect(fields.get("checkIns")).toEqual(["gratitude", "challenge", "intention"]);
    expect(fields.get("pages")).toEqual(["body", "title"]);
  });
});
