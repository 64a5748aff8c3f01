import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser";
import { createMember, PASSWORD } from "./support/members";
import { waitUntilKept } from "./support/service-worker";

// Issue 48, item 6 (docs/offline.md, "Forgetting this device"): deleting her account, or signing out on
// a shared device, leaves nothing of hers in the browser — local storage, IndexedDB, the worker's caches —
// also after another member has signed in and out on the same browser.

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const saved = (page: Page | Locator) => page.getByRole("status").filter({ hasText: /^Last saved: / });

/** Everything this browser keeps for the app's origin, as one text to search. */
async function kept(page: Page) {
  return page.evaluate(async () => {
    const local = Object.entries(localStorage).map(([key, value]) => `${key}=${value}`);
    const cacheNames = await caches.keys();
    const databases = (await indexedDB.databases()).map((database) => database.name);
    return { local: local.join("\n"), cacheNames, databases };
  });
}

/** She writes an open page, a printable's notes and turns her reminder on, as the issue tried. */
async function writeEverywhere(page: Page, word: string) {
  await page.goto("/journal");
  await page.getByRole("link", { name: "Write a new page" }).first().click();
  await page.getByLabel("Your page").fill(`An open page about ${word}.`);
  await saved(page).waitFor();
  await page.goto("/printables");
  await page.getByRole("button", { name: "Preview Small Stops in a Full Day" }).click();
  const dialog = page.getByRole("dialog", { name: "Small Stops in a Full Day" });
  await dialog.getByLabel("Notes").fill(`Notes on ${word}.`);
  await saved(dialog).waitFor();
  await page.keyboard.press("Escape");
  await page.goto("/day/1");
  await page.getByLabel("Your reflection").fill(`A reflection on ${word}.`);
  await saved(page).waitFor();
  await page.goto("/account");
  await page.getByRole("heading", { name: "Daily reminder" }).waitFor();
  await page.getByRole("switch").click();
  await page.getByRole("button", { name: "Save reminder" }).click();
  await page.getByText(/^Saved\. See you at /).waitFor();
}

async function memberWithWorker(context: BrowserContext, firstName: string) {
  const member = await createMember({ context, firstName });
  const page = await context.newPage();
  await page.goto("/dashboard");
  await page.getByText("Journey Progress").waitFor();
  await waitUntilKept(page, "/api/journey");
  return { ...member, page };
}

/** Another member signs in on the same browser, looks at her journal and signs out. */
async function anotherMemberVisits(context: BrowserContext, page: Page) {
  await createMember({ context, firstName: "Noor" });
  await page.goto("/journal");
  await page.getByRole("heading", { name: "Your journal", level: 1 }).waitFor();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

describe("her device forgets her", () => {
  it("after 'Delete my account forever' nothing she wrote or chose stays in the browser, also after another member signs in and out", async ({
    expect,
  }) => {
    const context = await newContext(browser, undefined, { serviceWorkers: "allow" });
    const { page } = await memberWithWorker(context, "Ada");
    await writeEverywhere(page, "marigolds");
    expect((await kept(page)).local).toContain("marigolds");

    await page.goto("/account");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account forever" }).click();
    await page.getByText("Your account has been deleted.").waitFor();
    const afterDeletion = await kept(page);
    expect(afterDeletion.local).toBe("");
    expect(afterDeletion.cacheNames).toEqual([]);
    expect(afterDeletion.databases).toEqual([]);

    await anotherMemberVisits(context, page);
    const afterNextMember = await kept(page);
    expect(afterNextMember.local).not.toContain("marigolds");
    expect(afterNextMember.local).not.toContain('"enabled":true');
    await context.close();
  });

  it("signing out with 'This is a shared device' leaves nothing of hers in the browser", async ({
    expect,
  }) => {
    const context = await newContext(browser, undefined, { serviceWorkers: "allow" });
    const { page } = await memberWithWorker(context, "Bea");
    await writeEverywhere(page, "lighthouses");

    await page.goto("/account");
    await page.getByLabel("This is a shared device").check();
    await page.getByRole("button", { name: "Sign Out" }).last().click();
    await page.getByText("Signed out. Nothing of yours is kept in this browser.").waitFor();
    const afterShared = await kept(page);
    expect(afterShared.local).toBe("");
    expect(afterShared.cacheNames).toEqual([]);

    // The next member on this browser finds nothing of hers, and signs out the usual way.
    await anotherMemberVisits(context, page);
    expect((await kept(page)).local).not.toContain("lighthouses");
    await context.close();
  });
});
