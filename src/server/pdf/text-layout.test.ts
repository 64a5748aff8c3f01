import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { embedFontChains } from "./fonts";
import { wrapText } from "./text-layout";
import { measureText } from "./text-runs";

const reflection =
  "I rested today without earning it first.\n\nThen I wrote it down: https://example.com/" +
  "a-link-far-too-long-to-fit-on-one-line-of-any-journal-page-whatsoever\n" +
  "日本語の文章はスペースなしで続きます。".repeat(8);

async function sansChain() {
  const doc = await PDFDocument.create();
  return (await embedFontChains(doc, reflection)).sans;
}

describe("wrapping her words to the page", () => {
  it("keeps every line within the width, even a link or Japanese written without spaces", async () => {
    const chain = await sansChain();
    const lines = wrapText(reflection, chain, 10.5, 200);
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) expect(measureText(line, chain, 10.5)).toBeLessThanOrEqual(200);
  });

  it("loses no character and keeps her blank line between paragraphs", async () => {
    const chain = await sansChain();
    const lines = wrapText(reflection, chain, 10.5, 150);
    const blank = lines.indexOf("");
    expect(lines.slice(0, blank).join(" ")).toBe("I rested today without earning it first.");
    expect(lines[blank + 1]).toMatch(/^Then I wrote it down:/);
    expect(lines.join("").replace(/\s/g, "")).toBe(reflection.replace(/\s/g, ""));
  });

  it("gives one empty line for empty text, so nothing is drawn and nothing breaks", async () => {
    expect(wrapText("", await sansChain(), 10.5, 200)).toEqual([""]);
  });
});
