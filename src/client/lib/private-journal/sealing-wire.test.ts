import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeBrowser } from "../../../../tests/support/fake-browser";
import { isSealed } from "../../../domain/text-limits";
import { createJournalKeys } from "./journal-crypto";

// Issue 48 through the codec seam (document-kinds.ts `texts`): a member who did not opt in sends her words
// as before; a private, unlocked journal sends every text sealed and opens what comes back; a locked one
// keeps her words on the device, says so, and sends them sealed once she unlocks.

let browser: ReturnType<typeof installFakeBrowser>;
const USER = "member-a";

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  browser = installFakeBrowser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const modules = async () => {
  const store = await import("../document-store");
  store.installWires((await import("./sealing-wire")).sealingWire);
  return { store, privacy: await import("./journal-privacy") };
};

async function privateJournal() {
  vi.useRealTimers();
  const made = await createJournalKeys(USER, "a long walk by the sea");
  vi.useFakeTimers();
  browser.server.privateJournal = { state: "on", keys: made.keys, revision: 2, updatedAt: null };
  return made;
}

describe("the codec seam", () => {
  it("a member who did not opt in sends her words as they are", async () => {
    const { store } = await modules();
    const doc = store.storedDocument("reflection", 1, USER);
    doc.open();
    await wait();
    doc.setValue("Plain words, as before.");
    await doc.saveNow();
    expect(browser.server.puts("/api/journal/1").map((put) => put.body)).toEqual([
      { value: "Plain words, as before.", baseRevision: 0 },
    ]);
    doc.close();
  });

  it("a private, unlocked journal sends each text sealed, mood and dates plain, and reads them back", async () => {
    const { dataKey } = await privateJournal();
    const { store, privacy } = await modules();
    privacy.unlock(USER, "on", dataKey);
    const checkIn = store.storedDocument("checkIn", "2026-03-01", USER);
    checkIn.open();
    await wait();
    const record = {
      mood: "peaceful" as const,
      energy: "low" as const,
      gratitude: "My sister called.",
      challenge: "",
      intention: "Sleep early.",
      timestamp: "2026-03-01T09:00:00.000Z",
    };
    checkIn.setValue(record);
    await checkIn.saveNow();
    await vi.waitFor(() => expect(browser.server.puts()).toHaveLength(1));
    const sent = browser.server.puts()[0]?.body as { value: typeof record };
    expect(sent.value).toMatchObject({
      mood: "peaceful",
      energy: "low",
      challenge: "",
      timestamp: record.timestamp,
    });
    expect(isSealed(sent.value.gratitude)).toBe(true);
    expect(JSON.stringify(sent)).not.toContain("sister");
    expect(checkIn.getSnapshot().value).toEqual(record);
    checkIn.close();

    // Another tab (a fresh store) reads the sealed copy back as her words.
    const other = await modules();
    other.privacy.unlock(USER, "on", dataKey);
    const again = other.store.storedDocument("checkIn", "2026-03-01", USER);
    again.open();
    await vi.waitFor(() => expect(again.getSnapshot().loading).toBe(false));
    expect(again.getSnapshot().value).toEqual(record);
    again.close();
  });

  it("a locked journal keeps her words on the device, says so, and sends them sealed once unlocked", async () => {
    const { dataKey } = await privateJournal();
    const { store, privacy } = await modules();
    const doc = store.storedDocument("page", "0b7c1f2e-1111-4222-8333-444455556666", USER);
    doc.open();
    await wait();
    doc.setValue({ date: "2026-03-01", title: "Grief", body: "The funeral was on a Tuesday." });
    await doc.saveNow();
    expect(doc.getSnapshot()).toMatchObject({ status: "error", error: privacy.LOCKED_MESSAGE });
    expect(browser.server.puts()).toEqual([]);

    privacy.unlock(USER, "on", dataKey);
    store.retryDocuments();
    await vi.waitFor(() => expect(doc.getSnapshot().status).toBe("saved"));
    const body = JSON.stringify(browser.server.puts()[0]?.body);
    expect(body).toContain('"date":"2026-03-01"');
    expect(body).not.toContain("Grief");
    expect(body).not.toContain("funeral");
    doc.close();
  });

  it("a page going away does not send a private journal's words unsealed", async () => {
    await privateJournal();
    const { store, privacy } = await modules();
    await privacy.privacyOf(USER);
    const doc = store.storedDocument("reflection", 2, USER);
    doc.open();
    await wait();
    doc.setValue("Typed just before leaving.");
    store.sendPendingOnExit(USER);
    await wait();
    expect(browser.server.puts()).toEqual([]);
    doc.halt();
  });
});
