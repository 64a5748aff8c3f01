import { monthLabel } from "../../../content/printable-labels";
import { printables } from "../../../content/printables";
import type { Printable } from "../../../content/schema";
import { todayInCalendar } from "../../../domain/today";
import { PageLoading } from "../../components/page-loading";
import { useDocumentTitle } from "../../lib/document-title";
import { useWarmPdfs } from "../../lib/download-pdf";
import { PrintSheet } from "./print-sheet";
import { PrintableCard } from "./printable-card";
import { usePrintableActions } from "./use-printable-actions";
import { usePrintableTexts } from "./use-printable-texts";

/** The printables in calendar order, one group a month, with their words as published. */
const byMonth = (list: readonly Printable[]) =>
  list.reduce<Printable[][]>((groups, printable) => {
    const last = groups.at(-1);
    if (last?.[0]?.month === printable.month) last.push(printable);
    else groups.push([printable]);
    return groups;
  }, []);

/**
 * The year from this month on, January being only where the calendar starts: this month's pair is the
 * first thing under the heading, and the page still opens at its top like every other page.
 */
const fromMonth = (groups: Printable[][], monthIndex: number) => [
  ...groups.slice(monthIndex),
  ...groups.slice(0, monthIndex),
];

// spec §2 Printables: 24 cards (12 months × Worksheet and Reflection Page), each with Preview and Print.
export default function PrintablesPage() {
  useDocumentTitle("Printable Worksheets | Grind to Grace");
  useWarmPdfs();
  const { job, print, download } = usePrintableActions();
  const monthIndex = todayInCalendar(new Date()).monthIndex;
  const words = usePrintableTexts();
  if (words.isPending) return <PageLoading />;
  // Without the server and a kept copy, the words the app shipped with.
  const list = printables.map((printable) => ({ ...printable, ...words.data?.printables[printable.id] }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
      <div className={job ? "print:hidden" : undefined}>
        <header className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">
            Printable resources
          </p>
          <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">Printables</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            A worksheet and a reflection page for every month: 24 pages to print, write on by hand and keep,
            starting with this month's. Preview one to jot notes as you go, print it, or save it as a PDF.
          </p>
        </header>
        <ul className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {fromMonth(byMonth(list), monthIndex).map((group, index) => {
            const month = group[0] ? monthLabel(group[0]) : "";
            const headingId = `printables-${group[0]?.month}`;
            return (
              <li key={headingId}>
                <section
                  aria-labelledby={headingId}
                  aria-current={index === 0 ? "date" : undefined}
                  className="h-full rounded-2xl border border-linen bg-white/80 p-5 sm:p-6"
                >
                  <div className="flex flex-wrap items-center gap-3">
                    <h2 id={headingId} className="text-2xl text-ink">
                      {month}
                    </h2>
                    {index === 0 && (
                      <span className="rounded-full bg-clay-soft px-2.5 py-0.5 text-xs font-semibold text-clay-dark">
                        This month
                      </span>
                    )}
                  </div>
                  <ul className="mt-4 flex flex-col divide-y divide-linen/70">
                    {group.map((printable) => (
                      <li key={printable.id} className="py-4 first:pt-0 last:pb-0">
                        <PrintableCard printable={printable} onPrint={print} onDownload={download} />
                      </li>
                    ))}
                  </ul>
                </section>
              </li>
            );
          })}
        </ul>
      </div>
      {job && <PrintSheet printable={job.printable} notes={job.notes} />}
    </div>
  );
}
