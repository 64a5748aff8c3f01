import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";

// Draws the app icons (docs/offline.md) from the palette, the same drop as favicon.svg: a cream drop
// on clay. Run once with `npx tsx scripts/draw-icons.ts`; the PNGs are committed under
// src/client/public/icons. Plain PNG encoding, so no image tool or download is needed.

type Rgb = readonly [number, number, number];
const CLAY: Rgb = [0x9a, 0x5b, 0x43];
const CREAM: Rgb = [0xfa, 0xf6, 0xf0];

/** The drop of favicon.svg (a 64-unit square): a point at y 14, sides curving out to a round base. */
const dropHalfWidth = (() => {
  // Right side: the cubic (32,14) (39,22) (42,28) (42,34), sampled into a y → half-width table.
  const table: Array<[number, number]> = [];
  for (let i = 0; i <= 200; i++) {
    const t = i / 200;
    const u = 1 - t;
    const x = u * u * u * 32 + 3 * u * u * t * 39 + 3 * u * t * t * 42 + t * t * t * 42;
    const y = u * u * u * 14 + 3 * u * u * t * 22 + 3 * u * t * t * 28 + t * t * t * 34;
    table.push([y, x - 32]);
  }
  return (y: number) => {
    for (let i = 1; i < table.length; i++) {
      const [y1, w1] = table[i] as [number, number];
      const [y0, w0] = table[i - 1] as [number, number];
      if (y <= y1) return w0 + ((w1 - w0) * (y - y0)) / (y1 - y0 || 1);
    }
    return 10;
  };
})();

function inDrop(x: number, y: number) {
  if (y < 14) return false;
  if (y >= 34) return (x - 32) ** 2 + (y - 34) ** 2 <= 100;
  return Math.abs(x - 32) <= dropHalfWidth(y);
}

function inRoundedSquare(x: number, y: number, radius: number) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

/**
 * One icon, `size` pixels square, 4×4 samples per pixel. `maskable`: clay to every edge and the drop
 * shrunk into the middle 60%, so any mask shape (circle, squircle) keeps all of it.
 */
function draw(size: number, maskable: boolean): Buffer {
  const rgba = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let drop = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = ((px + (sx + 0.5) / n) / size) * 64;
          const y = ((py + (sy + 0.5) / n) / size) * 64;
          const inside = maskable || inRoundedSquare(x, y, 14);
          if (!inside) continue;
          bg++;
          // The drop (y 14–44) is moved to the middle; maskable icons draw it at 75% of its size.
          const scale = maskable ? 0.75 : 1;
          const dx = 32 + (x - 32) / scale;
          const dy = 29 + (y - 32) / scale;
          if (inDrop(dx, dy)) drop++;
        }
      }
      const total = n * n;
      const i = (py * size + px) * 4;
      const mix = bg === 0 ? 0 : drop / bg;
      for (let c = 0; c < 3; c++)
        rgba[i + c] = Math.round((CLAY[c] as number) * (1 - mix) + (CREAM[c] as number) * mix);
      rgba[i + 3] = Math.round((255 * bg) / total);
    }
  }
  return png(size, rgba);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size: number, rgba: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const dir = "src/client/public/icons";
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "icon-192.png"), draw(192, false));
writeFileSync(join(dir, "icon-512.png"), draw(512, false));
writeFileSync(join(dir, "icon-maskable-512.png"), draw(512, true));
writeFileSync(join(dir, "apple-touch-icon-180.png"), draw(180, true));
console.log(`icons written to ${dir}`);
