// GET /api/printables (docs/architecture.md, "Editing the content"): the words of each printable as
// published, by id. The page's structure (months, kinds, layouts) stays in the bundle; only the coach's
// words come from the server.

export interface PrintableText {
  title: string;
  description: string;
}

export interface PrintableTexts {
  printables: Record<string, PrintableText>;
}
