import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// docs/architecture.md: comments may cite a document's section as `docs/x.md, "Heading"`. A section
// renamed or removed leaves such a comment pointing nowhere; this finds every citation in src/ and
// fails on one whose document or heading does not exist.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(tsx?|html|css)$/.test(name) ? [path] : [];
  });
}

const headingsOf = (doc: string) =>
  new Set(
    readFileSync(doc, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("#"))
      .map((line) => line.replace(/^#+\s*/, "").trim()),
  );

describe("comments that cite docs/", () => {
  it("name a document and a section that exist", () => {
    const missing: string[] = [];
    const cited = /docs\/([\w-]+\.md),?\s*\(?"([A-Z][^"\n(){};]{0,80})"/g;
    for (const file of files("src")) {
      // A comment may wrap between the document and its heading.
      const text = readFileSync(file, "utf8").replace(/\n\s*(\/\/|\*)\s*/g, " ");
      for (const [, doc, heading] of text.matchAll(cited)) {
        const path = join("docs", doc as string);
        let headings: Set<string>;
        try {
          headings = headingsOf(path);
        } catch {
          missing.push(`${file}: ${path} does not exist`);
          continue;
        }
        if (!headings.has(heading as string)) missing.push(`${file}: ${path} has no section "${heading}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
