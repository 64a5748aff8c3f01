import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeBrowser } from "../../../tests/support/fake-browser";
import { flushPending } from "./document-store";
import { removeLocalCopies, type SyncMeta } from "./local-copies";

let browser: ReturnType<typeof installFakeBrowser>;

function storeCopy(localKey: string, raw: string, meta: Partial<SyncMeta>) {
  browser.storage.setItem(localKey, raw);
  browser.storage.setItem(
    `g2g-sync:${localKey}`,
    JSON.stringify({
      owner: "member-a",
      url: `/api/doc/${localKey}`,
      format: "text",
      revision: 0,
      dirty: false,
      savedAt: null,
      ...meta,
    }),
  );
}

beforeEach(() => {
  browser = installFakeBrowser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("signing out: flush, then clear this browser's copies", () => {
  it("sends pending writing, then removes every spec key and its metadata", async () => {
    storeCopy("journal-day-3", "unsent thoughts", { dirty: true });
    storeCopy("journal-day-1", "already saved", { revision: 1 });
    storeCopy("askForHelp", JSON.stringify({ checkedItems: { "2": true }, reflection: "" }), {
      format: "json",
      dirty: true,
    });
    browser.storage.setItem("checkIn-2026-03-01", "{}");
    browser.storage.setItem("getTogether", "{}");
    browser.storage.setItem("cleanForClarity", "{}");
    browser.storage.setItem("pressPlay", "{}");
    storeCopy("printable-notes-june-worksheet", "my june notes", { revision: 1 });
    browser.storage.setItem("unrelated-setting", "kept");

    await flushPending("member-a");
    removeLocalCopies();

    expect(browser.server.documents.get("/api/doc/journal-day-3")?.value).toBe("unsent thoughts");
    expect(browser.server.documents.get("/api/doc/askForHelp")?.value).toEqual({
      checkedItems: { "2": true },
      reflection: "",
    });
    expect(browser.server.puts()).toHaveLength(2);
    expect(browser.storage.keys()).toEqual(["unrelated-setting"]);
  });

  it("keeps writing the server could not take, tagged with its owner", async () => {
    storeCopy("journal-day-5", "written offline", { dirty: true });
    storeCopy("journal-day-6", "synced", { revision: 2 });
    browser.server.offline = true;

    await flushPending("member-a");
    removeLocalCopies();

    expect(browser.storage.keys()).toEqual(["g2g-sync:journal-day-5", "journal-day-5"]);
  });

  it("does not send another member's pending writing under this member's session", async () => {
    storeCopy("journal-day-2", "member b's words", { dirty: true, owner: "member-b" });
    await flushPending("member-a");
    expect(browser.server.requests).toHaveLength(0);
  });

  it("leaves a conflicting copy for its owner to resolve, but clears one the server already matches", async () => {
    browser.server.write("/api/doc/journal-day-7", "phone version");
    browser.server.write("/api/doc/journal-day-8", "same text");
    storeCopy("journal-day-7", "laptop version", { dirty: true, revision: 0 });
    storeCopy("journal-day-8", "same text", { dirty: true, revision: 0 });

    await flushPending("member-a");
    removeLocalCopies();

    expect(browser.server.documents.get("/api/doc/journal-day-7")?.value).toBe("phone version");
    expect(browser.storage.keys()).toEqual(["g2g-sync:journal-day-7", "journal-day-7"]);
  });
});
