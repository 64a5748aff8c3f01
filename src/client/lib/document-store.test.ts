import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeBrowser } from "../../../tests/support/fake-browser";
import { isPendingCopy } from "./local-copies";
import type { StoredDocument } from "./stored-document";

const URL = "/api/journal/1";
const KEY = "journal-day-1";
const META = `g2g-sync:${KEY}`;

let browser: ReturnType<typeof installFakeBrowser>;
const opened: StoredDocument<unknown>[] = [];

type Store = typeof import("./document-store");

/** A tab: its own copy of the store, as a page loads it (the tabs share storage, server and channel). */
async function openTab(): Promise<Store> {
  vi.resetModules();
  // Her session's sync hands the store the private journal's wire as the tab starts (sync-session.ts).
  const store = await import("./document-store");
  store.installWires((await import("./private-journal/sealing-wire")).sealingWire);
  return store;
}

let tab: Store;

function track<T>(doc: StoredDocument<T>) {
  opened.push(doc as StoredDocument<unknown>);
  doc.open();
  return doc;
}

/** Day 1's reflection in this tab, held open as its page does. */
const openDocument = (store = tab) => track(store.storedDocument("reflection", 1, "member-a"));

/** Lets pending requests and timers run for `ms` of fake time. */
const wait = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** A local copy of day 1 as an earlier visit left it (before kinds were recorded: its format says how). */
function keepCopy(text: string, meta: { revision: number; dirty: boolean; owner?: string }) {
  browser.storage.setItem(KEY, text);
  const kept = { owner: "member-a", url: URL, format: "text", savedAt: null, ...meta };
  browser.storage.setItem(META, JSON.stringify(kept));
}

/** Day 1, loaded, then written and saved while the server cannot be reached. */
async function writtenOffline(text: string) {
  const doc = openDocument();
  await wait();
  browser.server.offline = true;
  doc.setValue(text);
  await doc.saveNow();
  return doc;
}

function storedMeta() {
  return JSON.parse(browser.storage.getItem(META) ?? "null");
}

beforeEach(async () => {
  vi.useFakeTimers();
  browser = installFakeBrowser();
  tab = await openTab();
});

afterEach(() => {
  for (const doc of opened.splice(0)) doc.halt();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("opening a document", () => {
  it("starts empty and idle when nothing is stored anywhere", async () => {
    const doc = openDocument();
    expect(doc.getSnapshot()).toMatchObject({ value: "", loading: true });
    await wait();
    expect(doc.getSnapshot()).toMatchObject({ value: "", status: "idle", loading: false, savedAt: null });
  });

  it("shows the local copy at once, then the server's newer version from another device", async () => {
    keepCopy("written here", { revision: 1, dirty: false });
    browser.server.write(URL, "written here");
    browser.server.write(URL, "written on the phone");

    const doc = openDocument();
    expect(doc.getSnapshot().value).toBe("written here");
    await wait();
    expect(doc.getSnapshot()).toMatchObject({ value: "written on the phone", status: "saved" });
    expect(browser.storage.getItem(KEY)).toBe("written on the phone");
    expect(storedMeta()).toMatchObject({ revision: 2, dirty: false });
  });

  it("keeps an unsynced local copy that is newer than the server and sends it", async () => {
    browser.server.write(URL, "first draft");
    keepCopy("first draft, then more written offline", { revision: 1, dirty: true });

    const doc = openDocument();
    await wait();
    expect(doc.getSnapshot()).toMatchObject({
      value: "first draft, then more written offline",
      status: "saved",
    });
    expect(browser.server.documents.get(URL)?.value).toBe("first draft, then more written offline");
  });

  it("never shows another member's local copy", async () => {
    keepCopy("someone else's words", { revision: 0, dirty: true, owner: "member-b" });
    const doc = openDocument();
    expect(doc.getSnapshot().value).toBe("");
    await wait();
    expect(doc.getSnapshot().value).toBe("");
    expect(browser.server.puts()).toHaveLength(0);
  });

  it("shows the local copy and says offline when the server cannot be reached, then loads on reconnect", async () => {
    browser.server.write(URL, "on the server");
    browser.server.offline = true;
    const doc = openDocument();
    await wait();
    expect(doc.getSnapshot()).toMatchObject({ status: "offline", loading: false });
    browser.goOnline();
    await wait();
    expect(doc.getSnapshot()).toMatchObject({ value: "on the server", status: "saved" });
  });
});

describe("saving", () => {
  it("writes the plain text under the spec's key at once and saves after a quiet pause", async () => {
    const doc = openDocument();
    await wait();
    doc.setValue("Today I noticed");
    expect(browser.storage.getItem(KEY)).toBe("Today I noticed");
    expect(storedMeta()).toMatchObject({ owner: "member-a", dirty: true, revision: 0 });
    expect(doc.getSnapshot().status).toBe("saving");

    await wait(1000);
    doc.setValue("Today I noticed the light");
    await wait(1000);
    expect(browser.server.puts()).toHaveLength(0);
    await wait(600);
    expect(browser.server.puts()).toEqual([
      { method: "PUT", url: URL, body: { value: "Today I noticed the light", baseRevision: 0 } },
    ]);
    expect(doc.getSnapshot()).toMatchObject({ status: "saved", value: "Today I noticed the light" });
    expect(doc.getSnapshot().savedAt).toBeInstanceOf(Date);
    expect(storedMeta()).toMatchObject({ dirty: false, revision: 1 });
  });

  it("saves at once on saveNow, with the revision it is based on", async () => {
    browser.server.write(URL, "v1");
    const doc = openDocument();
    await wait();
    doc.setValue("v2");
    await doc.saveNow();
    expect(browser.server.puts()[0]?.body).toEqual({ value: "v2", baseRevision: 1 });
    expect(doc.getSnapshot().status).toBe("saved");
    expect(browser.server.documents.get(URL)).toMatchObject({ value: "v2", revision: 2 });
  });

  it("queues writes while offline and sends them when the connection returns", async () => {
    const doc = await writtenOffline("written on the train");
    expect(doc.getSnapshot().status).toBe("offline");
    doc.setValue("written on the train, still offline");
    expect(doc.getSnapshot().status).toBe("offline");
    expect(browser.storage.getItem(KEY)).toBe("written on the train, still offline");

    browser.goOnline();
    await wait();
    expect(doc.getSnapshot().status).toBe("saved");
    expect(browser.server.documents.get(URL)?.value).toBe("written on the train, still offline");
  });

  it("retries on an interval while changes wait, even without an online event", async () => {
    const doc = await writtenOffline("waiting");
    browser.server.offline = false;
    await wait(10_000);
    expect(doc.getSnapshot().status).toBe("saved");
    expect(browser.server.documents.get(URL)?.value).toBe("waiting");
  });

  it("shows the server's message when a save is refused and does not retry it on its own", async () => {
    const doc = openDocument();
    await wait();
    browser.server.nextFailure = {
      status: 413,
      body: { error: "A reflection can be at most 100,000 characters." },
    };
    doc.setValue("x".repeat(10));
    await doc.saveNow();
    expect(doc.getSnapshot()).toMatchObject({
      status: "error",
      error: "A reflection can be at most 100,000 characters.",
    });
    await wait(30_000);
    expect(browser.server.puts()).toHaveLength(1);
    expect(storedMeta().dirty).toBe(true);
  });

  it("sends a change still waiting for the pause when the page closes the document", async () => {
    const doc = openDocument();
    await wait();
    doc.setValue("leaving quickly");
    doc.close();
    await wait();
    expect(browser.server.documents.get(URL)?.value).toBe("leaving quickly");
  });
});

describe("two tabs on one document (one store for the browser)", () => {
  it("each shows what the other saved, sent once, and the next save builds on it without a conflict", async () => {
    const first = openDocument();
    const second = openDocument(await openTab());
    await wait();
    first.setValue("Written in the first tab");
    await wait(1600);
    expect(browser.server.puts()).toHaveLength(1);
    expect(second.getSnapshot()).toMatchObject({ value: "Written in the first tab", status: "saved" });

    second.setValue("Written in the first tab, and the second");
    await wait(1600);
    expect(browser.server.puts().map((put) => put.body)).toEqual([
      { value: "Written in the first tab", baseRevision: 0 },
      { value: "Written in the first tab, and the second", baseRevision: 1 },
    ]);
    expect(second.getSnapshot()).toMatchObject({ status: "saved", conflict: null });
    expect(first.getSnapshot().value).toBe("Written in the first tab, and the second");
  });
});

describe("conflicts: nothing is overwritten silently", () => {
  /** Day 1 at "base"; she writes `mine` here while another device saves `theirs`; her save meets it. */
  async function conflicted(mine: string, theirs: string) {
    browser.server.write(URL, "base");
    const doc = openDocument();
    await wait();
    doc.setValue(mine);
    browser.server.write(URL, theirs);
    await doc.saveNow();
    return doc;
  }

  it("offers both versions when the server changed since this device last synced", async () => {
    const doc = await conflicted("base + laptop", "base + phone");

    expect(doc.getSnapshot()).toMatchObject({
      status: "conflict",
      conflict: { local: "base + laptop", server: "base + phone" },
    });
    expect(browser.server.documents.get(URL)?.value).toBe("base + phone");
    await wait(20_000);
    expect(browser.server.puts()).toHaveLength(1);
  });

  it("keeps this device's version when the member chooses it", async () => {
    const doc = await conflicted("mine", "theirs");
    await doc.resolveConflict("local");
    expect(doc.getSnapshot()).toMatchObject({ status: "saved", value: "mine", conflict: null });
    expect(browser.server.documents.get(URL)).toMatchObject({ value: "mine", revision: 3 });
  });

  it("takes the other device's version when the member chooses it", async () => {
    const doc = await conflicted("mine", "theirs");
    await doc.resolveConflict("server");
    expect(doc.getSnapshot()).toMatchObject({ status: "saved", value: "theirs", conflict: null });
    expect(browser.storage.getItem(KEY)).toBe("theirs");
    expect(storedMeta()).toMatchObject({ revision: 2, dirty: false });
  });

  it("finds the conflict again after a reload when it was left open", async () => {
    browser.server.write(URL, "base");
    browser.server.write(URL, "changed on the phone");
    keepCopy("changed here, offline", { revision: 1, dirty: true });
    const doc = openDocument();
    await wait();
    expect(doc.getSnapshot().conflict).toEqual({
      local: "changed here, offline",
      server: "changed on the phone",
    });
    expect(browser.server.puts()).toHaveLength(0);
  });

  it("treats a stale write of the very same text as saved", async () => {
    const doc = openDocument();
    await wait();
    doc.setValue("same words");
    browser.server.write(URL, "same words");
    await doc.saveNow();
    expect(doc.getSnapshot()).toMatchObject({ status: "saved", conflict: null });
  });
});

describe("JSON documents (tool states)", () => {
  it("reads a server with nothing stored as the empty state", async () => {
    const empty = { completedActions: [] as string[], reflection: "" };
    browser.server.documents.set("/api/tools/pressPlay", { value: null, revision: 0, updatedAt: "" });
    const doc = track(tab.storedDocument("tool", "pressPlay", "member-a"));
    await wait();
    expect(doc.getSnapshot()).toMatchObject({ value: empty, status: "idle" });
  });

  it("stores the state as JSON under the spec's key and ignores key order from the server", async () => {
    const doc = track(tab.storedDocument("tool", "askForHelp", "member-a"));
    await wait();
    doc.setValue({ checkedItems: { "0": true }, reflection: "asked" });
    expect(JSON.parse(browser.storage.getItem("askForHelp") ?? "null")).toEqual({
      checkedItems: { "0": true },
      reflection: "asked",
    });
    await doc.saveNow();
    // jsonb hands keys back in its own order; that is the same state, not a conflict.
    browser.server.documents.set("/api/tools/askForHelp", {
      value: { reflection: "asked", checkedItems: { "0": true } },
      revision: 1,
      updatedAt: new Date().toISOString(),
    });
    doc.setValue({ reflection: "asked", checkedItems: { "0": true } });
    const stale = track((await openTab()).storedDocument("tool", "askForHelp", "member-a"));
    await wait();
    expect(stale.getSnapshot().status).toBe("saved");
    expect(stale.getSnapshot().conflict).toBeNull();
  });
});

describe("one sender per key: the background sync sends through the page's own document", () => {
  it("sends a pending change once, whether the page or the flush gets to it first", async () => {
    const doc = openDocument();
    await wait();
    doc.setValue("typed, then the connection came back");
    await Promise.all([tab.flushPending("member-a"), doc.saveNow()]);
    await wait(2000);
    expect(browser.server.puts()).toHaveLength(1);
    expect(doc.getSnapshot()).toMatchObject({
      status: "saved",
      value: "typed, then the connection came back",
    });
  });

  it("keeps each copy with its kind, so a pending copy is sent by that kind's rules after a reload", async () => {
    const doc = track(tab.storedDocument("checkIn", "2026-11-27", "member-a"));
    await wait();
    browser.server.offline = true;
    const record = {
      mood: "peaceful",
      energy: "medium",
      gratitude: "tea",
      challenge: "",
      intention: "",
    } as const;
    doc.setValue({ ...record, timestamp: "2026-11-27T08:00:00.000Z" });
    await doc.saveNow();
    expect(JSON.parse(browser.storage.getItem("g2g-sync:checkIn-2026-11-27") ?? "null")).toMatchObject({
      kind: "checkIn",
      key: "2026-11-27",
      dirty: true,
    });
    doc.halt();

    browser.server.offline = false;
    const reloaded = await openTab();
    await reloaded.flushPending("member-a");
    expect(browser.server.documents.get("/api/check-ins/2026-11-27")?.value).toMatchObject(record);
  });

  it("puts every confirmed value in the query cache, where the dashboard reads it", async () => {
    const { queryClient } = await import("./query-client");
    const doc = openDocument();
    await wait();
    doc.setValue("shown on the dashboard");
    await doc.saveNow();
    expect(queryClient.getQueryData(tab.documentQueryKey(URL))).toBe("shown on the dashboard");
  });
});

describe("settings (appearance, reminders)", () => {
  it("take the other device's choice over one an earlier visit left unsent, without asking her", async () => {
    const url = "/api/settings/appearance";
    browser.server.write(url, { theme: "light", textSize: "normal" });
    browser.server.write(url, { theme: "light", textSize: "larger" });
    browser.storage.setItem("appearance", JSON.stringify({ theme: "dark", textSize: "normal" }));
    const kept = { owner: "member-a", kind: "appearance", url, revision: 1, dirty: true, savedAt: null };
    browser.storage.setItem("g2g-sync:appearance", JSON.stringify(kept));
    const doc = track(tab.storedDocument("appearance", undefined, "member-a"));
    await wait();
    expect(doc.getSnapshot()).toMatchObject({
      status: "saved",
      conflict: null,
      value: { theme: "light", textSize: "larger" },
    });
    expect(JSON.parse(browser.storage.getItem("appearance") ?? "null")).toEqual({
      theme: "light",
      textSize: "larger",
    });
    expect(browser.server.puts()).toHaveLength(0);
  });

  it("keep a choice she made here, even pressed before the server's copy had arrived", async () => {
    const url = "/api/settings/appearance";
    browser.server.write(url, { theme: "light", textSize: "normal" });
    const doc = track(tab.storedDocument("appearance", undefined, "member-a"));
    doc.setValue({ theme: "dark", textSize: "normal" });
    await doc.saveNow();
    await wait();
    expect(doc.getSnapshot()).toMatchObject({
      status: "saved",
      value: { theme: "dark", textSize: "normal" },
    });
    expect(browser.server.documents.get(url)).toMatchObject({
      value: { theme: "dark", textSize: "normal" },
      revision: 2,
    });
  });

  it("read a damaged local copy as the defaults", async () => {
    browser.storage.setItem("appearance", "{not json");
    browser.storage.setItem(
      "g2g-sync:appearance",
      JSON.stringify({
        owner: "member-a",
        kind: "appearance",
        url: "/api/settings/appearance",
        revision: 1,
        dirty: false,
        savedAt: null,
      }),
    );
    browser.server.offline = true;
    const doc = track(tab.storedDocument("appearance", undefined, "member-a"));
    await wait();
    expect(doc.getSnapshot().value).toEqual({ theme: "system", textSize: "normal" });
  });
});

describe("a day's completion, removeDocument and isPendingCopy", () => {
  const COMPLETE = "/api/journal/3/complete";

  it("keeps a completion made offline, sends it once back online, and it waits no more", async () => {
    browser.server.offline = true;
    const done = tab.storedDocument("completion", 3, "member-a");
    done.setValue(true);
    await done.saveNow();
    expect(done.getSnapshot().status).toBe("offline");
    expect(isPendingCopy("day-complete-3")).toBe(true);
    browser.server.offline = false;
    await tab.flushPending("member-a");
    expect(browser.server.puts(COMPLETE).map((put) => put.body)).toEqual([{ value: true, baseRevision: 0 }]);
    expect(isPendingCopy("day-complete-3")).toBe(false);
  });

  it("lets go of a completion the server refuses for good, where a refused reflection is kept for her", async () => {
    browser.server.offline = true;
    const done = tab.storedDocument("completion", 3, "member-a");
    done.setValue(true);
    await done.saveNow();
    browser.server.offline = false;
    browser.server.nextFailure = { status: 403, body: { error: "This day is part of Grace Flow." } };
    await tab.flushPending("member-a");
    expect(browser.storage.getItem("day-complete-3")).toBeNull();
    expect(browser.storage.getItem("g2g-sync:day-complete-3")).toBeNull();
    // Once let go, it is not sent again.
    await tab.flushPending("member-a");
    expect(browser.server.puts(COMPLETE)).toHaveLength(1);

    const words = await writtenOffline("Words she must not lose");
    browser.server.offline = false;
    browser.server.nextFailure = { status: 413, body: { error: "This reflection is too long to save." } };
    await tab.flushPending("member-a");
    expect(words.getSnapshot().value).toBe("Words she must not lose");
    expect(storedMeta()).toMatchObject({ dirty: true });
  });

  it("removes a document and its copy from this browser, so nothing of it is sent again", async () => {
    const doc = openDocument();
    await wait();
    browser.server.offline = true;
    doc.setValue("A page she then deleted");
    await doc.saveNow();
    tab.removeDocument("reflection", 1, "member-a");
    expect(browser.storage.getItem(KEY)).toBeNull();
    expect(browser.storage.getItem(META)).toBeNull();
    browser.server.offline = false;
    await tab.flushPending("member-a");
    expect(browser.server.puts(URL)).toEqual([]);
  });
});
