import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt";

const woff = readFileSync(
  createRequire(import.meta.url).resolve("@fontsource/inter/files/inter-greek-400-normal.woff"),
);

describe("unpacking a WOFF font", () => {
  it("gives the same font fontkit reads from the WOFF itself", () => {
    const packed = fontkit.create(woff);
    const unpacked = fontkit.create(woffToSfnt(woff));
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    expect(unpacked.postscriptName).toBe(packed.postscriptName);
    expect(unpacked.hasGlyphForCodePoint("λ".codePointAt(0) ?? 0)).toBe(true);
    expect(unpacked.glyphForCodePoint(0x3bb).advanceWidth).toBe(packed.glyphForCodePoint(0x3bb).advanceWidth);
  });

  it("pads glyphs to even lengths, so fontkit's subsets of such fonts keep every glyph", async () => {
    // Noto Sans Arabic stores glyphs of odd length: a subset of it drew blank before.
    const arabic = readFileSync(
      createRequire(import.meta.url).resolve(
        "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff",
      ),
    );
    const font = fontkit.create(woffToSfnt(arabic));
    const subset = font.createSubset();
    for (const word of ["مرحبا", "بالعالم"]) {
      for (const glyph of font.layout(word).glyphs) subset.includeGlyph(glyph);
    }
    const chunks: Uint8Array[] = [];
    const stream = subset.encodeStream();
    const bytes = await new Promise<Buffer>((resolve) => {
      stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
    const reread = fontkit.create(bytes);
    for (let id = 1; id < reread.numGlyphs; id++) {
      expect(reread.getGlyph(id).path.toSVG(), `glyph ${id}`).not.toBe("");
    }
  });

  it("refuses a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow("Not a WOFF 1.0 font");
  });
});
