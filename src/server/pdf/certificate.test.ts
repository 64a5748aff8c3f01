import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../tests/support/pdf-text";
import { buildCertificatePdf } from "./certificate";

const completedOn = new Date("2026-11-23T09:30:00Z");

describe("the Soul Path certificate", () => {
  it("is one landscape US Letter page naming her and the day she finished", async () => {
    const bytes = await buildCertificatePdf({ name: "Maya Okonkwo", completedOn });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
    const text = pdfText(bytes);
    expect(text).toContain("Certificate of Completion");
    expect(text).toContain("This celebrates");
    expect(text).toContain("Maya Okonkwo");
    expect(text).toContain("who walked all 75 days of the Soul Path");
    expect(text).toContain("November 23, 2026");
    expect(text).not.toContain("!");
  });

  it("writes a Greek or Japanese name in full, and names a character our fonts lack", async () => {
    const text = pdfText(await buildCertificatePdf({ name: "Ελένη 日本 ཀ", completedOn }));
    expect(text).toContain("Ελένη 日本 U+0F40");
  });

  it("addresses her directly when no name is set, with no empty name line", async () => {
    const text = pdfText(await buildCertificatePdf({ name: "   ", completedOn }));
    expect(text).toContain("This celebrates you,");
    expect(text).toContain("November 23, 2026");
  });

  it("keeps a very long name on the page by setting it smaller", async () => {
    const name = "Alexandrina Wilhelmina Montgomery-Featherstonehaugh";
    const text = pdfText(await buildCertificatePdf({ name, completedOn }));
    expect(text).toContain(name);
  });

  it("stays small: fonts are subset to the glyphs drawn", async () => {
    const bytes = await buildCertificatePdf({ name: "Maya", completedOn });
    expect(bytes.length).toBeLessThan(150_000);
  });
});
