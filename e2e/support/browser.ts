import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";

/** The server of this test worker (global-setup.ts starts one per worker). */
export const baseURL = () => {
  const urls = inject("baseURLs");
  const url = urls[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!url) throw new Error(`No e2e server for worker ${process.env.VITEST_POOL_ID}`);
  return url;
};

export { launchBrowser } from "../../tests/support/chromium";

export const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

/** A client address of its own for each browser context and test member (the e2e server trusts the proxy header). */
export function uniqueClientIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/**
 * A fresh browser context. The service worker is blocked unless asked for: Playwright's request
 * routing cannot see requests a service worker answers, and only e2e/offline.test.ts is about it.
 */
export async function newContext(
  browser: Browser,
  viewport = viewports.desktop,
  options: { serviceWorkers?: "allow" | "block"; colorScheme?: "light" | "dark" } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    viewport,
    serviceWorkers: options.serviceWorkers ?? "block",
    colorScheme: options.colorScheme ?? "light",
    // Transitions off (the app honors reduced motion), so checks and axe see settled colors.
    reducedMotion: "reduce",
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() },
  });
}

/** Saves a full-page screenshot under screenshots/ (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
