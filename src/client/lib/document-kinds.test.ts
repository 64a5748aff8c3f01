import { describe, expect, it } from "vitest";
import { checkInKeys } from "./check-in-queries";
import { documentKinds } from "./document-kinds";
import { herStoryKeys } from "./her-story-queries";
import { journalKeys } from "./journal-queries";
import { journeyKeys } from "./journey-queries";

// The store's kinds name the lists a saved document makes stale as plain keys, so saving does not bring
// the list queries' code into every page (docs/architecture.md, "Calling the API"). Each must still be
// the key its factory gives, or a saved reflection would leave her archive showing the old words.

describe("the lists a saved document marks stale", () => {
  it("are the keys the queries' factories give", () => {
    expect(documentKinds.reflection.lists).toEqual([journalKeys.all]);
    expect(documentKinds.checkIn.lists).toEqual([checkInKeys.all]);
    expect(documentKinds.page.lists).toEqual([herStoryKeys.pages(), journalKeys.all]);
    expect(documentKinds.returnAnswer.lists).toEqual([herStoryKeys.returnPrompts()]);
    expect(documentKinds.completion.lists).toEqual([journeyKeys.all]);
    expect(documentKinds.resurfacing.lists).toEqual([journalKeys.onThisDay()]);
  });

  it("reach every read of her journal and check-ins by their first part", () => {
    const startsWith = (key: readonly unknown[], list: readonly unknown[]) =>
      list.every((part, index) => key[index] === part);
    for (const key of [
      journalKeys.archive("rain"),
      journalKeys.wholeArchive(),
      journalKeys.readBacks(45),
      journalKeys.archiveOnDevice("u1"),
      journalKeys.onThisDay(),
    ])
      expect(startsWith(key, journalKeys.all)).toBe(true);
    for (const key of [checkInKeys.history("2026-01-01", "2026-12-31"), checkInKeys.patterns()])
      expect(startsWith(key, checkInKeys.all)).toBe(true);
  });
});
