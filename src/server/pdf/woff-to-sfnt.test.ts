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

  it("refuses a file that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow("Not a WOFF 1.0 font");
  });
});
