import { inflateSync } from "node:zlib";

// fontkit inflates each WOFF table with a pure-JavaScript inflater every time pdf-lib parses a font,
// which made one certificate take over a second. Unpacking each WOFF into a plain TrueType/OpenType
// file once per process, with Node's native zlib, removes that cost. Layout: W3C WOFF 1.0, §3–5.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

export interface Table {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

/** The sfnt (TTF/OTF) font packed inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 font");
  const flavor = view.getUint32(4);
  const tableCount = view.getUint16(12);
  const tables = Array.from({ length: tableCount }, (_, index) =>
    readTable(woff, view, WOFF_HEADER_SIZE + index * WOFF_ENTRY_SIZE),
  );
  return writeSfnt(flavor, padGlyphs(tables));
}

const tag = (name: string) =>
  (name.charCodeAt(0) << 24) | (name.charCodeAt(1) << 16) | (name.charCodeAt(2) << 8) | name.charCodeAt(3);
const TAGS = { glyf: tag("glyf"), loca: tag("loca"), head: tag("head") };
/** Offset of indexToLocFormat in the head table. */
const HEAD_INDEX_TO_LOC_FORMAT = 50;

/**
 * The tables with every glyph of a TrueType font padded to a multiple of four bytes. Some fonts
 * (Noto Sans Arabic) store glyphs of odd length with 32-bit offsets; fontkit's subsetter then writes
 * 16-bit offsets, which can only point at even positions, and every glyph after an odd one is lost:
 * the PDF drew such text blank.
 */
export function padGlyphs(tables: readonly Table[]): Table[] {
  const find = (wanted: number) => tables.find((table) => table.tag >>> 0 === wanted >>> 0);
  const glyf = find(TAGS.glyf);
  const loca = find(TAGS.loca);
  const head = find(TAGS.head);
  if (!glyf || !loca || !head) return [...tables];
  const headView = new DataView(head.data.buffer, head.data.byteOffset, head.data.byteLength);
  const long = headView.getInt16(HEAD_INDEX_TO_LOC_FORMAT) === 1;
  const locaView = new DataView(loca.data.buffer, loca.data.byteOffset, loca.data.byteLength);
  const offsetCount = loca.data.byteLength / (long ? 4 : 2);
  const offsets = Array.from({ length: offsetCount }, (_, index) =>
    long ? locaView.getUint32(index * 4) : locaView.getUint16(index * 2) * 2,
  );
  const padded = (length: number) => (length + 3) & ~3;
  if (offsets.every((offset, index) => index === 0 || (offset - (offsets[index - 1] ?? 0)) % 4 === 0)) {
    return [...tables];
  }
  const newOffsets = [0];
  for (let index = 1; index < offsetCount; index++) {
    const length = (offsets[index] ?? 0) - (offsets[index - 1] ?? 0);
    newOffsets.push((newOffsets[index - 1] ?? 0) + padded(length));
  }
  const newGlyf = new Uint8Array(newOffsets.at(-1) ?? 0);
  for (let index = 0; index + 1 < offsetCount; index++) {
    const start = offsets[index] ?? 0;
    newGlyf.set(glyf.data.subarray(start, offsets[index + 1] ?? start), newOffsets[index] ?? 0);
  }
  const newLoca = new Uint8Array(offsetCount * 4);
  const newLocaView = new DataView(newLoca.buffer);
  for (const [index, offset] of newOffsets.entries()) newLocaView.setUint32(index * 4, offset);
  const newHead = new Uint8Array(head.data);
  new DataView(newHead.buffer).setInt16(HEAD_INDEX_TO_LOC_FORMAT, 1);
  const replaced = new Map<number, Uint8Array>([
    [TAGS.glyf >>> 0, newGlyf],
    [TAGS.loca >>> 0, newLoca],
    [TAGS.head >>> 0, newHead],
  ]);
  return tables.map((table) => {
    const data = replaced.get(table.tag >>> 0);
    return data ? { tag: table.tag, checksum: checksum(data), data } : table;
  });
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let offset = 0; offset < data.length; offset += 4) {
    const word =
      ((data[offset] ?? 0) << 24) |
      ((data[offset + 1] ?? 0) << 16) |
      ((data[offset + 2] ?? 0) << 8) |
      (data[offset + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

function readTable(woff: Uint8Array, view: DataView, entry: number): Table {
  const offset = view.getUint32(entry + 4);
  const compressedLength = view.getUint32(entry + 8);
  const length = view.getUint32(entry + 12);
  const stored = woff.subarray(offset, offset + compressedLength);
  const data = compressedLength < length ? new Uint8Array(inflateSync(stored)) : stored;
  if (data.length !== length) throw new Error("A WOFF table does not unpack to its stated length");
  return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data };
}

function writeSfnt(flavor: number, tables: readonly Table[]): Uint8Array {
  const padded = (length: number) => (length + 3) & ~3;
  const directorySize = SFNT_HEADER_SIZE + tables.length * SFNT_ENTRY_SIZE;
  const size = tables.reduce((total, table) => total + padded(table.data.length), directorySize);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  const entrySelector = Math.floor(Math.log2(Math.max(1, tables.length)));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, tables.length);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, tables.length * 16 - searchRange);
  let offset = directorySize;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_SIZE + index * SFNT_ENTRY_SIZE;
    view.setUint32(entry, table.tag);
    view.setUint32(entry + 4, table.checksum);
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, table.data.length);
    bytes.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return bytes;
}
