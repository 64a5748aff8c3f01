// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/support/fake-api";
import { BrowserRouter } from "../lib/router";
import { SessionProvider } from "../lib/session";
import { Header } from "./header";

// spec §2's header: the six links with the current section marked, Get Started or Sign Out as the
// session says, the admin's own link, and the phone menu's button.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showHeader(path: string, session: { user: unknown; isAdmin: boolean }) {
  window.history.replaceState(null, "", path);
  fakeApi({ "/api/session": { ...session, consoleRole: session.isAdmin ? "owner" : null } });
  render(
    <BrowserRouter>
      <SessionProvider>
        <Header />
      </SessionProvider>
    </BrowserRouter>,
  );
}

/** The header row's links (happy-dom does not hide the closed phone menu, a popover with the same links). */
const mainNav = () => screen.getAllByRole("navigation", { name: "Main" })[0] as HTMLElement;

const member = { id: "member-1", email: "iris@example.test", name: "Iris" };

describe("the header", () => {
  it("shows a visitor the six links, marks a day page's section as Journey, and offers Get Started", async () => {
    showHeader("/day/3", { user: null, isAdmin: false });
    const nav = mainNav();
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
    const nav = mainNav();
    expect(within(nav).getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
    expect(within(nav).getByRole("link", { name: "Bonus Tools" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getAllByRole("link", { name: "Account" })[0]?.getAttribute("href")).toBe("/account");
    expect(screen.queryByRole("link", { name: "Get Started" })).toBeNull();
  });

  // The browser opens and closes the popover (Escape, a press outside, focus back to the button):
  // e2e/foundation.test.ts and e2e/accessibility.test.ts press it in Chromium, before the code too.
  it("makes the phone menu a popover of its button, whose label follows the menu", async () => {
    showHeader("/", { user: null, isAdmin: false });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const menu = document.getElementById(toggle.getAttribute("popovertarget") ?? "");
    expect(menu?.getAttribute("popover")).toBe("auto");
    expect(menu?.getAttribute("aria-label")).toBe("Main");

    const toggled = (newState: string) =>
      act(() => menu?.dispatchEvent(Object.assign(new Event("toggle"), { newState })));
    toggled("open");
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    toggled("closed");
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");

    // A link pressed in the open menu closes it; a press elsewhere in it does not.
    const hide = vi.fn();
    Object.assign(menu as HTMLElement, { hidePopover: hide });
    await userEvent.click(within(menu as HTMLElement).getByRole("list"));
    expect(hide).not.toHaveBeenCalled();
    await userEvent.click(within(menu as HTMLElement).getByRole("link", { name: "Pricing" }));
    expect(hide).toHaveBeenCalledTimes(1);
  });
  it("opens and closes the phone menu itself in a browser without popovers", async () => {
    const popover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "popover");
    expect(popover).toBeDefined();
    Reflect.deleteProperty(HTMLElement.prototype, "popover");
    try {
      showHeader("/", { user: null, isAdmin: false });
      const menu = document.getElementById("phone-menu");
      await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
      expect(menu?.hasAttribute("data-open")).toBe(true);
      await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
      expect(menu?.hasAttribute("data-open")).toBe(false);
      expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
      // A link pressed in the menu closes it.
      await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
      await userEvent.click(within(menu as HTMLElement).getByRole("link", { name: "Pricing" }));
      expect(menu?.hasAttribute("data-open")).toBe(false);
    } finally {
      Object.defineProperty(HTMLElement.prototype, "popover", popover as PropertyDescriptor);
    }
  });
});
