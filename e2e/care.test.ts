import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planOpensLine } from "../src/domain/plan-opens";
import { paths } from "../src/domain/routes";
import { axeViolations } from "./support/axe";
import { baseURL, launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember } from "./support/members";

// Care that matches what we ask (issue #49): /support's lines by country, remembered in her browser, and
// the switch that turns "On this day" off on its card and back on in her settings.

/** True once React has hydrated the country choice (it keeps its fiber on the node). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector("select") ?? {}).some((key) => key.startsWith("__react")),
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("care lines by country on /support", () => {
  it("shows the chosen country's lines with tel: and sms: links, and remembers the choice", async () => {
    for (const [viewport, width] of [
      [viewports.phone, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto(paths.support);
      // The prerendered page shows every country; the choice is read once its code has run.
      await expect.poll(() => hydrated(page)).toBe(true);
      const country = page.getByLabel("Where are you?");
      // A fresh browser in en-US starts from the United States.
      await expect.poll(() => country.inputValue()).toBe("US");
      await country.selectOption({ label: "Ireland" });
      const women = page.getByRole("link", { name: "Call 1800 341 900" });
      expect(await women.getAttribute("href")).toBe("tel:1800341900");
      expect(await page.getByRole("link", { name: "Text 50808" }).getAttribute("href")).toBe("sms:50808");
      await page.getByText("If you are in immediate danger, call 112 or 999.").waitFor();
      // One country at a time: another country's lines are not on the page.
      await expect.poll(() => page.getByRole("link", { name: "Call 988" }).count()).toBe(0);
      // Anywhere else: the directory stays beside any country's lines.
      expect(
        await page
          .getByRole("link", { name: "findahelpline.com lists lines by country" })
          .getAttribute("href"),
      ).toBe("https://findahelpline.com");
      await screenshot(page, `support-ireland-${width}`);

      await page.reload();
      await expect.poll(() => page.getByLabel("Where are you?").inputValue()).toBe("IE");
      await page.getByRole("link", { name: "Call 1800 341 900" }).waitFor();

      await page.getByLabel("Where are you?").selectOption({ label: "New Zealand" });
      expect(await page.getByRole("link", { name: "Call 0800 733 843" }).getAttribute("href")).toBe(
        "tel:0800733843",
      );
      expect(await page.getByRole("link", { name: "Text 1737" }).getAttribute("href")).toBe("sms:1737");
      await expect.poll(() => page.getByRole("link", { name: "Call 1800 341 900" }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await context.close();
    }
  });

  it("starts from the country her browser's language names, or every country when it names none", async () => {
    const inLocale = (locale: string) =>
      browser.newContext({ baseURL: baseURL(), locale, serviceWorkers: "block", reducedMotion: "reduce" });
    const nz = await inLocale("en-NZ");
    const nzPage = await nz.newPage();
    await nzPage.goto(paths.support);
    await expect.poll(() => nzPage.getByLabel("Where are you?").inputValue()).toBe("NZ");
    await nzPage.getByRole("link", { name: "Call 0800 733 843" }).waitFor();
    await nz.close();

    const de = await inLocale("de-DE");
    const page = await de.newPage();
    await page.goto(paths.support);
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await page.getByLabel("Where are you?").inputValue()).toBe("all");
    for (const name of ["Call 988", "Call 0808 2000 247", "Call 13 11 14", "Call 1800 737 732"]) {
      await page.getByRole("link", { name }).first().waitFor();
    }
    await de.close();
  });
});

describe("the On this day switch", () => {
  it("turns the card off from the card, keeps it off, and turns it back on in her settings", async () => {
    for (const [viewport, width] of [
      [viewports.phone, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const context = await newContext(browser, viewport);
      const { cookie } = await createMember({ context, firstName: "Maeve" });
      const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const saved = await apiAs(cookie, `/api/pages/${crypto.randomUUID()}`, {
        method: "PUT",
        json: { value: { date: weekAgo, title: "The long table", body: "Soup for six." }, baseRevision: 0 },
      });
      expect(saved.status).toBe(200);
      const page = await context.newPage();
      await page.goto(paths.dashboard);
      const card = page.getByRole("region", { name: "On this day" });
      await card.getByRole("link", { name: "The long table" }).waitFor();
      await screenshot(page, `care-on-this-day-${width}`);

      await card.getByRole("button", { name: "Turn off On this day" }).click();
      await card.waitFor({ state: "detached" });
      await expect
        .poll(async () => (await apiAs<{ items: unknown[] }>(cookie, "/api/on-this-day")).body.items)
        .toEqual([]);
      await page.reload();
      await page.getByText("Journey Progress").waitFor();
      await expect.poll(() => page.getByRole("region", { name: "On this day" }).count()).toBe(0);

      await page.goto(paths.account);
      const show = page.getByLabel("Show On this day on my dashboard");
      await expect.poll(() => show.isChecked()).toBe(false);
      expect(await page.getByLabel(/Include entries from days marked heavy/).isDisabled()).toBe(true);
      await show.check();
      await page.getByText("Saved.", { exact: true }).waitFor();
      await screenshot(page, `care-on-this-day-settings-${width}`);
      await page.goto(paths.dashboard);
      await page
        .getByRole("region", { name: "On this day" })
        .getByRole("link", { name: "The long table" })
        .waitFor();
      await context.close();
    }
  });
});

describe("the cancel dialog's cheaper plan", () => {
  it("names what Grace Flow opens when money is tight, rather than a promise it cannot keep", async () => {
    for (const [viewport, width] of [
      [viewports.phone, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const context = await newContext(browser, viewport);
      const { cookie } = await createMember({ context, firstName: "Ines" });
      const joined = await apiAs(cookie, "/api/billing/local/confirm", {
        method: "POST",
        json: { plan: "collective", isAnnual: false },
      });
      expect(joined.status).toBe(200);
      const page = await context.newPage();
      await page.goto(paths.billing);
      await page.getByRole("button", { name: "Cancel membership" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel Grace Collective" });
      await dialog.getByRole("radio", { name: "Money is tight right now" }).check();
      await dialog
        .getByText(`If the price is the trouble, Grace Flow costs less. ${planOpensLine("Grace Flow")}`)
        .waitFor();
      await expect.poll(() => dialog.getByText(/keeps your daily words/).count()).toBe(0);
      await screenshot(page, `care-cancel-lower-plan-${width}`);
      await context.close();
    }
  });
});
