import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildWorksheetPdf } from "./worksheet-pdf";

/** The text drawn on each page, read back from the PDF's (deflated) content streams. */
function drawnText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const text: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf("stream\n", at);
    if (start === -1) break;
    const end = raw.indexOf("\nendstream", start);
    try {
      const content = inflateSync(raw.subarray(start + 7, end)).toString("latin1");
      for (const match of content.matchAll(/<([0-9A-F]*)> Tj/g)) {
        text.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
      }
    } catch {
      // not a deflated stream (fonts, metadata)
    }
    at = end + 10;
  }
  return text.join("\n");
}

async function pageCount(bytes: Uint8Array) {
  return (await PDFDocument.load(bytes)).getPageCount();
}

const day = {
  title: "Day 1 | Where the Day Begins",
  subtitle: "Core Journey",
  prompts: ["At what point did the rushing start this morning?"],
  guidance: "Write the morning as a plain list, with rough times if you remember them.",
};

describe("the worksheet PDF", () => {
  it("is a one-page PDF with the title, prompt, guidance and ruled lines", async () => {
    const bytes = await buildWorksheetPdf(day);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(await pageCount(bytes)).toBe(1);
    const text = drawnText(bytes);
    expect(text).toContain("Day 1 | Where the Day Begins");
    expect(text).toContain("Core Journey");
    expect(text).toContain("At what point did the rushing start this morning?");
    expect(text).toContain("Write the morning as a plain list");
    expect(text).toContain("YOUR REFLECTION");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("Day 1 | Where the Day Begins");
  });

  it("prints the member's saved reflection, wrapped, as text — markup is never interpreted", async () => {
    const response = `I noticed <script>alert("hi")</script> and <b>bold</b> words.\n\nA second paragraph ${"that goes on ".repeat(12)}`;
    const text = drawnText(await buildWorksheetPdf({ ...day, response }));
    expect(text).toContain('I noticed <script>alert("hi")</script> and <b>bold</b> words.');
    expect(text).toContain("MORE SPACE TO WRITE");
    const lines = text.split("\n").filter((line) => line.includes("that goes on"));
    expect(lines.length).toBeGreaterThan(1);
  });

  it("numbers several prompts and can leave out the ruled lines", async () => {
    const text = drawnText(
      await buildWorksheetPdf({
        title: "January Worksheet",
        prompts: [
          "What truth am I honoring this month?",
          "Where can I invite more grace into my daily rhythm?",
        ],
        ruledLines: 0,
      }),
    );
    expect(text).not.toContain("YOUR REFLECTION");
    const notes = drawnText(await buildWorksheetPdf({ title: "Notes", prompts: ["?"], linesLabel: "Notes" }));
    expect(notes).toContain("NOTES");
    expect(text).toContain("1.\nWhat truth am I honoring this month?");
    expect(text).toContain("2.\nWhere can I invite more grace into my daily rhythm?");
    expect(text).not.toContain("YOUR REFLECTION");
  });

  it("draws characters the PDF fonts lack as stand-ins instead of failing", async () => {
    const text = drawnText(
      await buildWorksheetPdf({ ...day, response: "Feeling 🌿 calm → rested, “quoted”, café, 東京" }),
    );
    expect(text).toContain("Feeling ? calm -> rested,");
    expect(text).toContain("café, ??");
  });

  it("continues a very long reflection on further pages rather than cutting it", async () => {
    const response = Array.from({ length: 400 }, (_, i) => `Line ${i + 1} of a long entry.`).join("\n");
    const bytes = await buildWorksheetPdf({ ...day, response });
    expect(await pageCount(bytes)).toBeGreaterThan(1);
    const text = drawnText(bytes);
    expect(text).toContain("Line 400 of a long entry.");
    expect(text).toContain("page 1 of");
  });
});
