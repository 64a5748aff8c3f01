import { type Color, PDFDocument, type PDFPage } from "pdf-lib";
import type { PrintableBlock } from "../../content/printable-layouts";
import { embedFontChains, type FontChain, type FontChains } from "./fonts";
import { letter, palette } from "./palette";
import { isRightToLeft, wrapText } from "./text-layout";
import { drawText, measureText } from "./text-runs";
import { blocksText, drawBlocks } from "./worksheet-blocks";

// The printable worksheet of a day (its prompt, guidance and her reflection) and of each monthly
// printable (its own structure, the two fixed prompts and her notes). Made on the server with the
// same fonts as the journal and the certificate, so her words print in whatever script she writes.

export interface WorksheetPdfOptions {
  title: string;
  subtitle?: string;
  prompts: readonly string[];
  guidance?: string;
  /** The member's own words, drawn as plain text. */
  response?: string;
  /** How many ruled writing lines at most; by default they fill the rest of the page. */
  ruledLines?: number;
  /** The heading over the ruled lines (default: "Your reflection", or "More space to write" after one). */
  linesLabel?: string;
  /** A printable's own structure, drawn before the prompts (worksheet-blocks.ts). */
  blocks?: readonly PrintableBlock[];
}

// US Letter, with side margins wide enough that nothing is cut when it is printed on A4.
const MARGIN = { x: 64, top: 64, bottom: 72 };
const CONTENT_WIDTH = letter.width - 2 * MARGIN.x;
const RULE_GAP = 26;

/** A worksheet, one page unless her words need more. */
export async function buildWorksheetPdf(options: WorksheetPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setAuthor("Grind to Grace");
  doc.setCreator("Grind to Grace");
  const fonts = await embedFontChains(doc, worksheetText(options));
  new WorksheetLayout(doc, fonts, options).draw();
  return doc.save();
}

/** Everything a worksheet can draw, so the fonts for it are embedded. */
function worksheetText(options: WorksheetPdfOptions): string {
  const fixed =
    "GRIND TO GRACE PROMPTS SOUL PROMPT YOUR REFLECTION MORE SPACE TO WRITE GUIDANCE page of 0123456789.·";
  return [
    fixed,
    options.title,
    options.subtitle ?? "",
    ...options.prompts,
    options.guidance ?? "",
    options.response ?? "",
    (options.linesLabel ?? "").toUpperCase(),
    blocksText(options.blocks ?? []),
  ].join("\n");
}

/** What worksheet-blocks.ts draws on: the page, the pen position and the look. */
export class WorksheetLayout {
  page!: PDFPage;
  y = 0;
  readonly left = MARGIN.x;
  readonly width = CONTENT_WIDTH;
  readonly colors = palette;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: FontChains,
    private readonly options: WorksheetPdfOptions,
  ) {}

  draw() {
    const { title, subtitle, prompts, guidance, response, ruledLines, linesLabel, blocks } = this.options;
    this.newPage();
    this.label("GRIND TO GRACE", 0);
    this.paragraph(title, this.fonts.serif, 24, 29, palette.ink, 6);
    if (subtitle) this.paragraph(subtitle, this.fonts.sans, 11, 15, palette.muted, 4);
    this.y -= 10;
    this.rule(palette.linen, 1);
    this.y -= 22;

    if (blocks?.length) {
      // A printable: its description, then its own structure; the fixed prompts follow.
      if (guidance) this.paragraph(guidance, this.fonts.sans, 10, 14, palette.muted, 8);
      drawBlocks(this, blocks);
    }
    this.label(prompts.length > 1 ? "PROMPTS" : "SOUL PROMPT");
    prompts.forEach((prompt, index) => {
      const number = prompts.length > 1 ? `${index + 1}.` : undefined;
      this.paragraph(prompt, this.fonts.serifItalic, 14, 19, palette.ink, 10, number);
    });
    if (guidance && !blocks?.length) this.guidanceBox(guidance);

    const written = response?.trim();
    if (written) {
      this.y -= 8;
      this.label("YOUR REFLECTION");
      this.paragraph(written, this.fonts.sans, 11, 16, palette.ink, 12);
    }
    const heading = linesLabel ?? (written ? "More space to write" : "Your reflection");
    this.writingLines(heading.toUpperCase(), ruledLines);
    this.footers();
  }

  private newPage() {
    this.page = this.doc.addPage([letter.width, letter.height]);
    this.y = letter.height - MARGIN.top;
  }

  /** Moves to a new page when `height` more points would not fit above the bottom margin. */
  ensureRoom(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  /** One line at x (right-aligned within `width` when it is right-to-left). */
  line(text: string, chain: FontChain, size: number, color: Color, x: number, y: number, width: number) {
    const start = isRightToLeft(text) ? x + width - measureText(text, chain, size) : x;
    drawText(this.page, text, { x: start, y, size, chain, color });
  }

  private label(text: string, spaceBefore = 4) {
    this.ensureRoom(spaceBefore + 40);
    this.y -= spaceBefore + 9;
    drawText(this.page, text, {
      x: MARGIN.x,
      y: this.y,
      size: 8,
      chain: this.fonts.sansMedium,
      color: palette.clay,
      characterSpacing: 0.6,
    });
    this.y -= 12;
  }

  /** Wrapped lines; a `marker` ("1.") hangs in the margin of the first line. */
  private paragraph(
    text: string,
    chain: FontChain,
    size: number,
    leading: number,
    color: Color,
    after = 0,
    marker?: string,
  ) {
    const indent = marker ? 20 : 0;
    wrapText(text, chain, size, CONTENT_WIDTH - indent).forEach((line, index) => {
      this.ensureRoom(leading);
      this.y -= leading;
      const y = this.y + (leading - size) / 2;
      if (marker && index === 0) drawText(this.page, marker, { x: MARGIN.x, y, size, chain, color });
      if (line) this.line(line, chain, size, color, MARGIN.x + indent, y, CONTENT_WIDTH - indent);
    });
    this.y -= after;
  }

  private guidanceBox(guidance: string) {
    const padding = 14;
    const lines = wrapText(guidance, this.fonts.sans, 10.5, CONTENT_WIDTH - 2 * padding);
    const height = 12 + 14 + lines.length * 15 + 2 * padding - 6;
    this.ensureRoom(height + 8);
    this.y -= 6;
    this.page.drawRectangle({
      x: MARGIN.x,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      color: palette.sand,
    });
    let y = this.y - padding - 8;
    drawText(this.page, "GUIDANCE", {
      x: MARGIN.x + padding,
      y,
      size: 8,
      chain: this.fonts.sansMedium,
      color: palette.clay,
      characterSpacing: 0.6,
    });
    y -= 6;
    for (const line of lines) {
      y -= 15;
      this.line(
        line,
        this.fonts.sans,
        10.5,
        palette.muted,
        MARGIN.x + padding,
        y,
        CONTENT_WIDTH - 2 * padding,
      );
    }
    this.y -= height + 12;
  }

  private writingLines(heading: string, max?: number) {
    if (max === 0) return;
    this.ensureRoom(30 + 3 * RULE_GAP);
    this.y -= 6;
    this.label(heading);
    let drawn = 0;
    while (this.y - RULE_GAP >= MARGIN.bottom && (max === undefined || drawn < max)) {
      this.y -= RULE_GAP;
      this.rule(palette.linen, 0.75);
      drawn++;
    }
  }

  private rule(color: Color, thickness: number) {
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: letter.width - MARGIN.x, y: this.y },
      thickness,
      color,
    });
  }

  private footers() {
    const pages = this.doc.getPages();
    const title = this.options.title.replace(/\s+/g, " ");
    pages.forEach((page, index) => {
      const text = pages.length > 1 ? `${title}  ·  page ${index + 1} of ${pages.length}` : title;
      drawText(page, `Grind to Grace  ·  ${text}`, {
        x: MARGIN.x,
        y: 40,
        size: 8,
        chain: this.fonts.sans,
        color: palette.muted,
      });
    });
  }
}
