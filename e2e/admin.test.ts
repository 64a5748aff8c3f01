import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, signInAdmin } from "./support/members";

async function statValue(page: Page, label: string): Promise<number> {
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label }) });
  return Number((await card.locator("p").textContent())?.replace(/\D/g, ""));
}

async function waitForStat(page: Page, label: string, expected: number) {
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label }) });
  await card.locator("p", { hasText: new RegExp(`^${expected.toLocaleString("en-US")}$`) }).waitFor();
}

describe("the admin page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("sends a visitor to /auth", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/auth");
    await context.close();
  });

  it("counts the members and subscribers created here, lists them, and turns a member away", async () => {
    const adminContext = await newContext(browser);
    await signInAdmin(adminContext);
    const page = await adminContext.newPage();
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Total Users" }).waitFor();
    const before = {
      users: await statValue(page, "Total Users"),
      subscribers: await statValue(page, "Active Subscribers"),
      entries: await statValue(page, "Journal Entries"),
    };
    expect(before.users).toBeGreaterThanOrEqual(1);
    // D8: no console addresses are set here, so neither console button is shown.
    await page.getByRole("button", { name: "Refresh Stats" }).waitFor();
    await expect.poll(() => page.getByText("Database Editor").count()).toBe(0);
    await expect.poll(() => page.getByText("Edge Functions").count()).toBe(0);
    // The header leads the admin to her page, and marks it as the page she is on.
    const adminLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" });
    expect(await adminLink.getAttribute("aria-current")).toBe("page");

    const memberContext = await newContext(browser);
    const member = await createMember({ context: memberContext, firstName: "Nadia" });
    const started = await apiAs(member.cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    expect(started.status).toBe(200);
    const saved = await apiAs(member.cookie, "/api/journal/1", {
      method: "PUT",
      json: { value: "What I am setting down today.", baseRevision: 0 },
    });
    expect(saved.status).toBe(200);

    await page.getByRole("button", { name: "Refresh Stats" }).click();
    await waitForStat(page, "Total Users", before.users + 1);
    await waitForStat(page, "Active Subscribers", before.subscribers + 1);
    await waitForStat(page, "Journal Entries", before.entries + 1);
    await screenshot(page, "admin-1280");

    await page.getByRole("link", { name: "Manage Users" }).click();
    await page.waitForURL("**/admin/members");
    await page.getByRole("searchbox", { name: "Name or e-mail" }).fill(member.email);
    const row = page.getByRole("listitem").filter({ hasText: member.email });
    await row.waitFor();
    expect(await row.textContent()).toContain("In trial · Grace Flow, monthly");
    expect(await row.textContent()).toContain("0 days done");
    await screenshot(page, "admin-users-1280");

    const memberPage = await memberContext.newPage();
    await memberPage.goto("/admin");
    await memberPage.waitForURL("**/dashboard");
    await memberPage.getByRole("link", { name: "Journey" }).first().waitFor();
    await expect.poll(() => memberPage.getByRole("link", { name: "Admin" }).count()).toBe(0);
    await memberContext.close();

    const phone = await newContext(browser, viewports.phone);
    await signInAdmin(phone);
    const phonePage = await phone.newPage();
    await phonePage.goto("/admin");
    // The menu opened at once stays open while the console settles its address on its first tab.
    await phonePage.getByRole("button", { name: "Open menu" }).click();
    await phonePage.waitForURL("**/admin/overview");
    await phonePage.getByRole("heading", { name: "Total Users" }).waitFor();
    await phonePage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).waitFor();
    await screenshot(phonePage, "admin-menu-390");
    await phonePage.getByRole("button", { name: "Close menu" }).click();
    await screenshot(phonePage, "admin-390");
    // The old member list's address folds into the console's Members tab.
    await phonePage.goto("/admin/users");
    await phonePage.waitForURL("**/admin/members");
    await phonePage.getByRole("heading", { name: "Find members" }).waitFor();
    expect(
      await phonePage.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await screenshot(phonePage, "admin-users-390");
    await phone.close();
    await adminContext.close();
  });
});
