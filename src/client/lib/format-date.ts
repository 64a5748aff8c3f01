/** The time `iso` names, or null for none or an unreadable one. */
function timeOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 10, 2026" in the reader's locale; null or an unreadable date gives null. */
export function formatLongDate(iso: string | null | undefined): string | null {
  return (
    timeOf(iso)?.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }) ?? null
  );
}

/** "March 10, 2026 at 1:31 AM" in the reader's locale and time zone; null or an unreadable time gives null. */
export function formatDateTime(iso: string | null | undefined): string | null {
  return (
    timeOf(iso)?.toLocaleString(undefined, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }) ?? null
  );
}
