import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { ArchiveEntry } from "../../../domain/journal-archive";
import { paths } from "../../../domain/routes";
import { BookOpen } from "../../components/first-screen-icons";
import { QueryAnswer } from "../../components/load-state";
import { NewPageLink } from "../../components/new-page-link";
import { NotSentList } from "../../components/not-sent-list";
import { JournalLockedNotice, useJournalPrivacy } from "../../components/private-journal-notice";
import { ShowMore } from "../../components/show-more";
import { ButtonLink } from "../../components/ui/button";
import { WritingCard } from "../../components/writing-card";
import { boundTo } from "../../lib/bound-to";
import { useDocumentTitle } from "../../lib/document-title";
import { formatLongDate } from "../../lib/format-date";
import { journalKeys, useJournalArchive } from "../../lib/journal-queries";
import { JournalLocked } from "../../lib/private-journal/journal-privacy";
import { useNavigate, useSearchParams } from "../../lib/router";
import { useSession } from "../../lib/session";

/** Entries shown at a time of her private archive (the server's page size for the plain one). */
const ARCHIVE_PAGE_SIZE = 20;

const SEARCH_DELAY_MS = 300;

/** The journal with `query` searched: the search lives in the address, so a reload or Back keeps it. */
const journalFor = (query: string) =>
  query.trim() ? `${paths.journal}?${new URLSearchParams({ q: query.trim() })}` : paths.journal;

/** /journal: every reflection she wrote, newest first, with a search over her own words (docs/architecture.md, "Her words back"). */
export default function JournalPage() {
  useDocumentTitle("Your Journal | Grind to Grace");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const privacy = useJournalPrivacy();
  const query = privacy === false ? (params.get("q") ?? "") : "";
  const [typed, setTyped] = useState(query);
  // The address wins when it changes (Back, a link); what she types goes into it a moment later.
  useEffect(() => setTyped((current) => (current.trim() === query.trim() ? current : query)), [query]);
  const [privateQuery, setPrivateQuery] = useState("");
  const search = (words: string) => {
    if (privacy === true) setPrivateQuery(words.trim());
    else if (privacy === false && words.trim() !== query.trim())
      navigate(journalFor(words), { replace: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only her typing starts the timer
  useEffect(() => {
    const timer = setTimeout(() => search(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, privacy]);
  // A private journal is searched on her device: what she types stays in this tab (never in the address,
  // which a reload would send), and the server is asked only for her whole archive, sealed.
  const isPrivate = privacy === true;
  // Not known yet: nothing is asked; not askable (offline): her archive, unsearched, from what she keeps.
  const archive = useJournalArchive(query, privacy === false || privacy === null);
  const searching = privacy === false && query.trim() !== "";
  const onDevice = useArchiveOnDevice(isPrivate);
  // Locked here: nothing to search until she unlocks (the page says so and links to unlocking).
  const locked = onDevice.error instanceof JournalLocked;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">Soul Path Journal</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">Your journal</h1>
        <p className="mt-3 text-muted">
          Everything you have written, newest first: your days, your open pages, your check-ins and your
          notes. Only you can read them.
        </p>
        <nav aria-label="Open pages" className="mt-5 flex flex-wrap gap-3">
          <NewPageLink />
          <ButtonLink to={paths.pages} variant="secondary" size="sm">
            Your open pages
          </ButtonLink>
        </nav>
      </header>
      {isPrivate && (
        <p className="mt-4 rounded-xl bg-sand px-4 py-3 text-sm text-ink">
          Your journal is private: it is opened and searched on this device. What you search for is not sent
          to us.
        </p>
      )}
      <search className="mt-8 block" hidden={locked}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search(typed);
          }}
        >
          <label htmlFor="journal-search" className="text-sm font-semibold text-ink">
            Search your reflections
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id="journal-search"
              type="search"
              {...boundTo(typed, setTyped)}
              maxLength={200}
              placeholder="A word you remember writing"
              className="min-h-11 w-full rounded-xl border border-linen bg-white pr-3.5 pl-10 text-base text-ink placeholder:text-muted/70 focus:border-clay"
            />
          </div>
        </form>
      </search>
      <div className="mt-8" aria-live="polite">
        <NotSentList kinds={["reflection", "page"]} />
        {isPrivate ? (
          <PrivateArchive query={privateQuery} opened={onDevice} />
        ) : (
          <QueryAnswer query={archive} loading="Opening your journal...">
            {({ pages }) => (
              <>
                <ArchiveList
                  entries={pages.flatMap((page) => page.entries)}
                  total={pages[0]?.total ?? 0}
                  query={searching ? (pages[0]?.query ?? null) : null}
                />
                <ShowMore list={archive}>Show more</ShowMore>
              </>
            )}
          </QueryAnswer>
        )}
      </div>
    </section>
  );
}

/** Her private archive, opened and searched on this device (lib/private-journal/opened-texts.ts). */
function useArchiveOnDevice(enabled: boolean) {
  const userId = useSession().session.user?.id ?? "";
  return useQuery({
    queryKey: journalKeys.archiveOnDevice(userId),
    queryFn: async () => (await import("../../lib/private-journal/opened-texts")).archiveOnDevice(userId),
    enabled: enabled && Boolean(userId),
    retry: (count, error) => !(error instanceof JournalLocked) && count < 1,
  });
}

function PrivateArchive({ query, opened }: { query: string; opened: ReturnType<typeof useArchiveOnDevice> }) {
  // A new search shows its first entries again.
  const [more, setMore] = useState({ query, count: ARCHIVE_PAGE_SIZE });
  const shown = more.query === query ? more.count : ARCHIVE_PAGE_SIZE;
  const found = useMemo(() => opened.data?.search(query) ?? [], [opened.data, query]);
  if (opened.error instanceof JournalLocked) return <JournalLockedNotice what="its entries" />;
  return (
    <QueryAnswer query={opened} loading="Opening your journal on this device...">
      {() => (
        <>
          <ArchiveList entries={found.slice(0, shown)} total={found.length} query={query || null} />
          <ShowMore
            list={{
              hasNextPage: shown < found.length,
              isFetchingNextPage: false,
              fetchNextPage: async () => setMore({ query, count: shown + ARCHIVE_PAGE_SIZE }),
            }}
          >
            Show more
          </ShowMore>
        </>
      )}
    </QueryAnswer>
  );
}

function ArchiveList({
  entries,
  total,
  query,
}: {
  entries: ArchiveEntry[];
  /** Every entry found, on this page and the ones not shown yet. */
  total: number;
  query: string | null;
}) {
  if (entries.length === 0 && query) {
    return (
      <p className="rounded-2xl border border-linen bg-white/70 p-6 text-muted">
        Nothing you wrote contains “{query}” yet.
      </p>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="rounded-3xl border border-linen bg-sand/60 p-8 text-center">
        <BookOpen aria-hidden="true" className="mx-auto size-8 text-clay-dark" />
        <h2 className="mt-4 text-2xl">Your journal is waiting</h2>
        <p className="mt-2 text-muted">
          Each reflection you write on the soul path is kept here for you to read again.
        </p>
        <ButtonLink to={paths.day(1)} className="mt-6">
          Begin with Day 1
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-muted">
        {query
          ? `${total} ${total === 1 ? "entry contains" : "entries contain"} “${query}”.`
          : `${total} ${total === 1 ? "entry" : "entries"}.`}
      </p>
      <ol className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.key}`}>
            <ArchiveCard entry={entry} query={query} />
          </li>
        ))}
      </ol>
    </>
  );
}

function ArchiveCard({ entry, query }: { entry: ArchiveEntry; query: string | null }) {
  return (
    <WritingCard
      href={entry.href}
      title={entry.day === null ? entry.title : `Day ${entry.day} · ${entry.title}`}
      date={entry.updatedAt}
      dateLabel={formatLongDate(entry.updatedAt) ?? ""}
      excerpt={entry.excerpt}
      words={entry.words}
      completed={entry.completedAt !== null}
      marked={query}
    />
  );
}
