import { describe, expect, it } from "vitest";
import { dayRuleBreak, type EditableDay } from "./day-rules";
import { journeyOutline } from "./journey-outline";
import { journeyPrompts } from "./journey-prompts";

const repositoryDays: EditableDay[] = journeyPrompts.map(({ day, ...layers }) => ({
  ...layers,
  title: journeyOutline.find((entry) => entry.day === day)?.title ?? "",
}));

describe("the rules a day keeps in the coach's editor", () => {
  it("lets every day of the repository through", () => {
    expect(
      repositoryDays.map((day, i) => [i + 1, dayRuleBreak(day)]).filter(([, broken]) => broken !== null),
    ).toEqual([]);
  });

  const day12 = repositoryDays[11] as EditableDay;

  it.each([
    [{ prompt: "What do you need? And what do you want?" }, "one-question", "prompt"],
    [{ prompt: "What do you need, and what has been in the way?" }, "one-question", "prompt"],
    [{ gentlePrompt: "" }, "gentle-version", "gentlePrompt"],
    [{ deeperPrompt: "Is that true? What else?" }, "go-deeper", "deeperPrompt"],
    [
      { guidance: "You should write for ten minutes before anything else today, every day." },
      "voice",
      "guidance",
    ],
    [
      { prompt: "What has the grief of this year taught you?", care: false, safety: false },
      "care-note",
      "care",
    ],
    [{ title: "Rest" }, "title-length", "title"],
  ] as const)("names the rule a changed day breaks: %o", (change, rule, field) => {
    expect(dayRuleBreak({ ...day12, ...change })).toMatchObject({ rule, field });
  });
});
