import { describe, expect, it } from "vitest";
import { affirmationRuleBreak, type EditableAffirmation, printableRuleBreak } from "./calendar-rules";
import { months } from "./months/index";
import { printables } from "./printables";

// The rules an affirmation and a printable keep in the coach's editor (issue #47): every text we ship keeps
// them, and a changed text is refused with the rule and the field named.

const affirmations: [string, EditableAffirmation][] = months.flatMap((month) =>
  month.days.map(({ day, text, guidance, care }): [string, EditableAffirmation] => [
    `${month.id} ${day}`,
    { text, guidance: guidance ?? "", care: care ?? false },
  ]),
);

describe("the rules an affirmation keeps in the coach's editor", () => {
  it("lets every affirmation of the repository through", () => {
    expect(affirmations.filter(([, value]) => affirmationRuleBreak(value) !== null)).toEqual([]);
  });

  const first = (affirmations[0] as [string, EditableAffirmation])[1];

  it.each([
    [{ text: "Rest comes first today, before a single message is opened." }, "action-step", "text"],
    [{ text: "I rest." }, "text-length", "text"],
    [{ guidance: "Sit ".repeat(25).trim() }, "guidance-length", "guidance"],
    [{ text: 'I say "no" once today and let the quiet after it be enough for me.' }, "quotes", "text"],
    [{ text: "I let the grief of this year sit beside me for one slow cup of tea." }, "care-note", "care"],
    [{ guidance: "You must finish every task before you rest tonight." }, "voice", "guidance"],
  ] as const)("names the rule a changed affirmation breaks: %o", (change, rule, field) => {
    expect(affirmationRuleBreak({ ...first, ...change })).toMatchObject({ rule, field });
  });

  it("takes an empty step for the day as none", () => {
    expect(affirmationRuleBreak({ ...first, guidance: "" })).toBeNull();
  });
});

describe("the rules a printable keeps in the coach's editor", () => {
  it("lets every printable of the repository through", () => {
    expect(printables.filter((p) => printableRuleBreak(p) !== null).map((p) => p.id)).toEqual([]);
  });

  const { title, description } = printables[0] as (typeof printables)[number];

  it.each([
    [{ title: "Pause" }, "title-length", "title"],
    [{ description: "Too short to guide anyone." }, "description-length", "description"],
  ] as const)("names the rule a changed printable breaks: %o", (change, rule, field) => {
    expect(printableRuleBreak({ title, description, ...change })).toMatchObject({ rule, field });
  });
});
