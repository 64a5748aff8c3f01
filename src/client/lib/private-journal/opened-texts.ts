import { exportPaths } from "../../../domain/account";
import {
  type ArchiveEntry,
  type CheckInHistoryEntry,
  excerptOf,
  type JournalArchive,
  MAX_ARCHIVE_PAGE_SIZE,
  type ReadBackEntry,
  searchTerms,
  wordCount,
} from "../../../domain/journal-archive";
import type { OnThisDayItem } from "../../../domain/on-this-day";
import type { PageSummary } from "../../../domain/open-pages";
import { isSealed, SEALED_TOKEN, type SealedStyle, sealedTextKey } from "../../../domain/text-limits";
import { api, settle } from "../api";
import { answer, journalApi, pagesApi } from "../api-client";
import { JournalLocked, privacyOf } from "./journal-privacy";
import { SealedValueRefused, unseal } from "./sealed-values";

// Her private words opened on her device (docs/architecture.md, "The private journal"): the one place every
// page that shows sealed texts opens them (the archive and its search, read-backs, On this day, her growth
// page's answers, her exports). Each text is opened under the document key and field her device sealed it
// with (sealing-wire.ts: `<local key>:<field>`, or the local key alone for a whole text). Loaded with a
// dynamic import, so a member who never opted in never downloads it.

/** The document key each sealed text was sealed under, by kind (document-kinds.ts's local keys). */
export const sealedUnder = {
  reflection: (day: number | string) => sealedTextKey(`journal-day-${day}`),
  returnAnswer: (month: number | string) => sealedTextKey(`return-month-${month}`),
  checkIn: (date: string, field: string) => sealedTextKey(`checkIn-${date}`, field),
  pageTitle: (id: string) => sealedTextKey(`page-${id}`, "title"),
  pageBody: (id: string) => sealedTextKey(`page-${id}`, "body"),
  printableNotes: (printable: string) => sealedTextKey(`printable-notes-${printable}`, "notes"),
  tool: (tool: string, field: string) => sealedTextKey(tool, field),
};

/** Opens one text: plain words pass as they are; a sealed one is opened or refused. */
export type OpenText = (text: string, documentKey: string) => Promise<string>;

/** What stands, on her device, for a sealed text that does not open (changed, or not this entry). */
export const NOT_OPENED = "(This entry could not be opened on this device.)";

/**
 * Opens her texts with the key she unlocked in this browser; a sealed text while her journal is locked is
 * refused with `JournalLocked`. `refused: "throw"` (an export) fails on a text that does not open; "mark"
 * (a page that shows them) puts `NOT_OPENED` in its place.
 */
export async function openerFor(userId: string, refused: "throw" | "mark" = "mark"): Promise<OpenText> {
  const { key } = await privacyOf(userId);
  return async (text, documentKey) => {
    if (!isSealed(text)) return text;
    if (!key) throw new JournalLocked();
    try {
      return await unseal(key, userId, documentKey, text);
    } catch (error) {
      if (refused === "mark" && error instanceof SealedValueRefused) return NOT_OPENED;
      throw error;
    }
  };
}

type Row = Record<string, unknown>;

export const CHECK_IN_FIELDS = ["gratitude", "challenge", "intention"] as const;

/**
 * Copies of `rows` with each sealed text opened: `fields(row)` names each text field and the document key
 * it was sealed under. A text that does not open reads `NOT_OPENED`; a locked journal refuses.
 */
export async function openRows<R extends object>(
  userId: string,
  rows: readonly R[],
  fields: (row: R) => [keyof R & string, string][],
): Promise<R[]> {
  const open = await openerFor(userId);
  return Promise.all(
    rows.map(async (row) => {
      const next = { ...row } as Record<string, unknown>;
      for (const [name, documentKey] of fields(row)) {
        const text = next[name];
        if (typeof text === "string") next[name] = await open(text, documentKey);
      }
      return next as R;
    }),
  );
}

/** The earlier reflections a day asks her to reread, opened (features/journey/read-backs.tsx). */
export const openReadBacks = (userId: string, entries: readonly ReadBackEntry[]) =>
  openRows(userId, entries, (entry) => [["content", sealedUnder.reflection(entry.day)]]);

/** Her check-ins' three answers, opened (features/growth/check-in-list.tsx). */
export const openCheckIns = (userId: string, checkIns: readonly CheckInHistoryEntry[]) =>
  openRows(userId, checkIns, (entry) =>
    CHECK_IN_FIELDS.map((name) => [name, sealedUnder.checkIn(entry.date, name)]),
  );

/** Her pages' titles in her list of pages, opened (features/pages/pages-list-page.tsx). */
export const openPageTitles = (userId: string, pages: readonly PageSummary[]) =>
  openRows(userId, pages, (page) => [["title", sealedUnder.pageTitle(page.id)]]);

/** Her export as the server gives it (server/account/reshaped-tables.ts), the parts holding her words. */
export interface HerExport {
  reflections?: Row[];
  checkIns?: Row[];
  pages?: Row[];
  returnReflections?: Row[];
  tools?: Row[];
  printableNotes?: Row[];
  [other: string]: unknown;
}

/** Opens, in place, every sealed text of her export, and hands it back. */
export async function openExport<T extends HerExport>(data: T, open: OpenText): Promise<T> {
  const field = async (row: Row, name: string, documentKey: string) => {
    const text = row[name];
    if (typeof text === "string" && isSealed(text)) row[name] = await open(text, documentKey);
  };
  for (const row of data.reflections ?? []) await field(row, "text", sealedUnder.reflection(String(row.day)));
  for (const row of data.returnReflections ?? [])
    await field(row, "text", sealedUnder.returnAnswer(String(row.month)));
  for (const row of data.checkIns ?? [])
    for (const name of CHECK_IN_FIELDS) await field(row, name, sealedUnder.checkIn(String(row.date), name));
  for (const row of data.pages ?? []) {
    await field(row, "title", sealedUnder.pageTitle(String(row.id)));
    await field(row, "text", sealedUnder.pageBody(String(row.id)));
  }
  for (const row of data.printableNotes ?? [])
    await field(row, "notes", sealedUnder.printableNotes(String(row.printable)));
  for (const row of data.tools ?? []) {
    const state = (row.state ?? {}) as Row;
    for (const name of Object.keys(state)) await field(state, name, sealedUnder.tool(String(row.tool), name));
  }
  return data;
}

/** Her whole export with every sealed text opened on this device (refused while her journal is locked). */
export async function openedExport(userId: string, refused: "throw" | "mark" = "throw"): Promise<HerExport> {
  const { key } = await privacyOf(userId);
  if (!key) throw new JournalLocked();
  const open = await openerFor(userId, refused);
  return openExport(await api<HerExport>(exportPaths.json), open);
}

/** The words of each piece of her archive, by `<kind>:<key>` as ArchiveEntry names them. */
export interface OpenedWords {
  /** Every word of it, as a search reads them (an open page's title too). */
  text: string;
  /** What its excerpt and word count are made from (an open page's body). */
  body: string;
  /** An open page's own title, when she gave it one. */
  title?: string;
}

const written = (texts: unknown[]) =>
  texts.filter((text): text is string => typeof text === "string" && text.trim() !== "");

/** Her archive's words from her opened export, as the server's archive joins them (db/archive-writings.ts). */
export function archiveWords(data: HerExport): Map<string, OpenedWords> {
  const words = new Map<string, OpenedWords>();
  const whole = (text: string) => ({ text, body: text });
  for (const row of data.reflections ?? []) words.set(`day:${row.day}`, whole(String(row.text ?? "")));
  for (const row of data.pages ?? []) {
    const title = typeof row.title === "string" ? row.title.trim() : "";
    const body = String(row.text ?? "");
    words.set(`page:${row.id}`, {
      text: written([title, body]).join("\n"),
      body,
      ...(title ? { title } : {}),
    });
  }
  for (const row of data.checkIns ?? [])
    words.set(`check-in:${row.date}`, whole(written(CHECK_IN_FIELDS.map((name) => row[name])).join(" · ")));
  for (const row of data.tools ?? [])
    words.set(`tool:${row.tool}`, whole(written(Object.values((row.state ?? {}) as Row)).join("\n\n")));
  for (const row of data.printableNotes ?? [])
    words.set(`printable:${row.printable}`, whole(String(row.notes ?? "")));
  return words;
}

/**
 * Her archive searched and excerpted on this device: the entries (as the server listed them, newest
 * first) whose opened words hold every word of `query`, each with its excerpt around the first word
 * found, its word count and, for an open page, its own title. With no query, every entry, excerpted.
 */
export function searchOnDevice(
  entries: readonly ArchiveEntry[],
  words: ReadonlyMap<string, OpenedWords>,
  query: string,
): ArchiveEntry[] {
  const terms = searchTerms(query);
  return entries.flatMap((entry) => {
    const opened = words.get(`${entry.kind}:${entry.key}`);
    if (!opened) return terms.length === 0 ? [entry] : [];
    const lower = opened.text.toLowerCase();
    if (!terms.every((term) => lower.includes(term))) return [];
    return [
      {
        ...entry,
        ...(opened.title ? { title: opened.title } : {}),
        excerpt: excerptOf(opened.body, terms),
        words: wordCount(opened.body),
      },
    ];
  });
}

/** Every entry of her archive as the server lists it (newest first, no search: nothing she types is sent). */
export async function wholeArchive(): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  let cursor: string | null = "";
  while (cursor !== null) {
    const page: JournalArchive = await answer(
      journalApi.index.$get({
        query: { limit: String(MAX_ARCHIVE_PAGE_SIZE), ...(cursor ? { cursor } : {}) },
      }),
    );
    entries.push(...page.entries);
    cursor = page.entries.length > 0 ? page.nextCursor : null;
  }
  return entries;
}

/** Her archive and its words, opened on this device, for the journal page to show and search. */
export interface ArchiveOnDevice {
  /** Her archive's entries with the words of `query` found in them, excerpted around them. */
  search(query: string): ArchiveEntry[];
}

export async function archiveOnDevice(userId: string): Promise<ArchiveOnDevice> {
  const [entries, data] = await Promise.all([wholeArchive(), openedExport(userId, "mark")]);
  const words = archiveWords(data);
  return { search: (query) => searchOnDevice(entries, words, query) };
}

/**
 * On this day's items with the words the server could not excerpt (sealed) opened here: each sealed entry
 * is fetched whole, as her device reads it, and excerpted; an open page's own title comes back too.
 */
export async function openOnThisDay(
  userId: string,
  items: readonly OnThisDayItem[],
): Promise<OnThisDayItem[]> {
  const open = await openerFor(userId);
  return Promise.all(
    items.map(async (item) => {
      if (item.excerpt !== "") return item;
      if (item.kind === "day") {
        const { value } = await answer(journalApi[":key"].$get({ param: { key: item.key } }));
        return { ...item, excerpt: excerptOf(await open(value, sealedUnder.reflection(item.key))) };
      }
      const { value } = await answer(pagesApi[":key"].$get({ param: { key: item.key } }));
      // A page deleted since the list was read has no words to open.
      const title = (await open(value?.title ?? "", sealedUnder.pageTitle(item.key))).trim();
      const body = await open(value?.body ?? "", sealedUnder.pageBody(item.key));
      return { ...item, ...(title ? { title } : {}), excerpt: excerptOf(body) };
    }),
  );
}

/**
 * What the server's Markdown export prints for each sealed text (SEALED_IN_EXPORT in
 * server/account/export-markdown.ts; the client imports no server code, e2e/private-journal-reading.test.ts
 * checks the two agree).
 */
/** Her opened text as her Markdown export sets a text of that style (server/account/export-markdown.ts). */
const styled: Record<SealedStyle, (text: string) => string> = {
  // A line that would read as a heading is indented.
  quoted: (text) => text.replace(/^(#+\s)/gm, " $1"),
  line: (text) => text.replace(/\n+/g, " "),
  title: (text) => `**${text.replace(/\n+/g, " ").trim()}**`,
};

/** The server's Markdown export as text (its refusals as `api` reads them). */
async function serverMarkdown(): Promise<string> {
  let text = "";
  await settle(
    fetch(exportPaths.markdownForDevice, { credentials: "same-origin" }).then((res) => ({
      ok: res.ok,
      status: res.status,
      text: async () => {
        text = await res.text();
        return res.ok ? "" : text;
      },
    })),
  );
  return text;
}

/** `markdown` with each sealed text in it (`sealedToken`) opened by `open` and set as its style asks. */
export async function openInPlace(markdown: string, open: OpenText): Promise<string> {
  const tokens = [...markdown.matchAll(SEALED_TOKEN)];
  const opened = await Promise.all(
    tokens.map(([, style, documentKey, sealed]) =>
      open(sealed as string, documentKey as string).then((text) => styled[style as SealedStyle](text)),
    ),
  );
  let next = 0;
  return markdown.replace(SEALED_TOKEN, () => opened[next++] as string);
}

/**
 * Her Markdown export made on her device: the server's Markdown for her device (its layout, each day's
 * question), where each sealed text stands in place with the key it was sealed under, opened here.
 */
export async function openedMarkdown(userId: string): Promise<string> {
  const { key } = await privacyOf(userId);
  if (!key) throw new JournalLocked();
  const markdown = await serverMarkdown();
  return openInPlace(markdown, await openerFor(userId, "throw"));
}
