import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, signInAdmin, signInContext } from "./support/members";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  ({ cookie } = await createMember({ context }));
  page = await context.newPage();
  await page.goto("/bonus-tools");
  await page.getByRole("heading", { level: 1, name: "Bonus Tools" }).waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const hrefOf = (p: Page, name: string) => p.getByRole("link", { name }).getAttribute("href");

describe("bonus tools", () => {
  it("a member sees no admin banner; the certificate says how many days remain and growth opens /growth", async () => {
    expect(await page.title()).toBe("Bonus Tools | Grind to Grace");
    await expect
      .poll(() => page.getByText("Admin Preview Mode — full access enabled for review.").count())
      .toBe(0);
    const certificate = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Journey Complete?" }) });
    await certificate.getByText("75 days to go").waitFor();
    expect(await certificate.getByRole("button", { name: "Get Certificate" }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByText("Coming soon").count()).toBe(0);
    const growth = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Track Your Growth" }) });
    expect(await growth.getByRole("link", { name: "Start Tracking" }).getAttribute("href")).toBe("/growth");
    await screenshot(page, "bonus-tools-desktop");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("links to the five tools and the affirmations calendar", async () => {
    const tools = page.getByRole("region", { name: "Your tools" });
    const links = await tools
      .getByRole("link")
      .evaluateAll((els) =>
        els.map((el) => [el.querySelector("span span")?.textContent, el.getAttribute("href")]),
      );
    expect(links).toEqual([
      ["Ask for Help Challenge", "/tools/ask-for-help"],
      ["Check-in", "/tools/check-in"],
      ["Get it Together", "/tools/get-together"],
      ["Clean for Clarity", "/tools/clean-for-clarity"],
      ["Press Play for Grace", "/tools/press-play"],
      ["Affirmations Calendar", "/affirmations"],
    ]);
    await tools.getByRole("link", { name: /Press Play for Grace/ }).click();
    await page.waitForURL("**/tools/press-play");
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Bonus Tools" }).waitFor();
  });

  it("lists the 8 resources; Access opens the matching tool or page", async () => {
    const resources = page.getByRole("region", { name: "Resources" }).getByRole("article");
    await expect.poll(() => resources.count()).toBe(8);
    expect(await resources.getByRole("heading").allTextContents()).toEqual([
      "Clean for Clarity Checklist",
      "Soul Path Journal",
      "Completion Certificate",
      "Mood Tracker",
      "Ask for Help Challenge",
      "Evening Ritual Guide",
      "Flower Essence Guide",
      "Crystal Guide",
    ]);
    expect(await resources.first().textContent()).toContain("Type: Checklist");
    expect(await resources.first().textContent()).toContain("Category: Clarity");
    expect(await hrefOf(page, "Access Clean for Clarity Checklist")).toBe("/tools/clean-for-clarity");
    expect(await hrefOf(page, "Access Mood Tracker")).toBe("/tools/check-in");
    expect(await hrefOf(page, "Access Ask for Help Challenge")).toBe("/tools/ask-for-help");
    expect(await hrefOf(page, "Access Soul Path Journal")).toBe("/journal");
    expect(await page.getByRole("button", { name: "Access Completion Certificate" }).isDisabled()).toBe(true);

    await page.getByRole("link", { name: "Access Mood Tracker" }).click();
    await page.waitForURL("**/tools/check-in");
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Bonus Tools" }).waitFor();
  });

  it("gives each resource's title and tags room at 1280 px: two lines at most, the tags on one", async () => {
    const resources = page.getByRole("region", { name: "Resources" }).getByRole("article");
    const rows = await resources.evaluateAll((cards) =>
      cards.map((card) => {
        const title = card.querySelector("h3") as HTMLElement;
        const tags = title.nextElementSibling as HTMLElement;
        const chip = tags.firstElementChild as HTMLElement;
        return {
          title: title.textContent,
          lines: Math.round(title.offsetHeight / Number.parseFloat(getComputedStyle(title).lineHeight)),
          tagRows: Math.round(tags.offsetHeight / chip.offsetHeight),
        };
      }),
    );
    for (const row of rows) {
      expect(row.lines, row.title ?? "").toBeLessThanOrEqual(2);
      expect(row.tagRows, row.title ?? "").toBe(1);
    }
  });

  it("the three written guides open in a dialog and close by keyboard", async () => {
    for (const [resource, title] of [
      ["Evening Ritual Guide", "An Evening Ritual for Setting the Day Down"],
      ["Flower Essence Guide", "Flower Essences: A Small Ritual of Attention"],
      ["Crystal Guide", "Crystals: Something Beautiful to Hold"],
    ] as const) {
      const access = page.getByRole("button", { name: `Access ${resource}` });
      await access.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      const words = (await dialog.locator("p").allTextContents()).join(" ").split(/\s+/).length;
      expect(words, resource).toBeGreaterThanOrEqual(150);
      if (resource === "Crystal Guide") {
        await page.screenshot({ path: "screenshots/bonus-tools-guide.png" });
        expect(await axeViolations(page)).toEqual([]);
      }
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => access.evaluate((el) => el === document.activeElement)).toBe(true);
    }
  });

  it("Continue Journaling leads to the member's next day, Check-ins to Check-in, Share Your Story mails support", async () => {
    const integration = page.getByRole("region", { name: "Weave it into your days" });
    expect(await integration.getByRole("link", { name: "Continue Journaling" }).getAttribute("href")).toBe(
      "/day/1",
    );
    expect(await integration.getByRole("link", { name: "Monthly Check-ins" }).getAttribute("href")).toBe(
      "/tools/check-in",
    );
    expect(await integration.getByRole("link", { name: "Share Your Story" }).getAttribute("href")).toBe(
      `mailto:support@grace.test?subject=${encodeURIComponent("My Grind to Grace story")}`,
    );

    expect((await apiAs(cookie, "/api/journal/1/complete", { method: "POST" })).status).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.getByRole("link", { name: "Continue Journaling" }).getAttribute("href"))
      .toBe("/day/2");
    await page.getByRole("link", { name: "Continue Journaling" }).click();
    await page.waitForURL("**/day/2");
  });

  it("Continue Journaling falls back to the dashboard when the journey cannot be read", async () => {
    const other = await context.newPage();
    await other.route("**/api/journey", (route) => route.fulfill({ status: 500, json: { error: "down" } }));
    const failed = other.waitForResponse((res) => res.url().endsWith("/api/journey") && res.status() === 500);
    await other.goto("/bonus-tools");
    await failed;
    await other.getByRole("heading", { level: 1, name: "Bonus Tools" }).waitFor();
    expect(await other.getByRole("link", { name: "Continue Journaling" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    await other.close();
  });

  it("the admin sees the preview banner", async () => {
    const admin = await newContext(browser);
    await signInAdmin(admin);
    const adminPage = await admin.newPage();
    await adminPage.goto("/bonus-tools");
    await adminPage.getByText("Admin Preview Mode — full access enabled for review.").waitFor();
    await admin.close();
  }, 120_000);

  it("fits a phone screen", async () => {
    const phone = await newContext(browser, viewports.phone);
    await signInContext(phone, cookie);
    const small = await phone.newPage();
    await small.goto("/bonus-tools");
    await small.getByRole("heading", { level: 1, name: "Bonus Tools" }).waitFor();
    expect(
      await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await small.screenshot({ path: "screenshots/bonus-tools-phone.png" });
    await small.getByRole("region", { name: "Weave it into your days" }).scrollIntoViewIfNeeded();
    await small.screenshot({ path: "screenshots/bonus-tools-phone-integration.png" });
    await phone.close();
  });
});
