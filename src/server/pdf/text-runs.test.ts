import { PDFDocument, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { embedFontChains } from "./fonts";
import { drawText, measureText, splitIntoRuns } from "./text-runs";

// Everything these tests draw, so the chains embed each file the text needs.
const drawnText = "Café Ελληνικά Привет Tiếng Việt GRIND TO GRACE Soul Path · more";

async function documentWithChains() {
  const doc = await PDFDocument.create();
  const chains = await embedFontChains(doc, drawnText);
  return { doc, chains };
}

describe("text drawn through a font chain", () => {
  it("draws Latin with Fraunces and Greek with Inter, the serif face's fallback", async () => {
    const { chains } = await documentWithChains();
    const { runs, standIns } = splitIntoRuns("Café Ελληνικά", chains.serif);
    expect(runs.map((run) => run.text)).toEqual(["Café ", "Ελληνικά"]);
    expect(runs[0]?.font).not.toBe(runs[1]?.font);
    expect(standIns).toBe(0);
  });

  it('never drops a character no font has: Japanese and emoji become boxed "?" stand-ins, counted', async () => {
    const { chains } = await documentWithChains();
    const { runs, standIns } = splitIntoRuns("日本語 ok 😌\uFE0F", chains.sans);
    expect(runs.map((run) => run.text).join("")).toBe("??? ok ?");
    expect(standIns).toBe(4);
  });

  it("refuses to draw a character the chains were not told about, rather than misdraw it", async () => {
    const { chains } = await documentWithChains();
    expect(() => splitIntoRuns("ἀ", chains.sans)).toThrow(/U\+1F00 is drawn but was not in the text/);
  });

  it("embeds only the files the text needs, so unused scripts cost nothing", async () => {
    const doc = await PDFDocument.create();
    const chains = await embedFontChains(doc, "Plain English");
    const embedded = chains.sans.fonts.filter((font) => font.pdfFont !== null).map((font) => font.file);
    expect(embedded).toEqual(["@fontsource/inter/files/inter-latin-400-normal.woff"]);
  });

  it("turns tabs and stray control characters into spaces", async () => {
    const { chains } = await documentWithChains();
    expect(
      splitIntoRuns("a\tb\u0007c", chains.sans)
        .runs.map((run) => run.text)
        .join(""),
    ).toBe("a b c");
  });

  it("measures what it draws, wider for more text and with character spacing", async () => {
    const { doc, chains } = await documentWithChains();
    const page = doc.addPage();
    const text = "Grace Ελληνικά 日本";
    const measured = measureText(text, chains.sans, 12);
    const drawn = drawText(page, text, { x: 10, y: 10, size: 12, chain: chains.sans, color: rgb(0, 0, 0) });
    expect(drawn).toEqual({ width: expect.closeTo(measured, 6), standIns: 2 });
    expect(measureText(text, chains.sans, 12, 2)).toBeCloseTo(measured + 2 * (text.length - 1), 6);
    expect(measureText(`${text} more`, chains.sans, 12)).toBeGreaterThan(measured);
  });

  it("writes text a reader can copy back out, Greek and Cyrillic included", async () => {
    const { doc, chains } = await documentWithChains();
    const page = doc.addPage();
    const color = rgb(0, 0, 0);
    drawText(page, "Soul Path · Ελληνικά · Привет", { x: 40, y: 700, size: 14, chain: chains.serif, color });
    drawText(page, "GRIND TO GRACE", {
      x: 40,
      y: 600,
      size: 10,
      chain: chains.sans,
      color,
      characterSpacing: 2,
    });
    drawText(page, "日本語 Tiếng Việt", { x: 40, y: 500, size: 14, chain: chains.serifItalic, color });
    const text = pdfText(await doc.save());
    expect(text).toContain("Soul Path · Ελληνικά · Привет");
    expect(text).toMatch(/\?\s*\?\s*\?\s+Tiếng Việt/);
    expect(text.replace(/\s+/g, "")).toContain("GRINDTOGRACE");
  });
});
