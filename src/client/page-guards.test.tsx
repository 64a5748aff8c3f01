// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../tests/support/fake-api";
import { type Access, type PageName, pageNames, pageTable, paths } from "../domain/routes";
import { App } from "./app";
import { BrowserRouter } from "./lib/router";
import { SessionProvider } from "./lib/session";

// The pages' guards, read from the page registry (src/domain/routes.ts): every page a member needs sends
// a visitor to sign in, and every page of the admin's sends a member who is not the admin to her
// dashboard. A page added to the registry is walked here without anyone having to list it.

// The first page opened loads the app's lazy modules, which can take over a second on a busy machine.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = { id: "member-1", email: "iris@example.test", name: "Iris" };

/** A path that opens the page: its parameters filled, the pages below it left for the list itself. */
const pathOf = (name: PageName) => pageTable[name].path.replace(/:[^/]+/g, "1").replace(/\/\*$/, "");
const withAccess = (...access: Access[]) =>
  pageNames.filter((name) => access.includes(pageTable[name].access));

function open(path: string, session: { user: unknown; isAdmin: boolean }, answers = {}) {
  window.history.replaceState(null, "", path);
  fakeApi({ "/api/session": { ...session, consoleRole: session.isAdmin ? "owner" : null }, ...answers });
  render(
    <BrowserRouter>
      <SessionProvider>
        <App />
      </SessionProvider>
    </BrowserRouter>,
  );
}

describe("the pages' guards", () => {
  it.each(withAccess("member", "admin"))("send a visitor who opens %s to sign in", async (name) => {
    open(pathOf(name), { user: null, isAdmin: false });
    await waitFor(() => expect(window.location.pathname).toBe(paths.auth), { timeout: 10_000 });
  });

  it.each(withAccess("admin"))(
    "send a member who is not the admin from %s to her dashboard",
    async (name) => {
      open(pathOf(name), { user: member, isAdmin: false });
      await waitFor(() => expect(window.location.pathname).toBe(paths.dashboard), { timeout: 10_000 });
    },
  );

  it("let the admin open her page, on the console's first tab, and see the counts", async () => {
    open(
      paths.admin,
      { user: member, isAdmin: true },
      {
        "/api/admin/stats": { totalUsers: 12, activeSubscribers: 5, journalEntries: 40 },
        "/api/admin/consoles": { databaseUrl: null, functionsUrl: null },
      },
    );
    await screen.findByRole("heading", { name: "Admin Dashboard", level: 1 }, { timeout: 10_000 });
    await screen.findByText("12");
    await waitFor(() => expect(window.location.pathname).toBe(paths.adminTab("overview")));
    const tab = await screen.findByRole("tab", { name: "Overview" }, { timeout: 10_000 });
    expect(tab.getAttribute("aria-selected")).toBe("true");
  });
});
