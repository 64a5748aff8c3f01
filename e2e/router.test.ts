import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, viewports } from "./support/browser";
import { createMember } from "./support/members";

// docs/architecture.md, "The router": after a navigation the page behaves as a browser's would.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("moving between pages", () => {
  it("a new page starts at the top with focus on its heading and its title said; Back returns to where she was", async () => {
    const context = await newContext(browser, { width: 390, height: 700 });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(500);

    await page.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
    await page.waitForURL("**/support");
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.locator("#route-announcer").textContent()).toBe("Support | Grind to Grace");

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
    await page.goForward();
    await page.waitForURL("**/support");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it("signed in, a header link from the bottom of a long page opens the next at its top; Back returns (#50 item 1)", async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const context = await newContext(browser, viewport);
      await createMember({ context, firstName: "Ada" });
      const page = await context.newPage();
      const pressInHeader = async (name: string) => {
        if (viewport === viewports.phone) await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
      };
      for (const [from, link, to, heading] of [
        ["/affirmations", "Printables", "/printables", "Printables"],
        ["/pricing", "Affirmations", "/affirmations", "Affirmations Calendar"],
        ["/printables", "Journey", "/dashboard", "Your 75-Day Soul Path"],
      ] as const) {
        await page.goto(from);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await page.waitForLoadState("networkidle");
        // The page may still be growing (the calendar, today's month) on a busy machine: scroll until its foot stays put.
        await expect
          .poll(async () =>
            page.evaluate(() => {
              window.scrollTo(0, document.body.scrollHeight);
              return window.scrollY;
            }),
          )
          .toBeGreaterThan(500);
        const bottom = await page.evaluate(() => window.scrollY);

        await pressInHeader(link);
        await page.waitForURL(`**${to}`);
        const h1 = page.getByRole("heading", { level: 1, name: heading });
        await expect.poll(() => h1.evaluate((h) => h === document.activeElement)).toBe(true);
        // Whatever the page loads after it arrives (today's month, the calendar) leaves her at the top.
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        await page.goBack();
        await page.waitForURL(`**${from}`);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
      }
      if (viewport === viewports.phone) {
        // The menu left open when she goes Back or Forward within the app (a swipe on a phone) closes with
        // the page she left: here Forward to the dashboard she came back from.
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("button", { name: "Close menu" }).waitFor();
        await page.goForward();
        await page.waitForURL("**/dashboard");
        await page.getByRole("button", { name: "Open menu" }).waitFor();
        expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      }
      await context.close();
    }
  });

  it("a link to a place on another page opens that page scrolled to it", async () => {
    const context = await newContext(browser, { width: 390, height: 700 });
    await createMember({ context, firstName: "Ada" });
    const page = await context.newPage();
    await page.goto("/billing/manage");
    await page.getByRole("link", { name: "Contact us" }).click();
    await page.waitForURL("**/support#contact");
    const contact = page.locator("#contact");
    // Below the fold of a phone when the page starts at its top, and in view once she arrives.
    await contact.waitFor();
    const top = await contact.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeGreaterThan(700);
    await expect
      .poll(() =>
        contact.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });
});
