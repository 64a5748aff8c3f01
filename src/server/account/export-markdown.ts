import { PROMPT_CHANGED } from "../../content/content-editing";
import { returnPrompts } from "../../content/return-prompts";
import { checkInAnswerLabel, checkInQuestions } from "../../content/tools";
import { pageTitle } from "../../domain/open-pages";
import { monthName, WHAT_COMES_NEXT } from "../../domain/return-prompts";
import { isSealed } from "../../domain/text-limits";
import { isToolId, toolTitles } from "../../domain/tool-states";
import type { AnsweredPrompt } from "./keepsakes";
import type { MemberData, PlainRow } from "./member-data";
import { wordFieldsOf } from "./tables-of-hers";

// Her export as one readable Markdown file: a section per day she wrote and per check-in, then her
// tools' notes, her printable notes, her answers to the monthly return prompts and her gifts' messages, then the words of any other table of hers (a kind of document
// with no section of its own here: docs/architecture.md, "Adding a kind of document"). The JSON export is
// the complete, machine-readable one.

const questionOf = new Map(checkInQuestions.map((q) => [q.id, q.question]));

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      })
    : "";

/** What stands for words sealed on her device (a private journal): the server cannot read them. */
export const SEALED_IN_EXPORT =
  "_(Sealed in your private journal: only a device where it is unlocked can read these words.)_";

/** Her words stay as she wrote them; a line that would read as a Markdown heading is indented. */
const quoted = (text: string) => {
  if (isSealed(text)) return SEALED_IN_EXPORT;
  return text.trim() ? text.replace(/^(#+\s)/gm, " $1") : "_(empty)_";
};

/**
 * What stands for sealed words in a table her Markdown has no section for: her device does not open these
 * in the Markdown it makes (client/lib/private-journal/opened-texts.ts replaces only SEALED_IN_EXPORT).
 */
export const SEALED_ELSEWHERE = "_(Sealed in your private journal.)_";

/** "gratitudeLists" → "Gratitude lists". */
const titleOf = (name: string) => capitalized(name.replace(/([A-Z])/g, " $1").toLowerCase());

/** The texts in a field: itself, or the texts of a JSON value's fields. */
const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(textsIn)
      : [];

/** Her words in the tables with no section above, in the fields `words` names for each (tables-of-hers.ts). */
function otherWords(others: Record<string, PlainRow[]>, words: ReadonlyMap<string, string[]>): string[] {
  return Object.entries(others).flatMap(([name, rows]) => {
    const texts = rows.flatMap((row) =>
      (words.get(name) ?? []).flatMap((field) =>
        textsIn(row[field])
          .filter((text) => text.trim())
          .map(
            (text) =>
              `### ${titleOf(name)}: ${capitalized(field)}\n\n${isSealed(text) ? SEALED_ELSEWHERE : quoted(text)}\n`,
          ),
      ),
    );
    return texts.length > 0 ? [`## ${titleOf(name)}`, "", ...texts] : [];
  });
}

const wordFieldsOfSchema = wordFieldsOf();

/**
 * `prompts`: each day's question she may read, as she answered it (keepsakes.ts), shown above her answer;
 * `words`: the fields of her words in each table her export does not reshape.
 */
export function memberDataMarkdown(
  data: MemberData,
  prompts: ReadonlyMap<number, AnsweredPrompt> = new Map(),
  words: ReadonlyMap<string, string[]> = wordFieldsOfSchema,
): string {
  const name =
    [data.profile.firstName, data.profile.lastName].filter(Boolean).join(" ") || data.profile.email;
  const out: string[] = [
    "# Grind to Grace: your journal",
    "",
    `${name} · exported ${longDate(data.exportedAt)}`,
    "",
  ];
  out.push("## Reflections", "");
  if (data.reflections.length === 0) out.push("You have not written a reflection yet.", "");
  for (const entry of data.reflections) {
    out.push(`### Day ${entry.day} · ${entry.title}`, "");
    const prompt = prompts.get(entry.day);
    if (prompt?.text.trim()) {
      out.push(
        ...prompt.text
          .trim()
          .split(/\n+/)
          .map((line) => `> ${line}`),
        "",
      );
      if (prompt.changed) out.push(`_${PROMPT_CHANGED}_`, "");
    }
    if (entry.completedAt) out.push(`_Completed ${longDate(entry.completedAt)}_`, "");
    out.push(quoted(entry.text), "");
  }
  const pages = data.pages.filter((page) => page.text.trim() || page.title.trim());
  if (pages.length > 0) {
    out.push("## Open pages", "");
    for (const page of pages) {
      out.push(
        `### ${pageTitle(page)}`,
        "",
        `_${longDate(`${page.date}T00:00:00Z`)}_`,
        "",
        // A sealed title over an empty page still has its place, where her device puts her title.
        isSealed(page.title) && !page.text.trim() ? SEALED_IN_EXPORT : quoted(page.text),
        "",
      );
    }
  }
  out.push("## Check-ins", "");
  if (data.checkIns.length === 0) out.push("No check-ins yet.", "");
  for (const checkIn of data.checkIns) {
    out.push(`### Check-in · ${longDate(`${checkIn.date}T00:00:00Z`)}`, "");
    out.push(`- **Mood:** ${checkInAnswerLabel(checkIn.mood)}`);
    out.push(`- **Energy:** ${checkInAnswerLabel(checkIn.energy)}`);
    // An answer she left empty (D24) is left out, not shown as a gap.
    for (const id of ["gratitude", "challenge", "intention"] as const) {
      if (checkIn[id].trim() === "") continue;
      const answer = isSealed(checkIn[id]) ? SEALED_IN_EXPORT : checkIn[id].replace(/\n+/g, " ");
      out.push(`- **${questionOf.get(id) ?? id}** ${answer}`);
    }
    if (checkIn.tags.length > 0) out.push(`- **What helped:** ${checkIn.tags.join(", ")}`);
    out.push("");
  }
  const toolWords = data.tools.flatMap((tool) =>
    Object.entries(tool.state as Record<string, unknown>)
      .filter(([, value]) => typeof value === "string" && value.trim())
      .map(
        ([field, value]) =>
          `### ${isToolId(tool.tool) ? toolTitles[tool.tool] : tool.tool}: ${capitalized(field)}\n\n${quoted(value as string)}\n`,
      ),
  );
  if (toolWords.length > 0) out.push("## Tools", "", ...toolWords);
  const notes = data.printableNotes.filter((note) => typeof note.notes === "string" && note.notes.trim());
  if (notes.length > 0) {
    out.push("## Printable notes", "");
    for (const note of notes) out.push(`### ${note.title}`, "", quoted(note.notes as string), "");
  }
  const answers = data.returnReflections.filter((answer) => answer.text.trim());
  if (answers.length > 0) {
    out.push(`## ${WHAT_COMES_NEXT}`, "");
    for (const answer of answers) {
      const prompt = returnPrompts.find((each) => each.month === answer.month);
      out.push(`### ${[monthName(answer.month), prompt?.theme].filter(Boolean).join(" · ")}`, "");
      if (prompt) out.push(`> ${prompt.question}`, "");
      out.push(quoted(answer.text), "");
    }
  }
  const giftsWithWords = data.giftsGiven.filter((gift) => gift.message?.trim());
  if (giftsWithWords.length > 0) {
    out.push("## Gifts you gave", "");
    for (const gift of giftsWithWords) {
      const to = gift.recipientName || gift.recipientEmail || "a friend";
      out.push(`### To ${to} · ${longDate(gift.createdAt)}`, "", quoted(gift.message ?? ""), "");
    }
  }
  out.push(...otherWords(data.otherTables, words));
  return `${out.join("\n").trimEnd()}\n`;
}
