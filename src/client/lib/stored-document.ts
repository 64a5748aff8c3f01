import { isSynced, refusedWriteOutcome, type Synced } from "../../domain/sync";
import { ApiError } from "./api";
import { syncedDocumentAt } from "./api-client";
import type { Codec } from "./document-kinds";
import { readCopy, readMeta, type SyncMeta, withKeyLock, writeCopy, writeMeta } from "./local-copies";
import type { Wire } from "./private-journal/sealing-wire";

export type SyncStatus = SyncState<unknown>["kind"];

/**
 * Where a document stands, one state at a time (docs/architecture.md, "The store"). Whether her latest
 * words still wait for the server is kept beside it (`dirty`): it outlives every state but "saved",
 * across reloads too.
 */
type SyncState<T> =
  /** Nothing stored here or on the server yet. */
  | { kind: "idle" }
  /** The server holds what she sees. */
  | { kind: "saved" }
  /** A change is on its way, or waiting for the pause in her typing. */
  | { kind: "saving" }
  /** The server cannot be reached; what she writes waits here and is sent when it can be. */
  | { kind: "offline" }
  /** The server refused or failed; a server failure (5xx) is tried again, a refusal is not. */
  | { kind: "error"; message: string; retry: boolean }
  /** Another device wrote first; she chooses which version to keep. */
  | { kind: "conflict"; server: Synced<T> };

export interface SyncSnapshot<T> {
  value: T;
  status: SyncStatus;
  /** When the server last confirmed this document. */
  savedAt: Date | null;
  /** Set when the server changed on another device while this one had unsynced changes. */
  conflict: { local: T; server: T } | null;
  /** True until the server copy has been read (the local copy shows meanwhile). */
  loading: boolean;
  /** The server's message when a save was refused (e.g. too long). */
  error: string | null;
}

/** A value the server confirmed, as the store tells every page and tab. */
export interface Confirmed {
  localKey: string;
  owner: string;
  url: string;
  value: unknown;
  revision: number;
  updatedAt: string | null;
}

/** One document of one member, as the store (document-store.ts) makes it from its kind and key. */
export interface StoredDocumentOptions<T> {
  /** The kind's name and the document's key, kept beside the local copy. */
  kind: string;
  key: unknown;
  localKey: string;
  url: string;
  empty: T;
  codec: Codec<T>;
  same: (a: T, b: T) => boolean;
  /** Her settings take the other device's version rather than asking her (document-kinds.ts). */
  keepServerOnConflict: boolean;
  /** How her texts go to the server and come back (sealed while her journal is private); as they are without. */
  wire?: Wire<T>;
  userId: string;
  /** Puts a value the server confirmed where every page reads it, in this tab and (unless false) the others. */
  confirm(confirmed: Confirmed, tellOtherTabs: boolean): void;
  /** Told when a page opens it (the store keeps it as the one document of its key). */
  opened?(): void;
  /** Autosave after this quiet pause in typing. */
  quietMs?: number;
  /** While changes wait (offline, server error), try again this often. */
  retryMs?: number;
}

/**
 * One member's document kept local-first (docs/architecture.md D2): every change is written to its local
 * copy at once, sent to the server after a quiet pause, queued while offline, and never overwritten
 * silently — a stale write (409) becomes a conflict the member resolves. The store keeps one per key, so
 * an open page and the background sync send through the same one.
 */
export class StoredDocument<T> {
  private readonly quietMs: number;
  private readonly retryMs: number;
  private snapshot: SyncSnapshot<T>;
  private state: SyncState<T> = { kind: "idle" };
  private listeners = new Set<() => void>();
  /** The server revision this document's value is based on. */
  private revision = 0;
  /** Her latest words are not confirmed by the server yet. */
  private dirty = false;
  /** She changed it in this tab (not only in a copy an earlier visit left unsent). */
  private changedHere = false;
  private loaded = false;
  /** How many pages hold it open; while one does, it loads, retries and listens for the network. */
  private openCount = 0;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: StoredDocumentOptions<T>) {
    this.quietMs = options.quietMs ?? 1500;
    this.retryMs = options.retryMs ?? 10_000;
    let value = options.empty;
    let savedAt: Date | null = null;
    const meta = readMeta(options.localKey);
    // A copy without an owner, or another member's, is never shown to this member.
    if (meta?.owner === options.userId) {
      value = this.readLocal() ?? options.empty;
      this.revision = meta.revision;
      this.dirty = meta.dirty;
      savedAt = meta.savedAt ? new Date(meta.savedAt) : null;
    }
    this.snapshot = { value, status: "idle", savedAt, conflict: null, loading: true, error: null };
  }

  getSnapshot = (): SyncSnapshot<T> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while no page holds it and it has nothing to send: the store may let it go. */
  get idle(): boolean {
    return this.openCount === 0 && !this.dirty && !this.inFlight;
  }

  /** The server refused its last send for good (a 4xx other than a conflict): sending it again will not help. */
  get refused(): boolean {
    return this.state.kind === "error" && !this.state.retry;
  }

  /** A page shows it: read the server copy and listen for the connection to come back. */
  open() {
    if (this.openCount++ > 0) return;
    this.options.opened?.();
    globalThis.addEventListener?.("online", this.resume);
    this.retryTimer = setInterval(this.retry, this.retryMs);
    void this.load();
  }

  /** The page went away; with no page left, a pending change is sent now rather than after the pause. */
  close() {
    if (this.openCount === 0 || --this.openCount > 0) return;
    globalThis.removeEventListener?.("online", this.resume);
    clearInterval(this.retryTimer);
    if (this.quietTimer !== undefined) {
      clearTimeout(this.quietTimer);
      this.quietTimer = undefined;
      if (this.dirty && !this.conflicted) void this.save();
    }
  }

  /** Stops every timer without sending anything (sign-out sends the pending copies itself). */
  halt() {
    clearTimeout(this.quietTimer);
    this.quietTimer = undefined;
    this.openCount = Math.min(this.openCount, 1);
    this.close();
  }

  setValue = (next: T) => {
    this.dirty = true;
    this.changedHere = true;
    this.persist(next);
    // In a conflict her new words become "this device's version"; otherwise they wait to be sent.
    if (this.state.kind === "conflict") return this.enter(this.state, { value: next });
    this.enter(this.state.kind === "offline" ? this.state : { kind: "saving" }, { value: next });
    clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.quietTimer = undefined;
      void this.save();
    }, this.quietMs);
  };

  /** Sends the current value now; resolves once the server has answered (the status tells how). */
  saveNow = async (): Promise<void> => {
    clearTimeout(this.quietTimer);
    this.quietTimer = undefined;
    if (!this.dirty || this.conflicted) return this.inFlight ?? undefined;
    await this.save();
  };

  /**
   * The page is going away: sends the pending value with `keepalive`, so the request outlives the page.
   * Nothing waits for the answer (nor for the lock); the copy stays pending until a later send confirms it.
   */
  sendOnExit() {
    if (!this.dirty || this.conflicted) return;
    // A private journal's words are sealed first, which a page going away cannot wait for: they stay
    // pending and are sent on her next visit.
    if (this.options.wire && !this.options.wire.plainNow()) return;
    void syncedDocumentAt(this.options.url)
      .save({ value: this.snapshot.value, baseRevision: this.revision }, { keepalive: true })
      .catch(() => undefined);
  }

  resolveConflict = async (choice: "local" | "server"): Promise<void> => {
    if (this.state.kind !== "conflict") return;
    const { server } = this.state;
    this.revision = server.revision;
    if (choice === "server") {
      this.dirty = false;
      this.persist(server.value);
      const savedAt = server.updatedAt ? new Date(server.updatedAt) : this.snapshot.savedAt;
      this.enter({ kind: "saved" }, { value: server.value, savedAt });
      return;
    }
    this.dirty = true;
    this.persist(this.snapshot.value);
    this.enter({ kind: "saving" });
    await this.save();
  };

  /**
   * A value another tab confirmed: taken when she has nothing unsent here, or the same words;
   * otherwise her next send meets the one conflict rule (a 409).
   */
  takeConfirmed(confirmed: Confirmed) {
    if (confirmed.owner !== this.options.userId || confirmed.revision <= this.revision) return;
    const server = {
      value: confirmed.value as T,
      revision: confirmed.revision,
      updatedAt: confirmed.updatedAt,
    };
    if (!this.dirty || this.options.same(server.value, this.snapshot.value)) this.adopt(server);
  }

  /** Tries again now (her private journal was just unlocked): reads, or sends what waits. */
  tryAgain = () => {
    if (!this.inFlight) this.resume();
  };

  private resume = () => {
    if (!this.loaded) void this.load();
    else if (this.dirty && !this.conflicted) void this.save();
  };

  private retry = () => {
    if (this.inFlight) return;
    const { state } = this;
    if (state.kind === "offline" || (state.kind === "error" && state.retry)) this.resume();
  };

  private get conflicted(): boolean {
    return this.state.kind === "conflict";
  }

  private async load() {
    let server: Synced<T>;
    try {
      server = this.fromServer(await this.opened(await syncedDocumentAt(this.options.url).load()));
    } catch (error) {
      this.fail(error);
      this.update({ loading: false });
      return;
    }
    this.loaded = true;
    const local = this.snapshot.value;
    if (!this.dirty || this.options.same(local, server.value)) {
      this.adopt(server);
      this.announce(server, false);
    } else if (server.revision === this.revision) {
      // Local changes on top of the server's current version: they are the newest.
      this.update({ loading: false });
      void this.save();
    } else {
      this.conflictWith(server);
      this.update({ loading: false });
    }
  }

  /**
   * Nothing stored on the server (revision 0, or no value) reads as this document's empty value.
   * Anything stored passed the server's schema for this document's address, which is its kind's `T`.
   */
  private fromServer(doc: Synced<unknown>): Synced<T> {
    const stored = doc.revision > 0 && doc.value !== null && doc.value !== undefined;
    return stored ? (doc as Synced<T>) : { ...doc, value: this.options.empty };
  }

  /** The server's copy with her texts opened (a private journal's are sealed). */
  private async opened(doc: Synced<unknown>): Promise<Synced<unknown>> {
    const { wire } = this.options;
    return wire ? { ...doc, value: await wire.in(doc.value) } : doc;
  }

  /** Takes the server's version as the current one. */
  private adopt(server: Synced<T>) {
    this.revision = server.revision;
    this.dirty = false;
    this.persist(server.value);
    const savedAt = server.updatedAt ? new Date(server.updatedAt) : null;
    this.enter(server.revision > 0 ? { kind: "saved" } : { kind: "idle" }, {
      value: server.value,
      savedAt,
      loading: false,
    });
  }

  /** Tells every page (the query cache) what the server holds; other tabs too when this tab saved it. */
  private announce(server: Synced<T>, tellOtherTabs = true) {
    const { localKey, userId: owner, url } = this.options;
    this.options.confirm({ localKey, owner, url, ...server }, tellOtherTabs);
  }

  private save(): Promise<void> {
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    this.inFlight = this.sendUntilCurrent().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async sendUntilCurrent() {
    do {
      this.again = false;
      await withKeyLock(this.options.localKey, () => this.send());
    } while (this.again && this.dirty && this.state.kind === "saving");
  }

  /** One send, holding this key's lock for the whole browser. */
  private async send() {
    // Another tab may have confirmed these very words while this one waited for the lock.
    const meta = readMeta(this.options.localKey);
    if (meta?.owner === this.options.userId && meta.revision > this.revision && !meta.dirty) {
      const stored = this.readLocal() ?? this.options.empty;
      if (this.options.same(stored, this.snapshot.value))
        return this.adopt({ value: stored, revision: meta.revision, updatedAt: meta.savedAt });
    }
    if (!this.dirty || this.conflicted) return;
    const sent = this.snapshot.value;
    this.enter({ kind: "saving" });
    try {
      const saved = await syncedDocumentAt(this.options.url).save({
        value: this.options.wire ? await this.options.wire.out(sent) : sent,
        baseRevision: this.revision,
      });
      this.revision = saved.revision;
      this.loaded = true;
      // Typing during the request leaves the document dirty; the quiet timer sends that too.
      const current = this.options.same(this.snapshot.value, sent);
      if (current) this.dirty = false;
      writeMeta(this.options.localKey, this.meta(saved.updatedAt));
      this.enter(current ? { kind: "saved" } : { kind: "saving" }, { savedAt: new Date(saved.updatedAt) });
      this.announce({ value: sent, ...saved });
    } catch (error) {
      const current = error instanceof ApiError && error.status === 409 ? error.body.current : undefined;
      if (!isSynced(current)) return this.fail(error);
      let server: Synced<T>;
      try {
        server = this.fromServer(await this.opened(current));
      } catch (failure) {
        return this.fail(failure);
      }
      // The one conflict rule (domain/sync.ts), against what she has now, typing since the send included.
      if (refusedWriteOutcome(server, this.snapshot.value, this.options.same) === "already-saved") {
        this.adopt(server);
        this.announce(server);
      } else this.conflictWith(server);
    }
  }

  /**
   * Another device wrote first: she chooses. A setting takes the newest choice instead: hers when she
   * made it in this tab (say, pressed before the server's copy had arrived), else the other device's.
   */
  private conflictWith(server: Synced<T>) {
    if (!this.options.keepServerOnConflict) return this.enter({ kind: "conflict", server });
    if (!this.changedHere) {
      this.adopt(server);
      return this.announce(server, false);
    }
    this.revision = server.revision;
    this.enter({ kind: "saving" });
    this.again = true;
    void this.save();
  }

  private fail(error: unknown) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 0) return this.enter({ kind: "offline" });
    const message = error instanceof Error ? error.message : String(error);
    this.enter({ kind: "error", message, retry: status >= 500 });
  }

  /** Moves to `state`; the snapshot's status, error and conflict follow from it. */
  private enter(
    state: SyncState<T>,
    patch: Partial<Pick<SyncSnapshot<T>, "value" | "savedAt" | "loading">> = {},
  ) {
    this.state = state;
    const value = "value" in patch ? (patch.value as T) : this.snapshot.value;
    this.update({
      ...patch,
      status: state.kind,
      error: state.kind === "error" ? state.message : null,
      conflict: state.kind === "conflict" ? { local: value, server: state.server.value } : null,
    });
  }

  private readLocal(): T | undefined {
    const stored = readCopy(this.options.localKey);
    return stored === null ? undefined : this.options.codec.decode(stored);
  }

  private meta(savedAt: string | null = this.snapshot.savedAt?.toISOString() ?? null): SyncMeta {
    const { userId: owner, url, kind, key } = this.options;
    return { owner, kind, key, url, revision: this.revision, dirty: this.dirty, savedAt };
  }

  private persist(value: T) {
    // Nothing saved yet (a day with no check-in) leaves the spec's key absent rather than "null".
    const encoded = value === null ? null : this.options.codec.encode(value);
    writeCopy(this.options.localKey, encoded, this.meta());
  }

  private update(patch: Partial<SyncSnapshot<T>>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
