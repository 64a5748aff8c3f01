import type { ReactNode } from "react";
import { paths } from "../../../domain/routes";
import type { Icon } from "../../components/first-screen-icons";
import { ConflictNotice, SyncStatus } from "../../components/sync-status";
import { BackLink } from "../../components/ui/back-link";
import { useDocumentTitle } from "../../lib/document-title";
import type { LocalFirst } from "../../lib/local-first";

interface ToolPageProps {
  icon: Icon;
  title: string;
  intro: string;
  doc: LocalFirst<unknown>;
  /** The status line's text before anything is saved. */
  idleText?: string;
  children: ReactNode;
}

/**
 * The frame every tool shares, which names the browser tab after the tool. When printed, only the tool itself shows: the site header, footer,
 * buttons and saving status are screen-only (`no-print`).
 */
export function ToolPage({ icon: Icon, title, intro, doc, idleText, children }: ToolPageProps) {
  useDocumentTitle(`${title} | Grind to Grace`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
      <BackLink to={paths.bonusTools}>Back to Bonus Tools</BackLink>
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start print:mt-0">
        <span className="no-print inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-clay-soft text-clay-dark">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h1 className="text-4xl leading-tight text-ink sm:text-5xl print:text-3xl">{title}</h1>
          <p className="mt-3 text-lg leading-relaxed text-muted print:text-base">{intro}</p>
        </div>
      </header>
      <div className="mt-6 flex flex-col gap-3">
        <SyncStatus doc={doc} idleText={idleText} />
        <ConflictNotice doc={doc} what={`Your ${title}`} />
      </div>
      <div className="mt-4 flex flex-col gap-6 print:mt-6 print:gap-4">{children}</div>
      <p className="mt-8 hidden text-xs text-muted print:block">
        Grind to Grace · {title} · printed {new Date().toLocaleDateString()}
      </p>
    </div>
  );
}

/**
 * The one card of a tool: a white sheet holding a checklist, whose rows are lines on it, not cards of
 * their own. Everything else on a tool page sits on the page itself. Plain on
 * paper.
 */
export function ToolSection({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={`rounded-2xl border border-linen bg-white/80 px-5 py-3 sm:px-6 sm:py-4 print:break-inside-avoid print:border-ink/20 print:p-4 ${className}`}
    >
      {children}
    </section>
  );
}

/** "n/10 completed" with a bar; the text is announced when it changes. */
export function ProgressCounter({ done, total, label }: { done: number; total: number; label: string }) {
  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="font-display text-2xl text-ink">
        {done}/{total} {label}
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-sand print:hidden">
        <div
          className="h-full rounded-full bg-sage transition-all"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** The row of Print / Reset buttons under a tool. */
export function ToolActions({ children }: { children: ReactNode }) {
  return <div className="no-print flex flex-wrap gap-3">{children}</div>;
}
