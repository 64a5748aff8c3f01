// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/support/fake-api";
import { BrowserRouter } from "../lib/router";
import { SessionProvider } from "../lib/session";
import { Header } from "./header";

// spec §2's header: the six links with the current section marked, Get Started or Sign Out as the
// session says, the admin's own link, and the phone menu that Escape closes.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showHeader(path: string, session: { user: unknown; isAdmin: boolean }) {
  window.history.replaceState(null, "", path);
  fakeApi({ "/api/session": session });
  render(
    <BrowserRouter>
      <SessionProvider>
        <Header />
      </SessionProvider>
    </BrowserRouter>,
  );
}

const member = { id: "member-1", email: "iris@example.test", name: "Iris" };

describe("the header", () => {
  it("shows a visitor the six links, marks a day page's section as Journey, and offers Get Started", async () => {
    showHeader("/day/3", { user: null, isAdmin: false });
    const nav = screen.getByRole("navigation", { name: "Main" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Home", "Journey", "Bonus Tools", "Affirmations", "Printables", "Pricing"]);
    expect(within(nav).getByRole("link", { name: "Journey" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBeNull();
    const getStarted = await screen.findByRole("link", { name: "Get Started" });
    expect(getStarted.getAttribute("href")).toBe("/auth");
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("gives a signed-in member Account and Sign Out, and the admin her own link", async () => {
    showHeader("/tools/check-in", { user: member, isAdmin: true });
    await screen.findByRole("button", { name: "Sign Out" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
    expect(within(nav).getByRole("link", { name: "Bonus Tools" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/account");
    expect(screen.queryByRole("link", { name: "Get Started" })).toBeNull();
  });

  it("opens the phone menu with its button, and Escape closes it and gives focus back to the button", async () => {
    showHeader("/", { user: null, isAdmin: false });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{Escape}");
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });
});
