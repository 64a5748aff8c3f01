import { type ReactNode, useEffect, useRef } from "react";
import { createPortal } from "react-dom";

// Her recovery book made on her device (docs/architecture.md, "The private journal"): the server cannot
// read a private journal, so it cannot print one. Her Markdown copy, made on this device with her words
// opened (lib/private-journal/opened-texts.ts), is laid out here as a page her browser prints, or saves
// as a PDF: no PDF library, and nothing readable leaves her device. Loaded only when she asks for it.

/** While the book is open, only the book is printed. Inline, so the app's first stylesheet stays as it is. */
const PRINT_ONLY_THE_BOOK =
  "@media print { body { overflow: visible !important; } body > :not(#recovery-book) { display: none !important; } #recovery-book { position: static !important; overflow: visible !important; } }";

/** `**bold**` inside a line, as the Markdown export writes a check-in's labels. */
function inline(text: string): ReactNode[] {
  return text.split(/\*\*(.+?)\*\*/g).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
    index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
  );
}

/** One block of the Markdown export (its paragraphs are separated by an empty line). */
function Block({ block }: { block: string }) {
  const lines = block.split("\n");
  if (block.startsWith("# ")) return <h1 className="text-4xl leading-tight">{block.slice(2)}</h1>;
  if (block.startsWith("## ")) return <h2 className="mt-8 text-2xl">{block.slice(3)}</h2>;
  if (block.startsWith("### ")) return <h3 className="mt-6 text-xl">{block.slice(4)}</h3>;
  if (lines.every((line) => line.startsWith("> ")))
    return (
      <blockquote className="border-l-2 border-linen pl-4 text-muted italic">
        {lines.map((line) => line.slice(2)).join("\n")}
      </blockquote>
    );
  if (lines.every((line) => line.startsWith("- ")))
    return (
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{inline(line.slice(2))}</li>
        ))}
      </ul>
    );
  if (/^_[^\n]*_$/.test(block)) return <p className="text-sm text-muted italic">{block.slice(1, -1)}</p>;
  return <p className="whitespace-pre-wrap leading-relaxed">{inline(block)}</p>;
}

export default function RecoveryBookView({ markdown, onClose }: { markdown: string; onClose: () => void }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, [onClose]);
  // Only the book scrolls while it is open (the page behind it stays where she left it).
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = before;
    };
  }, []);
  const blocks = markdown
    .split(/\n{2,}/)
    .map((block) => block.replace(/^\n+|\n+$/g, ""))
    .filter((block) => block.trim() !== "");
  return createPortal(
    <div
      id="recovery-book"
      role="dialog"
      aria-modal="true"
      aria-labelledby="recovery-book-heading"
      className="fixed inset-0 z-50 overflow-auto bg-cream text-ink"
    >
      <style>{PRINT_ONLY_THE_BOOK}</style>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-10 sm:px-6">
        <div
          ref={heading}
          tabIndex={-1}
          className="no-print flex flex-wrap items-center gap-3 rounded-xl bg-sand p-4"
        >
          <p id="recovery-book-heading" className="w-full font-semibold">
            Your recovery book, made on this device
          </p>
          <p className="w-full text-sm text-muted">
            Print it, or choose “Save as PDF” as the printer: your private words never leave this device.
          </p>
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-full bg-clay px-5 py-2 font-semibold text-white"
          >
            Print or save as PDF
          </button>
          <button type="button" onClick={onClose} className="font-semibold text-clay-dark underline">
            Close
          </button>
        </div>
        {blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the book's blocks never move
          <Block key={index} block={block} />
        ))}
      </div>
    </div>,
    document.body,
  );
}
