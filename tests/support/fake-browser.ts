import { vi } from "vitest";

// Stand-ins for the browser pieces the local-first sync uses: localStorage, fetch against a server
// that speaks the sync protocol, and the window's `online` event.

export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}

interface StoredDocument {
  value: unknown;
  revision: number;
  updatedAt: string;
}

/** An in-memory server for `GET url` / `PUT url { value, baseRevision }` with 409 on stale writes. */
export class FakeSyncServer {
  documents = new Map<string, StoredDocument>();
  requests: { method: string; url: string; body?: unknown }[] = [];
  offline = false;
  /** Her private journal as `GET /api/private-journal` answers it (off unless a test turns it on). */
  privateJournal: { state: string; keys: unknown; revision: number; updatedAt: string | null } = {
    state: "off",
    keys: null,
    revision: 0,
    updatedAt: null,
  };
  /** The next PUT is answered with this status and body instead of being stored. */
  nextFailure: { status: number; body: unknown } | null = null;
  private clock = Date.parse("2026-03-01T09:00:00Z");

  /** Another device saving: bumps the revision as the real server would. */
  write(url: string, value: unknown): StoredDocument {
    const revision = (this.documents.get(url)?.revision ?? 0) + 1;
    this.clock += 60_000;
    const doc = { value, revision, updatedAt: new Date(this.clock).toISOString() };
    this.documents.set(url, doc);
    return doc;
  }

  puts(url?: string) {
    return this.requests.filter((r) => r.method === "PUT" && (!url || r.url === url));
  }

  fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    if (this.offline) throw new TypeError("Failed to fetch");
    // Where her journal stands is asked once per tab before a first send; it is not a document.
    if (url === "/api/private-journal") return json(200, this.privateJournal);
    this.requests.push({ method, url, body });
    const stored = this.documents.get(url);
    if (method === "GET") {
      return json(200, stored ?? { value: "", revision: 0, updatedAt: null });
    }
    if (this.nextFailure) {
      const { status, body: failure } = this.nextFailure;
      this.nextFailure = null;
      return json(status, failure);
    }
    if (body.baseRevision !== (stored?.revision ?? 0)) {
      return json(409, { error: "This was changed on another device.", current: stored });
    }
    const saved = this.write(url, body.value);
    return json(200, { revision: saved.revision, updatedAt: saved.updatedAt });
  };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Installs the fakes as globals (undo with vi.unstubAllGlobals) and returns them. */
export function installFakeBrowser() {
  const storage = new MemoryStorage();
  const server = new FakeSyncServer();
  const window = new EventTarget();
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("fetch", server.fetch);
  vi.stubGlobal("addEventListener", window.addEventListener.bind(window));
  vi.stubGlobal("removeEventListener", window.removeEventListener.bind(window));
  return {
    storage,
    server,
    goOnline() {
      server.offline = false;
      window.dispatchEvent(new Event("online"));
    },
  };
}
