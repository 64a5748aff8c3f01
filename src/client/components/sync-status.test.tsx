// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { LocalFirst } from "../lib/local-first";
import { CONFLICT_CHOICES, ConflictNotice, conflictHeading, SyncStatus } from "./sync-status";

// The one saving line of every synced document (one wording per state, announced politely) and the
// conflict notice, which asks her at once which version to keep.

afterEach(cleanup);

type Doc = Parameters<typeof SyncStatus>[0]["doc"];
const doc = (fields: Partial<Doc>): Doc => ({
  status: "idle",
  savedAt: null,
  loading: false,
  error: null,
  ...fields,
});

describe("the saving line", () => {
  it("says each state in its own words", () => {
    const cases: Array<[Partial<Doc>, string | RegExp]> = [
      [{}, "Saves as you write"],
      [{ loading: true }, "Loading your saved progress…"],
      [{ status: "saving" }, "Saving…"],
      [{ status: "saved", savedAt: new Date(2026, 10, 27, 9, 5) }, /^Last saved: 9:05/],
      [{ status: "saved" }, "Saved"],
      [{ status: "offline" }, "Offline — will sync"],
      [{ status: "error" }, "Could not save. We will keep trying."],
      [{ status: "error", error: "This reflection is too long." }, "This reflection is too long."],
      [{ status: "conflict" }, "Changed on another device — choose a version below"],
    ];
    for (const [fields, words] of cases) {
      const { unmount } = render(<SyncStatus doc={doc(fields)} />);
      expect(screen.getByText(words)).toBeTruthy();
      unmount();
    }
  });

  it("is one polite status line in every state; a conflict also asks her, at once, which version to keep", async () => {
    const { rerender } = render(<SyncStatus doc={doc({ status: "saving" })} />);
    expect(screen.getByRole("status").textContent).toBe("Saving…");
    rerender(<SyncStatus doc={doc({ status: "conflict" })} />);
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");

    const chosen: string[] = [];
    const conflicted: LocalFirst<string> = {
      ...doc({ status: "conflict" }),
      value: "From this phone",
      conflict: { local: "From this phone", server: "From the laptop" },
      setValue: () => undefined,
      saveNow: async () => undefined,
      resolveConflict: async (choice) => {
        chosen.push(choice);
      },
    };
    render(<ConflictNotice doc={conflicted as LocalFirst<unknown>} what="This reflection" />);
    const notice = screen.getByRole("alert");
    expect(within(notice).getByText(conflictHeading("This reflection"))).toBeTruthy();
    await userEvent.click(within(notice).getByRole("button", { name: CONFLICT_CHOICES.server }));
    await userEvent.click(within(notice).getByRole("button", { name: CONFLICT_CHOICES.local }));
    expect(chosen).toEqual(["server", "local"]);
  });

  it("shows no conflict notice when there is none", () => {
    render(<ConflictNotice doc={{ ...doc({}), conflict: null } as LocalFirst<unknown>} what="Your notes" />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what shows before anything is saved in the page's own words", () => {
    render(<SyncStatus doc={doc({})} idleText="Your notes save as you type" />);
    expect(screen.getByText("Your notes save as you type")).toBeTruthy();
  });
});
