import { describeTagPattern, PATTERNS_AFTER_CHECK_INS } from "../../../domain/check-in-tags";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { useCheckInPatterns } from "../../lib/check-in-queries";
import { Link } from "../../lib/router";

// What helps (D23, issue #27 item 4): once she has 10 check-ins, which tags came with better energy
// and mood, in plain words with their counts. A pattern, never a cause.

export function WhatHelps() {
  const patterns = useCheckInPatterns();
  if (!patterns.data) return null;
  const { checkIns, tags } = patterns.data;
  return (
    <Card>
      <h2 className="text-2xl">What seems to help</h2>
      {checkIns < PATTERNS_AFTER_CHECK_INS || tags.length === 0 ? (
        <p className="mt-2 text-muted">
          After {PATTERNS_AFTER_CHECK_INS} check-ins with a note of what helped, the days that went a little
          better show here. Mark what helped on your{" "}
          <Link to={paths.checkIn} className="font-semibold text-clay-dark underline">
            check-in
          </Link>
          , whenever you like.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            From your {checkIns} check-ins. These are days that came together, not causes.
          </p>
          <ul className="mt-4 flex flex-col gap-3">
            {tags.slice(0, 8).map((pattern) => (
              <li key={pattern.tag} className="rounded-2xl bg-sand/60 p-4 leading-relaxed text-ink">
                <p>{describeTagPattern(pattern, "energy")}</p>
                <p className="text-muted">{describeTagPattern(pattern, "mood")}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
