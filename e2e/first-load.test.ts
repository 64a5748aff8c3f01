import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser";

// What a visitor sees while a page's code is on its way, and when it cannot come at all
// (docs/architecture.md, "Pages that fail").

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The built file of a page's code: chunks are named by their hash alone, so the build's manifest says which. */
function builtChunk(source: string): string {
  const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source]?.file;
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return chunk;
}

/** Records whether "Loading..." was ever on the page, from the first byte of HTML on. */
async function watchForLoading(page: Page) {
  await page.addInitScript(() => {
    const seen = () => document.body?.innerText.includes("Loading...");
    new MutationObserver(() => {
      if (seen()) (window as unknown as { loadingSeen: boolean }).loadingSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => Boolean((window as unknown as { loadingSeen?: boolean }).loadingSeen));
}

/** True once React has hydrated the element (it keeps its fiber on the node). */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith("__react")),
    selector,
  );

/** Holds every script back for a while, as a slow phone network would. */
async function slowScripts(page: Page, ms: number) {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

describe("a prerendered page while its code arrives", () => {
  it("keeps the e-mail she typed into the sign-in form and never flashes Loading...", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const loadingSeen = await watchForLoading(page);
    await slowScripts(page, 700);
    await page.goto("/auth", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").first().fill("early@grace.test");
    await page.waitForLoadState("networkidle");
    // React has taken the form over, and what she typed is still there, and still what it sends.
    await expect.poll(() => isHydrated(page, "input[type=email]")).toBe(true);
    expect(await page.getByLabel("Email").first().inputValue()).toBe("early@grace.test");
    await page.getByLabel("Password").first().fill("not-her-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid email or password").waitFor();
    expect(await page.getByLabel("Email").first().inputValue()).toBe("early@grace.test");
    expect(await loadingSeen()).toBe(false);
    await context.close();
  });

  it("signs in with the form pressed before the page's code arrived, never putting her password in the address", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await slowScripts(page, 1_500);
    await page.goto("/auth", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").first().fill("early-press@grace.test");
    await page.getByLabel("Password").first().fill("not-her-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await isHydrated(page, "input[type=email]")).toBe(false);
    await page.getByText("Invalid email or password").waitFor({ timeout: 15_000 });
    expect(page.url()).not.toContain("password");
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("switches to the tab she pressed before the page's code arrived", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await slowScripts(page, 1_500);
    await page.goto("/auth", { waitUntil: "domcontentloaded" });
    await page.getByRole("tab", { name: "Sign Up" }).click();
    expect(await isHydrated(page, '[role="tab"]')).toBe(false);
    // She moves on at once: the press must not depend on where focus is when the code arrives.
    await page.getByLabel("Email").first().focus();
    await page.getByLabel("First Name").waitFor({ timeout: 15_000 });
    expect(await page.getByRole("tab", { name: "Sign Up" }).getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("shows the pricing page the whole time, from HTML to app", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const loadingSeen = await watchForLoading(page);
    await slowScripts(page, 700);
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "Choose the pace that feels like grace" }).waitFor();
    await page.waitForLoadState("networkidle");
    await page.getByRole("heading", { name: "Choose the pace that feels like grace" }).waitFor();
    expect(await loadingSeen()).toBe(false);
    await context.close();
  });
});

describe("a page whose code cannot load", () => {
  it("offline, says so calmly with a Reload button that brings the page once the network is back", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The app's code has run (main.tsx removes the start note): a press now is the app's, held until it
    // has taken the page over, not the browser's own navigation, which offline shows the browser's error.
    await page.waitForFunction(() => !document.getElementById("start-fallback"));
    await context.setOffline(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("alert").getByText("This page didn't open").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("Nothing you wrote is lost.");
    // The header is still there: she can go back.
    await expect
      .poll(() => page.getByRole("link", { name: "Grind to Grace" }).first().isVisible())
      .toBe(true);
    await context.setOffline(false);
    await page.getByRole("button", { name: "Reload" }).click();
    await page.getByRole("heading", { name: "Choose the pace that feels like grace" }).waitFor();
    await context.close();
  });

  it("after a deploy replaced it, the tab reloads itself once, then shows the note instead of a blank page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The old build's chunk is gone from the server.
    await page.route(`**/${builtChunk("features/pricing/pricing-page.tsx")}`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    let loads = 0;
    page.on("load", () => loads++);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await page.getByRole("alert").getByText("This page didn't open").waitFor();
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/pricing");
    await context.close();
  });
});
