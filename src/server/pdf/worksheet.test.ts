import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { printableLayout } from "../../content/printable-layouts";
import { buildWorksheetPdf } from "./worksheet";

const day = {
  title: "Day 1 | Where The Day Begins",
  subtitle: "Core Journey",
  prompts: ["At what point did the rushing start this morning?"],
  guidance: "Write the morning as a plain list, with rough times if you remember them.",
};

/** pdftotext lays text out by position; comparing without whitespace ignores where lines broke. */
const squeezed = (text: string) => text.replace(/\s+/g, "");

describe("the worksheet PDF", () => {
  it("is a one-page PDF with the title, prompt, guidance and ruled lines", async () => {
    const bytes = await buildWorksheetPdf(day);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Day 1 | Where The Day Begins");
    const text = pdfText(bytes);
    expect(text).toContain("Day 1 | Where The Day Begins");
    expect(text).toContain("Core Journey");
    expect(text).toContain("At what point did the rushing start this morning?");
    expect(text).toContain("Write the morning as a plain list");
    expect(squeezed(text)).toContain("YOURREFLECTION");
  });

  it("prints the member's saved reflection, wrapped, as text — markup is never interpreted", async () => {
    const response = `I noticed <script>alert("hi")</script> and <b>bold</b> words.\n\nA second paragraph ${"that goes on ".repeat(12)}`;
    const text = pdfText(await buildWorksheetPdf({ ...day, response }));
    expect(text).toContain('I noticed <script>alert("hi")</script> and <b>bold</b> words.');
    expect(squeezed(text)).toContain("MORESPACETOWRITE");
    expect(text.split("\n").filter((line) => line.includes("that goes on")).length).toBeGreaterThan(1);
  });

  it("numbers several prompts and can leave out the ruled lines", async () => {
    const text = pdfText(
      await buildWorksheetPdf({
        title: "January Worksheet",
        prompts: [
          "What truth am I honoring this month?",
          "Where can I invite more grace into my daily rhythm?",
        ],
        ruledLines: 0,
      }),
    );
    expect(squeezed(text)).not.toContain("YOURREFLECTION");
    expect(text).toMatch(/1\.\s+What truth am I honoring this month\?/);
    expect(text).toMatch(/2\.\s+Where can I invite more grace into my daily rhythm\?/);
    const notes = pdfText(await buildWorksheetPdf({ title: "Notes", prompts: ["?"], linesLabel: "Notes" }));
    expect(notes).toContain("NOTES");
  });

  it("prints her words in every script she writes in, and names what no font has", async () => {
    const response = [
      "日本語 Ελληνικά עברית 😊",
      "مرحبا بالعالم",
      "नमस्ते दुनिया",
      "Feeling 🌿 calm → rested, “quoted”, café, 東京, ཀ",
    ].join("\n");
    const text = pdfText(await buildWorksheetPdf({ ...day, response }));
    for (const words of ["日本語 Ελληνικά", "עברית", "😊", "مرحبا", "بالعالم", "नमस्ते दुनिया"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("Feeling 🌿 calm → rested, “quoted”, café, 東京, U+0F40");
  });

  it("draws a printable's own structure before the fixed prompts", async () => {
    const text = pdfText(
      await buildWorksheetPdf({
        title: "Small Stops in a Full Day",
        prompts: ["What truth am I honoring this month?"],
        guidance: "Walk through an ordinary day.",
        linesLabel: "Notes",
        blocks: printableLayout("january-worksheet"),
      }),
    );
    expect(squeezed(text)).toContain("ANORDINARYDAY,HOURBYHOUR");
    expect(text).toContain("A pause that could fit");
    expect(text.indexOf("Bedtime")).toBeLessThan(text.indexOf("What truth am I honoring this month?"));
  });

  it("continues a very long reflection on further pages rather than cutting it", async () => {
    const response = Array.from({ length: 400 }, (_, i) => `Line ${i + 1} of a long entry.`).join("\n");
    const bytes = await buildWorksheetPdf({ ...day, response });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const text = pdfText(bytes);
    expect(text).toContain("Line 400 of a long entry.");
    expect(text).toContain("page 1 of");
  });
});
