import { sameValue } from "../../domain/sync";
import { SEALED_PREFIX } from "../../domain/text-limits";
import {
  type Codec,
  type DocumentKind,
  documentKinds,
  jsonCodec,
  type KeyOf,
  type KindName,
  kindNamed,
  type TextsOf,
  textCodec,
  type ValueOf,
} from "./document-kinds";
import { pendingCopies, removeLocalCopies, removeLocalCopy, type SyncMeta } from "./local-copies";
import type { Wire } from "./private-journal/sealing-wire";
import { queryClient } from "./query-client";
import { type Confirmed, StoredDocument } from "./stored-document";

// The one store of everything a member writes in this browser (docs/architecture.md, "The store"). It keeps
// one document per key whichever page or tab holds it: an open page and the background sync send through
// the same document, a send holds the key's Web Lock (one sender per key for the whole browser), and a
// confirmed value goes into the query cache here and, over a BroadcastChannel, in every other tab.

const documents = new Map<string, StoredDocument<unknown>>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("g2g-sync");

/** The query key of one document's value: pages that show it (the dashboard's check-in) read it here. */
export const documentQueryKey = (url: string) => ["document", url] as const;

/** Lists a confirmed value makes stale, by the address it was confirmed at. */
const listsAt = new Map<string, readonly (readonly string[])[]>();

/** Puts a confirmed value where every page reads it: the query cache, the document, and the other tabs. */
function confirm(confirmed: Confirmed, tellOtherTabs: boolean) {
  queryClient.setQueryData(documentQueryKey(confirmed.url), confirmed.value);
  for (const queryKey of listsAt.get(confirmed.url) ?? []) void queryClient.invalidateQueries({ queryKey });
  if (tellOtherTabs) channel?.postMessage(confirmed);
}

if (channel)
  channel.onmessage = ({ data }: MessageEvent<Confirmed>) => {
    confirm(data, false);
    documents.get(entryKey(data.owner, data.localKey))?.takeConfirmed(data);
  };

const entryKey = (userId: string, localKey: string) => `${userId}\n${localKey}`;

type WireFactory = (texts: TextsOf, userId: string, localKey: string) => Wire<unknown>;

/**
 * The private journal's wire (sealing-wire.ts), handed over by her session's sync (sync-session.ts), which
 * loads it once she is signed in: it is not part of any page's code. A send waits for it.
 */
let wires: WireFactory | undefined;
let wiresInstalled: () => void = () => undefined;
const wiresLoaded = new Promise<void>((resolve) => {
  wiresInstalled = resolve;
});

export function installWires(factory: WireFactory) {
  wires = factory;
  wiresInstalled();
}

const holdsSealed = (value: unknown) =>
  typeof value === "string"
    ? value.startsWith(SEALED_PREFIX)
    : Boolean(JSON.stringify(value)?.includes(SEALED_PREFIX));

function lazyWire<T>(texts: TextsOf, userId: string, localKey: string): Wire<T> {
  let loaded: Wire<T> | undefined;
  const wire = async () => {
    await wiresLoaded;
    loaded ??= (wires as WireFactory)(texts, userId, localKey) as Wire<T>;
    return loaded;
  };
  return {
    out: async (value) => (await wire()).out(value),
    // Nothing sealed came back (she did not opt in): no need to load the wire to read it.
    in: async (value) => (holdsSealed(value) ? (await wire()).in(value) : value),
    plainNow: () => loaded?.plainNow() ?? false,
  };
}

/** A kind's rules for one key: the options a document is made with. */
function declare<T>(kind: DocumentKind<unknown, T>, kindName: string, key: unknown) {
  const url = kind.url(key);
  listsAt.set(url, kind.lists ?? []);
  return {
    kind: kindName,
    key,
    localKey: kind.localKey(key),
    url,
    empty: kind.empty(key),
    codec: kind.codec,
    same: kind.same ?? sameValue,
    keepServerOnConflict: kind.keepServerOnConflict,
    texts: kind.texts,
  };
}

/** The store's document for this rule set, made once per member and key. */
function documentOf<T>(userId: string, rules: ReturnType<typeof declare<T>>): StoredDocument<T> {
  const id = entryKey(userId, rules.localKey);
  let document = documents.get(id) as StoredDocument<T> | undefined;
  if (!document) {
    const { texts, ...options } = rules;
    const wire = texts && lazyWire(texts, userId, rules.localKey);
    const made: StoredDocument<T> = new StoredDocument<T>({
      ...options,
      wire,
      userId,
      confirm,
      // A page that holds a document let go while idle, and opens it again, makes it the store's again,
      // so the background sync sends through it rather than through a second one.
      opened: () => {
        if (!documents.has(id)) documents.set(id, made as StoredDocument<unknown>);
      },
    });
    document = made;
    documents.set(id, document as StoredDocument<unknown>);
  }
  return document;
}

/** One of her documents, by kind and key (a page holds it open with `open()` and lets go with `close()`). */
export function storedDocument<N extends KindName>(
  name: N,
  key: KeyOf<N>,
  userId: string,
): StoredDocument<ValueOf<N>> {
  const kind = documentKinds[name] as unknown as DocumentKind<unknown, ValueOf<N>>;
  return documentOf(userId, declare(kind, name, key));
}

/**
 * A document that is gone (a page she deleted) or must not be sent again (a day her plan no longer
 * opens): it stops, and its local copy goes from this browser.
 */
export function removeDocument<N extends KindName>(name: N, key: KeyOf<N>, userId: string) {
  forget(userId, documentKinds[name].localKey(key as never));
}

function forget(userId: string, localKey: string) {
  const id = entryKey(userId, localKey);
  documents.get(id)?.halt();
  documents.delete(id);
  removeLocalCopy(localKey);
}

/** Lets go of documents no page holds and nothing waits in. */
export function releaseIdleDocuments() {
  for (const [id, document] of documents) if (document.idle) documents.delete(id);
}

/**
 * Copies kept before kinds were recorded name only their format and address: they are sent as they are,
 * under a kind that says so, so a later send still reads them right.
 */
const legacyKinds = {
  "legacy-text": { codec: textCodec as Codec<unknown>, empty: "" },
  "legacy-json": { codec: jsonCodec(), empty: null },
} as const;

/** The document of a pending local copy, by the kind it was kept with. */
function pendingDocument(userId: string, localKey: string, meta: SyncMeta): StoredDocument<unknown> {
  const kind = meta.kind ? kindNamed(meta.kind) : undefined;
  if (kind && meta.kind) return documentOf(userId, declare(kind, meta.kind, meta.key));
  const name = meta.kind === "legacy-text" || meta.format === "text" ? "legacy-text" : "legacy-json";
  const { codec, empty } = legacyKinds[name];
  const legacy: DocumentKind<unknown, unknown> = {
    localKey: () => localKey,
    url: () => meta.url,
    empty: () => empty,
    codec,
    keepServerOnConflict: false,
  };
  return documentOf(userId, declare(legacy, name, undefined));
}

/**
 * Sends every pending local copy of this member through its document: the same sender as an open page,
 * so a copy is never sent twice. A copy the server refuses as stale keeps waiting for her to choose.
 */
export async function flushPending(userId: string): Promise<void> {
  await Promise.all(
    pendingCopies(userId).map(async ({ localKey, meta }) => {
      const document = pendingDocument(userId, localKey, meta);
      await document.saveNow();
      if (document.refused && meta.kind && kindNamed(meta.kind)?.dropWhenRefused) forget(userId, localKey);
    }),
  );
  releaseIdleDocuments();
}

/** The page is going away (pagehide): every pending copy is sent with `keepalive`. */
export function sendPendingOnExit(userId: string) {
  for (const { localKey, meta } of pendingCopies(userId))
    pendingDocument(userId, localKey, meta).sendOnExit();
}

/** Her private journal was unlocked (or its state changed): every document reads or sends again. */
export function retryDocuments() {
  for (const document of documents.values()) document.tryAgain();
}

/** Sign-out: every document stops without sending (the flush sends what waits). */
export function haltDocuments() {
  for (const document of documents.values()) document.halt();
}

/** After sign-out: the documents and their local copies go (unsent ones stay, tagged with their owner). */
export function forgetDocuments({ includingUnsent = false } = {}) {
  documents.clear();
  listsAt.clear();
  removeLocalCopies({ includingUnsent });
}
