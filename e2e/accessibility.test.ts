import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext } from "./support/browser";

// Issue "Trust": zero axe violations (WCAG 2.2 AA), no horizontal scroll at 320 px, visible keyboard focus.

const publicPages = [
  ["/", "Welcome to"],
  ["/auth", "Welcome, gently"],
  ["/pricing", "Choose the pace that feels like grace"],
  ["/no-such-page", "Oops! Page not found"],
] as const;

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole("heading", { name: heading }).first().waitFor();
}

describe("accessibility of the public pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(publicPages)("%s has no axe violations", async (path, heading) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, path, heading);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(publicPages)("%s reads at 320 px without scrolling sideways", async (path, heading) => {
    const context = await newContext(browser, { width: 320, height: 640 });
    const page = await context.newPage();
    await open(page, path, heading);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("the sign-in form works by keyboard alone, with a visible focus ring", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await open(page, "/auth", "Welcome, gently");
    await page.getByRole("tab", { name: "Sign In" }).focus();
    // Radix moves focus on the next tick, so poll.
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => page.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected"))
      .toBe("true");
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(() => page.getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected"))
      .toBe("true");
    const focused = page.locator(":focus");
    for (let i = 0; i < 4 && (await focused.getAttribute("name")) !== "email"; i++)
      await page.keyboard.press("Tab");
    expect(await focused.getAttribute("name")).toBe("email");
    const outline = await focused.evaluate(
      (el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).borderColor,
    );
    expect(outline).not.toBe("none");
    await context.close();
  });
});
