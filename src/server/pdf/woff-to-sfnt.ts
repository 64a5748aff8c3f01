import { inflateSync } from "node:zlib";

// fontkit inflates each WOFF table with a pure-JavaScript inflater every time pdf-lib parses a font,
// which made one certificate take over a second. Unpacking each WOFF into a plain TrueType/OpenType
// file once per process, with Node's native zlib, removes that cost. Layout: W3C WOFF 1.0, §3–5.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_HEADER_SIZE = 12;
const SFNT_ENTRY_SIZE = 16;

interface Table {
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
  return writeSfnt(flavor, tables);
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
