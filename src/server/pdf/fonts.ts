import { readFileSync } from "node:fs";
import fontkit, {
  type Font as FontkitFont,
  type Glyph,
  type GlyphPosition,
  type GlyphRun,
} from "@pdf-lib/fontkit";
import { LRUCache } from "lru-cache";
import { type PDFDocument, type PDFFont, PDFHexString } from "pdf-lib";
import type { Direction } from "./bidi";
import {
  covers,
  type FamilySource,
  type FontFile,
  fallbackSources,
  filesOf,
  requireModule,
  resolveFontModule,
} from "./font-sources";
import { graphemes, isIgnorable } from "./graphemes";
import { woffToSfnt } from "./woff-to-sfnt";

// The product's two typefaces, Fraunces for headings and Inter for text, then Noto fonts for the
// scripts they lack and a monochrome emoji font (font-sources.ts). A face is a *chain* of font files
// tried in order, and each character (each grapheme: a letter with its marks, an emoji sequence) is
// drawn with the first file that has all of it.

interface FaceSpec {
  families: readonly Pick<FamilySource, "package" | "weight" | "style">[];
}

const fraunces = "@fontsource/fraunces";
const inter = "@fontsource/inter";

/** The faces our PDFs use. Fraunces has no Cyrillic or Greek, so the serif faces fall back to Inter. */
export const faces = {
  serif: {
    families: [
      { package: fraunces, weight: 400, style: "normal" },
      { package: inter, weight: 400, style: "normal" },
    ],
  },
  serifItalic: {
    families: [
      { package: fraunces, weight: 400, style: "italic" },
      { package: inter, weight: 400, style: "italic" },
    ],
  },
  sans: { families: [{ package: inter, weight: 400, style: "normal" }] },
  sansItalic: { families: [{ package: inter, weight: 400, style: "italic" }] },
  sansMedium: { families: [{ package: inter, weight: 500, style: "normal" }] },
} as const satisfies Record<string, FaceSpec>;
export type FaceName = keyof typeof faces;

/** One font file of a chain: the parsed file to ask for glyphs and the font to draw with. */
export interface ChainFont {
  file: string;
  /** Null when none of the document's text needed this file. */
  pdfFont: PDFFont | null;
  glyphs: FontkitFont;
  /** Laid out with OpenType shaping (font-sources.ts). */
  shaped: boolean;
}

/** An ordered list of font files: each grapheme is drawn with the first that has all of it. */
export interface FontChain {
  files: readonly FontFile[];
  /** The files this document embedded, by specifier. */
  embedded: ReadonlyMap<string, PDFFont>;
  /** The chain's first file (its Latin file), which also draws the stand-ins' labels. */
  first: ChainFont;
}

export type FontChains = Record<FaceName, FontChain>;

// fontkit's shapers for Indic scripts (Devanagari, Bengali) were compiled with Babel's regenerator and
// call its runtime as a global, which @pdf-lib/fontkit does not bring: without it shaping throws.
const globals = globalThis as { regeneratorRuntime?: unknown };
globals.regeneratorRuntime ??= requireModule("regenerator-runtime");

// .woff, not .woff2: fontkit reads .woff2 but its subsetter throws on it (from a timer, so it
// cannot even be caught) when pdf-lib saves the document.

interface LoadedFile {
  bytes: Uint8Array;
  glyphs: FontkitFont;
}

/** Font files are read and parsed once per process; every document reuses them. */
// module state: a PDF worker thread's fonts (pdf-worker.ts), which has no AppDeps.
const loadedFiles = new Map<string, LoadedFile>();
// module state: as above.
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
 * The direction pdf-lib lays the next text out in. pdf-lib asks the font for its glyphs with the
 * text alone, so text-runs.ts sets this around each right-to-left run it measures or draws
 * (synchronously: nothing else runs in between).
 */
let layoutDirection: Direction = "ltr";

export function inDirection<T>(direction: Direction, draw: () => T): T {
  const before = layoutDirection;
  layoutDirection = direction;
  try {
    return draw();
  } finally {
    layoutDirection = before;
  }
}

/** Glyphs the next call of a font's layout hands pdf-lib as they are (see `encodeGlyphs`). */
let pendingGlyphs: Glyph[] | null = null;

// fontkit's layout also takes a script, a language and a direction; its types list only two.
type FullLayout = (text: string, ...rest: (string | undefined)[]) => GlyphRun;

/**
 * The font with the layout pdf-lib uses to turn text into glyphs. Each character maps to its glyph
 * and nothing more: shaping every line through Inter's OpenType tables was most of the time of a
 * long journal (minutes for 75 long days), and a line then draws exactly as wide as text-runs
 * measures it. A right-to-left run comes back reversed, in visual order. Shaped text is laid out
 * by `shapeText` and handed over glyph by glyph through `encodeGlyphs`.
 */
function withLayout(font: FontkitFont): FontkitFont {
  const layout = (text: string) => {
    if (pendingGlyphs) return { glyphs: pendingGlyphs };
    const glyphs = Array.from(text, (character) => font.glyphForCodePoint(character.codePointAt(0) ?? 0));
    if (layoutDirection === "rtl") glyphs.reverse();
    return { glyphs };
  };
  return Object.create(font, { layout: { value: layout } });
}

/** Shaped glyphs in visual order, with the positions pdf-lib would drop, and their width at 1 pt. */
export interface ShapedText {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  /** Points per point of font size. */
  width: number;
  unitsPerEm: number;
}

/** Shaped runs remembered per font; the least recently drawn go first (her own words are keys). */
const MAX_SHAPED = 20_000;
// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const shapedTexts = new WeakMap<FontkitFont, LRUCache<string, ShapedText>>();

/**
 * `text` through fontkit's OpenType shaping: Arabic letters joined, Devanagari conjuncts and vowel
 * signs in place, emoji sequences as one glyph, marks positioned (GPOS), right-to-left runs
 * reversed. Remembered per font and text, since the same words recur.
 */
export function shapeText(font: FontkitFont, text: string, direction: Direction): ShapedText {
  let known = shapedTexts.get(font);
  if (!known) {
    known = new LRUCache({ max: MAX_SHAPED });
    shapedTexts.set(font, known);
  }
  const key = `${direction}:${text}`;
  let shaped = known.get(key);
  if (!shaped) {
    const run = (font.layout as FullLayout).call(font, text, undefined, undefined, undefined, direction);
    const advance = run.positions.reduce((total, position) => total + position.xAdvance, 0);
    shaped = {
      glyphs: run.glyphs,
      positions: run.positions,
      width: advance / font.unitsPerEm,
      unitsPerEm: font.unitsPerEm,
    };
    known.set(key, shaped);
  }
  return shaped;
}

/**
 * The PDF string of each glyph in `pdfFont`. pdf-lib encodes text only through the font's layout,
 * which is also how it learns which glyphs the subset must keep and what text each stands for, so
 * the glyphs are passed through that layout.
 */
export function encodeGlyphs(pdfFont: PDFFont, glyphs: Glyph[]): PDFHexString[] {
  pendingGlyphs = glyphs;
  try {
    const hex = pdfFont.encodeText(" ").toString().slice(1, -1);
    return glyphs.map((_, index) => PDFHexString.of(hex.slice(index * 4, index * 4 + 4)));
  } finally {
    pendingGlyphs = null;
  }
}

function loadFile(file: FontFile): LoadedFile {
  const cached = loadedFiles.get(file.specifier);
  if (cached) return cached;
  const bytes = woffToSfnt(readFileSync(resolveFontModule(file.specifier)));
  const loaded = { bytes, glyphs: fontkit.create(bytes) };
  parsedFonts.set(bytes, withLayout(loaded.glyphs));
  loadedFiles.set(file.specifier, loaded);
  return loaded;
}

// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const chainFiles = new Map<FaceSpec, readonly FontFile[]>();

function faceFiles(face: FaceSpec): readonly FontFile[] {
  let files = chainFiles.get(face);
  if (!files) {
    const own = face.families.map((family) => ({ ...family, shaped: false }));
    files = [...own, ...fallbackSources()].flatMap((source) => filesOf(source));
    chainFiles.set(face, files);
  }
  return files;
}

/** Which file of a chain draws each grapheme, remembered per list of files (texts repeat letters). */
// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const choices = new WeakMap<readonly FontFile[], LRUCache<string, { file: FontFile | null }>>();
/** Graphemes remembered per list, the least recently drawn going first: marks combine without end. */
const MAX_REMEMBERED = 100_000;

/**
 * The first file of `files` that has a glyph for every visible code point of `grapheme`, null if
 * none has. A file is opened only when its CSS says it covers the grapheme's first code point.
 */
export function fileFor(files: readonly FontFile[], grapheme: string): FontFile | null {
  let known = choices.get(files);
  if (!known) {
    known = new LRUCache({ max: MAX_REMEMBERED });
    choices.set(files, known);
  }
  let found = known.get(grapheme)?.file;
  if (found === undefined) {
    const codePoints = Array.from(grapheme, (character) => character.codePointAt(0) ?? 0).filter(
      (codePoint) => !isIgnorable(codePoint),
    );
    const first = codePoints[0];
    found =
      first === undefined
        ? null
        : (files.find(
            (file) =>
              covers(file, first) &&
              codePoints.every((codePoint) => loadFile(file).glyphs.hasGlyphForCodePoint(codePoint)),
          ) ?? null);
    known.set(grapheme, { file: found });
  }
  return found;
}

// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const chainFonts = new WeakMap<FontChain, Map<string, ChainFont | null>>();

/** The font a chain draws `grapheme` with; null when no file has it (a stand-in is drawn). */
export function chainFontFor(chain: FontChain, grapheme: string): ChainFont | null {
  let known = chainFonts.get(chain);
  if (!known) {
    known = new Map();
    chainFonts.set(chain, known);
  }
  let font = known.get(grapheme);
  if (font === undefined) {
    const file = fileFor(chain.files, grapheme);
    const pdfFont = file ? chain.embedded.get(file.specifier) : null;
    if (file && !pdfFont) {
      const codePoint = grapheme.codePointAt(0) ?? 0;
      throw new Error(
        `U+${codePoint.toString(16).toUpperCase()} is drawn but was not in the text given to embedFontChains`,
      );
    }
    font =
      file && pdfFont
        ? { file: file.specifier, pdfFont, glyphs: loadFile(file).glyphs, shaped: file.shaped }
        : null;
    known.set(grapheme, font);
  }
  return font;
}

/**
 * Embeds the faces into `doc` and returns one chain per face. `text` is everything the document
 * will draw: a file is embedded only when it is the first of its chain to have one of the text's
 * graphemes, or the chain's first file (which draws the stand-ins' labels), because even an unused
 * font costs time and space when the document is saved. Fonts are subset to the glyphs drawn.
 */
export async function embedFontChains(doc: PDFDocument, text: string): Promise<FontChains> {
  doc.registerFontkit(sharedFontkit);
  const unique = new Set(graphemes(text.normalize("NFC")));
  const embedded = new Map<string, Promise<PDFFont>>();
  const embed = (file: FontFile): Promise<PDFFont> => {
    let font = embedded.get(file.specifier);
    if (!font) {
      font = doc.embedFont(loadFile(file).bytes, { subset: true });
      embedded.set(file.specifier, font);
    }
    return font;
  };
  const chainOf = async (face: FaceSpec): Promise<FontChain> => {
    const files = faceFiles(face);
    const firstFile = files[0];
    if (!firstFile) throw new Error("A face has no font files");
    const used = new Set<FontFile>([firstFile]);
    for (const grapheme of unique) {
      const file = fileFor(files, grapheme);
      if (file) used.add(file);
    }
    const fonts = new Map<string, PDFFont>();
    for (const file of used) fonts.set(file.specifier, await embed(file));
    const first = {
      file: firstFile.specifier,
      pdfFont: fonts.get(firstFile.specifier) ?? null,
      glyphs: loadFile(firstFile).glyphs,
      shaped: false,
    };
    return { files, embedded: fonts, first };
  };
  return {
    serif: await chainOf(faces.serif),
    serifItalic: await chainOf(faces.serifItalic),
    sans: await chainOf(faces.sans),
    sansItalic: await chainOf(faces.sansItalic),
    sansMedium: await chainOf(faces.sansMedium),
  };
}
