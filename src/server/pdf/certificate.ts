import { type Color, PDFDocument, type PDFPage } from "pdf-lib";
import { formatLongDate } from "./dates";
import { embedFontChains, type FaceName } from "./fonts";
import { letter, palette } from "./palette";
import { drawCentered, fittedSize } from "./text-layout";

export interface CertificateInput {
  name: string;
  completedOn: Date;
}

const width = letter.height;
const height = letter.width;
const centerX = width / 2;
const NAME_MAX_WIDTH = width - 200;

/** One centred line of the certificate, from the top of the page down. */
interface CertificateLine {
  text: string;
  y: number;
  size: number;
  face: FaceName;
  color: Color;
  characterSpacing?: number;
  /** Set smaller, down to this size, when the line is wider than a name may be. */
  minSize?: number;
}

function certificateLines(name: string, completedOn: Date): CertificateLine[] {
  // Without a name the sentence addresses her directly instead of leaving a blank line to fill.
  const recipient: CertificateLine[] =
    name === ""
      ? [{ text: "This celebrates you,", y: 276, size: 22, face: "serifItalic", color: palette.ink }]
      : [
          { text: "This celebrates", y: 340, size: 15, face: "serifItalic", color: palette.muted },
          { text: name, y: 286, size: 44, face: "serif", color: palette.ink, minSize: 18 },
        ];
  return [
    {
      text: "GRIND TO GRACE",
      y: 466,
      size: 10,
      face: "sansMedium",
      color: palette.clay,
      characterSpacing: 3,
    },
    { text: "Certificate of Completion", y: 406, size: 40, face: "serif", color: palette.ink },
    ...recipient,
    {
      text: "who walked all 75 days of the Soul Path,",
      y: 234,
      size: 14,
      face: "sans",
      color: palette.muted,
    },
    { text: "from burnout to alignment.", y: 214, size: 14, face: "sans", color: palette.muted },
    { text: "COMPLETED ON", y: 160, size: 8, face: "sansMedium", color: palette.clay, characterSpacing: 2 },
    { text: formatLongDate(completedOn), y: 138, size: 16, face: "serif", color: palette.ink },
    {
      text: "Keep going gently. The path continues with you.",
      y: 64,
      size: 9,
      face: "sansItalic",
      color: palette.muted,
    },
  ];
}

/** The Soul Path certificate: one calm landscape US Letter page. */
export async function buildCertificatePdf({ name, completedOn }: CertificateInput): Promise<Uint8Array> {
  const trimmedName = name.trim();
  const lines = certificateLines(trimmedName, completedOn);
  const doc = await PDFDocument.create();
  doc.setTitle("Certificate of Completion — Grind to Grace");
  doc.setCreator("Grind to Grace");
  const fonts = await embedFontChains(doc, lines.map((line) => line.text).join("\n"));
  const page = doc.addPage([width, height]);
  drawFrame(page, trimmedName !== "");
  for (const { text, face, minSize, ...line } of lines) {
    const chain = fonts[face];
    const size =
      minSize === undefined ? line.size : fittedSize(text, chain, line.size, minSize, NAME_MAX_WIDTH);
    drawCentered(page, text, { ...line, size, chain, centerX });
  }
  return doc.save();
}

function drawFrame(page: PDFPage, underlineName: boolean): void {
  page.drawRectangle({ x: 0, y: 0, width, height, color: palette.sand });
  page.drawRectangle({
    x: 30,
    y: 30,
    width: width - 60,
    height: height - 60,
    borderColor: palette.clay,
    borderWidth: 0.75,
  });
  page.drawRectangle({
    x: 36,
    y: 36,
    width: width - 72,
    height: height - 72,
    borderColor: palette.linen,
    borderWidth: 0.5,
  });
  const rule = (y: number, halfWidth: number, opacity: number) =>
    page.drawLine({
      start: { x: centerX - halfWidth, y },
      end: { x: centerX + halfWidth, y },
      color: palette.clay,
      opacity,
    });
  rule(380, 28, 1);
  if (underlineName) rule(270, 170, 0.3);
}
