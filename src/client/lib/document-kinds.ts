import { apiPath } from "../../domain/api-paths";
import { type Appearance, defaultAppearance, toAppearance } from "../../domain/appearance";
import { type CheckInRecord, checkInStorageKey, checkInUrl, sameCheckIn } from "../../domain/check-in";
import { defaultResurfacing, type ResurfacingPreferences } from "../../domain/on-this-day";
import type { PageValue } from "../../domain/open-pages";
import { defaultReminderPreferences, type ReminderPreferences } from "../../domain/reminders";
import {
  emptyPrintableNotes,
  emptyToolStates,
  type PrintableNotesState,
  printableNotesToolId,
  type ToolId,
  type ToolStates,
} from "../../domain/tool-states";

// Every kind of document a member writes, declared once (docs/architecture.md, "The store"): where its
// local copy lives (the spec's localStorage keys keep the spec's shape), its address on the server, its
// empty value, how its value is written to and read from the local copy, and when two values are the
// same. The store (document-store.ts) keeps every kind the same way.

/**
 * How a value is kept in its local copy. The one place a value could be wrapped on the device (say,
 * encrypted) before it is stored; `decode` answers undefined for a copy it cannot read.
 */
export interface Codec<T> {
  encode(value: T): string;
  decode(stored: string): T | undefined;
}

/** Plain text, as the spec keeps a reflection (`journal-day-{n}`). */
export const textCodec: Codec<string> = { encode: (value) => value, decode: (stored) => stored };

/** JSON, as the spec keeps a check-in or a tool's state; `check` turns what was read into a value. */
export function jsonCodec<T>(check: (value: unknown) => T = (value) => value as T): Codec<T> {
  return {
    encode: (value) => JSON.stringify(value),
    decode(stored) {
      try {
        return check(JSON.parse(stored));
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Where her texts are in a value, which a private journal seals before the value leaves her device and
 * opens when it comes back (docs/architecture.md, "The private journal"): the whole value, these
 * fields, or every text field (a tool's state). Everything else in the value (mood, dates, checked items)
 * stays as it is. `private-journal/sealing-wire.ts` reads it.
 */
export type TextsOf = "whole" | "every-field" | readonly string[];

export interface DocumentKind<K, T> {
  localKey(key: K): string;
  url(key: K): string;
  empty(key: K): T;
  codec: Codec<T>;
  /** When a stored value and a sent one are the same (a retry that already landed, or another tab's save). */
  same?(a: T, b: T): boolean;
  /** The lists built from documents of this kind, which a confirmed change makes stale. */
  lists?: readonly (readonly string[])[];
  /**
   * A setting, not her writing: when another device saved first, its version stands (she sees it at
   * once) instead of a conflict she must settle.
   */
  keepServerOnConflict?: boolean;
  /** Her texts in a value, which a private journal seals (absent for her settings, which stay plain). */
  texts?: TextsOf;
  /** Holds no words of hers: a copy the server refuses for good is let go rather than kept for her. */
  dropWhenRefused?: true;
}

const kind = <K, T>(declaration: DocumentKind<K, T>) => declaration;

const tools = (tool: string) => `${apiPath("tools")}/${tool}`;

export const documentKinds = {
  /** A day's reflection (spec §7 `journal-day-{n}`). */
  reflection: kind<number, string>({
    localKey: (day) => `journal-day-${day}`,
    url: (day) => `${apiPath("journal")}/${day}`,
    empty: () => "",
    codec: textCodec,
    lists: [["journal"]],
    texts: "whole",
  }),
  /** A day's check-in (spec §7 `checkIn-{YYYY-MM-DD}`); null until she saves one. */
  checkIn: kind<string, CheckInRecord | null>({
    localKey: checkInStorageKey,
    url: checkInUrl,
    empty: () => null,
    codec: jsonCodec(),
    same: sameCheckIn,
    lists: [["check-ins"]],
    texts: ["gratitude", "challenge", "intention"],
  }),
  /** A bonus tool's state (spec §7 `askForHelp`, `getTogether`, …). */
  tool: kind<ToolId, ToolStates[ToolId]>({
    localKey: (tool) => tool,
    url: tools,
    empty: (tool) => emptyToolStates[tool],
    codec: jsonCodec(),
    texts: "every-field",
  }),
  /** A printable's notes. */
  printableNotes: kind<string, PrintableNotesState>({
    localKey: printableNotesToolId,
    url: (printableId) => tools(printableNotesToolId(printableId)),
    empty: () => emptyPrintableNotes,
    codec: jsonCodec(),
    texts: ["notes"],
  }),
  /** An open page (D23); null until she writes on it. */
  page: kind<string, PageValue | null>({
    localKey: (id) => `page-${id}`,
    url: (id) => `${apiPath("pages")}/${id}`,
    empty: () => null,
    codec: jsonCodec(),
    lists: [["pages"], ["journal"]],
    texts: ["title", "body"],
  }),
  /** Her answer to one month's return prompt after day 75 (D23). */
  returnAnswer: kind<number, string>({
    localKey: (month) => `return-month-${month}`,
    url: (month) => `${apiPath("journey")}/return-prompts/${month}`,
    empty: () => "",
    codec: textCodec,
    lists: [["return-prompts"]],
    texts: "whole",
  }),
  /**
   * Whether she completed a day ("Complete Day N"): it only ever becomes true, so another device's
   * completion is never a conflict. Offline it waits here like her words (docs/offline.md).
   */
  completion: kind<number, boolean>({
    localKey: (day) => `day-complete-${day}`,
    url: (day) => `${apiPath("journal")}/${day}/complete`,
    empty: () => false,
    codec: jsonCodec(),
    lists: [["journey"]],
    keepServerOnConflict: true,
    dropWhenRefused: true,
  }),
  /** Her theme and text size (docs/offline.md); the first paint reads this copy (appearance.ts). */
  appearance: kind<void, Appearance>({
    localKey: () => "appearance",
    url: () => `${apiPath("settings")}/appearance`,
    empty: () => defaultAppearance,
    codec: jsonCodec(toAppearance),
    keepServerOnConflict: true,
  }),
  /** Her daily reminder and weekly letter (docs/jobs.md). */
  reminders: kind<void, ReminderPreferences>({
    localKey: () => "reminders",
    url: () => `${apiPath("settings")}/reminders`,
    empty: () => defaultReminderPreferences,
    codec: jsonCodec(),
    keepServerOnConflict: true,
  }),
  /** Whether "On this day" shows on her dashboard, and heavy days with it (issue #49). */
  resurfacing: kind<void, ResurfacingPreferences>({
    localKey: () => "resurfacing",
    url: () => `${apiPath("settings")}/resurfacing`,
    empty: () => defaultResurfacing,
    codec: jsonCodec(),
    keepServerOnConflict: true,
    lists: [["journal", "on-this-day"]],
  }),
};

/** A kind's name: kept beside each local copy, so a pending copy is sent by its own kind's rules. */
export type KindName = keyof typeof documentKinds;
/** The key that names one document of a kind (a day, a date, a tool), and the kind's value. */
export type KeyOf<N extends KindName> = (typeof documentKinds)[N] extends { localKey(key: infer K): string }
  ? K
  : never;
export type ValueOf<N extends KindName> = (typeof documentKinds)[N] extends { empty(key: never): infer T }
  ? T
  : never;

/** Any kind, by the name a local copy was kept with. */
export const kindNamed = (name: string): DocumentKind<unknown, unknown> | undefined =>
  Object.hasOwn(documentKinds, name)
    ? (documentKinds[name as KindName] as unknown as DocumentKind<unknown, unknown>)
    : undefined;
