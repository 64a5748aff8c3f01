import { NotebookPen } from "lucide-react";
import { formatPageDate, type PageSummary, pagePath, pageTitle } from "../../../domain/open-pages";
import { isSealed } from "../../../domain/text-limits";
import { QueryAnswer } from "../../components/load-state";
import { NewPageLink } from "../../components/new-page-link";
import { NotSentList } from "../../components/not-sent-list";
import { JournalLockedNotice } from "../../components/private-journal-notice";
import { ShowMore } from "../../components/show-more";
import { WritingCard } from "../../components/writing-card";
import { useDocumentTitle } from "../../lib/document-title";
import { herStoryKeys, usePages } from "../../lib/her-story-queries";
import { useOpened } from "../../lib/private-journal/use-opened";

/** /journal/pages: her open pages, newest first, and a new one (D23). */
export default function PagesListPage() {
  useDocumentTitle("Open Pages | Grind to Grace");
  const pages = usePages();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">
            Soul Path Journal
          </p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Open pages</h1>
          <p className="mt-3 text-muted">
            Free writing, beside the path. As many pages as you like, only for you.
          </p>
        </div>
        <NewPageLink />
      </header>
      <div className="mt-8" aria-live="polite">
        <NotSentList kinds={["page"]} />
        <QueryAnswer query={pages} loading="Opening your pages...">
          {(data) => (
            <>
              <PageCards pages={data.pages.flatMap((list) => list.pages)} />
              <ShowMore list={pages}>Show older pages</ShowMore>
            </>
          )}
        </QueryAnswer>
      </div>
    </section>
  );
}

function PageCards({ pages: asStored }: { pages: PageSummary[] }) {
  // A private journal's titles are opened on her device (docs/architecture.md, "The private journal");
  // until then, and while it is locked, each page goes by its date.
  const sealed = asStored.some((page) => isSealed(page.title));
  const opened = useOpened(
    herStoryKeys.openedPages(),
    asStored,
    sealed,
    (opening, userId, list) => opening.openPageTitles(userId, list),
    true,
  );
  // Titles opened before stay while older pages, just shown, are opened.
  const openedById = new Map(opened.value?.map((page) => [page.id, page]));
  const pages = asStored.map((page) => openedById.get(page.id) ?? page);
  if (pages.length === 0) {
    return (
      <div className="rounded-3xl border border-linen bg-sand/60 p-8 text-center">
        <NotebookPen aria-hidden="true" className="mx-auto size-8 text-clay-dark" />
        <h2 className="mt-4 text-2xl">No pages yet</h2>
        <p className="mt-2 text-muted">A page is here for anything the prompts do not ask about.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {opened.locked && <JournalLockedNotice what="your pages' titles" />}
      <ol className="flex flex-col gap-4">
        {pages.map((page) => (
          <li key={page.id}>
            <WritingCard
              href={pagePath(page.id)}
              title={pageTitle(page)}
              date={page.date}
              dateLabel={formatPageDate(page.date)}
              excerpt={page.excerpt}
              words={page.words}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
