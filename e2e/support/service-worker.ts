import type { Page } from "playwright-core";
import { expect } from "vitest";
import { MEMBER_CACHE } from "../../src/client/sw-member-cache";

// Waits on what the service worker keeps. Playwright's waitForFunction takes a promise for a truthy
// answer and returns at once, so the Cache Storage and registration checks (both asynchronous) are
// polled from here instead.

const POLL = { timeout: 30_000, interval: 200 };

/** Waits until the service worker has kept the member answer for `path` (e.g. `/api/journey/days/8`). */
export async function waitUntilKept(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async ({ cache, kept }) => Boolean(await (await caches.open(cache)).match(kept)), {
          cache: MEMBER_CACHE,
          kept: path,
        }),
      POLL,
    )
    .toBe(true);
}

/** Waits until a new version of the service worker is installed and waiting to take over. */
export async function waitForWaitingWorker(page: Page) {
  await expect
    .poll(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      POLL,
    )
    .toBe(true);
}
