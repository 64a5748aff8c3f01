import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../src/domain/routes";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, saveSettingAs } from "./support/members";

// Her story over time (D23, issue #27): an open page written offline and synced, on this day hidden for
// good, welcome back after a 7-day gap (the browser's clock moved on), the year calendar at 390 and
// 1280 px, and axe on the new pages in light and dark. Members are made through the API.

const DAY_MS = 86_400_000;
const dateKey = (at: Date) => at.toISOString().slice(0, 10);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function memberPage(viewport = viewports.desktop, colorScheme: "light" | "dark" = "light") {
  const context = await newContext(browser, viewport, { colorScheme });
  const member = await createMember({ context, firstName: "Noor" });
  const page = await context.newPage();
  return { context, page, ...member };
}

const putPage = (cookie: string, id: string, value: { date: string; title: string; body: string }) =>
  apiAs(cookie, `/api/pages/${id}`, { method: "PUT", json: { value, baseRevision: 0 } });

describe("her story over time", () => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it("keeps an open page written offline and syncs it when the network is back", async () => {
    const member = await memberPage();
    context = member.context;
    const { page, cookie } = member;
    await page.goto(paths.journal);
    await page.getByRole("link", { name: "Write a new page" }).click();
    await page.getByLabel("Your page").waitFor();
    await context.setOffline(true);
    await page.getByLabel("Title (optional)").fill("Written on the train");
    await page.getByLabel("Your page").fill("No signal between the stations, and the words are still here.");
    await page.getByText("Offline — will sync").waitFor();
    await context.setOffline(false);
    await page.getByText(/Last saved/).waitFor({ timeout: 30_000 });
    const list = await apiAs<{ pages: { title: string; excerpt: string }[] }>(cookie, "/api/pages");
    expect(list.body.pages).toEqual([
      expect.objectContaining({
        title: "Written on the train",
        excerpt: "No signal between the stations, and the words are still here.",
      }),
    ]);
    await page.goto(paths.pages);
    await page.getByRole("link", { name: "Written on the train" }).waitFor();
  });

  it("shows a page from a week ago on the dashboard until she asks never to see it again", async () => {
    const { context: ctx, page, cookie } = await memberPage(viewports.phone);
    const id = crypto.randomUUID();
    const weekAgo = dateKey(new Date(Date.now() - 7 * DAY_MS));
    expect(
      (await putPage(cookie, id, { date: weekAgo, title: "The first frost", body: "Ice on the car." }))
        .status,
    ).toBe(200);
    await page.goto(paths.dashboard);
    const card = page.getByRole("region", { name: "On this day" });
    await card.getByRole("link", { name: "The first frost" }).waitFor();
    await screenshot(page, "her-story-on-this-day-390");
    await card.getByRole("button", { name: /Don't show me this again/ }).click();
    await card.waitFor({ state: "detached" });
    await page.reload();
    await page.getByText("Journey Progress").waitFor();
    await expect.poll(() => page.getByRole("region", { name: "On this day" }).count()).toBe(0);
    // Hidden from resurfacing only: the page is still in her journal.
    expect((await apiAs<{ revision: number }>(cookie, `/api/pages/${id}`)).body.revision).toBe(1);
    await ctx.close();
  });

  it("welcomes her back after a 7-day gap with a question and where she left off, and not before", async () => {
    const { context: ctx, page, cookie } = await memberPage();
    await putPage(cookie, crypto.randomUUID(), {
      date: dateKey(new Date()),
      title: "Before the trip",
      body: "Packing.",
    });
    await page.goto(paths.dashboard);
    await page.getByText("Journey Progress").waitFor();
    await expect.poll(() => page.getByRole("heading", { name: "It is good to see you" }).count()).toBe(0);

    await page.clock.setFixedTime(new Date(Date.now() + 8 * DAY_MS));
    await page.reload();
    const card = page.getByRole("region", { name: "It is good to see you" });
    await card.waitFor();
    expect(await card.textContent()).toContain("What would you like to set down here today?");
    await card.getByRole("link", { name: "Before the trip" }).waitFor();
    expect(await card.textContent()).not.toMatch(/missed|streak|\d+ days/i);
    await ctx.close();
  });

  it("draws the year calendar by mood or energy, with a table, at 390 and 1280 px", async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { context: ctx, page, cookie } = await memberPage(viewport);
      const today = dateKey(new Date());
      const saved = await apiAs(cookie, `/api/check-ins/${today}`, {
        method: "PUT",
        json: {
          value: {
            mood: "peaceful",
            energy: "low",
            gratitude: "a warm kitchen",
            challenge: "the commute",
            intention: "an early night",
            tags: ["quiet"],
            timestamp: new Date().toISOString(),
          },
          baseRevision: 0,
        },
      });
      expect(saved.status).toBe(200);
      await page.goto(paths.growth);
      const year = page.getByRole("heading", { name: "Your year at a glance" });
      await year.waitFor();
      const label = new Date().toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      });
      await page.getByText(`${label}: Peaceful`).waitFor();
      await page
        .locator("label")
        .filter({ hasText: /^Energy$/ })
        .click();
      await page.getByText(`${label}: Low`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await screenshot(page, `her-story-year-${viewport.width}`);
      await page.getByRole("button", { name: "Show as a table" }).click();
      await page.getByRole("cell", { name: "Quiet" }).waitFor();
      await ctx.close();
    }
  });

  it("axe finds nothing on the open pages, a page, the dashboard's cards, the check-in and growth, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { context: ctx, page, cookie } = await memberPage(viewports.desktop, colorScheme);
      await saveSettingAs(cookie, "appearance", { theme: colorScheme, textSize: "normal" });
      const id = crypto.randomUUID();
      await putPage(cookie, id, {
        date: dateKey(new Date(Date.now() - 7 * DAY_MS)),
        title: "A quiet Sunday",
        body: "Soup, a long call with my sister, an early night.",
      });
      const found: Record<string, string[]> = {};
      for (const [path, ready] of [
        [paths.pages, "A quiet Sunday"],
        [`${paths.pages}/${id}`, "Your page"],
        [paths.dashboard, "On this day"],
        [paths.checkIn, "What helped today?"],
        [paths.growth, "Your year at a glance"],
      ] as const) {
        await page.goto(path);
        await page.getByText(ready).first().waitFor();
        const violations = await axeViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found, colorScheme).toEqual({});
      await ctx.close();
    }
  }, 180_000);
});
