import type { Printable } from "./schema";

const kindLabels: Record<Printable["kind"], string> = {
  worksheet: "Worksheet",
  reflection: "Reflection Page",
};

/** "March", from the printable's month id (the months module carries the affirmations, kept off the bundle). */
export function monthLabel(printable: Printable): string {
  return printable.month.charAt(0).toUpperCase() + printable.month.slice(1);
}

/** spec §2: each month has a Worksheet and a Reflection Page. */
export function kindLabel(printable: Printable): string {
  return kindLabels[printable.kind];
}

/** "March · Worksheet" */
export function printableSubtitle(printable: Printable): string {
  return `${monthLabel(printable)} · ${kindLabel(printable)}`;
}

export function pdfFilename(printable: Printable): string {
  return `grind-to-grace-${printable.id}.pdf`;
}
