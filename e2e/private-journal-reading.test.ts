import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { SEALED_IN_EXPORT } from "../src/server/account/export-markdown";
import { axeViolations } from "./support/axe";
import { baseURL, launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { apiAs, createMember, signInContext } from "./support/members";
import { showAsPrinted } from "./support/page-checks";

// Issue 48, item 4, "Everything still works for her": a unique word written before and while her journal is
// private is found by her on-device search (and what she types never reaches the server), in a read-back,
// on her growth page, in On this day and in the Markdown export made on her device; a locked journal says so.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSPHRASE = "a long walk by the sea";
const WORD = `quillfern${Date.now().toString(36)}`;
const DAY_MS = 86_400_000;
const dateKey = (at: Date) => at.toISOString().slice(0, 10);

/** Account → "Make my journal private", through her recovery kit, until it says it is on. */
async function makePrivate(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Make my journal private" }).click();
  await page.getByLabel("Journal passphrase", { exact: true }).fill(PASSPHRASE);
  await page.getByLabel("Journal passphrase again").fill(PASSPHRASE);
  await page.getByRole("button", { name: "Continue" }).click();
  const code = (await page.getByTestId("recovery-code").textContent())?.trim() ?? "";
  await page.getByLabel("Type the last group of your recovery code").fill(code.split("-").at(-1) ?? "");
  await page.getByRole("button", { name: "Make my journal private" }).click();
  await page.getByText("Your journal is private and unlocked on this device.").waitFor({ timeout: 30_000 });
}

/** A screenshot at 390 px, then back to the laptop's width. */
async function atPhoneWidth(page: Page, name: string) {
  await page.setViewportSize(viewports.phone);
  await screenshot(page, name);
  await page.setViewportSize(viewports.desktop);
}

/** Every request her browser sends from now on: address and body. */
function listen(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`);
  });
  return sent;
}

describe("a private journal read on her device", () => {
  let context: BrowserContext;
  let page: Page;
  let cookie: string;
  afterAll(() => context?.close());

  beforeAll(async () => {
    context = await newContext(browser);
    ({ cookie } = await createMember({ context, firstName: "Hana" }));
    // Grace Flow opens day 7, which rereads days 1 to 6.
    const subscribed = await apiAs(cookie, "/api/billing/local/confirm", {
      method: "POST",
      json: { plan: "flow", isAnnual: false },
    });
    if (subscribed.status !== 200) throw new Error(`subscribe: ${subscribed.status}`);
    const put = async (path: string, value: unknown) => {
      const saved = await apiAs(cookie, path, { method: "PUT", json: { value, baseRevision: 0 } });
      if (saved.status !== 200) throw new Error(`${path}: ${saved.status}`);
    };
    // Written before she turns privacy on: sealed when she does.
    await put("/api/journal/2", `Morning pages about the ${WORD} by the gate, and then the long walk home.`);
    await put("/api/journal/3", "A plain day with nothing to find.");
    const today = dateKey(new Date());
    await put(`/api/check-ins/${today}`, {
      mood: "peaceful",
      energy: "medium",
      gratitude: `The ${WORD} in the hedge`,
      challenge: "A long meeting",
      intention: "A walk at lunch",
      timestamp: new Date().toISOString(),
    });
    await put(`/api/pages/${crypto.randomUUID()}`, {
      date: dateKey(new Date(Date.now() - 7 * DAY_MS)),
      title: "The first frost",
      body: `Ice on the car and ${WORD} on the sill.`,
    });
    page = await context.newPage();
    await makePrivate(page);
  });

  it("finds a word by her on-device search, and what she types never reaches the server", async ({
    expect,
  }) => {
    // The server holds the word nowhere readable.
    const stored = await apiAs<{ value: string }>(cookie, "/api/journal/2");
    expect(stored.body.value.startsWith("g2g-sealed:1:")).toBe(true);
    const sent = listen(page);
    await page.goto("/journal");
    await page.getByText("Your journal is private: it is opened and searched on this device.").waitFor();
    const list = page.getByRole("list").filter({ has: page.getByRole("link", { name: /^Day 2 · / }) });
    // The first lines are opened here, not empty.
    await list.getByText("Morning pages about the").first().waitFor({ timeout: 30_000 });
    await page.getByLabel("Search your reflections").fill(WORD.toUpperCase());
    await page.getByText(`3 entries contain “${WORD.toUpperCase()}”.`).waitFor();
    await expect.poll(() => page.locator("mark", { hasText: WORD }).count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole("link", { name: /^Day 3 · / }).count()).toBe(0);
    await screenshot(page, "private-journal-search-1280");
    await page.getByLabel("Search your reflections").fill("lighthouse");
    await page.getByText("Nothing you wrote contains “lighthouse” yet.").waitFor();
    expect(page.url()).not.toContain("lighthouse");
    const leaked = sent.filter(
      (request) => request.toLowerCase().includes(WORD) || request.includes("lighthouse"),
    );
    expect(leaked).toEqual([]);
    expect(sent.some((request) => request.includes("/api/account/export"))).toBe(true);
  });

  it("on a phone that is locked, says so and offers to unlock; unlocked, searches there too", async ({
    expect,
  }) => {
    const phone = await newContext(browser, viewports.phone);
    await signInContext(phone, cookie);
    const tab = await phone.newPage();
    await tab.goto("/journal");
    await tab
      .getByText("Your journal is private and locked on this device, so its entries cannot be shown here.")
      .waitFor();
    expect(await tab.getByLabel("Search your reflections").isVisible()).toBe(false);
    await screenshot(tab, "private-journal-locked-390");
    await tab.goto("/journal/pages");
    await tab
      .getByText(
        "Your journal is private and locked on this device, so your pages' titles cannot be shown here.",
      )
      .waitFor();
    expect(await tab.getByRole("link", { name: /^Page of / }).count()).toBe(1);
    await tab.getByRole("link", { name: "Unlock it on your account page" }).click();
    await tab.getByLabel("Journal passphrase").fill(PASSPHRASE);
    await tab.getByRole("button", { name: "Unlock my journal" }).click();
    await tab.getByText("Your journal is private and unlocked on this device.").waitFor({ timeout: 30_000 });
    await tab.goto("/journal");
    await tab.getByLabel("Search your reflections").fill(WORD);
    await tab.getByText(`3 entries contain “${WORD}”.`).waitFor({ timeout: 30_000 });
    await screenshot(tab, "private-journal-search-390");
    expect(await tab.locator("mark", { hasText: WORD }).count()).toBeGreaterThanOrEqual(3);
    await phone.close();
  });

  it("rereads a private day on a later day's page, opened on her device", async ({ expect }) => {
    const sent = listen(page);
    await page.goto("/day/7");
    const rereads = page.getByRole("region", { name: "To reread: days 1 to 6" });
    await rereads.getByText(/^Day 2 · /).click();
    await rereads.getByText(`Morning pages about the ${WORD} by the gate`).waitFor({ timeout: 30_000 });
    expect(await page.getByText("Rereading earlier entries here").count()).toBe(0);
    await screenshot(page, "private-journal-read-back-1280");
    await atPhoneWidth(page, "private-journal-read-back-390");
    expect(sent.filter((request) => request.includes(WORD))).toEqual([]);
  });

  it("shows her check-in answers on her growth page, On this day's excerpt on her dashboard and her pages' titles", async ({
    expect,
  }) => {
    await page.goto("/growth");
    await page.getByText(`The ${WORD} in the hedge`).waitFor({ timeout: 30_000 });
    await screenshot(page, "private-journal-growth-1280");
    await atPhoneWidth(page, "private-journal-growth-390");
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "On this day" });
    await card.getByRole("link", { name: "The first frost" }).waitFor({ timeout: 30_000 });
    await card.getByText(`Ice on the car and ${WORD} on the sill.`).waitFor();
    await screenshot(page, "private-journal-on-this-day-1280");
    await atPhoneWidth(page, "private-journal-on-this-day-390");
    // Her list of pages shows the title she gave, opened here, and no word count the server cannot know.
    await page.goto("/journal/pages");
    const pageCard = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: "The first frost" }) });
    await pageCard.waitFor({ timeout: 30_000 });
    expect(await pageCard.getByText(/\d+ words?/).count()).toBe(0);
    await screenshot(page, "private-journal-pages-1280");
    await atPhoneWidth(page, "private-journal-pages-390");
    await page.goto("/privacy");
    await page.getByText("are opened on your device, where it is").waitFor();
    await screenshot(page, "private-journal-privacy-1280");
    await atPhoneWidth(page, "private-journal-privacy-390");
  });

  it("downloads her Markdown and JSON made on her device with her words in them", async ({ expect }) => {
    await page.goto("/account");
    await page.getByText("Your journal is private: these copies are made on this device").waitFor();
    expect(await page.getByRole("link", { name: "Journal as text (Markdown)" }).count()).toBe(0);
    const [markdown] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /Journal as text \(Markdown\), opened on this device/ }).click(),
    ]);
    const text = readFileSync((await markdown.path()) as string, "utf8");
    expect(markdown.suggestedFilename()).toBe("grind-to-grace-journal.md");
    expect(text).toContain(`Morning pages about the ${WORD} by the gate`);
    expect(text).toContain(`The ${WORD} in the hedge`);
    expect(text).toContain(`**The first frost**\n\nIce on the car and ${WORD} on the sill.`);
    expect(text).toContain("A plain day with nothing to find.");
    expect(text).not.toContain("Sealed in your private journal");
    // The server's own Markdown has a sentence where her words were; the device's has her words.
    const server = await fetch(`${baseURL()}/api/account/export?format=md`, {
      headers: { cookie: `better-auth.session_token=${cookie}` },
    }).then((res) => res.text());
    expect(server).toContain(SEALED_IN_EXPORT);
    expect(server).not.toContain(WORD);
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /Everything \(JSON\), opened on this device/ }).click(),
    ]);
    const data = JSON.parse(readFileSync((await json.path()) as string, "utf8"));
    expect(data.checkIns[0].gratitude).toBe(`The ${WORD} in the hedge`);
    for (const [viewport, name] of [
      [viewports.phone, "private-journal-account-390"],
      [viewports.desktop, "private-journal-account-1280"],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, name);
    }
  });

  it("lays out her recovery book on her device, for her browser to print with nothing else on the page", async ({
    expect,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/account");
    await page.getByRole("button", { name: /Recovery book, made on this device/ }).click();
    const book = page.getByRole("dialog", { name: "Your recovery book, made on this device" });
    await book.getByText(`Morning pages about the ${WORD} by the gate`).waitFor({ timeout: 30_000 });
    await book.getByRole("heading", { name: /^Day 2 · / }).waitFor();
    await book
      .getByRole("listitem")
      .filter({ hasText: `The ${WORD} in the hedge` })
      .waitFor();
    expect(await book.getByText("Sealed in your private journal").count()).toBe(0);
    await screenshot(page, "private-journal-recovery-book-1280");
    await page.setViewportSize(viewports.phone);
    await screenshot(page, "private-journal-recovery-book-390");
    await showAsPrinted(page);
    expect(await page.getByRole("heading", { name: "Your account" }).isVisible()).toBe(false);
    expect(await book.getByRole("button", { name: "Print or save as PDF" }).isVisible()).toBe(false);
    expect(await book.getByText(`The ${WORD} in the hedge`).isVisible()).toBe(true);
    await screenshot(page, "private-journal-recovery-book-printed-390");
    await page.emulateMedia({ media: null });
    expect(await axeViolations(page)).toEqual([]);
    await book.getByRole("button", { name: "Close" }).click();
    await book.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Recovery book, made on this device");
  });
});
