import { isSynced, refusedWriteOutcome, type Synced, sameValue } from "../../domain/sync";
import { ApiError } from "./api";
import { syncedDocumentAt } from "./api-client";
import {
  type Confirmed,
  type CopyFormat,
  confirm,
  onConfirmed,
  readCopy,
  readMeta,
  type SyncMeta,
  withKeyLock,
  writeCopy,
  writeMeta,
} from "./local-copies";

export type SyncStatus = SyncState<unknown>["kind"];

/**
 * Where a document stands, one state at a time (docs/architecture.md, "The synced document"). Whether
 * her latest words still wait for the server is kept beside it (`dirty`): it outlives every state
 * but "saved", across reloads too.
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

export interface SyncedDocumentOptions<T> {
  localKey: string;
  url: string;
  empty: T;
  userId: string;
  /** Autosave after this quiet pause in typing. */
  quietMs?: number;
  /** While changes wait (offline, server error), try again this often. */
  retryMs?: number;
}

/**
 * One member's document kept local-first (docs/architecture.md D2): every change is written to localStorage at
 * once, sent to the server after a quiet pause, queued while offline, and never overwritten
 * silently — a stale write (409) becomes a conflict the member resolves.
 */
export class SyncedDocument<T> {
  private readonly format: CopyFormat;
  private readonly quietMs: number;
  private readonly retryMs: number;
  private snapshot: SyncSnapshot<T>;
  private state: SyncState<T> = { kind: "idle" };
  private listeners = new Set<() => void>();
  /** The server revision this document's value is based on. */
  private revision = 0;
  /** Her latest words are not confirmed by the server yet. */
  private dirty = false;
  private loaded = false;
  private running = false;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setInterval> | undefined;
  private stopListening: (() => void) | undefined;

  constructor(private readonly options: SyncedDocumentOptions<T>) {
    this.format = typeof options.empty === "string" ? "text" : "json";
    this.quietMs = options.quietMs ?? 1500;
    this.retryMs = options.retryMs ?? 10_000;
    let value = options.empty;
    let savedAt: Date | null = null;
    const meta = readMeta(options.localKey);
    // A copy without an owner, or another member's, is never shown to this member.
    if (meta?.owner === options.userId) {
      value = readCopy<T>(options.localKey, this.format) ?? options.empty;
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

  /** Reads the server copy and starts listening for the connection to come back. */
  start() {
    if (this.running) return;
    this.running = true;
    this.stopListening = onConfirmed(this.takeConfirmed);
    globalThis.addEventListener?.("online", this.resume);
    this.retryTimer = setInterval(this.retry, this.retryMs);
    void this.load();
  }

  /** Stops timers; a pending change is sent now rather than after the pause. */
  stop() {
    if (!this.running) return;
    this.running = false;
    this.stopListening?.();
    globalThis.removeEventListener?.("online", this.resume);
    clearInterval(this.retryTimer);
    if (this.quietTimer !== undefined) {
      clearTimeout(this.quietTimer);
      this.quietTimer = undefined;
      if (this.dirty && !this.conflicted) void this.save();
    }
  }

  /** Stops without sending anything (sign-out flushes from the local copies itself). */
  halt() {
    clearTimeout(this.quietTimer);
    this.quietTimer = undefined;
    this.stop();
  }

  setValue = (next: T) => {
    this.dirty = true;
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
   * A value confirmed elsewhere (another tab, or the background flush): taken when she has nothing
   * unsent here, or the same words; otherwise her next send meets the one conflict rule (a 409).
   */
  private takeConfirmed = (confirmed: Confirmed) => {
    const { localKey, userId } = this.options;
    if (confirmed.localKey !== localKey || confirmed.owner !== userId || confirmed.revision <= this.revision)
      return;
    const server = {
      value: confirmed.value as T,
      revision: confirmed.revision,
      updatedAt: confirmed.updatedAt,
    };
    if (!this.dirty || sameValue(server.value, this.snapshot.value)) this.adopt(server);
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
      server = this.fromServer(await syncedDocumentAt(this.options.url).load());
    } catch (error) {
      this.fail(error);
      this.update({ loading: false });
      return;
    }
    this.loaded = true;
    const local = this.snapshot.value;
    if (!this.dirty || sameValue(local, server.value)) {
      this.adopt(server);
    } else if (server.revision === this.revision) {
      // Local changes on top of the server's current version: they are the newest.
      this.update({ loading: false });
      void this.save();
    } else {
      this.openConflict(server);
      this.update({ loading: false });
    }
  }

  /**
   * Nothing stored on the server (revision 0, or no value) reads as this document's empty value.
   * Anything stored passed the server's schema for this document's address, which is the `T` the
   * page opened it with: every kind shares one route type, so the value's type is the caller's.
   */
  private fromServer(doc: Synced<unknown>): Synced<T> {
    const stored = doc.revision > 0 && doc.value !== null && doc.value !== undefined;
    return stored ? (doc as Synced<T>) : { ...doc, value: this.options.empty };
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
    this.confirmed(server, { tellOtherTabs: false });
  }

  /** Puts a value the server holds where every page and tab reads it (local-copies.ts `confirm`). */
  private confirmed(server: Synced<T>, options?: { tellOtherTabs: boolean }) {
    const { localKey, userId: owner, url } = this.options;
    confirm({ localKey, owner, url, ...server }, options);
  }

  private openConflict(server: Synced<T>) {
    this.enter({ kind: "conflict", server });
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
      await this.send();
    } while (this.again && this.dirty && this.state.kind === "saving");
  }

  /** One send, holding this key's lock for the whole browser (local-copies.ts `withKeyLock`). */
  private send(): Promise<void> {
    return withKeyLock(this.options.localKey, () => this.sendLocked());
  }

  private async sendLocked() {
    // Another tab or the flush may have confirmed these very words while this one waited for the lock.
    const meta = readMeta(this.options.localKey);
    if (meta?.owner === this.options.userId && meta.revision > this.revision && !meta.dirty) {
      const stored = readCopy<T>(this.options.localKey, this.format) ?? this.options.empty;
      if (sameValue(stored, this.snapshot.value))
        return this.adopt({ value: stored, revision: meta.revision, updatedAt: meta.savedAt });
    }
    if (!this.dirty || this.conflicted) return;
    const sent = this.snapshot.value;
    this.enter({ kind: "saving" });
    try {
      const saved = await syncedDocumentAt(this.options.url).save({
        value: sent,
        baseRevision: this.revision,
      });
      this.revision = saved.revision;
      this.loaded = true;
      // Typing during the request leaves the document dirty; the quiet timer sends that too.
      const current = sameValue(this.snapshot.value, sent);
      if (current) this.dirty = false;
      this.persistMeta(saved.updatedAt);
      this.enter(current ? { kind: "saved" } : { kind: "saving" }, { savedAt: new Date(saved.updatedAt) });
      this.confirmed({ value: sent, ...saved });
    } catch (error) {
      const current = error instanceof ApiError && error.status === 409 ? error.body.current : undefined;
      if (!isSynced(current)) return this.fail(error);
      const server = this.fromServer(current);
      // The one conflict rule (domain/sync.ts), against what she has now, typing since the send included.
      if (refusedWriteOutcome(server, this.snapshot.value) === "already-saved") this.adopt(server);
      else this.openConflict(server);
    }
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

  private meta(savedAt: string | null = this.snapshot.savedAt?.toISOString() ?? null): SyncMeta {
    const { userId: owner, url } = this.options;
    return { owner, url, format: this.format, revision: this.revision, dirty: this.dirty, savedAt };
  }

  private persist(value: T) {
    writeCopy(this.options.localKey, value, this.meta());
  }

  private persistMeta(savedAt: string) {
    writeMeta(this.options.localKey, this.meta(savedAt));
  }

  private update(patch: Partial<SyncSnapshot<T>>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
