import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { buildRecoveryBookPdf, type RecoveryBook, type RecoveryBookDay } from "./recovery-book";

const generatedOn = new Date("2026-11-23T12:00:00Z");

function day(number: number, overrides: Partial<RecoveryBookDay> = {}): RecoveryBookDay {
  return {
    day: number,
    title: `Title of day ${number}`,
    prompt: "What did burnout take from you?",
    content: `My reflection for day ${number}.`,
    completedAt: new Date(Date.UTC(2026, 8, number)),
    ...overrides,
  };
}

function book(overrides: Partial<RecoveryBook> = {}): RecoveryBook {
  return { name: "Maya Okonkwo", generatedOn, days: [day(1), day(2)], checkIns: [], ...overrides };
}

/** pdftotext lays text out by position; comparing without whitespace ignores where lines broke. */
function squeezed(text: string): string {
  return text.replace(/\s+/g, "");
}

describe("the Soul Path journal as a PDF", () => {
  it("opens with a title page naming her and the day it was gathered, on US Letter pages", async () => {
    const bytes = await buildRecoveryBookPdf(book());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
    const firstPage = pdfText(bytes).split("\f")[0];
    expect(firstPage).toContain("Your Soul Path journal");
    expect(firstPage).toContain("Maya Okonkwo");
    expect(firstPage).toContain("November 23, 2026");
  });

  it("gives her reflections in day order with their prompts, words and completion dates", async () => {
    const days = [day(3, { prompt: null }), day(1), day(2, { completedAt: null, content: "" })];
    const text = pdfText(await buildRecoveryBookPdf(book({ days })));
    const headings = ["Day 1 · Title of day 1", "Day 2 · Title of day 2", "Day 3 · Title of day 3"];
    const positions = headings.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain("My reflection for day 1.");
    expect(text).toContain("No words were written for this day.");
    expect(text.match(/What did burnout take from you\?/g)).toHaveLength(2);
    expect(text).toContain("Completed September 1, 2026");
    expect(text).not.toContain("Completed September 2, 2026");
  });

  it("keeps her paragraphs and writes every script she writes in, with a named stand-in for one we lack", async () => {
    const content = [
      "First paragraph.",
      "",
      "Ελληνικά και Русский.",
      "日本語 Ελληνικά עברית 😊 at the end.",
      "مرحبا بالعالم",
      "नमस्ते दुनिया",
      "ཀ is Tibetan.",
    ].join("\n");
    const text = pdfText(await buildRecoveryBookPdf(book({ days: [day(1, { content })] })));
    expect(text).toMatch(/First paragraph\.\n\s*\n\s*Ελληνικά και Русский\.\n/);
    // (pdftotext groups the emoji beside the Hebrew with it, so the two are looked for apart.)
    for (const words of ["日本語 Ελληνικά", "עברית", "😊", "at the end.", "مرحبا", "بالعالم", "नमस्ते दुनिया"]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/U\+0F40\s+is Tibetan\./);
  });

  it("flows a long reflection onto further pages, numbered at the foot, without losing a word", async () => {
    const sentences = Array.from({ length: 400 }, (_, index) => `Sentence ${index + 1} of a long day.`);
    const bytes = await buildRecoveryBookPdf(book({ days: [day(1, { content: sentences.join(" ") })] }));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(3);
    const pages = pdfText(bytes).split("\f");
    const footers = pages.slice(1, -1).map((page) => page.trim().split("\n").at(-1)?.trim());
    expect(footers).toEqual(footers.map((_, index) => `${index + 2}`));
    const bodies = pages.map((page) => page.replace(/\n\s*\d+\s*$/, ""));
    expect(squeezed(bodies.join("")).includes(squeezed(sentences.join(" ")))).toBe(true);
  });

  it("charts her check-ins and lists each with its mood and energy", async () => {
    const checkIns = [
      { date: "2026-09-02", mood: "overwhelmed", energy: "depleted" },
      { date: "2026-09-01", mood: "peaceful", energy: "high" },
      { date: "2026-09-04", mood: "energized", energy: "medium" },
    ];
    const text = pdfText(await buildRecoveryBookPdf(book({ checkIns })));
    const checkInPage = text.split("\f").find((page) => page.includes("Check-ins")) ?? "";
    for (const label of ["Energized", "Peaceful", "Neutral", "Anxious", "Overwhelmed", "Depleted", "High"]) {
      expect(checkInPage).toContain(label);
    }
    expect(checkInPage).toMatch(/September 1, 2026\s+Peaceful\s+High/);
    expect(checkInPage).toMatch(/September 2, 2026\s+Overwhelmed\s+Depleted/);
    expect(checkInPage.indexOf("September 1, 2026")).toBeLessThan(checkInPage.indexOf("September 2, 2026"));
  });

  it("says so when there are no check-ins and nothing was written", async () => {
    const text = pdfText(await buildRecoveryBookPdf(book({ days: [], name: "" })));
    expect(text).toContain("Your Soul Path journal");
    expect(text).toContain("No check-ins were saved.");
  });

  it("holds all 75 days of long reflections", async () => {
    const long = "I am learning to rest before I am exhausted. ".repeat(445).slice(0, 20_000);
    const days = Array.from({ length: 75 }, (_, index) => day(index + 1, { content: long }));
    const bytes = await buildRecoveryBookPdf(book({ days }));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(300);
    expect(pdfText(bytes)).toContain("Day 75 · Title of day 75");
  }, 180_000);
});
