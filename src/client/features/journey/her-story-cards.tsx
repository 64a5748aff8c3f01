import { EyeOff, History, Sunrise } from "lucide-react";
import { onThisDayCareLine } from "../../../content/care";
import { paths } from "../../../domain/routes";
import { isWelcomeBack } from "../../../domain/welcome-back";
import { CareNote } from "../../components/care-note";
import { useJournalIsPrivate } from "../../components/private-journal-notice";
import { Button, TextButton } from "../../components/ui/button";
import { useHideFromOnThisDay, useOnThisDay, useWelcomeBack } from "../../lib/her-story-queries";
import { journalKeys } from "../../lib/journal-queries";
import { useDocument } from "../../lib/local-first";
import { useOpened } from "../../lib/private-journal/use-opened";
import { Link } from "../../lib/router";
import { toast } from "../../lib/toast";

// The dashboard's two cards of her story over time (D23): welcome back after a gap, and what she
// wrote on this day a week, a month or a year ago.

export const WELCOME_BACK_HEADING = "It is good to see you";
export const WELCOME_BACK_QUESTION = "What would you like to set down here today?";

/** After 7 or more days without writing: one gentle question and where she left off; no count of days. */
export function WelcomeBackCard() {
  const last = useWelcomeBack();
  if (!last.data || !isWelcomeBack(last.data.lastWrittenAt, new Date())) return null;
  const { leftOff } = last.data;
  return (
    <section
      aria-labelledby="welcome-back-heading"
      className="rounded-3xl border border-gold/40 bg-gold/10 p-6 sm:p-8"
    >
      <Sunrise aria-hidden="true" className="size-7 text-clay-dark" />
      <h2 id="welcome-back-heading" className="mt-3 text-2xl">
        {WELCOME_BACK_HEADING}
      </h2>
      <p className="mt-2 font-display text-xl leading-snug text-ink">{WELCOME_BACK_QUESTION}</p>
      {leftOff && (
        <p className="mt-4 text-muted">
          Where you left off:{" "}
          <Link to={leftOff.href} className="font-semibold text-clay-dark underline underline-offset-4">
            {leftOff.title}
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * A few lines of what she wrote on this date before, each with a link and a way to hide it for good, and a
 * switch that turns the card off (also in her settings, issue #49). A heavy day's entry, shown only when
 * she asked for those, carries a care line.
 */
export function OnThisDayCard() {
  const onThisDay = useOnThisDay();
  const hide = useHideFromOnThisDay();
  const choice = useDocument("resurfacing", undefined);
  const served = onThisDay.data?.items ?? [];
  // A private journal's entries are excerpted on her device (the server's excerpt of them is empty).
  const isPrivate = useJournalIsPrivate();
  const sealed = isPrivate && served.some((item) => item.excerpt === "");
  const opened = useOpened(journalKeys.onThisDay(), served, sealed, (opening, userId, items) =>
    opening.openOnThisDay(userId, items),
  );
  const items = opened.value ?? served;
  if (items.length === 0 || !choice.value.onThisDay) return null;
  const turnOff = () => {
    choice.setValue({ ...choice.value, onThisDay: false });
    void choice.saveNow();
  };
  return (
    <section
      aria-labelledby="on-this-day-heading"
      className="rounded-3xl border border-linen bg-white/80 p-6 sm:p-8"
    >
      <h2 id="on-this-day-heading" className="flex items-center gap-2 text-2xl">
        <History aria-hidden="true" className="size-6 text-clay-dark" />
        On this day
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {items.map((item) => (
          <li key={`${item.kind}:${item.key}`} className="rounded-2xl bg-sand/60 p-4">
            <p className="text-sm font-semibold text-clay-dark">
              {item.ago[0]?.toUpperCase()}
              {item.ago.slice(1)}
            </p>
            <p className="mt-1 font-semibold text-ink">
              <Link to={item.href} className="underline underline-offset-4">
                {item.title}
              </Link>
            </p>
            {item.care && <CareNote>{onThisDayCareLine}</CareNote>}
            <p className="mt-1 leading-relaxed text-muted">{item.excerpt}</p>
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 -ml-3 text-muted"
              aria-label={`Don't show me this again: ${item.title}`}
              onClick={() =>
                hide
                  .mutateAsync({ kind: item.kind, key: item.key })
                  .catch((error: Error) => toast.error(error.message))
              }
            >
              <EyeOff aria-hidden="true" className="size-4" />
              Don't show me this again
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        <TextButton onClick={turnOff}>Turn off On this day</TextButton>
        <span>
          You can turn it back on in{" "}
          <Link to={paths.account} className="underline underline-offset-4">
            your settings
          </Link>
          .
        </span>
      </p>
    </section>
  );
}
