import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// The pages' HTML in brotli and gzip, compressed once by the build (scripts/prerender.ts writes `page.html.br`
// and `page.html.gz` beside each page) so that a start does not spend a tenth of a second on it
// (bench/README.md, "Start-up (issue 52, item 5)"); a page the build left without them is compressed here.

export interface CompressedHtml {
  text: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** Both encodings of `bytes`, at the levels every compressed file of ours uses. */
export function compress(bytes: Uint8Array): { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> } {
  return {
    br: new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: new Uint8Array(gzipSync(bytes, { level: 9 })),
  };
}

/** The page at `file` (or `fallback` when there is none) with its encodings, read from the build's files when there. */
export function compressedHtml(file: string, fallback: string): CompressedHtml {
  if (!existsSync(file)) return { text: fallback, ...compress(Buffer.from(fallback)) };
  const text = readFileSync(file, "utf8");
  if (existsSync(`${file}.br`) && existsSync(`${file}.gz`))
    return {
      text,
      br: new Uint8Array(readFileSync(`${file}.br`)),
      gzip: new Uint8Array(readFileSync(`${file}.gz`)),
    };
  return { text, ...compress(Buffer.from(text)) };
}
