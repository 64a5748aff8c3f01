import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, signInAdmin, uniqueEmail } from "./support/members";

// The console keeps its place (docs/architecture.md, "The console"): each tab and each member's page has its
// own address, Back from her page returns to the list with its filters, Reload stays, and /admin/users
// folds into the Members tab; at 390 and 1280 px, light and dark.

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** The page's path and query, its query's fields in order (the order they were set in does not matter). */
const path = (page: Page) => {
  const url = new URL(page.url());
  url.searchParams.sort();
  return url.pathname + url.search;
};

describe("the console keeps its place", () => {
  let browser: Browser;
  /** A member in her trial who has completed day 1, found by her own address. */
  let wren: { email: string; cookie: string };
  /** A member without a plan, given complimentary access in the last test. */
  let iris: { email: string; cookie: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    wren = await createMember({ email: uniqueEmail("keep-place-wren"), firstName: "Wren" });
    iris = await createMember({ email: uniqueEmail("keep-place-iris"), firstName: "Iris" });
    const trial = await apiAs(wren.cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    expect(trial.status).toBe(200);
    const wrote = await apiAs(wren.cookie, "/api/journal/1", {
      method: "PUT",
      json: { value: "A first morning.", baseRevision: 0 },
    });
    expect(wrote.status).toBe(200);
    expect((await apiAs(wren.cookie, "/api/journal/1/complete", { method: "POST", json: {} })).status).toBe(
      200,
    );
  });
  afterAll(() => browser.close());

  for (const [size, viewport] of [
    ["1280", viewports.desktop],
    ["390", viewports.phone],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`Back from a member's page returns to the filtered list, and Reload stays, at ${size} px, ${colorScheme}`, async () => {
        const context = await newContext(browser, viewport, { colorScheme });
        await signInAdmin(context);
        const page = await context.newPage();
        const shot = (name: string) => screenshot(page, `console-place-${name}-${size}-${colorScheme}`);

        // /admin opens the first tab at its own address.
        await page.goto("/admin");
        await page.waitForURL("**/admin/overview");
        await page.getByRole("heading", { name: "In a few words" }).waitFor();
        expect(await page.title()).toBe("Overview | Admin | Grind to Grace");

        // A tab is a link to its address.
        const members = page.getByRole("tab", { name: "Members" });
        expect(await members.getAttribute("href")).toBe("/admin/members");
        await members.click();
        await page.waitForURL("**/admin/members");
        await page.getByRole("combobox", { name: "Status" }).selectOption("trialing");
        await page.getByRole("searchbox", { name: "Name or e-mail" }).fill(wren.email);
        const filtered = `/admin/members?${new URLSearchParams({ q: wren.email, status: "trialing" })}`;
        await expect.poll(() => path(page)).toBe(filtered);
        const row = page.getByRole("listitem").filter({ hasText: wren.email });
        await row.waitFor();
        expect(await row.textContent()).toContain("In trial · Grace Flow, monthly");
        expect(await row.textContent()).toContain("1 day done");
        await shot("list");

        // Her page has her address; Reload keeps it.
        await row.getByRole("link", { name: "Wren" }).click();
        await page.getByRole("heading", { name: "Complimentary access" }).waitFor();
        expect(path(page)).toMatch(/^\/admin\/members\/[^/?]+$/);
        const herPage = path(page);
        expect(await members.getAttribute("aria-selected")).toBe("true");
        expect(await axeViolations(page)).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);
        await shot("member");
        await page.reload();
        await page.getByRole("heading", { name: "Complimentary access" }).waitFor();
        expect(path(page)).toBe(herPage);

        // Back returns to the list with its filters, shown in the form and applied to the rows.
        await page.goBack();
        await row.waitFor();
        expect(path(page)).toBe(filtered);
        expect(await page.getByRole("combobox", { name: "Status" }).inputValue()).toBe("trialing");
        expect(await page.getByRole("searchbox", { name: "Name or e-mail" }).inputValue()).toBe(wren.email);
        expect(await page.getByRole("listitem").filter({ hasText: "@" }).count()).toBe(1);

        // Forward and the page's own "All members" come back to the same list.
        await page.goForward();
        await page.getByRole("button", { name: "← All members" }).click();
        await row.waitFor();
        expect(path(page)).toBe(filtered);

        // Reload on a tab stays on it; Back returns to the list.
        await page.getByRole("tab", { name: "Audit" }).click();
        await page.waitForURL("**/admin/audit");
        await page.reload();
        await page.getByRole("heading", { name: "Audit log" }).waitFor();
        expect(await page.getByRole("tab", { name: "Audit" }).getAttribute("aria-selected")).toBe("true");
        expect(await axeViolations(page)).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);
        await shot("audit");
        await page.goBack();
        await row.waitFor();
        expect(path(page)).toBe(filtered);

        // The old member list's address opens the Members tab, its search kept.
        await page.goto(`/admin/users?q=${encodeURIComponent(wren.email)}`);
        await page.waitForURL(`**/admin/members?q=${encodeURIComponent(wren.email)}`);
        await row.waitFor();
        await context.close();
      }, 180_000);
    }
  }

  it("moves between tabs by keyboard, each to its address", async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto("/admin/members");
    await page.getByRole("heading", { name: "Find members" }).waitFor();
    await page.getByRole("tab", { name: "Members" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Path");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/admin/path");
    await page.getByRole("heading", { name: "How far members have come" }).waitFor();
    // Her place is kept: focus stays on the tab she chose.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Path");
    await page.goBack();
    await page.getByRole("heading", { name: "Find members" }).waitFor();
    expect(path(page)).toBe("/admin/members");
    await context.close();
  }, 120_000);

  it("shows complimentary access as what it is, and the audit log by names and dates", async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto(`/admin/members?q=${encodeURIComponent(iris.email)}`);
    await page
      .getByRole("listitem")
      .filter({ hasText: iris.email })
      .getByRole("link", { name: "Iris" })
      .click();
    // Her page settled first: under a loaded machine a choice made while it was still loading was lost once
    // (the comp went out as Grace Collective); the cause is not found yet (see the stop's notes).
    await page.waitForLoadState("networkidle");
    const planChoice = page.getByRole("combobox", { name: "Plan" });
    await planChoice.selectOption("journey");
    await expect.poll(() => planChoice.inputValue()).toBe("journey");
    await page.getByRole("button", { name: "Grant complimentary access" }).click();
    await page
      .getByText("Grace Journey, with no end date.")
      .waitFor()
      .catch(async (error: Error) => {
        await screenshot(page, "console-place-comp-failed");
        throw error;
      });
    const plan = page.getByRole("term").filter({ hasText: "Plan" }).locator("xpath=following-sibling::*[1]");
    expect(await plan.textContent()).toBe("Grace Journey");
    await page.getByRole("button", { name: "← All members" }).click();
    const row = page.getByRole("listitem").filter({ hasText: iris.email });
    await row.getByText("Complimentary · Grace Journey").waitFor();
    expect(await row.textContent()).not.toContain("monthly");

    await page.getByRole("tab", { name: "Audit" }).click();
    const entry = page
      .getByRole("listitem")
      .filter({ hasText: "Granted complimentary access · Iris" })
      .first();
    await entry.waitFor();
    const text = (await entry.textContent()) ?? "";
    expect(text).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M by Admin$/);
    expect(await entry.getByRole("link", { name: "Iris" }).getAttribute("href")).toMatch(
      /^\/admin\/members\//,
    );
    await screenshot(page, "console-place-audit-names-1280");
    await context.close();
  }, 120_000);
});
