import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";

// `npx tsx scripts/font-fallback-metrics.ts`: the @font-face overrides in src/client/styles.css that
// make the local fallback fonts take the web fonts' space, so swapping them in moves nothing (no
// layout shift). Arial and Times New Roman are measured through their metric-compatible Liberation
// twins (what Linux substitutes for them; the same advance widths and vertical metrics).

const SAMPLE =
  "Welcome to Grind to Grace. A quiet place to put the grind down: thirty days of interactive journaling " +
  "open a 75-day soul path, with daily affirmations and printable pages for ordinary days.";

interface Metrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Mean advance width of the sample's characters, in font units. */
  sampleWidth: number;
}

/** The font's tables (TrueType/OpenType, or WOFF 1 with zlib-compressed tables). */
function tables(file: string): Map<string, Buffer> {
  const data = readFileSync(file);
  const woff = data.toString("latin1", 0, 4) === "wOFF";
  const count = data.readUInt16BE(woff ? 12 : 4);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = woff ? 44 + i * 20 : 12 + i * 16;
    const tag = data.toString("latin1", at, at + 4);
    if (woff) {
      const [offset, length, original] = [
        data.readUInt32BE(at + 4),
        data.readUInt32BE(at + 8),
        data.readUInt32BE(at + 12),
      ];
      const raw = data.subarray(offset, offset + length);
      out.set(tag, length < original ? inflateSync(raw) : raw);
    } else {
      const [offset, length] = [data.readUInt32BE(at + 8), data.readUInt32BE(at + 12)];
      out.set(tag, data.subarray(offset, offset + length));
    }
  }
  return out;
}

/** Glyph ids of BMP characters from the cmap's format 4 subtable. */
function glyphIds(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (cmap.readUInt16BE(ends + s * 2) < code) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (start > code) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error("no format 4 cmap");
}

function metrics(file: string): Metrics {
  const t = tables(file);
  const get = (tag: string) => {
    const table = t.get(tag);
    if (!table) throw new Error(`${file} has no ${tag} table`);
    return table;
  };
  const [head, hhea, os2, hmtx] = [get("head"), get("hhea"), get("OS/2"), get("hmtx")];
  const longMetrics = hhea.readUInt16BE(34);
  const glyph = glyphIds(get("cmap"));
  const advance = (id: number) => hmtx.readUInt16BE(Math.min(id, longMetrics - 1) * 4);
  const chars = [...SAMPLE];
  const useTypo = (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  return {
    unitsPerEm: head.readUInt16BE(18),
    // Browsers use the typographic metrics when the font asks for them, else hhea's.
    ascent: useTypo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: -(useTypo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: useTypo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    sampleWidth:
      chars.reduce((sum, char) => sum + advance(glyph(char.codePointAt(0) ?? 32)), 0) / chars.length,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function overrides(webFont: string, fallback: string) {
  const web = metrics(webFont);
  const local = metrics(fallback);
  const sizeAdjust = web.sampleWidth / web.unitsPerEm / (local.sampleWidth / local.unitsPerEm);
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(web.ascent / web.unitsPerEm / sizeAdjust),
    "descent-override": percent(web.descent / web.unitsPerEm / sizeAdjust),
    "line-gap-override": percent(web.lineGap / web.unitsPerEm / sizeAdjust),
  };
}

const fontsource = (name: string) => `node_modules/@fontsource/${name.split("-")[0]}/files/${name}.woff`;
const liberation = (name: string) => `/usr/share/fonts/truetype/liberation/${name}.ttf`;

for (const [label, web, fallback] of [
  ["Inter 400 over Arial", fontsource("inter-latin-400-normal"), liberation("LiberationSans-Regular")],
  ["Inter 600 over Arial Bold", fontsource("inter-latin-600-normal"), liberation("LiberationSans-Bold")],
  [
    "Fraunces 600 over Times New Roman Bold",
    fontsource("fraunces-latin-600-normal"),
    liberation("LiberationSerif-Bold"),
  ],
] as const) {
  const values = Object.entries(overrides(web, fallback)).map(([key, value]) => `${key}: ${value};`);
  console.log(`${label}:\n  ${values.join("\n  ")}`);
}
