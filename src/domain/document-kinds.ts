import { apiPath } from "./api-paths";
import { type Appearance, defaultAppearance, toAppearance } from "./appearance";
import { type CheckInRecord, checkInStorageKey, checkInUrl } from "./check-in";
import { defaultResurfacing, type ResurfacingPreferences } from "./on-this-day";
import type { PageValue } from "./open-pages";
import { defaultReminderPreferences, type ReminderPreferences } from "./reminders";
import {
  emptyPrintableNotes,
  emptyToolStates,
  type PrintableNotesState,
  printableNotesToolId,
  type ToolId,
  type ToolStates,
} from "./tool-states";

// Every kind of document a member writes, declared once for the app and the server (docs/architecture.md,
// "The store"): the key that names one document, its address, where its local copy lives (the spec's
// localStorage keys keep the spec's shape), its empty value, how its local copy is written, and which of
// its fields are her words. The values the server accepts for each kind are beside it
// (document-values.ts, checked against these types); the app's store (client/lib/document-kinds.ts), the
// server's sync routes, her storage quota and the private journal's keys all follow this list.

/**
 * Where her texts are in a value, which a private journal seals before the value leaves her device and
 * opens when it comes back (docs/architecture.md, "The private journal"): the whole value, these
 * fields, or every text field (a tool's state). Everything else in the value (mood, dates, checked items)
 * stays as it is.
 */
export type TextsOf = "whole" | "every-field" | readonly string[];

export interface DocumentKindDeclaration<K, T> {
  /** The document's address on the server. */
  url(key: K): string;
  /** Its local copy's key in the browser. */
  localKey(key: K): string;
  /** Its value before she has written anything. */
  empty(key: K): T;
  /** Its local copy: plain text (a reflection, as the spec keeps it) or JSON, read back through `fromStored`. */
  format: "text" | "json";
  /** Turns a local JSON copy into a value (her appearance reads a damaged copy as the defaults). */
  fromStored?(stored: unknown): T;
  /** Her texts in a value, which a private journal seals (absent for her settings, which stay plain). */
  texts?: TextsOf;
  /**
   * Another device's version stands (she sees it at once) rather than a conflict she must settle: her
   * settings, and a completion, which only ever goes one way.
   */
  keepServerOnConflict?: true;
  /** Holds no words of hers: a copy the server refuses for good is let go rather than kept for her. */
  dropWhenRefused?: true;
}

const kind = <K, T>(declaration: DocumentKindDeclaration<K, T>) => declaration;
const tools = (tool: string) => `${apiPath("tools")}/${tool}`;
/** One of her settings (`/api/settings/<name>`, kept under `<name>`): the newest choice stands. */
const setting = <T>(name: string, empty: T, fromStored?: (stored: unknown) => T) =>
  kind<void, T>({
    url: () => `${apiPath("settings")}/${name}`,
    localKey: () => name,
    empty: () => empty,
    format: "json",
    keepServerOnConflict: true,
    ...(fromStored && { fromStored }),
  });

export const documentKinds = {
  /** A day's reflection (spec §7 `journal-day-{n}`). */
  reflection: kind<number, string>({
    url: (day) => `${apiPath("journal")}/${day}`,
    localKey: (day) => `journal-day-${day}`,
    empty: () => "",
    format: "text",
    texts: "whole",
  }),
  /**
   * Whether she completed a day ("Complete Day N"): it only ever becomes true, so another device's
   * completion is never a conflict. Offline it waits like her words (docs/offline.md).
   */
  completion: kind<number, boolean>({
    url: (day) => `${apiPath("journal")}/${day}/complete`,
    localKey: (day) => `day-complete-${day}`,
    empty: () => false,
    format: "json",
    keepServerOnConflict: true,
    dropWhenRefused: true,
  }),
  /** A day's check-in (spec §7 `checkIn-{YYYY-MM-DD}`); null until she saves one. */
  checkIn: kind<string, CheckInRecord | null>({
    url: checkInUrl,
    localKey: checkInStorageKey,
    empty: () => null,
    format: "json",
    texts: ["gratitude", "challenge", "intention"],
  }),
  /** A bonus tool's state (spec §7 `askForHelp`, `getTogether`, …). */
  tool: kind<ToolId, ToolStates[ToolId]>({
    url: tools,
    localKey: (tool) => tool,
    empty: (tool) => emptyToolStates[tool],
    format: "json",
    texts: "every-field",
  }),
  /** A printable's notes. */
  printableNotes: kind<string, PrintableNotesState>({
    url: (printableId) => tools(printableNotesToolId(printableId)),
    localKey: printableNotesToolId,
    empty: () => emptyPrintableNotes,
    format: "json",
    texts: ["notes"],
  }),
  /** An open page (D23); null until she writes on it. */
  page: kind<string, PageValue | null>({
    url: (id) => `${apiPath("pages")}/${id}`,
    localKey: (id) => `page-${id}`,
    empty: () => null,
    format: "json",
    texts: ["title", "body"],
  }),
  /** Her answer to one month's return prompt after day 75 (D23). */
  returnAnswer: kind<number, string>({
    url: (month) => `${apiPath("journey")}/return-prompts/${month}`,
    localKey: (month) => `return-month-${month}`,
    empty: () => "",
    format: "text",
    texts: "whole",
  }),
  /** Her theme and text size (docs/offline.md); the first paint reads this copy (client/lib/appearance.ts). */
  appearance: setting<Appearance>("appearance", defaultAppearance, toAppearance),
  /** Her daily reminder and weekly letter (docs/jobs.md). */
  reminders: setting<ReminderPreferences>("reminders", defaultReminderPreferences),
  /** Whether "On this day" shows on her dashboard, and heavy days with it (issue #49). */
  resurfacing: setting<ResurfacingPreferences>("resurfacing", defaultResurfacing),
};

/** A kind's name: kept beside each local copy, so a pending copy is sent by its own kind's rules. */
export type KindName = keyof typeof documentKinds;
/** The key that names one document of a kind (a day, a date, a tool), and the kind's value. */
export type KeyOf<N extends KindName> =
  (typeof documentKinds)[N] extends DocumentKindDeclaration<infer K, infer _T> ? K : never;
export type ValueOf<N extends KindName> =
  (typeof documentKinds)[N] extends DocumentKindDeclaration<infer _K, infer T> ? T : never;
