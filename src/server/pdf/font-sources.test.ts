import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  covers,
  filesOf,
  fontPackages,
  parseFontsourceCss,
  parseUnicodeRange,
  resolveFontModule,
} from "./font-sources";

describe("the fonts' sources", () => {
  it("are installed: every package the PDFs read from, with its WOFF files", () => {
    for (const name of fontPackages) {
      const files = filesOf({ package: name, weight: 400, style: "normal", shaped: false });
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files)
        expect(existsSync(resolveFontModule(file.specifier)), file.specifier).toBe(true);
    }
  });

  it("read each file's unicode-range from the package's CSS", () => {
    const css = `/* x */
@font-face {
  font-family: 'Noto Sans Hebrew';
  src: url(./files/noto-sans-hebrew-hebrew-400-normal.woff2) format('woff2'), url(./files/noto-sans-hebrew-hebrew-400-normal.woff) format('woff');
  unicode-range: U+0307-0308,U+0590-05FF,U+20AA;
}`;
    const [file] = parseFontsourceCss(css, "@fontsource/noto-sans-hebrew", true);
    expect(file?.specifier).toBe(
      "@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff",
    );
    expect(file && covers(file, 0x05d0)).toBe(true);
    expect(file && covers(file, 0x20aa)).toBe(true);
    expect(file && covers(file, 0x0041)).toBe(false);
    expect(parseUnicodeRange("U+4??, U+0000-00FF")).toEqual([
      [0x0, 0xff],
      [0x400, 0x4ff],
    ]);
  });

  it("try a family's Latin file first, so plain text needs one file", () => {
    const [first] = filesOf({ package: "@fontsource/inter", weight: 400, style: "italic", shaped: false });
    expect(first?.specifier).toBe("@fontsource/inter/files/inter-latin-400-italic.woff");
  });
});
