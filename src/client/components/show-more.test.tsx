// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ShowMore } from "./show-more";

// The button under her archive and her pages: there only while more is left, one fetch at a time.

afterEach(cleanup);

describe("show more", () => {
  it("fetches the next page when pressed, and is gone when nothing is left", async () => {
    let fetched = 0;
    const list = {
      hasNextPage: true,
      isFetchingNextPage: false,
      fetchNextPage: async () => {
        fetched++;
      },
    };
    const { rerender } = render(<ShowMore list={list}>Show older pages</ShowMore>);
    await userEvent.click(screen.getByRole("button", { name: "Show older pages" }));
    expect(fetched).toBe(1);
    rerender(<ShowMore list={{ ...list, isFetchingNextPage: true }}>Show older pages</ShowMore>);
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
    rerender(<ShowMore list={{ ...list, hasNextPage: false }}>Show older pages</ShowMore>);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
