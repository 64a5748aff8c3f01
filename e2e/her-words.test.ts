import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, uniqueClientIp, viewports } from "./support/browser";
import { apiAs, createMember, PASSWORD } from "./support/members";
import { layoutProblems, resize, settle } from "./support/page-checks";

// In Chromium: a member writes three reflections and two check-ins through the API, finds
// one by search in /journal, sees her chart on /growth, downloads her data and deletes her account.

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cookie: string;
let email: string;

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  ({ cookie, email } = await createMember({ context, firstName: "Ines" }));
  page = await context.newPage();
  const words = [
    "The kettle sang and I let it finish before answering anyone.",
    "I said no to the Thursday meeting and the sky did not fall.",
    "Walking by the river, I noticed my shoulders drop.",
  ];
  for (const [i, text] of words.entries()) {
    const saved = await apiAs(cookie, `/api/journal/${i + 1}`, {
      method: "PUT",
      json: { value: text, baseRevision: 0 },
    });
    expect(saved.status).toBe(200);
  }
  for (const [date, mood, energy, gratitude, challenge, intention] of [
    [yesterday, "anxious", "low", "Tea with my sister", "Emails", "Rest"],
    [today, "peaceful", "medium", "The morning light", "A long meeting", "A walk at lunch"],
  ]) {
    const saved = await apiAs(cookie, `/api/check-ins/${date}`, {
      method: "PUT",
      json: {
        value: {
          mood,
          energy,
          gratitude,
          challenge,
          intention,
          timestamp: new Date().toISOString(),
        },
        baseRevision: 0,
      },
    });
    expect(saved.status).toBe(200);
  }
});

afterAll(async () => {
  await browser?.close();
});

describe("her words come back", () => {
  it("finds a reflection by a word in /journal and opens its day", async () => {
    await page.goto("/journal");
    await settle(page);
    expect(await page.title()).toBe("Your Journal | Grind to Grace");
    // Her three days and her two check-ins.
    await page.getByText("5 entries.").waitFor();
    await page.getByLabel("Search your reflections").fill("river");
    await page.getByText("1 entry contains “river”.").waitFor();
    const result = page.getByRole("link", { name: /^Day 3 · / });
    await result.waitFor();
    await page.getByText("Walking by the river").waitFor();
    await expect.poll(() => page.getByRole("link", { name: /^Day 1 · / }).count()).toBe(0);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await resize(page, viewport.width, viewport.height);
      expect(await layoutProblems(page)).toEqual([]);
      await screenshot(page, `journal-${viewport.width}`);
    }
    expect(await axeViolations(page)).toEqual([]);
    await result.click();
    await page.waitForURL("**/day/3");
    const editor = page.getByLabel("Your reflection", { exact: true });
    await expect.poll(() => editor.inputValue()).toBe(words3());
  });

  it("shows mood and energy on /growth, with a table, her check-ins as she wrote them and the days she wrote", async () => {
    await page.goto("/growth");
    await settle(page);
    await page.getByRole("heading", { name: "Mood and energy" }).waitFor();
    // The heading comes with the page; the chart with her check-ins, a moment later.
    await expect.poll(() => page.locator("figure svg circle").count()).toBe(4);
    await page.getByText("See these check-ins as a table").click();
    const rows = page.locator("table tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(/Anxious\s+Low/);
    await expect.poll(() => page.getByText(/: you wrote/).count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByText(/streak|missed/i).count()).toBe(0);
    // Her check-in history, newest first, with what she wrote.
    const history = page.getByRole("list", { name: "Your check-ins, newest first" }).getByRole("listitem");
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.nth(0).innerText()).toMatch(
      /Mood: Peaceful · Energy: Medium[\s\S]*Grateful for\s+The morning light[\s\S]*A long meeting[\s\S]*A walk at lunch/i,
    );
    expect(await history.nth(1).innerText()).toMatch(/Tea with my sister[\s\S]*Emails[\s\S]*Rest/);
    await page.getByText("7 days", { exact: true }).click();
    await page.getByText("Check-ins, last 7 days").waitFor();
    // The range is kept in the address: a reload shows the same one.
    expect(new URL(page.url()).search).toBe("?range=7");
    await page.reload();
    await page.getByText("Check-ins, last 7 days").waitFor();
    expect(await page.getByRole("radio", { name: "7 days" }).isChecked()).toBe(true);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await resize(page, viewport.width, viewport.height);
      expect(await layoutProblems(page)).toEqual([]);
      await screenshot(page, `growth-${viewport.width}`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it("downloads her data as JSON and her recovery book from /account", async () => {
    await page.goto("/account");
    await settle(page);
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Everything (JSON)" }).click(),
    ]);
    const data = JSON.parse(readFileSync((await json.path()) as string, "utf8"));
    expect(data.profile.email).toBe(email);
    expect(data.reflections).toHaveLength(3);
    expect(data.checkIns).toHaveLength(2);
    const [book] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Recovery book (PDF)" }).click(),
    ]);
    const pdf = await PDFDocument.load(readFileSync((await book.path()) as string));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await resize(page, viewport.width, viewport.height);
      expect(await layoutProblems(page)).toEqual([]);
      await screenshot(page, `account-${viewport.width}`);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it("deletes her account after the dialog, and she cannot sign in again", async () => {
    await page.goto("/account");
    await settle(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText("ends your subscription at once").waitFor();
    await dialog.getByLabel("Your password").fill("not the password");
    await dialog.getByRole("button", { name: "Delete my account forever" }).click();
    await dialog.getByText("That password is not right. Your account has not been deleted.").waitFor();
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account forever" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Your account has been deleted.").waitFor();
    expect((await apiAs(cookie, "/api/me")).status).toBe(401);
    const signIn = await fetch(`${new URL(page.url()).origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: new URL(page.url()).origin,
        "x-forwarded-for": uniqueClientIp(),
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(401);
  });
});

function words3() {
  return "Walking by the river, I noticed my shoulders drop.";
}
