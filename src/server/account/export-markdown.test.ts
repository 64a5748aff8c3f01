import { describe, expect, it } from "vitest";
import { memberDataMarkdown } from "./export-markdown";
import type { MemberData } from "./member-data";

// D24: a check-in saved with mood and energy only reads as that in her export, with no blank answers.
describe("the Markdown export of a check-in", () => {
  it("leaves out the written answers she left empty, and keeps the ones she wrote", () => {
    const data = {
      profile: { firstName: "Ana", lastName: "", email: "ana@example.test" },
      exportedAt: "2026-03-10T09:00:00.000Z",
      reflections: [],
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
      tools: [],
      printableNotes: [],
      pages: [],
      returnReflections: [],
    } as unknown as MemberData;
    const markdown = memberDataMarkdown(data);
    const section = markdown.slice(markdown.indexOf("## Check-ins"));
    expect(section).toContain("Sleep early");
    expect(section).not.toContain("grateful");
    expect(section).not.toContain("weighing on you");
    expect(section).not.toMatch(/\*\*\s*$/m);
  });
});
