import { Link } from "../lib/router";
import { MarkedText } from "./marked-text";

/** One piece of her writing in a list: its title as the link to it, its date, an excerpt and its length. */
export function WritingCard({
  href,
  title,
  date,
  dateLabel,
  excerpt,
  words,
  completed = false,
  marked,
  status,
}: {
  href: string;
  title: string;
  /** The machine-readable date or time for `<time>`. */
  date: string;
  dateLabel: string;
  excerpt: string;
  /** Null when not known here (a page sealed on her device): no count is shown. */
  words: number | null;
  completed?: boolean;
  /** A search whose words are marked in the title and the excerpt. */
  marked?: string | null;
  /** What the server does not know yet ("Not sent yet"). */
  status?: string;
}) {
  return (
    <article className="relative rounded-2xl border border-linen bg-white/80 p-5 shadow-sm transition hover:border-clay/40 hover:shadow-md sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-display text-xl text-ink">
          <Link to={href} className="after:absolute after:inset-0">
            <MarkedText text={title} query={marked} />
          </Link>
        </h2>
        <p className="text-sm text-muted">
          <time dateTime={date}>{dateLabel}</time>
        </p>
      </div>
      {excerpt && (
        <p className="mt-2 leading-relaxed text-muted">
          <MarkedText text={excerpt} query={marked} />
        </p>
      )}
      {(words !== null || completed || status) && (
        <p className="mt-3 text-xs font-semibold text-muted">
          {[words !== null && `${words} ${words === 1 ? "word" : "words"}`, completed && "Completed"]
            .filter(Boolean)
            .join(" · ")}
          {status && <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-ink">{status}</span>}
        </p>
      )}
    </article>
  );
}
