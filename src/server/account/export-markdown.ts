import { PROMPT_CHANGED } from "../../content/content-editing";
import { returnPrompts } from "../../content/return-prompts";
import { checkInAnswerLabel, checkInQuestions } from "../../content/tools";
import { documentKinds } from "../../domain/document-kinds";
import { pageTitle } from "../../domain/open-pages";
import { monthName, WHAT_COMES_NEXT } from "../../domain/return-prompts";
import { isSealed, type SealedStyle, sealedTextKey, sealedToken } from "../../domain/text-limits";
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
const quoted = (text: string) => (text.trim() ? text.replace(/^(#+\s)/gm, " $1") : "_(empty)_");

/** An answer on one line. */
const oneLine = (text: string) => text.replace(/\n+/g, " ");

/**
 * Her text as the Markdown shows it (`plain`), or, sealed on her device, what stands for it: one sentence,
 * or for her device (`inline`) the sealed text itself with the key it was sealed under, which her device
 * opens in place (`sealedToken`).
 */
const readable =
  (inline: boolean) =>
  (text: string, documentKey: string, style: SealedStyle, plain: (text: string) => string = quoted) =>
    !isSealed(text) ? plain(text) : inline ? sealedToken(style, documentKey, text) : SEALED_IN_EXPORT;

const {
  reflection,
  page: openPage,
  checkIn: checkInKind,
  tool: toolKind,
  printableNotes,
  returnAnswer,
} = documentKinds;

/**
 * What stands for sealed words in a table her Markdown has no section for: her device does not open these
 * in the Markdown it makes (it opens the sealed texts of the sections above, client/lib/private-journal/opened-texts.ts).
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
 * `words`: the fields of her words in each table her export does not reshape; `inline`: the Markdown for
 * her device, each sealed text in place for it to open (`sealedToken`).
 */
export function memberDataMarkdown(
  data: MemberData,
  prompts: ReadonlyMap<number, AnsweredPrompt> = new Map(),
  words: ReadonlyMap<string, string[]> = wordFieldsOfSchema,
  inline = false,
): string {
  const shown = readable(inline);
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
    out.push(shown(entry.text, sealedTextKey(reflection.localKey(entry.day)), "quoted"), "");
  }
  const pages = data.pages.filter((page) => page.text.trim() || page.title.trim());
  if (pages.length > 0) {
    out.push("## Open pages", "");
    for (const page of pages) {
      const localKey = openPage.localKey(page.id);
      // A sealed title reads as the page's date in the heading; it has its place above her words (alone over
      // an empty page), where her device puts her title. One sentence stands for both when both are sealed.
      const title = isSealed(page.title) ? shown(page.title, sealedTextKey(localKey, "title"), "title") : "";
      const body =
        title && !page.text.trim() ? "" : shown(page.text, sealedTextKey(localKey, "body"), "quoted");
      out.push(
        `### ${pageTitle(page)}`,
        "",
        `_${longDate(`${page.date}T00:00:00Z`)}_`,
        "",
        [...new Set([title, body].filter(Boolean))].join("\n\n"),
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
      const key = sealedTextKey(checkInKind.localKey(checkIn.date), id);
      const answer = shown(checkIn[id], key, "line", oneLine);
      out.push(`- **${questionOf.get(id) ?? id}** ${answer}`);
    }
    if (checkIn.tags.length > 0) out.push(`- **What helped:** ${checkIn.tags.join(", ")}`);
    out.push("");
  }
  const toolWords = data.tools.flatMap((tool) => {
    const id = tool.tool;
    const [localKey, title] = isToolId(id) ? [toolKind.localKey(id), toolTitles[id]] : [id, id];
    return Object.entries(tool.state as Record<string, unknown>)
      .filter(([, value]) => typeof value === "string" && value.trim())
      .map(([field, value]) => {
        const words = shown(value as string, sealedTextKey(localKey, field), "quoted");
        return `### ${title}: ${capitalized(field)}\n\n${words}\n`;
      });
  });
  if (toolWords.length > 0) out.push("## Tools", "", ...toolWords);
  const notes = data.printableNotes.filter((note) => typeof note.notes === "string" && note.notes.trim());
  if (notes.length > 0) {
    out.push("## Printable notes", "");
    for (const note of notes) {
      const key = sealedTextKey(printableNotes.localKey(note.printable), "notes");
      out.push(`### ${note.title}`, "", shown(note.notes as string, key, "quoted"), "");
    }
  }
  const answers = data.returnReflections.filter((answer) => answer.text.trim());
  if (answers.length > 0) {
    out.push(`## ${WHAT_COMES_NEXT}`, "");
    for (const answer of answers) {
      const prompt = returnPrompts.find((each) => each.month === answer.month);
      out.push(`### ${[monthName(answer.month), prompt?.theme].filter(Boolean).join(" · ")}`, "");
      if (prompt) out.push(`> ${prompt.question}`, "");
      out.push(shown(answer.text, sealedTextKey(returnAnswer.localKey(answer.month)), "quoted"), "");
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
