import type { PDFFont } from "pdf-lib";

// Text for pdf-lib's standard fonts, which only encode WinAnsi: anything else (arrows, emoji,
// non-Latin scripts) would throw, so it is swapped for a near equivalent or a visible stand-in.

const substitutes: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "✓": "v",
  "\u00a0": " ",
  "\u2009": " ",
  "\u200b": "",
};

const encodable = new WeakMap<PDFFont, Map<string, boolean>>();

function canEncode(font: PDFFont, char: string): boolean {
  let known = encodable.get(font);
  if (!known) {
    known = new Map();
    encodable.set(font, known);
  }
  let ok = known.get(char);
  if (ok === undefined) {
    try {
      font.encodeText(char);
      ok = true;
    } catch {
      ok = false;
    }
    known.set(char, ok);
  }
  return ok;
}

/** The text with every character the font cannot draw replaced; newlines are kept. */
export function printableText(font: PDFFont, text: string): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n").replace(/\t/g, "    ")) {
    if (char === "\n") out += char;
    else if (char in substitutes) out += substitutes[char];
    else if (canEncode(font, char)) out += char;
    else {
      const plain = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += plain && [...plain].every((c) => canEncode(font, c)) ? plain : "?";
    }
  }
  return out;
}

/** Splits text into lines no wider than `width`, keeping the writer's line breaks and blank lines. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const paragraph of printableText(font, text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word longer than the line (a pasted link) is broken by characters.
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
