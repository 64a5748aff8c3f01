import { sameCheckIn } from "../../domain/check-in";
import {
  type DocumentKindDeclaration,
  documentKinds as declared,
  type KeyOf,
  type KindName,
  type TextsOf,
  type ValueOf,
} from "../../domain/document-kinds";

export type { KeyOf, KindName, TextsOf, ValueOf };

// Every kind of document a member writes, as this browser keeps it (docs/architecture.md, "The store"):
// each kind of the registry (src/domain/document-kinds.ts) with the codec its format names, and what only
// the app knows — when two values are the same, and the lists a confirmed change makes stale. The store
// (document-store.ts) keeps every kind the same way; a new kind of the registry is kept here with no edit.

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

export interface DocumentKind<K, T>
  extends Omit<DocumentKindDeclaration<K, T>, "format" | "fromStored" | "keepServerOnConflict"> {
  codec: Codec<T>;
  /** When a stored value and a sent one are the same (a retry that already landed, or another tab's save). */
  same?(a: T, b: T): boolean;
  /** The lists built from documents of this kind, which a confirmed change makes stale. */
  lists?: readonly (readonly string[])[];
  keepServerOnConflict: boolean;
}

/**
 * What only the app adds to a kind. The lists are plain keys, so saving does not bring the list queries'
 * code into every page; document-kinds.test.ts holds them to the queries' factories.
 */
const onThisDevice: {
  [N in KindName]?: Pick<DocumentKind<KeyOf<N>, ValueOf<N>>, "same" | "lists">;
} = {
  reflection: { lists: [["journal"]] },
  completion: { lists: [["journey"]] },
  checkIn: { same: sameCheckIn, lists: [["check-ins"]] },
  page: { lists: [["pages"], ["journal"]] },
  returnAnswer: { lists: [["return-prompts"]] },
  resurfacing: { lists: [["journal", "on-this-day"]] },
};

function keptHere<K, T>(name: KindName, kind: DocumentKindDeclaration<K, T>): DocumentKind<K, T> {
  const { format, fromStored, keepServerOnConflict, ...rest } = kind;
  const codec = format === "text" ? (textCodec as unknown as Codec<T>) : jsonCodec(fromStored);
  const extra = (onThisDevice[name] ?? {}) as Pick<DocumentKind<K, T>, "same" | "lists">;
  return { ...rest, codec, keepServerOnConflict: keepServerOnConflict ?? false, ...extra };
}

export const documentKinds = Object.fromEntries(
  Object.entries(declared).map(([name, kind]) => [
    name,
    keptHere(name as KindName, kind as DocumentKindDeclaration<unknown, unknown>),
  ]),
) as { [N in KindName]: DocumentKind<KeyOf<N>, ValueOf<N>> };

/** Any kind, by the name a local copy was kept with. */
export const kindNamed = (name: string): DocumentKind<unknown, unknown> | undefined =>
  Object.hasOwn(documentKinds, name)
    ? (documentKinds[name as KindName] as unknown as DocumentKind<unknown, unknown>)
    : undefined;
