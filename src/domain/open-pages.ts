import { dateKeySchema } from "./check-in";
import { paths } from "./routes";
import { boundedText, isSealed, MAX_REFLECTION_LENGTH } from "./text-limits";
import { z } from "./zod";

// Open pages (D23, docs/architecture.md, "Her story over time (D23)"): free writing beside the 75 prompts. Each page
// is a synced document (src/domain/sync.ts) at /api/pages/:id, the id a UUID her browser makes.

export const MAX_PAGE_TITLE_LENGTH = 200;

export const pageIdSchema = z.uuid("must be a page id (a UUID)").transform((id) => id.toLowerCase());

/** What she writes on a page: its date, an optional title and the text (limits as for reflections). */
export const pageValueSchema = z.strictObject({
  date: dateKeySchema,
  title: boundedText(MAX_PAGE_TITLE_LENGTH).trim(),
  body: boundedText(MAX_REFLECTION_LENGTH),
});
export type PageValue = z.infer<typeof pageValueSchema>;

/** One page in her list: enough to find it again, never the whole text. */
export interface PageSummary {
  id: string;
  date: string;
  title: string;
  excerpt: string;
  /** Null for a page sealed on her device (a private journal): the server cannot count its words. */
  words: number | null;
  updatedAt: string;
}

/** One answer of `GET /api/pages?cursor=`: up to 50 pages; `nextCursor` asks for the next ones. */
export interface PageList {
  pages: PageSummary[];
  nextCursor: string | null;
}

/** The title a page is shown by: her own, or its date when she gave none. */
export function pageTitle(page: { title: string; date: string }): string {
  // A sealed title (a private journal) is read on her device; anywhere else the page goes by its date.
  return (isSealed(page.title) ? "" : page.title.trim()) || `Page of ${formatPageDate(page.date)}`;
}

export function formatPageDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** Where one page is read and written (the route table's page pattern). */
export const pagePath = (id: string) => `${paths.pages}/${id}`;
