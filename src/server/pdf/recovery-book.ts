import { PDFDocument } from "pdf-lib";
import { pageTitle } from "../../domain/open-pages";
import { type CheckInEntry, drawCheckInSection } from "./check-in-section";
import { formatLongDate } from "./dates";
import { embedFontChains, type FontChains } from "./fonts";
import { contentWidth, PageFlow } from "./page-flow";
import { letter, palette } from "./palette";
import { drawCentered, wrapText } from "./text-layout";
import { drawTitlePage } from "./title-page";

export interface RecoveryBookDay {
  day: number;
  title: string;
  prompt: string | null;
  content: string;
  completedAt: Date | null;
}

/** An open page (D23): free writing with its date and her own title, if any. */
export interface RecoveryBookPage {
  date: string;
  title: string;
  content: string;
}

export interface RecoveryBook {
  name: string;
  generatedOn: Date;
  days: RecoveryBookDay[];
  checkIns: CheckInEntry[];
  pages?: RecoveryBookPage[];
}

const body = { size: 10.5, leading: 16 } as const;

/** Her Soul Path journal as a book: a title page, her reflections day by day, then her check-ins. */
export async function buildRecoveryBookPdf(book: RecoveryBook): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Your Soul Path journal — Grind to Grace");
  doc.setCreator("Grind to Grace");
  // Only her own words can hold characters beyond Latin; every chain always embeds its Latin file.
  const fonts = await embedFontChains(doc, herText(book));
  const flow = new PageFlow(doc);
  drawTitlePage(flow.page, fonts, book);
  const days = [...book.days].sort((a, b) => a.day - b.day);
  if (days.length > 0) flow.newPage();
  days.forEach((day, index) => {
    drawDay(flow, fonts, day, index > 0);
  });
  drawOpenPages(flow, fonts, book.pages ?? []);
  drawCheckInSection(flow, fonts, book.checkIns);
  drawPageNumbers(doc, fonts);
  return doc.save();
}

function herText(book: RecoveryBook): string {
  const dayText = book.days.flatMap((day) => [day.title, day.prompt ?? "", day.content]);
  const checkInText = book.checkIns.flatMap((checkIn) => [
    checkIn.date,
    checkIn.mood,
    checkIn.energy,
    ...Object.values(checkIn.answers ?? {}),
  ]);
  const pageText = (book.pages ?? []).flatMap((page) => [page.title, page.content]);
  return [book.name, ...dayText, ...checkInText, ...pageText].join("\n");
}

const DIVIDER_HEIGHT = 34;

function drawDivider(flow: PageFlow): void {
  flow.space(20);
  const centerX = letter.width / 2;
  flow.page.drawLine({
    start: { x: centerX - 36, y: flow.y },
    end: { x: centerX + 36, y: flow.y },
    color: palette.linen,
    thickness: 1,
  });
  flow.space(14);
}

function drawDay(
  flow: PageFlow,
  fonts: FontChains,
  day: RecoveryBookDay,
  afterAnother: boolean,
  title = `Day ${day.day} · ${day.title.trim()}`,
): void {
  const heading = wrapText(title, fonts.serif, 18, contentWidth);
  const prompt = day.prompt?.trim() ? wrapText(day.prompt.trim(), fonts.serifItalic, 11.5, contentWidth) : [];
  const words =
    day.content.trim() === "" ? [] : wrapText(day.content.trim(), fonts.sans, body.size, contentWidth);
  // Keep the heading, the prompt and her first lines together rather than strand a heading at the
  // foot; a day that starts a page needs no divider above it.
  const opening = heading.length * 24 + prompt.length * 16 + 12 + Math.min(words.length, 3) * body.leading;
  const page = flow.page;
  flow.ensureRoom(opening + (afterAnother ? DIVIDER_HEIGHT : 0));
  if (afterAnother && flow.page === page) drawDivider(flow);
  flow.lines(heading, { chain: fonts.serif, size: 18, leading: 24, color: palette.ink });
  if (prompt.length > 0) {
    flow.space(4);
    flow.lines(prompt, { chain: fonts.serifItalic, size: 11.5, leading: 16, color: palette.muted });
  }
  flow.space(8);
  if (words.length === 0) {
    flow.lines(["No words were written for this day."], {
      chain: fonts.sansItalic,
      size: body.size,
      leading: body.leading,
      color: palette.muted,
    });
  } else {
    flow.lines(words, { chain: fonts.sans, ...body, color: palette.ink });
  }
  if (day.completedAt) {
    flow.space(4);
    flow.lines([`Completed ${formatLongDate(day.completedAt)}`], {
      chain: fonts.sansItalic,
      size: 8.5,
      leading: 14,
      color: palette.muted,
    });
  }
}

/** Her open pages after the days, oldest first, each under its title (or its date). */
function drawOpenPages(flow: PageFlow, fonts: FontChains, pages: readonly RecoveryBookPage[]): void {
  if (pages.length === 0) return;
  flow.newPage();
  flow.lines(["Open pages"], { chain: fonts.serif, size: 24, leading: 24, color: palette.ink });
  const sorted = [...pages].sort((a, b) => a.date.localeCompare(b.date));
  sorted.forEach((page, index) => {
    flow.space(index === 0 ? 12 : 0);
    drawDay(
      flow,
      fonts,
      { day: 0, title: page.title, prompt: null, content: page.content, completedAt: null },
      index > 0,
      pageTitle(page),
    );
  });
}

/** Numbers every page but the title page, once the book's length is known. */
function drawPageNumbers(doc: PDFDocument, fonts: FontChains): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index === 0) return;
    drawCentered(page, `${index + 1}`, {
      centerX: letter.width / 2,
      y: 40,
      size: 8.5,
      chain: fonts.sans,
      color: palette.muted,
    });
  });
}
