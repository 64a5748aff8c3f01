import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit, { type Font as FontkitFont } from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { woffToSfnt } from "./woff-to-sfnt";

// The product's two typefaces, Fraunces for headings and Inter for text, read from the
// @fontsource packages. Fontsource splits each family into one file per Unicode subset, so a face is
// a *chain* of files tried in order, and a character is drawn with the first file that has it.

type Family = "fraunces" | "inter";
type Style = "normal" | "italic";

/** The subsets each family publishes, in the order they are tried. */
const subsets: Record<Family, readonly string[]> = {
  fraunces: ["latin", "latin-ext", "vietnamese"],
  inter: ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"],
};

interface FaceSpec {
  families: readonly Family[];
  weight: number;
  style: Style;
}

/** The faces our PDFs use. Fraunces has no Cyrillic or Greek, so the serif faces fall back to Inter. */
export const faces = {
  serif: { families: ["fraunces", "inter"], weight: 400, style: "normal" },
  serifItalic: { families: ["fraunces", "inter"], weight: 400, style: "italic" },
  sans: { families: ["inter"], weight: 400, style: "normal" },
  sansItalic: { families: ["inter"], weight: 400, style: "italic" },
  sansMedium: { families: ["inter"], weight: 500, style: "normal" },
} as const satisfies Record<string, FaceSpec>;
export type FaceName = keyof typeof faces;

/**
 * One font file of a chain: the parsed file to ask for glyphs and the font to draw with, null when
 * none of the document's text needed this file.
 */
export interface ChainFont {
  file: string;
  pdfFont: PDFFont | null;
  glyphs: FontkitFont;
}

/** An ordered list of fonts: each character is drawn with the first that has a glyph for it. */
export interface FontChain {
  fonts: readonly ChainFont[];
}

export type FontChains = Record<FaceName, FontChain>;

const require = createRequire(import.meta.url);

// .woff, not .woff2: fontkit reads .woff2 but its subsetter throws on it (from a timer, so it
// cannot even be caught) when pdf-lib saves the document.
function fontFileName(family: Family, subset: string, weight: number, style: Style): string {
  return `@fontsource/${family}/files/${family}-${subset}-${weight}-${style}.woff`;
}

interface LoadedFile {
  bytes: Uint8Array;
  glyphs: FontkitFont;
}

/** Font files are read and parsed once per process; every document reuses them. */
const loadedFiles = new Map<string, LoadedFile>();
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

// pdf-lib parses a font again in every document it is embedded in, which costs more than drawing a
// certificate. Handing it this fontkit returns the font parsed once per process. Sharing is safe:
// fontkit reads glyphs and encodes a subset synchronously, and a subset lives in its own object.
const sharedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): FontkitFont {
    return parsedFonts.get(bytes) ?? fontkit.create(bytes, postscriptName);
  },
};

/**
 * The font with a layout that maps each character to its glyph and nothing more. pdf-lib keeps only
 * the glyphs of fontkit's shaping, never their positions, and shaping every line through Inter's
 * OpenType tables was most of the time of a long journal (minutes for 75 long days). Without it a
 * line also draws exactly as wide as text-runs measures it, with no ligatures or alternates.
 */
function unshaped(font: FontkitFont): FontkitFont {
  const layout = (text: string) => ({
    glyphs: Array.from(text, (character) => font.glyphForCodePoint(character.codePointAt(0) ?? 0)),
  });
  return Object.create(font, { layout: { value: layout } });
}

function loadFile(name: string): LoadedFile {
  const cached = loadedFiles.get(name);
  if (cached) return cached;
  // Resolved through Node rather than a path relative to this file, so it works from src (tsx,
  // Vitest) and from the bundled dist/server/main.js alike.
  const bytes = woffToSfnt(readFileSync(require.resolve(name)));
  const loaded = { bytes, glyphs: fontkit.create(bytes) };
  parsedFonts.set(bytes, unshaped(loaded.glyphs));
  loadedFiles.set(name, loaded);
  return loaded;
}

function faceFiles(face: FaceSpec): string[] {
  return face.families.flatMap((family) =>
    subsets[family].map((subset) => fontFileName(family, subset, face.weight, face.style)),
  );
}

/**
 * Embeds the faces into `doc` and returns one chain per face. `text` is everything the document
 * will draw: a file is embedded only when it is the first of a chain to have one of its characters
 * (or the first of a chain, which draws the stand-in), because even an unused subset font costs
 * time and space when the document is saved. Fonts are subset to the glyphs drawn.
 */
export async function embedFontChains(doc: PDFDocument, text: string): Promise<FontChains> {
  doc.registerFontkit(sharedFontkit);
  const codePoints = new Set<number>();
  for (const character of text.normalize("NFC")) codePoints.add(character.codePointAt(0) ?? 0);
  const embedded = new Map<string, Promise<PDFFont>>();
  const embed = (file: string): Promise<PDFFont> => {
    let font = embedded.get(file);
    if (!font) {
      font = doc.embedFont(loadFile(file).bytes, { subset: true });
      embedded.set(file, font);
    }
    return font;
  };
  const chainOf = async (face: FaceSpec): Promise<FontChain> => {
    const files = faceFiles(face).map((file) => ({ file, glyphs: loadFile(file).glyphs }));
    const used = new Set([0]);
    for (const codePoint of codePoints) {
      used.add(files.findIndex((candidate) => candidate.glyphs.hasGlyphForCodePoint(codePoint)));
    }
    const fonts = await Promise.all(
      files.map(async (font, index) => ({
        ...font,
        pdfFont: used.has(index) ? await embed(font.file) : null,
      })),
    );
    return { fonts };
  };
  return {
    serif: await chainOf(faces.serif),
    serifItalic: await chainOf(faces.serifItalic),
    sans: await chainOf(faces.sans),
    sansItalic: await chainOf(faces.sansItalic),
    sansMedium: await chainOf(faces.sansMedium),
  };
}
