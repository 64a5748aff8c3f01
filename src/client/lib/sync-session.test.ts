// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeBrowser } from "../../../tests/support/fake-browser";

// docs/architecture.md, "The store": days completed offline by an earlier version waited in a list of their
// own (`g2g-complete:<member>`); her next visit makes them documents of the store and sends them, so none
// is lost in the move.

let browser: ReturnType<typeof installFakeBrowser>;

beforeEach(() => {
  vi.useFakeTimers();
  browser = installFakeBrowser();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("her session's sync", () => {
  it("sends the days an earlier version kept for her offline, once, and keeps the list no longer", async () => {
    vi.resetModules();
    browser.storage.setItem("g2g-complete:member-a", JSON.stringify([4, 5, "x"]));
    browser.storage.setItem("g2g-complete:member-b", JSON.stringify([9]));
    const { startBackgroundSync } = await import("./sync-session");
    const stop = startBackgroundSync("member-a");
    await vi.advanceTimersByTimeAsync(100);
    stop();
    expect(browser.server.puts().map((put) => [put.url, put.body])).toEqual([
      ["/api/journal/4/complete", { value: true, baseRevision: 0 }],
      ["/api/journal/5/complete", { value: true, baseRevision: 0 }],
    ]);
    expect(browser.storage.getItem("g2g-complete:member-a")).toBeNull();
    // Another member's list waits for her own visit.
    expect(browser.storage.getItem("g2g-complete:member-b")).not.toBeNull();
  });
});
