import { useDocumentTitle } from "../../lib/document-title";

/** A page whose feature is still being built: a heading, never a dead control. */
export default function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(`${title} | Grind to Grace`);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl text-ink">{title}</h1>
      <p className="mt-4 text-muted">This page is being prepared.</p>
    </section>
  );
}
