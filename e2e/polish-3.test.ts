import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { createMember } from "./support/members";

// What a new member tripped over the third time (#50), and the pages it touched, looked at in both
// themes at a phone's and a desktop's width.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const looks = [
  ["390", viewports.phone, "light"],
  ["390", viewports.phone, "dark"],
  ["1280", viewports.desktop, "light"],
  ["1280", viewports.desktop, "dark"],
] as const;

/** A signed-in member's page in each width and theme, after `ready` says it has arrived. */
async function shootMemberPage(path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  for (const [width, viewport, colorScheme] of looks) {
    const context = await newContext(browser, viewport, { colorScheme });
    await createMember({ context });
    const page = await context.newPage();
    await page.goto(path);
    await ready(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, `polish3-${name}-${width}-${colorScheme}`);
    await page.screenshot({ path: `screenshots/polish3-${name}-${width}-${colorScheme}-first.png` });
    await context.close();
  }
}

describe("pages that now open at their top (item 1)", () => {
  it("the printables, this month's pair first", async () => {
    await shootMemberPage("/printables", "printables", (page) =>
      page.getByText("This month", { exact: true }).waitFor(),
    );
  });
  it("the affirmations calendar, today's words first", async () => {
    await shootMemberPage("/affirmations", "affirmations", (page) =>
      page.getByRole("region", { name: "Today's affirmation" }).waitFor(),
    );
  });
});
