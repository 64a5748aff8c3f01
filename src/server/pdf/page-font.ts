import {
  beginText,
  type Color,
  endMarkedContent,
  endText,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";

/** The name each font has in each page's resources. */
// module state: a PDF worker thread's own (pdf-worker.ts), which has no AppDeps.
const pageFonts = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

// pdf-lib adds a new entry to the page's font resources on every setFont, and looks for a free name
// by scanning the ones before: a page that switches between fonts (Latin, then Hebrew, then Latin
// again) grew quadratically. Each font gets one entry per page here, and text is drawn with it.
export function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = pageFonts.get(page);
  if (!keys) {
    keys = new Map();
    pageFonts.set(page, keys);
  }
  let key = keys.get(font);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}

export interface StringOptions {
  x: number;
  y: number;
  size: number;
  color: Color;
}

/**
 * One text object in its own graphics state: colour, font and size set, then `body`. With
 * `actualText`, what it says in reading order for readers that copy text out, as a marked span.
 */
export function textObject(
  page: PDFPage,
  font: PDFFont,
  options: StringOptions,
  body: PDFOperator[],
  actualText: string | null = null,
): PDFOperator[] {
  // An inline property list: << /ActualText <FEFF…> >>.
  const span =
    actualText === null ? null : `<< /ActualText ${PDFHexString.fromText(actualText).toString()} >>`;
  return [
    pushGraphicsState(),
    ...(span === null
      ? []
      : [PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), span])]),
    beginText(),
    setFillingColor(options.color),
    setFontAndSize(fontKey(page, font), options.size),
    ...body,
    endText(),
    ...(span === null ? [] : [endMarkedContent()]),
    popGraphicsState(),
  ];
}

/** Draws glyphs already encoded in `font` (PDFFont.encodeText) starting at x, y. */
export function drawEncoded(
  page: PDFPage,
  font: PDFFont,
  encoded: PDFHexString,
  options: StringOptions,
): void {
  const { x, y } = options;
  page.pushOperators(
    ...textObject(page, font, options, [setTextMatrix(1, 0, 0, 1, x, y), showText(encoded)]),
  );
}
