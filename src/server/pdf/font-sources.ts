import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Where the PDF fonts come from: @fontsource packages, each of which splits a family into one WOFF file
// per Unicode subset and lists in its CSS which code points each file is for. Reading that list tells
// us which file can draw a character without opening every file (Noto Sans JP alone has 120).

export type Style = "normal" | "italic";

/** One family of one @fontsource package, at one weight and style. */
export interface FamilySource {
  /** The package, e.g. "@fontsource/noto-sans-hebrew". */
  package: string;
  weight: number;
  style: Style;
  /**
   * Laid out with OpenType shaping (fontkit's layout): scripts whose letters change shape or order
   * (Arabic joining, Devanagari conjuncts, Thai and Hebrew marks) and emoji sequences (👩‍👩‍👧, flags,
   * skin tones). The other families map each character to its glyph, which is far faster.
   */
  shaped: boolean;
}

/** One WOFF file of a family and the code points its CSS says it is for. */
export interface FontFile {
  /** A module specifier, resolved through Node: "@fontsource/inter/files/inter-latin-400-normal.woff". */
  specifier: string;
  shaped: boolean;
  /** Inclusive [first, last] code point ranges, sorted. */
  ranges: readonly (readonly [number, number])[];
}

// The scripts members write in beyond what Inter and Fraunces cover (Latin, Greek, Cyrillic,
// Vietnamese), tried in this order after them, then symbols and a monochrome emoji font. Adding a
// script is one line here and one dependency in package.json.
const fallbackFamilies: readonly Omit<FamilySource, "weight" | "style">[] = [
  { package: "@fontsource/noto-sans-hebrew", shaped: true },
  { package: "@fontsource/noto-sans-arabic", shaped: true },
  { package: "@fontsource/noto-sans-devanagari", shaped: true },
  { package: "@fontsource/noto-sans-bengali", shaped: true },
  { package: "@fontsource/noto-sans-thai", shaped: true },
  // Han characters are unified: Japanese first, then Simplified Chinese for the ones it lacks.
  // Traditional forms missing from both are rare (Noto Sans TC would add ~70 MB for them).
  { package: "@fontsource/noto-sans-jp", shaped: false },
  { package: "@fontsource/noto-sans-sc", shaped: false },
  { package: "@fontsource/noto-sans-kr", shaped: false },
  { package: "@fontsource/noto-emoji", shaped: true },
  { package: "@fontsource/noto-sans-symbols", shaped: false },
  { package: "@fontsource/noto-sans-symbols-2", shaped: false },
];

/** Every package the PDFs read fonts from (a test checks each is installed). */
export const fontPackages: readonly string[] = [
  "@fontsource/fraunces",
  "@fontsource/inter",
  ...fallbackFamilies.map((family) => family.package),
];

/**
 * The fallback families after a face's own. They have no italics, and their regular weight is used
 * for every face: only her own words reach them, never the product's labels.
 */
export function fallbackSources(): FamilySource[] {
  return fallbackFamilies.map((family) => ({ ...family, weight: 400, style: "normal" }));
}

const require = createRequire(import.meta.url);

/** Resolved through Node, so it works from src (tsx, Vitest) and from the bundled server alike. */
export function resolveFontModule(specifier: string): string {
  return require.resolve(specifier);
}

/** A CommonJS module loaded through Node at run time, like the fonts (not bundled). */
export function requireModule(specifier: string): unknown {
  return require(specifier);
}

// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const familyFiles = new Map<string, readonly FontFile[]>();

/**
 * The WOFF files of a family in the order they are tried: its Latin files first (they hold the
 * punctuation and spaces shared by every script, so plain text needs one file), then the CSS order.
 */
export function filesOf(source: FamilySource): readonly FontFile[] {
  const cssName = `${source.package}/${source.weight}${source.style === "italic" ? "-italic" : ""}.css`;
  let files = familyFiles.get(cssName);
  if (!files) {
    const css = readFileSync(resolveFontModule(cssName), "utf8");
    const rank = (file: FontFile) =>
      /-latin-\d/.test(file.specifier) ? 0 : /-latin-ext-/.test(file.specifier) ? 1 : 2;
    files = parseFontsourceCss(css, source.package, source.shaped).sort((a, b) => rank(a) - rank(b));
    familyFiles.set(cssName, files);
  }
  return files;
}

/** The WOFF (1.0) file and unicode-range of each @font-face rule of a fontsource stylesheet. */
export function parseFontsourceCss(css: string, packageName: string, shaped: boolean): FontFile[] {
  const files: FontFile[] = [];
  for (const rule of css.split("@font-face").slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(rule)?.[1];
    const ranges = /unicode-range:([^;}]+)/.exec(rule)?.[1];
    if (!file) continue;
    files.push({
      specifier: `${packageName}/${file}`,
      shaped,
      ranges: ranges ? parseUnicodeRange(ranges) : [[0, 0x10ffff]],
    });
  }
  return files;
}

/** CSS unicode-range ("U+0000-00FF,U+0131,U+4??") as sorted inclusive ranges. */
export function parseUnicodeRange(value: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of value.split(",")) {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) continue;
    const first = match[1];
    const low = Number.parseInt(first.replace(/\?/g, "0"), 16);
    const high = match[2] ? Number.parseInt(match[2], 16) : Number.parseInt(first.replace(/\?/g, "f"), 16);
    ranges.push([low, high]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Whether a file's unicode-range includes `codePoint` (binary search). */
export function covers(file: FontFile, codePoint: number): boolean {
  let low = 0;
  let high = file.ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = file.ranges[middle];
    if (!range) return false;
    if (codePoint < range[0]) high = middle - 1;
    else if (codePoint > range[1]) low = middle + 1;
    else return true;
  }
  return false;
}
