import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { createMember, mailedLink, PASSWORD, uniqueEmail } from "./support/members";
import { settle } from "./support/page-checks";

describe("foundation: accounts and public pages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("a visitor signs up, verifies by the mailed link, signs out and signs back in", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail("e2e");

    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First Name").fill("Maya");
    await page.getByLabel("Last Name").fill("Rivers");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Account created! Please check your email for verification.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");

    await page.goto(await mailedLink(email, "/verify-email"));
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Get Started" }).waitFor();

    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Welcome back!").waitFor();
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("a wrong password shows the server's message in an error toast", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    await context.close();
  });

  it("when many people arrive at once, the sign-in says so, counts down and tries again by itself", async () => {
    const { email } = await createMember();
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    // The server's answer during a sign-in storm, once (its gate is tested in tests/integration/hardening-3).
    let asked = 0;
    await page.route("**/api/auth/sign-in/email", async (route) => {
      if (asked++ > 0) return route.continue();
      await route.fulfill({
        status: 429,
        headers: { "content-type": "application/json", "retry-after": "2" },
        body: JSON.stringify({
          error: "Many people are arriving at once. Please try again in a few seconds.",
          retryAfter: 2,
        }),
      });
    });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page
      .getByRole("status")
      .getByText("Many people are arriving at once; trying again in 2 seconds")
      .waitFor();
    await screenshot(page, "sign-in-arriving-390");
    await page.getByText("Welcome back!").waitFor();
    await page.waitForURL("**/dashboard");
    expect(asked).toBe(2);
    await context.close();
  });

  it("an unverified member is offered a new verification mail", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail("unverified");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First Name").waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Account created! Please check your email for verification.").waitFor();
    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Answered like a wrong password (docs/security.md), with what to do if she has just signed up.
    await page.getByText("Invalid email or password").first().waitFor();
    await page.getByText("Just signed up? Your e-mail address must be confirmed first").waitFor();
    await page.getByRole("button", { name: "Resend verification e-mail" }).click();
    await page.getByText(`We sent a new verification link to ${email}.`).waitFor();
    await context.close();
  });

  it("a protected page sends a signed-out visitor to /auth", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/printables");
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    expect(await page.title()).toBe("Sign In or Sign Up | Grind to Grace");
    await context.close();
  });

  it("a page's path in another letter case is that page, in the browser and from the server", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto("/Pricing");
    expect(response?.status()).toBe(200);
    await page.getByRole("link", { name: "Pricing", exact: true }).first().waitFor();
    expect(await page.locator('header a[aria-current="page"]').first().textContent()).toBe("Pricing");
    await context.close();
  });

  it("an unknown path shows the 404 page with a link home, with status 404", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("home shows the hero, the four feature cards and the closing call to action", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.title()).toBe("Grind to Grace | 90-Day Affirmations & Printable Resources");
    await page.getByRole("heading", { name: "Welcome to Grind to Grace" }).waitFor();
    expect(await page.getByRole("link", { name: "Begin Your Soul Path" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(await page.getByRole("link", { name: "View Pricing" }).getAttribute("href")).toBe("/pricing");
    const cards = page.locator("#features-heading + ul > li");
    await expect.poll(() => cards.count()).toBe(4);
    expect(await page.getByRole("link", { name: /Guided Journaling/ }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(await page.getByRole("link", { name: /Action Step Affirmations/ }).getAttribute("href")).toBe(
      "/affirmations-90",
    );
    expect(await page.getByRole("link", { name: /Printable Resources/ }).getAttribute("href")).toBe(
      "/printables",
    );
    await expect
      .poll(() =>
        cards.filter({ hasText: "Soul Path Certificate" }).getByText("Earned with all 75 days").count(),
      )
      .toBe(1);
    await expect
      .poll(() => cards.filter({ hasText: "Soul Path Certificate" }).getByRole("link").count())
      .toBe(0);
    expect(await page.getByRole("link", { name: "Start Your Journey Today" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    await context.close();
  });

  it("the header highlights the current page, and on a phone its menu works by keyboard", async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto("/pricing");
    // The menu as the app runs it; a press made before the app has started is e2e/before-the-code.test.ts's.
    await settle(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Main" });
    expect(await menu.getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBe("page");
    for (const label of ["Home", "Journey", "Bonus Tools", "Affirmations", "Printables", "Pricing"]) {
      await menu.getByRole("link", { name: label, exact: true }).waitFor();
    }
    await page.keyboard.press("Escape");
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("looks right on a phone and a desktop (screenshots for review)", async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      for (const [path, label] of [
        ["/", "home"],
        ["/auth", "auth"],
        ["/missing", "404"],
      ]) {
        await page.goto(path as string);
        await page.waitForLoadState("networkidle");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, `${label} scrolls sideways at ${viewport.width}px`).toBe(false);
        await screenshot(page, `${label}-${name}`);
      }
      await context.close();
    }
  });
});
