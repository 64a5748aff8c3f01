import { describe, expect, it } from "vitest";
import { z } from "zod";
import { gentleGuidance, timeLabel } from "../domain/journey";
import { PRINTABLE_COUNT } from "../domain/plan-opens";
import { pressPlayActionValues } from "../domain/press-play";
import {
  deeperProblem,
  gentleAsksTooMuch,
  heavyWithoutCare,
  longestSharedRun,
  minuteMismatches,
  SECOND_QUESTION,
  skeleton,
  skeletonCounts,
  TIC_CEILINGS,
  ticCounts,
  VOICE_RULES,
} from "./content-rules";
import {
  affirmationSchema,
  checkInQuestionSchema,
  checklistGroupSchema,
  choiceSchema,
  energySchema,
  guideSchema,
  journeyOutlineDaySchema,
  journeyPromptSchema,
  type Month,
  type MonthId,
  monthIdSchema,
  monthSchema,
  moodSchema,
  pressPlayActionSchema,
  printableSchema,
  resourceSchema,
  sectionSchema,
} from "./schema";
import { closestPairs, wordCount } from "./text-similarity";

// Every check loads only the modules it reads (dynamic import), so a missing or broken
// content file fails the checks about that file and not the whole suite.
const load = {
  sections: () => import("./sections"),
  outline: () => import("./journey-outline"),
  prompts: () => import("./journey-prompts"),
  months: () => import("./months/index"),
  printables: () => import("./printables"),
  tools: () => import("./tools"),
  resources: () => import("./resources"),
  care: () => import("./care"),
  careLines: () => import("./care-lines"),
  ceremonies: () => import("./journey-ceremonies"),
  layouts: () => import("./printable-layouts"),
};

// ---- expectations taken from the spec and docs/architecture.md -------------------------------------------

const SPEC_SECTIONS = [
  { label: "Core Journey", startDay: 1, endDay: 30 },
  { label: "Moderate | Honest Reflection", startDay: 31, endDay: 35 },
  { label: "Self-Forgiveness & Boundaries", startDay: 36, endDay: 40 },
  { label: "Identity Edges", startDay: 41, endDay: 45 },
  { label: "Grief, Gratitude & Worth", startDay: 46, endDay: 50 },
  { label: "Soul Sovereignty & Power", startDay: 51, endDay: 60 },
  { label: "Soul Anchoring & Vortex", startDay: 61, endDay: 65 },
  { label: "Reintroduction Through Sovereignty", startDay: 66, endDay: 75 },
];

// docs/architecture.md D5: a leap-year February and a 30-day November, 366 days in all.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Near-duplicate threshold. Word-trigram overlap catches re-used sentence frames while ignoring
// shared common words: two lines built on the same frame ("I give myself permission to … when …")
// share most of their three-word runs even with a word or two swapped, whereas lines that merely
// share common words ("I", "my", "today", "rest") share almost no runs of three. A Jaccard score
// above 0.6 means most of the two lines' combined three-word runs are identical: one line
// re-used, not two lines on the same theme.
const NEAR_DUPLICATE = 0.6;

// docs/content-style.md: words for one to ten, digits for anything larger. A number word above ten in
// any piece of content is a number that should have been written in digits ("20 minutes", "day 75").
const NUMBER_WORD_ABOVE_TEN =
  /\b(eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?)\b/i;

// docs/content-style.md: one title-case rule. These small words stay lowercase unless they open or
// close the title (or open the part after a colon); every other word is capitalized.
const TITLE_SMALL_WORDS = new Set("a an the and but or for nor to of in on at by with as".split(" "));

/** The words of a title that break the title-case rule, empty when it follows it. */
function titleCaseErrors(title: string): string[] {
  const words = title.split(/\s+/);
  return words.flatMap((word, i) => {
    const opens = i === 0 || /:$/.test(words[i - 1] ?? "");
    const closes = i === words.length - 1;
    const parts = word.replace(/[,:;.!?]+$/, "").split("-");
    return parts.flatMap((part, j) => {
      if (!/^\p{L}/u.test(part)) return []; // "11", "&", "|"
      if (/^(am|pm)$/.test(part) && /^\d/.test(words[i - 1] ?? "")) return []; // "The 11 pm Inbox"
      const small =
        TITLE_SMALL_WORDS.has(part.toLowerCase()) &&
        !(opens && j === 0) &&
        !(closes && j === parts.length - 1);
      const lower = part[0] === part[0]?.toLowerCase();
      return small === lower ? [] : [part];
    });
  });
}

// A question clause joined onto another one: "…, and what has been in the way?", "… and which …",
// "… or would you …". The core question is one question (docs/content-style.md).

// A list of three items: "a walk, a film or a slow breakfast", "honest, messy, and short". Each item is one
// to four words; a middle part that opens like a clause ("like…", "even…", "in…") is not counted as an item,
// so "a texture, like grass or a cool floor" is one thing and its example, not a list.
const LIST_ITEM = String.raw`[\p{L}\p{N}'’-]+(?: [\p{L}\p{N}'’-]+){0,3}`;
const NOT_AN_ITEM = String.raw`(?!(?:like|such|even|so|then|whether|whatever|however|instead|without|when|if|because|just|not|rather|while|until|in|at|with|from|before|after|as|maybe|for)\b)`;
const THREE_ITEM_LIST = new RegExp(
  String.raw`${LIST_ITEM}, ${NOT_AN_ITEM}${LIST_ITEM},? (?:and|or) [\p{L}\p{N}]`,
  "iu",
);

/** Every string of every content module, with its path, for the rules that hold everywhere. */
async function allContent(): Promise<{ path: string; text: string }[]> {
  const modules = await Promise.all(
    Object.entries(load).map(async ([name, get]) => [name, await get()] as const),
  );
  return modules.flatMap(([name, mod]) => stringsIn({ ...mod }, name));
}

// ---- helpers ---------------------------------------------------------------------------------

/** Every string inside a value, with a readable path such as `months[2].days[14].text`. */
function stringsIn(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${path}[${i}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => stringsIn(v, `${path}.${k}`));
  }
  return [];
}

/** Every object key inside a value, with its path. */
function keysIn(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysIn(v, `${path}[${i}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [`${path}.${k}`, ...keysIn(v, `${path}.${k}`)]);
  }
  return [];
}

/** Lines whose word count falls outside [min, max], for readable failures. */
/** `pattern` finds each text of `finds` and none of `passes`. */
function expectPattern(pattern: RegExp, { finds, passes }: { finds: string[]; passes: string[] }) {
  for (const text of finds) expect(pattern.test(text), text).toBe(true);
  for (const text of passes) expect(pattern.test(text), text).toBe(false);
}

interface Placed {
  where: string;
  text: string;
}

/** The texts (of `items`, or read from each by `placed`) whose word count is outside `min`–`max`. */
function outOfRange<T = Placed>(
  items: readonly T[],
  min: number,
  max: number,
  placed: (item: T, index: number) => Placed = (item) => item as Placed,
): string[] {
  return items
    .map(placed)
    .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
    .map(({ where, text }) => `${where} (${wordCount(text)} words): ${text}`);
}

function repeated(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const t of texts) {
    const key = t.trim().toLowerCase().replace(/\s+/g, " ");
    if (seen.has(key)) dupes.add(t);
    seen.add(key);
  }
  return [...dupes];
}

function nearDuplicates(texts: readonly string[]): string[] {
  return closestPairs(texts, 25)
    .filter((p) => p.score > NEAR_DUPLICATE)
    .map((p) => `${p.score.toFixed(2)}  #${p.i + 1} "${p.a}"  ~  #${p.j + 1} "${p.b}"`);
}

async function loadMonths(): Promise<Month[]> {
  const { months } = await load.months();
  return z.array(monthSchema).parse(months);
}

function calendar(months: readonly Month[]) {
  return months.flatMap((m) => m.days.map((d) => ({ month: m.id, ...d })));
}

// ---- sections --------------------------------------------------------------------------------

describe("the 75-day soul path is split into the spec's eight sections", () => {
  it("lists the eight sections in order with the spec's exact labels and day ranges", async () => {
    const { sections } = await load.sections();
    const parsed = z.array(sectionSchema).parse(sections);
    expect(parsed.map(({ label, startDay, endDay }) => ({ label, startDay, endDay }))).toEqual(SPEC_SECTIONS);
  });

  it("covers days 1 to 75 with no gap and no overlap between sections", async () => {
    const { sections } = await load.sections();
    expect(sections[0]?.startDay).toBe(1);
    expect(sections.at(-1)?.endDay).toBe(75);
    sections.forEach((s, i) => {
      expect(s.startDay, s.id).toBeLessThanOrEqual(s.endDay);
      if (i > 0)
        expect(s.startDay, `${s.id} starts right after the previous section`).toBe(
          (sections[i - 1]?.endDay ?? 0) + 1,
        );
    });
  });
});

// ---- journey outline and prompts -------------------------------------------------------------

describe("every one of the 75 days has a title, a prompt and guidance", () => {
  it("parses the outline and the prompts with their schemas", async () => {
    const { journeyOutline } = await load.outline();
    const { journeyPrompts } = await load.prompts();
    expect(() => z.array(journeyOutlineDaySchema).parse(journeyOutline)).not.toThrow();
    expect(() => z.array(journeyPromptSchema).parse(journeyPrompts)).not.toThrow();
  });

  it("has exactly one outline day and one prompt for each day 1 to 75, in order", async () => {
    const { journeyOutline } = await load.outline();
    const { journeyPrompts } = await load.prompts();
    const oneTo75 = Array.from({ length: 75 }, (_, i) => i + 1);
    expect(journeyOutline.map((d) => d.day)).toEqual(oneTo75);
    expect(journeyPrompts.map((d) => d.day)).toEqual(oneTo75);
  });

  it("places each day in the section whose day range contains it", async () => {
    const { journeyOutline } = await load.outline();
    const { sections } = await load.sections();
    const wrong = journeyOutline
      .map((d) => ({ d, expected: sections.find((s) => d.day >= s.startDay && d.day <= s.endDay)?.id }))
      .filter(({ d, expected }) => d.section !== expected)
      .map(({ d, expected }) => `day ${d.day}: ${d.section}, expected ${expected}`);
    expect(wrong).toEqual([]);
  });

  it("gives each day a short title of 2 to 5 words, and no two days the same title", async () => {
    const { journeyOutline } = await load.outline();
    expect(outOfRange(journeyOutline, 2, 5, (d) => ({ where: `day ${d.day}`, text: d.title }))).toEqual([]);
    expect(repeated(journeyOutline.map((d) => d.title))).toEqual([]);
  });

  it("writes every title in the one title case of docs/content-style.md", async () => {
    const [{ journeyOutline }, { months }, { printables }, { guides, resources }, tools, { sections }] =
      await Promise.all([
        load.outline(),
        load.months(),
        load.printables(),
        load.resources(),
        load.tools(),
        load.sections(),
      ]);
    const titles = [
      ...journeyOutline.map((d) => d.title),
      ...months.flatMap((m) => [m.openingTitle, m.theme]),
      ...printables.map((p) => p.title),
      ...guides.map((g) => g.title),
      ...resources.map((r) => r.title),
      ...tools.pressPlayActions.map((a) => a.label),
      ...[...tools.getTogetherCategories, ...tools.cleanForClarityAreas].map((g) => g.title),
      ...sections.map((s) => s.label),
    ];
    const wrong = titles.flatMap((title) => {
      const errors = titleCaseErrors(title);
      return errors.length === 0 ? [] : [`${title} (${errors.join(", ")})`];
    });
    expect(wrong).toEqual([]);
  });

  it("recognizes the title-case rule", () => {
    expect(titleCaseErrors("The Guilt Of Sitting Down")).toEqual(["Of"]);
    expect(titleCaseErrors("Lines With Room to Move")).toEqual(["With"]);
    expect(titleCaseErrors("permission to pause")).toEqual(["permission", "pause"]);
    expect(titleCaseErrors("A Gentle Head-to-Toe Check")).toEqual([]);
    expect(titleCaseErrors("Flower Essences: A Small Ritual of Attention")).toEqual([]);
    expect(titleCaseErrors("The 11 pm Inbox")).toEqual([]);
    expect(titleCaseErrors("Crystals: Something Beautiful to Hold")).toEqual([]);
  });

  it("asks one core question a day: at most 25 words, one question mark, at the end", async () => {
    const { journeyPrompts } = await load.prompts();
    const items = journeyPrompts.map((p) => ({ where: `day ${p.day}`, text: p.prompt }));
    expect(outOfRange(items, 6, 25)).toEqual([]);
    expect(items.filter(({ text }) => !text.trim().endsWith("?")).map(({ where }) => where)).toEqual([]);
    expect(items.filter(({ text }) => text.split("?").length !== 2).map(({ where }) => where)).toEqual([]);
  });

  it("never joins a second question onto the core question or the gentle version", async () => {
    const { journeyPrompts } = await load.prompts();
    // One sentence: no full stop, exclamation or semicolon before the question mark.
    const twoSentences = journeyPrompts.filter((p) => /[.!;]\s/.test(p.prompt));
    expect(twoSentences.map((p) => `day ${p.day}: ${p.prompt}`)).toEqual([]);
    const joined = journeyPrompts.flatMap((p) =>
      [p.prompt, p.gentlePrompt]
        .filter((text) => SECOND_QUESTION.test(text))
        .map((text) => `day ${p.day}: ${text}`),
    );
    expect(joined).toEqual([]);
  });

  it("recognizes a second question joined onto the first", () => {
    expectPattern(SECOND_QUESTION, {
      finds: [
        "Who have you been meaning to reach out to, and what has been in the way?",
        "Of the things you call rest, which leave you fuller and which leave you flatter?",
        "What did you leave unfinished lately, and was that okay?",
        "Which request could you turn down, or would you rather wait?",
      ],
      passes: [
        "When you hold a small line and someone seems disappointed, what do you feel afterward?",
        "Facing a decision, how do you tell what you truly want from what you feel obliged to want?",
      ],
    });
  });

  it("asks for one small thing in gentle mode: no minutes above two and no list, as “A minute or two” says", async () => {
    const { journeyPrompts } = await load.prompts();
    expect(journeyPrompts.map((p) => timeLabel(p.minutes, true))).toEqual(
      journeyPrompts.map(() => "A minute or two"),
    );
    const gentleViews = journeyPrompts.map((p) => ({
      where: `day ${p.day}`,
      text: `${p.gentlePrompt} ${gentleGuidance(p.safety)}`,
    }));
    expect(gentleViews.filter(({ text }) => gentleAsksTooMuch(text))).toEqual([]);
    // The rule itself catches what the day's own guidance asks for (issue #49).
    expect(gentleAsksTooMuch("Give yourself 15 minutes.")).toBe(true);
    expect(gentleAsksTooMuch("Name three things that helped.")).toBe(true);
    expect(gentleAsksTooMuch("List what you carry alone.")).toBe(true);
    expect(gentleAsksTooMuch("Name one hard thing and one good thing from today.")).toBe(true);
    expect(gentleAsksTooMuch("What helps you feel steady in two minutes or less?")).toBe(false);
  });

  it("gives every day a gentle version of at most 15 words and a go-deeper follow-up (docs/architecture.md D13)", async () => {
    const { journeyPrompts } = await load.prompts();
    const gentle = journeyPrompts.map((p) => ({ where: `day ${p.day}`, text: p.gentlePrompt ?? "" }));
    expect(outOfRange(gentle, 3, 15)).toEqual([]);
    const deeper = journeyPrompts.map((p) => ({ where: `day ${p.day}`, text: p.deeperPrompt ?? "" }));
    expect(outOfRange(deeper, 5, 30)).toEqual([]);
    const sameAsCore = journeyPrompts.filter(
      (p) => p.gentlePrompt === p.prompt || p.deeperPrompt === p.prompt || p.gentlePrompt === p.deeperPrompt,
    );
    expect(sameAsCore.map((p) => `day ${p.day}`)).toEqual([]);
    expect(repeated(journeyPrompts.map((p) => p.gentlePrompt))).toEqual([]);
    expect(repeated(journeyPrompts.map((p) => p.deeperPrompt))).toEqual([]);
  });

  it("labels every day with a time of 5, 10 or 15 minutes", async () => {
    const { journeyPrompts } = await load.prompts();
    expect(journeyPrompts.filter((p) => ![5, 10, 15].includes(p.minutes)).map((p) => p.day)).toEqual([]);
  });

  it("carries the care note on exactly the days listed in docs/content-style.md", async () => {
    const { journeyPrompts } = await load.prompts();
    const { readFileSync } = await import("node:fs");
    const guide = readFileSync(new URL("../../docs/content-style.md", import.meta.url), "utf8");
    const listed = guide.match(/^Care days: ([\d, ]+)\.$/m)?.[1];
    expect(listed, "a 'Care days: 1, 2.' line in docs/content-style.md").toBeTruthy();
    const expected = (listed ?? "").split(",").map((day) => Number(day.trim()));
    expect(journeyPrompts.filter((p) => p.care).map((p) => p.day)).toEqual(expected);
  });

  it("says 'only where it is safe' in the text she always sees on the days listed in docs/content-style.md", async () => {
    const { journeyPrompts } = await load.prompts();
    const { careNote } = await load.care();
    const { readFileSync } = await import("node:fs");
    const guide = readFileSync(new URL("../../docs/content-style.md", import.meta.url), "utf8");
    const listed = guide.match(/^Safe-words days: ([\d, ]+)\.$/m)?.[1];
    expect(listed, "a 'Safe-words days: 1, 2.' line in docs/content-style.md").toBeTruthy();
    const safeDays = (listed ?? "").split(",").map((day) => Number(day.trim()));
    for (const day of [40, 52, 68, 73]) expect(safeDays, "days that take power back").toContain(day);
    // The go-deeper text is hidden until she asks for it, so it does not count. The core question with
    // the day's guidance, or the gentle version with the gentle guidance, is on screen with the care note.
    const core = (p: (typeof journeyPrompts)[number]) =>
      [p.prompt, p.care ? careNote : "", p.guidance].join(" ");
    const gentle = (p: (typeof journeyPrompts)[number]) =>
      [p.gentlePrompt, p.care ? careNote : "", gentleGuidance(p.safety)].join(" ");
    const missing = safeDays.filter((day) => {
      const p = journeyPrompts.find((entry) => entry.day === day);
      return !p || ![core(p), gentle(p)].every((view) => view.includes("only where it is safe"));
    });
    expect(missing, "days without the words in their shown text").toEqual([]);
    const withoutCare = safeDays.filter((day) => !journeyPrompts.find((p) => p.day === day)?.care);
    expect(withoutCare, "days that need the care note too").toEqual([]);
    // A day that asks her to take something back or to speak up to someone belongs on that list.
    const unlisted = journeyPrompts
      .filter((p) =>
        /\b(take (?:it |them )?back|speak up|stand up to|confront)\b/i.test(
          [p.prompt, p.gentlePrompt, p.deeperPrompt, p.guidance].join(" "),
        ),
      )
      .map((p) => p.day)
      .filter((day) => !safeDays.includes(day));
    expect(unlisted, "days about taking power back or speaking up, missing from the list").toEqual([]);
  });

  it("starts no more than 8 prompts of any layer with the same two words", async () => {
    const { journeyPrompts } = await load.prompts();
    for (const layer of ["prompt", "gentlePrompt", "deeperPrompt"] as const) {
      const counts = new Map<string, number>();
      for (const p of journeyPrompts) {
        const opener = p[layer].toLowerCase().split(/\s+/).slice(0, 2).join(" ");
        counts.set(opener, (counts.get(opener) ?? 0) + 1);
      }
      const crowded = [...counts].filter(([, count]) => count > 8);
      expect(crowded, layer).toEqual([]);
    }
  });

  it("makes day 31 a ceremony and day 75 a close, in 3 to 4 short steps each", async () => {
    const { ceremonySteps } = await import("./journey-ceremonies");
    const { journeyPrompts } = await load.prompts();
    expect(Object.keys(ceremonySteps).map(Number)).toEqual([31, 75]);
    const grace = ceremonySteps[31] ?? [];
    const close = ceremonySteps[75] ?? [];
    for (const steps of [grace, close]) {
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(4);
      expect(outOfRange(steps, 5, 30, (text, i) => ({ where: `step ${i + 1}`, text }))).toEqual([]);
    }
    // Day 30 asks for something she can do on the page (issue #49: there is no way to mark lines),
    // and day 31 rereads the same three lines from day 30's page.
    expect(journeyPrompts.find((p) => p.day === 30)?.guidance).toMatch(
      /Copy three lines .* onto today's page/,
    );
    expect(grace[0]).toMatch(/three lines you copied out yesterday/);
    expect(grace.join(" ")).toMatch(/set something down/i);
    expect(grace.join(" ")).toMatch(/intention/);
    expect(close.join(" ")).toMatch(/journal/);
    // Day 75 closes like day 31 opens: no directions inside the ceremony (the certificate note follows
    // it), no event she may not have had, and a closing act she can skip.
    const { ceremonyAfterNotes } = await import("./journey-ceremonies");
    expect(close.join(" ")).not.toMatch(/certificate|Bonus Tools|finish this day|the day you first/i);
    expect(ceremonyAfterNotes[75]).toMatch(/certificate/);
    expect(close.at(-1)).toMatch(/^Close, if you like/);
  });

  it("never asks the same prompt twice", async () => {
    const { journeyPrompts } = await load.prompts();
    expect(repeated(journeyPrompts.map((p) => p.prompt))).toEqual([]);
  });

  it("pairs every prompt with a guidance line", async () => {
    const { journeyPrompts } = await load.prompts();
    const missing = journeyPrompts.filter((p) => typeof p.guidance !== "string" || p.guidance.trim() === "");
    expect(missing.map((p) => `day ${p.day}`)).toEqual([]);
  });

  it("keeps prompts and guidance out of the public outline module (docs/architecture.md D1: outline is public, prompts are server-only)", async () => {
    const outlineModule = await load.outline();
    const { journeyPrompts } = await load.prompts();
    const leakedKeys = keysIn(outlineModule, "journey-outline").filter((k) =>
      /\.(prompt|guidance)s?$/i.test(k),
    );
    expect(leakedKeys).toEqual([]);
    const promptTexts = new Set(journeyPrompts.flatMap((p) => [p.prompt, p.guidance]));
    const leakedText = stringsIn(outlineModule, "journey-outline").filter(({ text }) =>
      promptTexts.has(text),
    );
    expect(leakedText.map(({ path }) => path)).toEqual([]);
  });
});

// ---- affirmations calendar -------------------------------------------------------------------

describe("the affirmations calendar has one affirmation for every day of a 366-day year", () => {
  it("parses every month with the month schema", async () => {
    const { months } = await load.months();
    for (const m of months) expect(() => monthSchema.parse(m), m.id).not.toThrow();
    for (const m of months) for (const d of m.days) expect(() => affirmationSchema.parse(d)).not.toThrow();
  });

  it("runs January to December, in calendar order", async () => {
    const months = await loadMonths();
    expect(months.map((m) => m.id)).toEqual(monthIdSchema.options);
  });

  it("gives the months 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30 and 31 days", async () => {
    const months = await loadMonths();
    expect(months.map((m) => m.daysInMonth)).toEqual(DAYS_IN_MONTH);
  });

  it("fills every month with one affirmation per day, numbered 1 to the month's length in order", async () => {
    const months = await loadMonths();
    for (const m of months) {
      expect(m.days.length, `${m.id} days.length`).toBe(m.daysInMonth);
      expect(
        m.days.map((d) => d.day),
        `${m.id} day numbers`,
      ).toEqual(Array.from({ length: m.daysInMonth }, (_, i) => i + 1));
    }
  });

  it("holds 366 affirmations and never repeats one", async () => {
    const all = calendar(await loadMonths());
    expect(all).toHaveLength(366);
    expect(repeated(all.map((a) => a.text))).toEqual([]);
  });

  it("writes each affirmation as an “I …” action step of 8 to 30 words", async () => {
    const all = calendar(await loadMonths());
    const items = all.map((a) => ({ where: `${a.month} ${a.day}`, text: a.text }));
    expect(items.filter(({ text }) => !text.startsWith("I ")).map((i) => `${i.where}: ${i.text}`)).toEqual(
      [],
    );
    expect(outOfRange(items, 8, 30)).toEqual([]);
  });

  it("keeps each affirmation's guidance, where given, under 25 words", async () => {
    const all = calendar(await loadMonths());
    const items = all.flatMap((a) =>
      a.guidance === undefined ? [] : [{ where: `${a.month} ${a.day}`, text: a.guidance }],
    );
    expect(outOfRange(items, 1, 24)).toEqual([]);
  });

  it("opens each month with a welcome of 60 to 120 words", async () => {
    const months = await loadMonths();
    expect(outOfRange(months, 60, 120, (m) => ({ where: m.id, text: m.openingBody }))).toEqual([]);
  });

  it("ends the 90-day affirmations page on March 30 (31 + 29 + 30 days)", async () => {
    const first90 = calendar(await loadMonths()).slice(0, 90);
    expect(first90).toHaveLength(90);
    expect(first90[0]).toMatchObject({ month: "january", day: 1 });
    expect(first90.at(-1)).toMatchObject({ month: "march", day: 30 });
  });
});

// ---- printables ------------------------------------------------------------------------------

describe("printables: a worksheet and a reflection page for each month", () => {
  it("has 24 cards, January to December, worksheet before reflection", async () => {
    const { printables } = await load.printables();
    expect(printables).toHaveLength(PRINTABLE_COUNT);
    const parsed = z.array(printableSchema).parse(printables);
    const expected = monthIdSchema.options.flatMap((month) =>
      (["worksheet", "reflection"] as const).map((kind) => ({ id: `${month}-${kind}`, month, kind })),
    );
    expect(parsed.map(({ id, month, kind }) => ({ id, month, kind }))).toEqual(expected);
  });

  it("shows the spec's two fixed preview prompts, word for word", async () => {
    const { printablePrompts } = await load.printables();
    expect(printablePrompts).toEqual([
      "What truth am I honoring this month?",
      "Where can I invite more grace into my daily rhythm?",
    ]);
  });

  it("keeps titles short (up to 8 words, unique) and descriptions to one or two sentences (15–35 words)", async () => {
    const { printables } = await load.printables();
    expect(outOfRange(printables, 2, 8, (p) => ({ where: p.id, text: p.title }))).toEqual([]);
    expect(repeated(printables.map((p) => p.title))).toEqual([]);
    expect(outOfRange(printables, 15, 35, (p) => ({ where: p.id, text: p.description }))).toEqual([]);
  });
});

// ---- bonus tools -----------------------------------------------------------------------------

describe("the five bonus tools have the spec's counts", () => {
  it("Ask for Help Challenge: 10 distinct asks", async () => {
    const { askForHelpItems } = await load.tools();
    expect(z.array(z.string().min(1)).length(10).parse(askForHelpItems)).toHaveLength(10);
    expect(repeated(askForHelpItems)).toEqual([]);
  });

  it("Get it Together: 4 categories of 5 items (20 in all)", async () => {
    const { getTogetherCategories } = await load.tools();
    const parsed = z.array(checklistGroupSchema).length(4).parse(getTogetherCategories);
    expect(parsed.flatMap((g) => g.items)).toHaveLength(20);
    expect(repeated(parsed.map((g) => g.id))).toEqual([]);
  });

  it("Clean for Clarity: 4 areas of 5 items (20 in all)", async () => {
    const { cleanForClarityAreas } = await load.tools();
    const parsed = z.array(checklistGroupSchema).length(4).parse(cleanForClarityAreas);
    expect(parsed.flatMap((g) => g.items)).toHaveLength(20);
    expect(repeated(parsed.map((g) => g.id))).toEqual([]);
  });

  it("Press Play for Grace: the 8 spec actions, in the spec's order", async () => {
    const { pressPlayActions } = await load.tools();
    const parsed = z.array(pressPlayActionSchema).parse(pressPlayActions);
    expect(parsed.map((a) => a.value)).toEqual(pressPlayActionValues);
  });

  it("Check-in: five questions in the order mood, energy, gratitude, challenge, intention", async () => {
    const { checkInQuestions } = await load.tools();
    const parsed = z.array(checkInQuestionSchema).parse(checkInQuestions);
    expect(parsed.map((q) => q.id)).toEqual(["mood", "energy", "gratitude", "challenge", "intention"]);
  });

  it("Check-in: five moods and four energy levels, in the spec's order", async () => {
    const { moodOptions, energyOptions } = await load.tools();
    const moods = z.array(choiceSchema(moodSchema)).parse(moodOptions);
    const energies = z.array(choiceSchema(energySchema)).parse(energyOptions);
    expect(moods.map((m) => m.value)).toEqual(moodSchema.options);
    expect(energies.map((e) => e.value)).toEqual(energySchema.options);
    // Icons, not emoji: each names a real lucide-react icon; energy runs full to empty.
    const lucide: Record<string, unknown> = await import("lucide-react");
    expect([...moods, ...energies].filter((o) => lucide[o.icon] === undefined)).toEqual([]);
    expect(energies.map((e) => e.icon)).toEqual(["BatteryFull", "BatteryMedium", "BatteryLow", "Battery"]);
  });
});

// ---- resources and guides --------------------------------------------------------------------

describe("bonus resources and written guides", () => {
  it("lists the 8 resources in the spec's order", async () => {
    const { resources } = await load.resources();
    const parsed = z.array(resourceSchema).parse(resources);
    expect(parsed.map((r) => r.id)).toEqual(resourceSchema.shape.id.options);
  });

  it("uses a lucide-react icon that really exists for every resource", async () => {
    const { resources } = await load.resources();
    const lucide: Record<string, unknown> = await import("lucide-react");
    expect(resources.filter((r) => lucide[r.icon] === undefined).map((r) => `${r.id}: ${r.icon}`)).toEqual(
      [],
    );
  });

  it("has the three written guides, each 150–300 words in 3–5 paragraphs", async () => {
    const { guides } = await load.resources();
    const parsed = z.array(guideSchema).parse(guides);
    expect(parsed.map((g) => g.id)).toEqual(["evening-ritual", "flower-essence-guide", "crystal-guide"]);
    for (const g of parsed) {
      expect(g.paragraphs.length, `${g.id} paragraphs`).toBeGreaterThanOrEqual(3);
      expect(g.paragraphs.length, `${g.id} paragraphs`).toBeLessThanOrEqual(5);
    }
    expect(outOfRange(parsed, 150, 300, (g) => ({ where: g.id, text: g.paragraphs.join(" ") }))).toEqual([]);
  });
});

// ---- originality and voice -------------------------------------------------------------------

describe("no line is a lightly reworded copy of another", () => {
  it(`no two journey prompts share more than ${NEAR_DUPLICATE} of their word trigrams`, async () => {
    const { journeyPrompts } = await load.prompts();
    expect(nearDuplicates(journeyPrompts.map((p) => p.prompt))).toEqual([]);
  });

  it(`no two affirmations share more than ${NEAR_DUPLICATE} of their word trigrams`, async () => {
    const all = calendar(await loadMonths());
    expect(nearDuplicates(all.map((a) => a.text))).toEqual([]);
  });
});

describe("the voice stays warm and makes no medical or therapeutic claims", () => {
  it("uses none of the banned words (voice guide) anywhere in the content", async () => {
    const [sectionsMod, outlineMod, promptsMod, monthsMod, printablesMod, toolsMod, resourcesMod] =
      await Promise.all([
        load.sections(),
        load.outline(),
        load.prompts(),
        load.months(),
        load.printables(),
        load.tools(),
        load.resources(),
      ]);
    const texts = [
      ...stringsIn(sectionsMod.sections, "sections"),
      ...stringsIn(outlineMod.journeyOutline, "journeyOutline"),
      ...stringsIn(promptsMod.journeyPrompts, "journeyPrompts"),
      ...stringsIn(monthsMod.months, "months"),
      ...stringsIn({ ...printablesMod }, "printables"),
      ...stringsIn({ ...toolsMod }, "tools"),
      ...stringsIn({ ...resourcesMod }, "resources"),
    ];
    const hits = texts.flatMap(({ path, text }) =>
      VOICE_RULES.filter(({ pattern }) => pattern.test(text)).map(({ why }) => `${path}: ${why} — "${text}"`),
    );
    expect(hits).toEqual([]);
  });
});

// ---- ideas, compared after stemming (npm run content:report) ---------------------------------

describe("the idea measure of the content report", () => {
  it("makes inflections of one word meet and ignores words that carry no idea", async () => {
    const { stem, ideaWords } = await import("./idea-similarity");
    expect(new Set(["calls", "calling", "called"].map(stem)).size).toBe(1);
    expect([...ideaWords("You keep the day for you")]).toEqual([stem("keep")]);
  });

  it("ranks the same idea in new words above unrelated lines", async () => {
    const { ideaSimilarity } = await import("./idea-similarity");
    const same = ideaSimilarity(
      "I call the friend I keep meaning to call.",
      "Reach out to the friend you keep meaning to call.",
    );
    const other = ideaSimilarity(
      "I call the friend I keep meaning to call.",
      "I clear one shelf of the kitchen.",
    );
    expect(same).toBeGreaterThan(0.5);
    expect(other).toBe(0);
  });

  it("ranks a shared rare picture above shared everyday words in the report's pairs", async () => {
    const { closestIdeas, ideaSimilarity } = await import("./idea-similarity");
    const items = [
      { where: "a", text: "I stand by the kettle while it boils." },
      { where: "b", text: "While the kettle boils, I breathe." },
      { where: "c", text: "I feel tired and need rest." },
      { where: "d", text: "I need rest and feel low." },
      { where: "e", text: "I feel fine." },
      { where: "f", text: "I need a rest." },
      { where: "g", text: "I rest and feel better." },
      { where: "h", text: "I need quiet." },
    ];
    // Unweighted, the lines that share three everyday words look closer than the two kettles...
    expect(ideaSimilarity(items[2]?.text ?? "", items[3]?.text ?? "")).toBeGreaterThan(
      ideaSimilarity(items[0]?.text ?? "", items[1]?.text ?? ""),
    );
    // ...weighted by rarity, the kettles come first.
    expect(closestIdeas(items, 1).map((p) => [p.a.where, p.b.where])).toEqual([["a", "b"]]);
  });
});

describe("every printable puts its own structure on paper", () => {
  it("gives each of the 24 printables a structure, and no two the same", async () => {
    const { printables } = await load.printables();
    const { printableLayouts } = await import("./printable-layouts");
    expect(Object.keys(printableLayouts).sort()).toEqual(printables.map((p) => p.id).sort());
    const signatures = printables.map((p) => JSON.stringify(printableLayouts[p.id]));
    expect(repeated(signatures)).toEqual([]);
    for (const p of printables) expect(printableLayouts[p.id]?.length, p.id).toBeGreaterThan(0);
  });

  it("keeps the spec's two fixed prompts out of the structures (they close every page)", async () => {
    const { printablePrompts } = await load.printables();
    const { printableLayouts } = await import("./printable-layouts");
    const text = JSON.stringify(printableLayouts);
    for (const prompt of printablePrompts) expect(text).not.toContain(prompt);
  });
});

describe("one style across the content", () => {
  it("quotes with curly double quotes only, never straight or single quotation marks", async () => {
    const all = await allContent();
    for (const covered of ["care.", "ceremonies.", "layouts.", "outline.", "sections.", "tools.", "months."])
      expect(
        all.some(({ path }) => path.startsWith(covered)),
        covered,
      ).toBe(true);
    const straight = all.filter(({ text }) =>
      /"|(^|[\s(])'\S|\S'([\s.,;:!?)]|$)/.test(text.replace(/s'\s/g, "s ")),
    );
    expect(straight.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });

  it("opens no more than 15 of the 366 affirmations with the same two words", async () => {
    const { months } = await load.months();
    const counts = new Map<string, number>();
    for (const m of months)
      for (const d of m.days) {
        const opener = d.text.split(/\s+/).slice(0, 2).join(" ");
        counts.set(opener, (counts.get(opener) ?? 0) + 1);
      }
    expect([...counts].filter(([, count]) => count > 15)).toEqual([]);
  });

  it("keeps three-item lists to at most 25 of the 366 affirmations", async () => {
    const all = calendar(await loadMonths());
    const lists = all
      .filter((a) => THREE_ITEM_LIST.test(a.text))
      .map((a) => `${a.month} ${a.day}: ${a.text}`);
    expect(lists.length, lists.join("\n")).toBeLessThanOrEqual(25);
  });

  it("recognizes a three-item list, and an example that is not one", () => {
    expectPattern(THREE_ITEM_LIST, {
      finds: [
        "I take myself on a small date, like a walk, a film at home or a slow breakfast.",
        "I keep a gratitude list that is allowed to be honest, messy, and short.",
        "I notice when I am hungry, thirsty or cold.",
      ],
      passes: [
        "I rest my feet on something with a texture, like grass or a cool floor.",
        "I ask someone to keep me company while I do a task I dread, in person or on the phone.",
      ],
    });
  });

  it("writes numbers above ten in digits everywhere (“20 minutes”, not “twenty minutes”)", async () => {
    const spelled = (await allContent()).filter(({ text }) => NUMBER_WORD_ABOVE_TEN.test(text));
    expect(spelled.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });

  it("recognizes a number word above ten", () => {
    expectPattern(NUMBER_WORD_ABOVE_TEN, {
      finds: ["twenty minutes", "the next forty-four days", "Thirty Days", "eleven", "a hundred"],
      passes: ["ten minutes", "seven years old", "20 minutes", "often", "plenty"],
    });
  });
});

describe("what an editor counts (#29, src/content/content-rules.ts)", () => {
  it("keeps the go-deeper follow-up to one question: no second question, no yes/no, no repeat of the guidance", async () => {
    const { journeyPrompts } = await load.prompts();
    const broken = journeyPrompts.flatMap((p) => {
      const problem = deeperProblem(p);
      return problem ? [`day ${p.day} (${problem}): ${p.deeperPrompt}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("recognizes a go-deeper follow-up that breaks the rule", () => {
    const guidance = "Take a choice you face this week and write both answers.";
    for (const deeperPrompt of [
      "What did hiding that need protect you from, and is that protection still needed?",
      "Whose voice does that story borrow? Would you say it to a friend?",
      "Would you say it to a friend?",
      "Which answer comes when you take a choice you face this week?",
    ])
      expect(deeperProblem({ deeperPrompt, guidance }), deeperPrompt).not.toBeNull();
    expect(deeperProblem({ deeperPrompt: "Whose voice does that story borrow?", guidance })).toBeNull();
    expect(longestSharedRun("a b c d", "x b c d y")).toBe(3);
  });

  it("names no more minutes in the guidance than the day's time label", async () => {
    const { journeyPrompts } = await load.prompts();
    expect(minuteMismatches(journeyPrompts)).toEqual([]);
  });

  it("carries the care line on every heavy affirmation (Feb 19, Oct 10, Oct 26, Dec 7 and their like)", async () => {
    const { months } = await load.months();
    expect(heavyWithoutCare(months)).toEqual([]);
    const cared = months.flatMap((m) =>
      m.days.filter((d) => d.care).map((d) => `${m.id.slice(0, 3)}${d.day}`),
    );
    for (const key of ["feb19", "oct10", "oct26", "dec7"]) expect(cared).toContain(key);
  });

  it("keeps the verbal tics under their ceilings: “one”, “Write” openers, “three slow breaths”, months closing with “carry”", async () => {
    const { months } = await load.months();
    const everything = (await allContent()).map(({ text }) => text).join("\n");
    const counts = ticCounts(months, everything);
    for (const key of Object.keys(TIC_CEILINGS) as (keyof typeof TIC_CEILINGS)[]) {
      expect(counts[key], key).toBeLessThanOrEqual(TIC_CEILINGS[key]);
    }
  });

  it("lets February 29 and March 30 read as “Day 60” and “Day 90” on the 90-day page", async () => {
    const { months } = await load.months();
    const dayOf = (month: MonthId, day: number) =>
      months.find((m) => m.id === month)?.days.find((d) => d.day === day);
    for (const entry of [dayOf("february", 29), dayOf("march", 30)]) {
      const text = `${entry?.text} ${entry?.guidance}`;
      expect(text).not.toMatch(/extra day|bonus day|leap|January 1\b|February|March/i);
    }
  });

  it("gives no two reflection pages one skeleton, and no skeleton to more than five of the 24 pages", async () => {
    const { printables } = await load.printables();
    const { printableLayouts } = await load.layouts();
    const reflections = printables.filter((p) => p.kind === "reflection").map((p) => p.id);
    const shared = skeletonCounts(printableLayouts, reflections).filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
    const crowded = skeletonCounts(
      printableLayouts,
      printables.map((p) => p.id),
    ).filter(([, ids]) => ids.length > 5);
    expect(crowded).toEqual([]);
    expect(skeleton([{ type: "list", caption: "x", count: 3 }])).toBe("list");
  });

  it("keeps November's steadying page undated and December's year-end page its own (no Keep/Stop/Begin)", async () => {
    const { printableLayouts } = await load.layouts();
    const november = JSON.stringify(printableLayouts["november-worksheet"]);
    expect(november).not.toMatch(/"\d+"/);
    const december = JSON.stringify(printableLayouts["december-worksheet"]);
    expect(december).not.toMatch(/"Keep"|"Stop"|"Begin"/);
  });

  it("names, for a day with a fitting printable, one that exists", async () => {
    const { dayPrintables } = await load.prompts();
    const { printables } = await load.printables();
    const ids = new Set(printables.map((p) => p.id));
    expect(Object.values(dayPrintables).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(dayPrintables).length).toBeGreaterThanOrEqual(20);
  });

  it("names where to turn if home is not safe on exactly the safe-words days", async () => {
    const { journeyPrompts } = await load.prompts();
    const { safetyNote } = await load.care();
    const { careCountries, supportPage } = await load.careLines();
    const { readFileSync } = await import("node:fs");
    const guide = readFileSync(new URL("../../docs/content-style.md", import.meta.url), "utf8");
    const listed = (guide.match(/^Safe-words days: ([\d, ]+)\.$/m)?.[1] ?? "")
      .split(",")
      .map((d) => Number(d));
    expect(journeyPrompts.filter((p) => p.safety).map((p) => p.day)).toEqual(listed);
    const numbers = careCountries.flatMap((country) =>
      country.home.flatMap((line) => line.contacts.map((c) => c.label)),
    );
    for (const number of ["1-800-799-7233", "88788", "0808 2000 247"]) {
      expect(safetyNote).toContain(number);
      expect(numbers.join(" ")).toContain(number);
    }
    expect(supportPage.reachOut).not.toMatch(/every hour/);
  });

  it("announces, on every day a later day rereads, when its words come back, and on no other day (issue #49)", async () => {
    const { readBackDays, readBackNotice } = await import("./read-backs");
    const reread = new Set(Object.values(readBackDays).flat());
    for (let day = 1; day <= 75; day++) {
      const notice = readBackNotice(day);
      if (reread.has(day))
        expect(notice, `day ${day}`).toMatch(/^What you write today comes back on day \d+/);
      else expect(notice, `day ${day}`).toBeNull();
    }
    // Days 36 to 50 hold heavy days, and days 45 and 60 reread them.
    expect(readBackNotice(46)).toBe(
      "What you write today comes back on day 60, when the path asks you to reread it. Only you can see it.",
    );
    expect(readBackNotice(1)).toContain("day 7, day 30 and day 74");
    const { readBackCareNote, onThisDayCareLine } = await load.care();
    for (const line of [readBackCareNote, onThisDayCareLine]) expect(line).toMatch(/heavy/);
  });

  it("lists a line to talk now and a line for home in each of the six countries, each link dialing what it says (issue #49)", async () => {
    const { careCountries, helplineDirectory } = await load.careLines();
    expect(careCountries.map((country) => country.name)).toEqual([
      "United States",
      "United Kingdom",
      "Ireland",
      "Canada",
      "Australia",
      "New Zealand",
    ]);
    for (const country of careCountries) {
      expect(country.now.length, country.name).toBeGreaterThan(0);
      expect(country.home.length, country.name).toBeGreaterThan(0);
      expect(country.emergency, country.name).toMatch(/^\d{3}( or \d{3})?$/);
    }
    const digits = (text: string) => text.replace(/\D/g, "");
    const contacts = [...careCountries.flatMap((c) => [...c.now, ...c.home]), helplineDirectory].flatMap(
      (line) => line.contacts,
    );
    const wrong = contacts.filter(({ label, href }) => {
      if (href.startsWith("https://")) return false;
      if (!/^(tel|sms):/.test(href)) return true;
      // "Call 0808 2000 247" may dial +448082000247: the country code replaces the leading 0.
      const dialed = digits(href.split("?")[0] ?? "");
      const said = digits(label.match(/\d[\d -]*\d/g)?.at(-1) ?? "").replace(/^0/, "");
      return said === "" || !dialed.endsWith(said);
    });
    expect(wrong).toEqual([]);
    // The lines to talk now call and text where the service offers both.
    const kinds = (line: { contacts: readonly { href: string }[] }) =>
      line.contacts.map((c) => c.href.split(":")[0]);
    expect(careCountries.flatMap((c) => c.now).some((line) => kinds(line).includes("sms"))).toBe(true);
  });
});
