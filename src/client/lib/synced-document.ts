import { ApiError, api } from "./api";
import {
  type CopyFormat,
  claimCopy,
  isServerDocument,
  readCopy,
  readMeta,
  releaseCopy,
  type ServerDocument,
  type SyncMeta,
  sameValue,
  writeCopy,
  writeMeta,
} from "./local-copies";

export type SyncStatus = "saved" | "saving" | "offline" | "conflict" | "error" | "idle";

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

interface SaveResponse {
  revision: number;
  updatedAt: string;
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
  private listeners = new Set<() => void>();
  /** The server revision this document's value is based on. */
  private revision = 0;
  private dirty = false;
  private loaded = false;
  private running = false;
  private lastErrorStatus = 0;
  private conflictServer: ServerDocument<T> | null = null;
  private inFlight: Promise<void> | null = null;
  private again = false;
  private quietTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setInterval> | undefined;

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
    claimCopy(this.options.localKey);
    globalThis.addEventListener?.("online", this.resume);
    this.retryTimer = setInterval(this.retry, this.retryMs);
    void this.load();
  }

  /** Stops timers; a pending change is sent now rather than after the pause. */
  stop() {
    if (!this.running) return;
    this.running = false;
    releaseCopy(this.options.localKey);
    globalThis.removeEventListener?.("online", this.resume);
    clearInterval(this.retryTimer);
    if (this.quietTimer !== undefined) {
      clearTimeout(this.quietTimer);
      this.quietTimer = undefined;
      if (this.dirty && !this.conflictServer) void this.save();
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
    const conflict = this.snapshot.conflict ? { ...this.snapshot.conflict, local: next } : null;
    const status = conflict ? "conflict" : this.snapshot.status === "offline" ? "offline" : "saving";
    this.update({ value: next, conflict, status, error: null });
    if (conflict) return;
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
    if (!this.dirty || this.conflictServer) return this.inFlight ?? undefined;
    await this.save();
  };

  resolveConflict = async (choice: "local" | "server"): Promise<void> => {
    const server = this.conflictServer;
    if (!server) return;
    this.conflictServer = null;
    this.revision = server.revision;
    if (choice === "server") {
      this.dirty = false;
      this.persist(server.value);
      const savedAt = server.updatedAt ? new Date(server.updatedAt) : this.snapshot.savedAt;
      this.update({ value: server.value, conflict: null, status: "saved", savedAt, error: null });
      return;
    }
    this.dirty = true;
    this.persist(this.snapshot.value);
    this.update({ conflict: null, status: "saving", error: null });
    await this.save();
  };

  private resume = () => {
    if (!this.loaded) void this.load();
    else if (this.dirty && !this.conflictServer) void this.save();
  };

  private retry = () => {
    if (this.inFlight || this.conflictServer) return;
    const { status } = this.snapshot;
    if (status === "offline" || (status === "error" && this.lastErrorStatus >= 500)) this.resume();
  };

  private async load() {
    let server: ServerDocument<T>;
    try {
      server = this.fromServer(await api<ServerDocument<T>>(this.options.url));
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

  /** Nothing stored on the server (revision 0, or no value) reads as this document's empty value. */
  private fromServer(doc: ServerDocument<T>): ServerDocument<T> {
    const stored = doc.revision > 0 && doc.value !== null && doc.value !== undefined;
    return stored ? doc : { ...doc, value: this.options.empty };
  }

  /** Takes the server's version as the current one. */
  private adopt(server: ServerDocument<T>) {
    this.revision = server.revision;
    this.dirty = false;
    this.persist(server.value);
    const savedAt = server.updatedAt ? new Date(server.updatedAt) : null;
    this.update({
      value: server.value,
      savedAt,
      status: server.revision > 0 ? "saved" : "idle",
      loading: false,
      error: null,
    });
  }

  private openConflict(server: ServerDocument<T>) {
    this.conflictServer = server;
    this.update({ status: "conflict", conflict: { local: this.snapshot.value, server: server.value } });
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
    } while (this.again && this.dirty && this.snapshot.status === "saving");
  }

  private async send() {
    if (!this.dirty || this.conflictServer) return;
    const sent = this.snapshot.value;
    this.update({ status: "saving", error: null });
    try {
      const saved = await api<SaveResponse>(this.options.url, {
        method: "PUT",
        body: { value: sent, baseRevision: this.revision },
      });
      this.revision = saved.revision;
      this.loaded = true;
      // Typing during the request leaves the document dirty; the quiet timer sends that too.
      const current = sameValue(this.snapshot.value, sent);
      if (current) this.dirty = false;
      this.persistMeta(saved.updatedAt);
      this.update({ status: current ? "saved" : "saving", savedAt: new Date(saved.updatedAt) });
    } catch (error) {
      const current = error instanceof ApiError && error.status === 409 ? error.body.current : undefined;
      if (!isServerDocument(current)) return this.fail(error);
      const server = this.fromServer(current as ServerDocument<T>);
      if (sameValue(server.value, this.snapshot.value)) this.adopt(server);
      else this.openConflict(server);
    }
  }

  private fail(error: unknown) {
    const status = error instanceof ApiError ? error.status : 0;
    this.lastErrorStatus = status;
    if (status === 0) this.update({ status: "offline" });
    else this.update({ status: "error", error: error instanceof Error ? error.message : String(error) });
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
