import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import type { PrintableBlock } from "../../content/printable-layouts";
import { printableText, wrapText } from "./pdf-text";
import { drawBlocks } from "./worksheet-layouts";

export interface WorksheetPdfOptions {
  title: string;
  subtitle?: string;
  prompts: string[];
  guidance?: string;
  /** The member's own words, drawn as plain text. */
  response?: string;
  /** How many ruled writing lines at most; by default they fill the rest of the page. */
  ruledLines?: number;
  /** The heading over the ruled lines (default: "Your reflection", or "More space to write" after one). */
  linesLabel?: string;
  /** A printable's own structure, drawn before the prompts (worksheet-layouts.ts). */
  blocks?: readonly PrintableBlock[];
}

// US Letter, with side margins wide enough that nothing is cut when it is printed on A4.
const PAGE = { width: 612, height: 792 };
const MARGIN = { x: 64, top: 64, bottom: 72 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;
const RULE_GAP = 26;

interface Fonts {
  serif: PDFFont;
  serifItalic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** A single-page worksheet (more pages only when a long reflection needs them). */
export async function buildWorksheetPdf(options: WorksheetPdfOptions): Promise<Uint8Array> {
  // Loaded on demand: pdf-lib stays out of every page's first download.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setAuthor("Grind to Grace");
  doc.setCreator("Grind to Grace");
  const fonts: Fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const colors = {
    ink: rgb(0.184, 0.149, 0.133),
    muted: rgb(0.373, 0.325, 0.294),
    clay: rgb(0.604, 0.357, 0.263),
    linen: rgb(0.902, 0.863, 0.812),
    sand: rgb(0.945, 0.91, 0.863),
  };
  new WorksheetLayout(doc, fonts, colors, options).draw();
  return doc.save();
}

/** Builds the worksheet and hands it to the browser as a download named `filename`. */
export async function downloadWorksheetPdf(options: WorksheetPdfOptions, filename: string): Promise<void> {
  const bytes = await buildWorksheetPdf(options);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

class WorksheetLayout {
  page!: PDFPage;
  y = 0;
  readonly left = MARGIN.x;
  readonly width = CONTENT_WIDTH;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly colors: Record<"ink" | "muted" | "clay" | "linen" | "sand", RGB>,
    private readonly options: WorksheetPdfOptions,
  ) {}

  draw() {
    const { title, subtitle, prompts, guidance, response, ruledLines, linesLabel } = this.options;
    this.newPage();
    this.label("GRIND TO GRACE", 0);
    this.paragraph(title, this.fonts.serif, 24, 29, this.colors.ink, 6);
    if (subtitle) this.paragraph(subtitle, this.fonts.sans, 11, 15, this.colors.muted, 4);
    this.y -= 10;
    this.rule(this.colors.linen, 1);
    this.y -= 22;

    const { blocks } = this.options;
    if (blocks?.length) {
      // A printable: its description, then its own structure; the fixed prompts follow.
      if (guidance) this.paragraph(guidance, this.fonts.sans, 10, 14, this.colors.muted, 8);
      drawBlocks(this, blocks);
    }
    this.label(prompts.length > 1 ? "PROMPTS" : "SOUL PROMPT");
    prompts.forEach((prompt, index) => {
      const number = prompts.length > 1 ? `${index + 1}.` : undefined;
      this.paragraph(prompt, this.fonts.serifItalic, 14, 19, this.colors.ink, 10, number);
    });
    if (guidance && !this.options.blocks?.length) this.guidanceBox(guidance);

    const written = response?.trim();
    if (written) {
      this.y -= 8;
      this.label("YOUR REFLECTION");
      this.paragraph(written, this.fonts.sans, 11, 16, this.colors.ink, 12);
    }
    const heading = linesLabel ?? (written ? "More space to write" : "Your reflection");
    this.writingLines(heading.toUpperCase(), ruledLines);
    this.footers();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN.top;
  }

  /** Moves to a new page when `height` more points would not fit above the bottom margin. */
  ensureRoom(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  private label(text: string, spaceBefore = 4) {
    this.ensureRoom(spaceBefore + 40);
    this.y -= spaceBefore + 9;
    this.page.drawText(text, {
      x: MARGIN.x,
      y: this.y,
      size: 8,
      font: this.fonts.sansBold,
      color: this.colors.clay,
    });
    this.y -= 12;
  }

  /** Wrapped lines; a `marker` ("1.") hangs in the margin of the first line. */
  private paragraph(
    text: string,
    font: PDFFont,
    size: number,
    leading: number,
    color: RGB,
    after = 0,
    marker?: string,
  ) {
    const indent = marker ? 20 : 0;
    wrapText(font, size, text, CONTENT_WIDTH - indent).forEach((line, index) => {
      this.ensureRoom(leading);
      this.y -= leading;
      const y = this.y + (leading - size) / 2;
      if (marker && index === 0) this.page.drawText(marker, { x: MARGIN.x, y, size, font, color });
      if (line) this.page.drawText(line, { x: MARGIN.x + indent, y, size, font, color });
    });
    this.y -= after;
  }

  private guidanceBox(guidance: string) {
    const padding = 14;
    const lines = wrapText(this.fonts.sans, 10.5, guidance, CONTENT_WIDTH - 2 * padding);
    const height = 12 + 14 + lines.length * 15 + 2 * padding - 6;
    this.ensureRoom(height + 8);
    this.y -= 6;
    this.page.drawRectangle({
      x: MARGIN.x,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      color: this.colors.sand,
    });
    let y = this.y - padding - 8;
    this.page.drawText("GUIDANCE", {
      x: MARGIN.x + padding,
      y,
      size: 8,
      font: this.fonts.sansBold,
      color: this.colors.clay,
    });
    y -= 6;
    for (const line of lines) {
      y -= 15;
      this.page.drawText(line, {
        x: MARGIN.x + padding,
        y,
        size: 10.5,
        font: this.fonts.sans,
        color: this.colors.muted,
      });
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
      this.rule(this.colors.linen, 0.75);
      drawn++;
    }
  }

  private rule(color: RGB, thickness: number) {
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: PAGE.width - MARGIN.x, y: this.y },
      thickness,
      color,
    });
  }

  private footers() {
    const pages = this.doc.getPages();
    const title = printableText(this.fonts.sans, this.options.title);
    pages.forEach((page, index) => {
      const text = pages.length > 1 ? `${title}  ·  page ${index + 1} of ${pages.length}` : title;
      page.drawText(`Grind to Grace  ·  ${text}`, {
        x: MARGIN.x,
        y: 40,
        size: 8,
        font: this.fonts.sans,
        color: this.colors.muted,
      });
    });
  }
}
