import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affirmationCareLine } from "../src/content/care";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { createMember, signInContext } from "./support/members";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

describe("affirmations", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cookie: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    ({ cookie } = await createMember({ context }));
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("the calendar opens on this month with today's card marked, 12 tabs and 366 cards in all", async () => {
    await page.goto("/affirmations");
    // The page's code and the calendar load first: on a busy machine that takes more than poll's 1 s.
    await expect
      .poll(() => page.title(), { timeout: 15_000 })
      .toBe("Affirmations Calendar | Monthly Progress");
    const tabs = page.getByRole("tab");
    await tabs.first().waitFor();
    await expect.poll(() => tabs.count()).toBe(12);
    expect(await tabs.allTextContents()).toEqual(MONTHS.map((m) => m.slice(0, 3) + m));

    const now = new Date();
    const thisMonth = MONTHS[now.getMonth()] as string;
    expect(await page.getByRole("tab", { selected: true }).getAttribute("aria-controls")).toBeTruthy();
    expect(await page.getByRole("tab", { name: thisMonth }).getAttribute("aria-selected")).toBe("true");
    const today = page.locator('[aria-current="date"]');
    await expect.poll(() => today.count()).toBe(1);
    expect(await today.textContent()).toContain(
      `${thisMonth.slice(0, 3)} ${String(now.getDate()).padStart(2, "0")}`,
    );
    await screenshot(page, "affirmations-desktop");
    expect(await axeViolations(page)).toEqual([]);

    let total = 0;
    for (const month of MONTHS) {
      await page.getByRole("tab", { name: month }).click();
      const panel = page.getByRole("tabpanel");
      await panel.getByRole("heading", { level: 2 }).waitFor();
      const cards = panel.getByTestId("affirmation-card");
      const count = await cards.count();
      expect(await cards.first().textContent()).toMatch(new RegExp(`^${month.slice(0, 3)} 01`));
      total += count;
    }
    expect(total).toBe(366);
  });

  it("a day card's dialog opens and closes by keyboard, and focus comes back to the card", async () => {
    await page.goto("/affirmations");
    await page.getByRole("tab", { name: "January" }).click();
    const card = page.getByTestId("affirmation-card").first();
    await card.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading").first().textContent()).toBe("Jan 01");
    expect(await dialog.textContent()).toContain("Today's action step");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Space");
    await dialog.waitFor();
    await page.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
  });

  it("a heavy affirmation's dialog carries the care line and links to /support (#29 item 2)", async () => {
    for (const [viewport, name] of [
      [viewports.desktop, "1280"],
      [viewports.phone, "390"],
    ] as const) {
      const sized = await newContext(browser, viewport);
      await signInContext(sized, cookie);
      const heavy = await sized.newPage();
      await heavy.goto("/affirmations");
      await heavy.getByRole("tab", { name: "October" }).click();
      const panel = heavy.getByRole("tabpanel");
      await panel.getByTestId("affirmation-card").nth(9).click();
      const dialog = heavy.getByRole("dialog");
      await dialog.getByText(affirmationCareLine).waitFor();
      expect(await dialog.getByRole("link", { name: "Support lines" }).getAttribute("href")).toBe("/support");
      await screenshot(heavy, `affirmation-care-dialog-${name}`);
      expect(await axeViolations(heavy)).toEqual([]);
      await heavy.keyboard.press("Escape");
      // A light day's dialog has no care line.
      await panel.getByTestId("affirmation-card").nth(0).click();
      await dialog.getByText("Today's action step").waitFor();
      await expect.poll(() => dialog.getByText(affirmationCareLine).count()).toBe(0);
      await sized.close();
    }
  });

  it("a month without days says its affirmations are coming soon", async () => {
    const empty = await context.newPage();
    await empty.route("**/api/affirmations", async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { months: { days: unknown[] }[] };
      (body.months[2] as { days: unknown[] }).days = [];
      await route.fulfill({ response: res, json: body });
    });
    await empty.goto("/affirmations");
    await empty.getByRole("tab", { name: "March" }).click();
    await empty.getByText("Daily affirmations for March are coming soon.").waitFor();
    await expect.poll(() => empty.getByRole("tabpanel").getByTestId("affirmation-card").count()).toBe(0);
    await empty.close();
  });

  it("the 90-day page lists Day 1 to Day 90 in calendar order, each opening its dialog", async () => {
    await page.goto("/affirmations-90");
    await expect.poll(() => page.title()).toBe("90 Days of Inspired Daily Affirmations | Grind to Grace");
    const cards = page.getByTestId("affirmation-card");
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(90);
    const labels = await cards.evaluateAll((els) =>
      els.map((el) => el.querySelector("span span")?.textContent ?? ""),
    );
    expect(labels).toEqual(Array.from({ length: 90 }, (_, i) => `Day ${i + 1}`));

    // In calendar order: Day 1 is January 1, Day 32 February 1, Day 90 March 30.
    const calendar = await page.evaluate(async () => {
      const res = await fetch("/api/affirmations");
      const { months } = (await res.json()) as { months: { days: { text: string }[] }[] };
      return months.flatMap((m) => m.days.map((d) => d.text)).slice(0, 90);
    });
    const texts = await cards.evaluateAll((els) =>
      els.map((el) => el.querySelector(".font-display")?.textContent ?? ""),
    );
    expect(texts).toEqual(calendar);

    await cards.nth(89).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByRole("heading").first().textContent()).toBe("Day 90");
    expect(await dialog.textContent()).toContain("March 30");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await screenshot(page, "affirmations-90-desktop");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("fits a phone screen without sideways scrolling", async () => {
    const phone = await newContext(browser, viewports.phone);
    await signInContext(phone, cookie);
    const small = await phone.newPage();
    for (const path of ["/affirmations", "/affirmations-90"]) {
      await small.goto(path);
      await small.getByTestId("affirmation-card").first().waitFor();
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await small.screenshot({ path: `screenshots/${path.slice(1)}-phone.png` });
    }
    await small.getByTestId("affirmation-card").first().click();
    await small.getByRole("dialog").waitFor();
    await screenshot(small, "affirmations-90-dialog-phone");

    // The twelve month tabs: two tidy rows of six on a phone, January–June over July–December.
    await small.goto("/affirmations");
    const tabs = small.getByRole("tablist", { name: "Months" }).getByRole("tab");
    await tabs.first().waitFor();
    const rows = await tabs.evaluateAll((els) => {
      const tops = [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().top)))];
      return tops.map((top) =>
        els.filter((el) => Math.round(el.getBoundingClientRect().top) === top).map((el) => el.textContent),
      );
    });
    expect(rows.map((row) => row.length)).toEqual([6, 6]);
    expect(rows[0]?.[0]).toBe("JanJanuary");
    expect(rows[1]?.[0]).toBe("JulJuly");
    await phone.close();
  });
});
