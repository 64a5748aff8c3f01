import { PDFDocument, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { embedFontChains, shapeText } from "./fonts";
import { drawText, measureText, splitIntoRuns } from "./text-runs";

// Everything these tests draw, so the chains embed each file the text needs.
const drawnText = [
  "Café Ελληνικά Привет Tiếng Việt GRIND TO GRACE Soul Path · more",
  "日本語 Ελληνικά עברית 😊 مرحبا بالعالم नमस्ते दुनिया สวัสดี 한국어 简体 👩‍👩‍👧 ཀ \uE000",
  "abc שלום def",
].join("\n");

async function documentWithChains() {
  const doc = await PDFDocument.create();
  const chains = await embedFontChains(doc, drawnText);
  return { doc, chains };
}

const black = rgb(0, 0, 0);

describe("text drawn through a font chain", () => {
  it("draws Latin with Fraunces and Greek with Inter, the serif face's fallback", async () => {
    const { chains } = await documentWithChains();
    const { runs, standIns } = splitIntoRuns("Café Ελληνικά", chains.serif);
    expect(runs.map((run) => run.text)).toEqual(["Café ", "Ελληνικά"]);
    expect(runs[0]?.font).not.toBe(runs[1]?.font);
    expect(standIns).toBe(0);
  });

  it("draws Japanese, Hebrew, Arabic, Devanagari, Thai, Korean, Chinese and emoji with fonts of their own", async () => {
    const { chains } = await documentWithChains();
    const { runs, standIns } = splitIntoRuns("日本語 עברית 😊 مرحبا नमस्ते สวัสดี 한국어 简体", chains.sans);
    expect(standIns).toBe(0);
    const fonts = new Set(runs.map((run) => run.font.name));
    for (const family of ["Inter", "NotoSansJP", "NotoSansHebrew", "NotoEmoji", "NotoSansArabic"]) {
      expect([...fonts].some((name) => name.startsWith(family))).toBe(true);
    }
    for (const family of ["NotoSansDevanagari", "NotoSansThai", "NotoSansKR", "NotoSansSC"]) {
      expect([...fonts].some((name) => name.startsWith(family))).toBe(true);
    }
  });

  it("shapes what needs shaping: Arabic letters join, an emoji family is one glyph", async () => {
    const { chains } = await documentWithChains();
    const [arabic] = splitIntoRuns("مرحبا", chains.sans).runs;
    expect(arabic?.shaped).toBeTruthy();
    if (!arabic?.shaped) return;
    const joined = shapeText(arabic.shaped, "مرحبا", "rtl");
    const isolated = Array.from(
      "مرحبا",
      (letter) => arabic.shaped?.glyphForCodePoint(letter.codePointAt(0) ?? 0).id,
    );
    expect(joined.glyphs.map((glyph) => glyph.id)).not.toEqual(isolated.reverse());
    const [family] = splitIntoRuns("👩‍👩‍👧", chains.sans).runs;
    expect(family?.shaped).toBeTruthy();
    if (family?.shaped) expect(shapeText(family.shaped, family.text, "ltr").glyphs).toHaveLength(1);
  });

  it("puts right-to-left words in visual order inside a left-to-right line", async () => {
    const { chains } = await documentWithChains();
    const { runs } = splitIntoRuns("abc שלום def", chains.sans);
    expect(runs.map((run) => [run.text, run.rtl])).toEqual([
      ["abc ", false],
      ["שלום", true],
      [" def", false],
    ]);
  });

  it("never drops a character no font has: it becomes a stand-in naming its code point, counted", async () => {
    const { chains } = await documentWithChains();
    const { runs, standIns } = splitIntoRuns("ཀ ok \uE000\uFE0F", chains.sans);
    expect(runs.map((run) => run.standIn ?? run.text)).toEqual(["U+0F40", " ok ", "U+E000"]);
    expect(standIns).toBe(2);
  });

  it("refuses to draw a character the chains were not told about, rather than misdraw it", async () => {
    const { chains } = await documentWithChains();
    expect(() => splitIntoRuns("ἀ", chains.sans)).toThrow(/U\+1F00 is drawn but was not in the text/);
  });

  it("embeds only the files the text needs, so unused scripts cost nothing", async () => {
    const doc = await PDFDocument.create();
    const chains = await embedFontChains(doc, "Plain English");
    expect([...chains.sans.embedded.keys()]).toEqual(["@fontsource/inter/files/inter-latin-400-normal.woff"]);
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
    const text = "Grace Ελληνικά 日本 ཀ";
    const measured = measureText(text, chains.sans, 12);
    const drawn = drawText(page, text, { x: 10, y: 10, size: 12, chain: chains.sans, color: black });
    expect(drawn).toEqual({ width: expect.closeTo(measured, 6), standIns: 1 });
    const characters = [...text].length;
    expect(measureText(text, chains.sans, 12, 2)).toBeCloseTo(measured + 2 * (characters - 1), 6);
    expect(measureText(`${text} more`, chains.sans, 12)).toBeGreaterThan(measured);
  });

  it("writes text a reader can copy back out, in every script members write in", async () => {
    const { doc, chains } = await documentWithChains();
    const page = doc.addPage();
    drawText(page, "Soul Path · Ελληνικά · Привет", {
      x: 40,
      y: 700,
      size: 14,
      chain: chains.serif,
      color: black,
    });
    drawText(page, "GRIND TO GRACE", {
      x: 40,
      y: 660,
      size: 10,
      chain: chains.sans,
      color: black,
      characterSpacing: 2,
    });
    drawText(page, "日本語 Ελληνικά עברית 😊", { x: 40, y: 620, size: 14, chain: chains.sans, color: black });
    drawText(page, "مرحبا بالعالم", { x: 40, y: 580, size: 14, chain: chains.sans, color: black });
    drawText(page, "नमस्ते दुनिया", { x: 40, y: 540, size: 14, chain: chains.serifItalic, color: black });
    drawText(page, "สวัสดี 한국어 简体 Tiếng Việt", {
      x: 40,
      y: 500,
      size: 14,
      chain: chains.serif,
      color: black,
    });
    drawText(page, "ཀ", { x: 40, y: 460, size: 14, chain: chains.sans, color: black });
    const text = pdfText(await doc.save());
    expect(text).toContain("Soul Path · Ελληνικά · Привет");
    expect(text.replace(/\s+/g, "")).toContain("GRINDTOGRACE");
    for (const words of ["日本語", "Ελληνικά", "עברית", "😊", "مرحبا", "بالعالم", "नमस्ते", "दुनिया"]) {
      expect(text).toContain(words);
    }
    for (const words of ["สวัสดี", "한국어", "简体", "Tiếng Việt", "U+0F40"]) expect(text).toContain(words);
  });
});
