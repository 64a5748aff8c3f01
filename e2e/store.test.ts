import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser";
import { apiAs, createMember } from "./support/members";
import { waitUntilKept } from "./support/service-worker";

// docs/architecture.md, "The store": one sender per document for the whole browser, confirmed values
// shown everywhere at once; docs/offline.md: Complete Day offline is kept and sent later.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const saved = (page: Page) => page.getByRole("status").filter({ hasText: /^Last saved: / });
const choose = (page: Page, name: string) =>
  page.getByRole("radio", { name }).locator("xpath=ancestor::label").click();

describe("the store", () => {
  it("two tabs writing the same day send no write twice and end equal", async () => {
    const context = await newContext(browser);
    const { cookie } = await createMember({ context, firstName: "Tova" });
    const writes: string[] = [];
    context.on("request", (request) => {
      if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/journal/1")
        writes.push(request.postData() ?? "");
    });
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const page of [a, b]) {
      await page.goto("/day/1");
      await page.getByLabel("Your reflection").waitFor();
    }
    await a.getByLabel("Your reflection").fill("Morning pages in tab one.");
    await saved(a).waitFor();
    // The other tab takes the saved words without a reload.
    await expect.poll(() => b.getByLabel("Your reflection").inputValue()).toBe("Morning pages in tab one.");
    await b.getByLabel("Your reflection").fill("Morning pages in tab one, and tab two.");
    await saved(b).waitFor();
    await expect
      .poll(() => a.getByLabel("Your reflection").inputValue())
      .toBe("Morning pages in tab one, and tab two.");
    const server = await apiAs<{ value: string }>(cookie, "/api/journal/1");
    expect(server.body.value).toBe("Morning pages in tab one, and tab two.");
    expect(new Set(writes).size).toBe(writes.length);
    await context.close();
  });

  it("a check-in saved on its page shows on the dashboard at once, without a reload", async () => {
    const context = await newContext(browser);
    await createMember({ context, firstName: "Cleo" });
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Check in", exact: true }).click();
    await page.waitForURL("**/tools/check-in");
    await choose(page, "Peaceful");
    await choose(page, "Medium");
    await page.getByLabel("What is one thing you are grateful for today?").fill("Morning light");
    await page.getByLabel("What is weighing on you or asking for your attention?").fill("A full inbox");
    await page.getByLabel("What is one gentle intention for the rest of your day?").fill("Leave at five");
    await page.getByRole("button", { name: "Save Check-in" }).click();
    await saved(page).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journey" }).click();
    await page.getByText("You checked in today.").waitFor();
    await context.close();
  });

  it("her settings are documents of the store: a theme chosen in one tab shows in the other at once, and a reminder saved offline reaches the server when she is back", async () => {
    const context = await newContext(browser);
    const { cookie } = await createMember({ context, firstName: "Ines" });
    const [account, dashboard] = [await context.newPage(), await context.newPage()];
    await dashboard.goto("/dashboard");
    await dashboard.getByText("Journey Progress").waitFor();
    await account.goto("/account");
    await account.getByRole("group", { name: "Theme" }).getByText("Dark", { exact: true }).click();
    await account.getByText("Saved. Your other devices will look the same.").waitFor();
    await expect.poll(() => dashboard.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");

    await account.getByRole("heading", { name: "Daily reminder" }).waitFor();
    await account.getByRole("switch").click();
    await context.setOffline(true);
    await account.getByRole("button", { name: "Save reminder" }).click();
    await account.getByText("Saved on this device. It will reach us when you are back online.").waitFor();
    await context.setOffline(false);
    await account.evaluate(() => window.dispatchEvent(new Event("online")));
    await account.getByText(/^Saved\. See you at /).waitFor();
    const reminders = await apiAs<{ value: { enabled: boolean } }>(cookie, "/api/settings/reminders");
    expect(reminders.body.value.enabled).toBe(true);
    await context.close();
  });
});

describe("offline", () => {
  it("a check-in made offline is on the offline dashboard, read from her own saved copy", async () => {
    // With the service worker, as a member has it after one visit: the app's code is on the device.
    const context = await newContext(browser, undefined, { serviceWorkers: "allow" });
    const { cookie } = await createMember({ context, firstName: "Maren" });
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.getByText("Journey Progress").waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // … and what she needs offline is kept (her path, through the last day open to her).
    await waitUntilKept(page, "/api/journey/days/5");
    await page.getByRole("link", { name: "Check in", exact: true }).click();
    await page.getByRole("button", { name: "Save Check-in" }).waitFor();
    await context.setOffline(true);
    await choose(page, "Anxious");
    await choose(page, "Low");
    await page.getByRole("button", { name: "Save Check-in" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journey" }).click();
    const today = page.getByRole("region", { name: "Today" });
    await today.getByText("You checked in today.").waitFor();
    expect(await today.getByRole("listitem").allInnerTexts()).toEqual(["Anxious", "Low energy"]);
    await expect.poll(() => today.getByRole("link", { name: "Check in", exact: true }).count()).toBe(0);
    // Opened afresh while still offline, the dashboard reads the same saved copy.
    await page.reload();
    await today.getByText("You checked in today.").waitFor();

    // Back online, it reaches the server.
    await context.setOffline(false);
    const date = new Date().toISOString().slice(0, 10);
    await expect
      .poll(
        async () => (await apiAs<{ value: { mood?: string } | null }>(cookie, `/api/check-ins/${date}`)).body,
      )
      .toMatchObject({ value: { mood: "anxious" } });
    await context.close();
  });

  it("Complete Day offline is kept and recorded as soon as she is back online, and her other tab shows it", async () => {
    const context = await newContext(browser);
    const { cookie } = await createMember({ context, firstName: "Olwen" });
    // Her dashboard open in another tab, which hears of the day from the store (one lock, one broadcast).
    const dashboard = await context.newPage();
    await dashboard.goto("/dashboard");
    const meter = dashboard.getByRole("progressbar", { name: "Days completed" });
    await meter.waitFor();
    expect(await meter.getAttribute("aria-valuenow")).toBe("0");
    const page = await context.newPage();
    await page.goto("/day/1");
    await page.getByLabel("Your reflection").fill("Written before the train's tunnel.");
    await saved(page).waitFor();
    await context.setOffline(true);
    await page
      .getByText("You are offline. What you write is kept on this device and sent when you are back online.")
      .waitFor();
    await page.getByRole("button", { name: "Complete Day 1 →" }).click();
    // Kept, so she is told the day is done, with the next day one link away.
    await page.getByRole("heading", { name: "Day 1 is complete" }).waitFor();
    const progress = async () =>
      (await apiAs<{ progress: { completed: number } }>(cookie, "/api/journey")).body.progress.completed;
    expect(await progress()).toBe(0);

    // Back online, the queued day is sent without a reload, like her reflections.
    await context.setOffline(false);
    await expect.poll(progress, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => meter.getAttribute("aria-valuenow")).toBe("1");
    // Nothing of the day waits on this device any more.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("g2g-sync:day-complete-1") ?? "null")),
    ).toMatchObject({ dirty: false, revision: 1 });
    await context.close();
  });
});
