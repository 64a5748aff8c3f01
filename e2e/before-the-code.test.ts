import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, viewports } from "./support/browser";
import { createMember } from "./support/members";
import { settle } from "./support/page-checks";

// docs/architecture.md, "Presses before the code arrives": a press on a prerendered page is never lost.
// Half the tries hold the app's code back until the press has happened (a slow phone network); the
// other half press while it is still taking the page over.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Opens `path` without waiting for its scripts, and returns once the page is first painted: a person
 * presses what she sees, and nothing is painted before the page's stylesheets have arrived (before
 * them the desktop menu, hidden on a phone by the stylesheet, is still in the page for a robot's press).
 */
async function openAtFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
}

/** Holds every script back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route("**/assets/*.js", (route) => void held.push(route));
  return async () => {
    await page.unroute("**/assets/*.js");
    // A route of a page that navigated away meanwhile is already done with.
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  };
}

/** Opens /pricing (held or not), does `press`, and returns the address of the tab it opened. */
async function checkoutOpenedBy(
  context: BrowserContext,
  hold: boolean,
  press: (page: Page) => Promise<void>,
) {
  const page = await context.newPage();
  const release = hold ? await holdScripts(page) : null;
  await openAtFirstPaint(page, "/pricing");
  const [tab] = await Promise.all([context.waitForEvent("page"), press(page)]);
  await tab.waitForURL(/\/billing\/checkout\?/, { waitUntil: "commit" });
  const url = new URL(tab.url());
  await release?.();
  await tab.close();
  await page.close();
  return `${url.pathname}${url.search}`;
}

const journey = (page: Page) =>
  page.getByRole("article", { name: "Grace Journey" }).getByRole("link", { name: "Subscribe" });

describe("the phone menu and sign-in before their code has arrived", () => {
  it("the menu opens at a press or an Enter made at once, 10 times out of 10", async () => {
    const context = await newContext(browser, viewports.phone);
    const opened: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      const page = await context.newPage();
      const release = i % 2 === 0 ? await holdScripts(page) : null;
      await openAtFirstPaint(page, "/pricing");
      const toggle = page.getByRole("button", { name: "Open menu" });
      if (i % 4 < 2) await toggle.click();
      else {
        await toggle.focus();
        await page.keyboard.press("Enter");
      }
      const menu = page.getByRole("navigation", { name: "Main" });
      opened.push(await menu.getByRole("link", { name: "Affirmations" }).isVisible());
      await release?.();
      // Once the app runs the page, the button says what it does now.
      await page.getByRole("button", { name: "Close menu" }).waitFor();
      await page.close();
    }
    expect(opened).toEqual(Array(10).fill(true));
    await context.close();
  }, 240_000);

  it("Sign Up pressed before any script, or once boot.ts runs, opens its tab, 10 times out of 10", async () => {
    const context = await newContext(browser);
    const shown: string[] = [];
    const html = await (await context.request.get("/auth")).text();
    const app = new Set(/data-app="([^"]+)"/.exec(html)?.[1]?.split(" "));
    expect(app.size).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      const page = await context.newPage();
      let release: () => Promise<void>;
      if (i % 2 === 0) {
        // No script at all: the tab is a link to /auth?tab=sign-up, which the build prerenders.
        release = await holdScripts(page);
        await openAtFirstPaint(page, "/auth");
      } else {
        // The app's scripts (listed on boot's tag) held, boot.ts and its own modules not: boot holds
        // the press, and the app makes it again once it has the tab.
        const held: Route[] = [];
        const isApp = (url: URL) => app.has(url.pathname);
        await page.route(isApp, (route) => void held.push(route));
        release = async () => {
          await page.unroute(isApp);
          for (const route of held.splice(0)) await route.continue().catch(() => undefined);
        };
        // boot.ts has run once it asks for the app.
        const asked = page.waitForRequest((request) => isApp(new URL(request.url())));
        await openAtFirstPaint(page, "/auth");
        await asked;
      }
      await page.getByRole("tab", { name: "Sign Up" }).click();
      await release();
      const opened = await page
        .getByLabel("First Name")
        .waitFor({ timeout: 10_000 })
        .then(
          () => new URL(page.url()).search,
          () => "not opened",
        );
      shown.push(opened);
      await page.close();
    }
    expect(shown).toEqual(Array(10).fill("?tab=sign-up"));
    await context.close();
  }, 240_000);

  it("a link to /auth?tab=sign-up opens Sign Up, and Sign In takes the address back to /auth", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/auth?tab=sign-up");
    await page.getByLabel("First Name").waitFor();
    // Once the app runs the page: a press before it is the test above's.
    await settle(page);
    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/auth" && url.search === "");
    await expect.poll(() => page.getByLabel("First Name").count()).toBe(0);
    await context.close();
  });

  it("a sign-in sent before the code never puts her password in the address", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await openAtFirstPaint(page, "/auth");
    await page.getByLabel("Email").fill("wren@example.test");
    await page.getByLabel("Password", { exact: true }).fill("a-secret-pass-1");
    const [request] = await Promise.all([page.waitForRequest("**/auth"), page.keyboard.press("Enter")]);
    expect(request.method()).toBe("POST");
    await page.waitForURL("**/auth", { waitUntil: "commit" });
    await release();
    // The page is back, with its code: she signs in from it as usual.
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(page.url()).not.toContain("a-secret-pass-1");
    expect(page.url()).not.toContain("wren");
    await context.close();
  });
});

describe("pricing before its code has arrived", () => {
  it("Subscribe pressed at once opens the checkout tab, 10 times out of 10", async () => {
    const context = await newContext(browser);
    await createMember({ context, firstName: "Esme" });
    const opened: string[] = [];
    for (let i = 0; i < 10; i++)
      opened.push(await checkoutOpenedBy(context, i % 2 === 0, (page) => journey(page).click()));
    expect(opened).toEqual(Array(10).fill("/billing/checkout?plan=journey&period=monthly"));

    // The tab it opens is the checkout, for that plan.
    const page = await context.newPage();
    await page.goto("/pricing");
    const [tab] = await Promise.all([context.waitForEvent("page"), journey(page).click()]);
    await tab.getByRole("button", { name: "Start subscription" }).waitFor();
    expect(await tab.getByText("$22 per month", { exact: true }).isVisible()).toBe(true);
    await context.close();
  }, 240_000);

  it("Annual then Subscribe, pressed at once, opens an annual checkout, 10 times out of 10", async () => {
    const context = await newContext(browser);
    await createMember({ context, firstName: "Anya" });
    const opened: string[] = [];
    for (let i = 0; i < 10; i++)
      opened.push(
        await checkoutOpenedBy(context, i % 2 === 0, async (page) => {
          await page.getByRole("switch", { name: "Annual billing" }).click();
          await journey(page).click();
        }),
      );
    expect(opened).toEqual(Array(10).fill("/billing/checkout?plan=journey&period=annual"));
    await context.close();
  }, 240_000);

  it("a visitor's Subscribe leads to /auth, before the code and after", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await openAtFirstPaint(page, "/pricing");
    const [tab] = await Promise.all([context.waitForEvent("page"), journey(page).click()]);
    await release();
    await tab.waitForURL((url) => url.pathname === "/auth");
    await tab.close();

    await page.getByText("All plans include a 7-day free trial. Cancel anytime.").waitFor();
    // The header's Get Started is prerendered too: the link itself says when the code has taken the page.
    await expect
      .poll(() => journey(page).getAttribute("href"))
      .toBe(
        `/auth?${new URLSearchParams({ tab: "sign-up", next: "/billing/checkout?plan=journey&period=monthly" })}`,
      );
    await journey(page).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
});

describe("a page whose code never arrives", () => {
  it("says so calmly and offers a Reload link", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route("**/assets/index-*.js", (route) => route.abort());
    await page.goto("/dashboard");
    const note = page.getByText("This page has not finished loading. Check your connection, then Reload.");
    await note.waitFor({ timeout: 15_000 });
    await page.unroute("**/assets/index-*.js");
    await page.getByRole("link", { name: "Reload" }).click();
    // Reloaded with its code, the app starts and the note is gone.
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => note.count()).toBe(0);
    await context.close();
  });

  it("is not shown when the app starts", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Get Started" }).waitFor();
    await expect.poll(() => page.locator("#start-fallback").count()).toBe(0);
    await context.close();
  });
});
