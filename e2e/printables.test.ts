import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, newContext, screenshot, viewports } from "./support/browser";
import { createMember, signInContext } from "./support/members";
import { showAsPrinted } from "./support/page-checks";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const PROMPTS = [
  "What truth am I honoring this month?",
  "Where can I invite more grace into my daily rhythm?",
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  ({ cookie } = await createMember({ context }));
  page = await context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

const cards = (p: Page) => p.getByTestId("printable-card");

async function pdfPageCount(bytes: Uint8Array | Buffer) {
  return (await PDFDocument.load(bytes)).getPageCount();
}

describe("printables", () => {
  it("lists 24 cards grouped by month from this one: a Worksheet and a Reflection Page for every month", async () => {
    await page.goto("/printables");
    await cards(page).first().waitFor();
    await expect.poll(() => cards(page).count()).toBe(24);
    const groups = await page
      .getByRole("region")
      .evaluateAll((sections) =>
        sections.map((section) => [
          section.querySelector("h2")?.textContent,
          ...[...section.querySelectorAll('[data-testid="printable-card"] > p:first-child')].map(
            (kind) => kind.textContent,
          ),
        ]),
      );
    // The year from this month on (#50 item 1): this month's pair first, then round to the month before it.
    const now = new Date().getMonth();
    const fromThisMonth = [...MONTHS.slice(now), ...MONTHS.slice(0, now)];
    expect(groups).toEqual(fromThisMonth.map((month) => [month, "Worksheet", "Reflection Page"]));
    // Light outlined Preview buttons, not 24 filled ones.
    const preview = page.getByRole("button", { name: "Preview Small Stops in a Full Day" });
    expect(await preview.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    await screenshot(page, "printables-desktop");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("Preview opens by keyboard with the two prompts and Notes that are saved to the account", async () => {
    const preview = page.getByRole("button", { name: "Preview Small Stops in a Full Day" });
    await preview.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Small Stops in a Full Day" });
    await dialog.waitFor();
    expect(await dialog.getByTestId("fixed-prompts").getByRole("listitem").allTextContents()).toEqual(
      PROMPTS.map((p, i) => `${i + 1}.${p}`),
    );
    // Its own structure comes first: the hour-by-hour table of January's worksheet.
    const structure = dialog.getByTestId("printable-structure");
    expect(await structure.getByRole("columnheader").allTextContents()).toEqual([
      "When",
      "What is happening",
      "A pause that could fit",
    ]);
    await expect.poll(() => structure.getByRole("row").count()).toBe(7);
    await dialog.getByLabel("Notes").fill("The kettle pause is the easiest one.");
    await dialog
      .getByRole("status")
      .filter({ hasText: /^Last saved: / })
      .waitFor();
    await page.screenshot({ path: "screenshots/printables-preview-desktop.png" });
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => preview.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.reload();
    await page.getByRole("button", { name: "Preview Small Stops in a Full Day" }).click();
    expect(await dialog.getByLabel("Notes").inputValue()).toBe("The kettle pause is the easiest one.");
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });

    const other = await newContext(browser);
    await signInContext(other, cookie);
    const otherPage = await other.newPage();
    await otherPage.goto("/printables");
    await otherPage.getByRole("button", { name: "Preview Small Stops in a Full Day" }).click();
    const otherDialog = otherPage.getByRole("dialog");
    await otherDialog
      .getByRole("status")
      .filter({ hasText: /^Last saved: / })
      .waitFor();
    expect(await otherDialog.getByLabel("Notes").inputValue()).toBe("The kettle pause is the easiest one.");
    // Notes belong to one printable only.
    await otherPage.keyboard.press("Escape");
    await otherPage.getByRole("button", { name: "Preview What the Pauses Gave Back" }).click();
    await otherDialog.getByText("Loading your saved progress…").waitFor({ state: "detached" });
    expect(await otherDialog.getByLabel("Notes").inputValue()).toBe("");
    await other.close();
  });

  it("Print shows only that worksheet, on one A4 or Letter page", async () => {
    // Headless Chromium has no print dialog; count the requests instead of opening one.
    await page.evaluate(() => {
      const counted = window as unknown as { printRequests: number };
      counted.printRequests = 0;
      window.print = () => {
        counted.printRequests++;
      };
    });
    await page.getByRole("button", { name: "Print Speaking to Yourself Kindly" }).click();
    expect(await page.evaluate(() => (window as unknown as { printRequests: number }).printRequests)).toBe(1);
    await showAsPrinted(page);
    try {
      const sheet = page.getByTestId("print-sheet");
      await sheet.waitFor();
      expect(await sheet.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Speaking to Yourself Kindly",
      );
      const text = (await sheet.textContent()) ?? "";
      // February's worksheet: its own two-column table, then the two fixed prompts, then Notes.
      expect(await sheet.getByRole("columnheader").allTextContents()).toEqual([
        "What I said to myself",
        "What I would say to a tired friend",
      ]);
      expect(text.indexOf("What I would say to a tired friend")).toBeLessThan(text.indexOf(PROMPTS[0] ?? ""));
      expect(text.indexOf(PROMPTS[1] ?? "")).toBeLessThan(text.lastIndexOf("Notes"));
      expect(await cards(page).first().isVisible()).toBe(false);
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
      await expect.poll(() => page.getByRole("button").filter({ visible: true }).count()).toBe(0);
      await screenshot(page, "printables-print");
    } finally {
      await page.emulateMedia({ media: null });
    }
    // Printing to PDF is a real print: the sheet is chosen again each time, as a member would.
    for (const format of ["A4", "Letter"]) {
      await page.getByRole("button", { name: "Print Speaking to Yourself Kindly" }).click();
      expect(await pdfPageCount(await page.pdf({ format })), format).toBe(1);
    }
    // Once printing is over, the page prints as itself again.
    expect(await pdfPageCount(await page.pdf({ format: "A4" }))).toBeGreaterThan(1);
  });

  it("Download PDF gives the same worksheet as a PDF, from the card and from the preview with notes", async () => {
    const [fromCard] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF of One Drawer, One Plan, One Thought" }).click(),
    ]);
    expect(fromCard.suggestedFilename()).toBe("grind-to-grace-march-worksheet.pdf");
    const pdf = await PDFDocument.load(readFileSync(await fromCard.path()));
    expect(pdf.getTitle()).toBe("One Drawer, One Plan, One Thought");
    expect(pdf.getPageCount()).toBe(1);
    // The PDF carries March's own table, then the fixed prompts, then Notes.
    const pdfText = execFileSync("pdftotext", ["-layout", await fromCard.path(), "-"], { encoding: "utf8" });
    expect(pdfText).toContain("How I will let it go");
    expect(pdfText).toContain("A drawer");
    expect(pdfText.indexOf("How I will let it go")).toBeLessThan(pdfText.indexOf(PROMPTS[0] ?? ""));
    expect(pdfText.indexOf(PROMPTS[1] ?? "")).toBeLessThan(pdfText.indexOf("NOTES"));

    await page.getByRole("button", { name: "Preview Small Stops in a Full Day" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("status")
      .filter({ hasText: /^Last saved: / })
      .waitFor();
    const [fromPreview] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(fromPreview.suggestedFilename()).toBe("grind-to-grace-january-worksheet.pdf");
    const withNotes = await PDFDocument.load(readFileSync(await fromPreview.path()));
    expect(withNotes.getTitle()).toBe("Small Stops in a Full Day");
    await page.keyboard.press("Escape");
  });

  it("fits a phone screen", async () => {
    const phone = await newContext(browser, viewports.phone);
    await signInContext(phone, cookie);
    const small = await phone.newPage();
    await small.goto("/printables");
    await cards(small).first().waitFor();
    expect(
      await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await small.screenshot({ path: "screenshots/printables-phone.png" });
    await small.getByRole("button", { name: "Preview Small Stops in a Full Day" }).click();
    await small.getByRole("dialog").getByLabel("Notes").waitFor();
    await small.screenshot({ path: "screenshots/printables-preview-phone.png" });
    await phone.close();
  });
});
