import { describe, expect, it } from "vitest";
import { EMPTY_WEEK_LINE, type WeekInWords, WROTE_WEEK_LINE } from "../../domain/weekly-letter";
import { weeklyLetterMail } from "./weekly-letter-mail";

// The weekly letter never holds a word she wrote (issue #49): it is built from counts, dates and the
// coming theme, so every paragraph is one of a few fixed sentences with numbers and weekdays in them.

const letter = (week: WeekInWords) =>
  weeklyLetterMail({
    to: "ann@example.test",
    name: "Ann",
    week,
    journalUrl: "https://grace.example/journal",
    unsubscribeUrl: "https://grace.example/u",
  });

const FIXED = [
  /^Hi Ann,$/,
  /^This week you came to the page on [A-Z][a-z]+day(, [A-Z][a-z]+day)*( and [A-Z][a-z]+day)?\.$/,
  /^You wrote [\d,]+ words?\.$/,
  /^You checked in (once|\d+ times)\.$/,
  new RegExp(`^${WROTE_WEEK_LINE.replace(/[.]/g, "\\.")}$`),
  new RegExp(`^${EMPTY_WEEK_LINE}\\.$`),
  /^The coming week's affirmations are about [A-Z][A-Za-z ]+\.$/,
];

describe("the weekly letter", () => {
  it("is made of fixed sentences with counts, weekdays and the theme, and nothing else", () => {
    const wrote = letter({
      daysWritten: ["2026-11-23", "2026-11-26"],
      words: 1_204,
      checkIns: 3,
      theme: "Sovereign Grace",
    });
    const paragraphs = wrote.text.split("\n\n").slice(0, -2);
    expect(paragraphs.filter((p) => !FIXED.some((form) => form.test(p)))).toEqual([]);
    expect(paragraphs).toContain("This week you came to the page on Monday and Thursday.");
    expect(paragraphs).toContain(WROTE_WEEK_LINE);
    const quiet = letter({ daysWritten: [], words: 0, checkIns: 0, theme: "Letting Go" });
    expect(quiet.text).toContain(`${EMPTY_WEEK_LINE}.`);
    expect(quiet.text).not.toMatch(/words?\b.*\d|missed|streak/i);
  });

  it("has nothing of hers to quote: the week it is given holds counts and dates only", () => {
    const week: Required<WeekInWords> = { daysWritten: [], words: 0, checkIns: 0, theme: "" };
    expect(Object.keys(week).sort()).toEqual(["checkIns", "daysWritten", "theme", "words"]);
  });
});
