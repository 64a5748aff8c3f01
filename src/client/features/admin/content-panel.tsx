import { type ContentKindName, contentKinds } from "../../../content/content-editing";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { ConsoleLoading } from "./console-loading";
import { useContentList } from "./use-content";

// The console's Content tab (docs/architecture.md, "Editing the content"): the days, the calendar's
// affirmations and the printables, each kind a list whose rows open the piece's editor.

/** Each kind's name in the console, and what its list says. */
export const kindNames: Record<ContentKindName, { tab: string; title: string; intro: string }> = {
  day: { tab: "Days", title: "The 75 days", intro: "Edit a day's words" },
  affirmation: { tab: "Affirmations", title: "The 366 affirmations", intro: "Edit a day of the calendar" },
  printable: {
    tab: "Printables",
    title: "The 24 printables",
    intro: "Edit a printable's title and description",
  },
};

/** Where a kind's list, or one of its pieces, opens in the console. */
export const contentHref = (kind: ContentKindName, key?: string) =>
  `${paths.adminTab("content")}/${key === undefined ? contentKinds[kind].list : contentKinds[kind].path(key)}`;

/** /admin/content: the days; /admin/content/affirmations and /admin/content/printables: the others. */
export function ContentPanel({ kind = "day" }: { kind?: ContentKindName }) {
  const list = useContentList(kind);
  const { title, intro } = kindNames[kind];
  return (
    <Card className="mt-6">
      <nav aria-label="Content" className="flex flex-wrap gap-2">
        {(Object.keys(kindNames) as ContentKindName[]).map((other) => (
          <Link
            key={other}
            to={contentHref(other)}
            aria-current={other === kind ? "page" : undefined}
            className="rounded-full px-3 py-2 text-sm font-semibold text-muted hover:bg-sand aria-[current=page]:bg-clay-soft aria-[current=page]:text-clay-dark"
          >
            {kindNames[other].tab}
          </Link>
        ))}
      </nav>
      <h2 className="mt-5 text-2xl">{title}</h2>
      <p className="mt-2 text-sm text-muted">
        {intro}: members see nothing until you publish, and every version is kept.
      </p>
      {list.isPending ? (
        <ConsoleLoading label={`Loading ${title.toLowerCase()}`} />
      ) : list.isError ? (
        <p className="mt-6">The list could not be loaded. Please reload the page.</p>
      ) : (
        <ol className="mt-5 grid gap-x-6 sm:grid-cols-2">
          {list.data.items.map((item) => (
            <li key={item.key} className="border-b border-linen/60">
              <Link
                to={contentHref(kind, item.key)}
                className="flex min-h-11 items-center justify-between gap-3 py-2 hover:text-clay-dark"
              >
                <span className="min-w-0">
                  <span className="text-muted">{item.label} · </span>
                  {item.title}
                </span>
                <span className="shrink-0 text-xs text-muted">
                  {item.hasDraft ? "Draft · " : ""}
                  {item.edited ? `Version ${item.version}` : "As shipped"}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
