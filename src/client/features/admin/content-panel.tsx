import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { ConsoleLoading } from "./console-loading";
import { useContentDays } from "./use-content";

/** The console's Content tab: the 75 days, each opening its editor at /admin/content/<day>. */
export function ContentPanel() {
  const days = useContentDays();
  if (days.isPending) return <ConsoleLoading label="Loading the days" />;
  if (days.isError) return <p className="mt-6">The days could not be loaded. Please reload the page.</p>;
  return (
    <Card className="mt-6">
      <h2 className="text-2xl">The 75 days</h2>
      <p className="mt-2 text-sm text-muted">
        Edit a day's words: members see nothing until you publish, and every version is kept.
      </p>
      <ol className="mt-5 grid gap-x-6 sm:grid-cols-2">
        {days.data.days.map((day) => (
          <li key={day.day} className="border-b border-linen/60">
            <Link
              to={`${paths.adminTab("content")}/${day.day}`}
              className="flex min-h-11 items-center justify-between gap-3 py-2 hover:text-clay-dark"
            >
              <span>
                <span className="text-muted">Day {day.day} · </span>
                {day.title}
              </span>
              <span className="shrink-0 text-xs text-muted">
                {day.hasDraft ? "Draft · " : ""}
                {day.edited ? `Version ${day.version}` : "As shipped"}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
