import { dayInWords } from "./growth-data";

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const label = (date: string) => dayInWords(date, { weekday: "long", month: "long", day: "numeric" });

/**
 * The days of the range as a calendar, a filled circle on each day she wrote or checked in. No
 * streak, no count of days without: an empty day is just a day.
 */
export function WrittenCalendar({ dates, written }: { dates: string[]; written: Set<string> }) {
  const lead = dates[0] ? weekday(dates[0]) : 0;
  return (
    <div>
      <div
        aria-hidden="true"
        className="mb-1.5 grid grid-cols-7 gap-1.5 text-center text-xs font-semibold text-muted sm:gap-2"
      >
        {["S", "M", "T", "W", "T", "F", "S"].map((day, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the week's letters never move
          <span key={i}>{day}</span>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-1.5 sm:gap-2" aria-label="Days you wrote or checked in">
        {Array.from({ length: lead }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day never move
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {dates.map((date) => {
          const wrote = written.has(date);
          return (
            <li
              key={date}
              className={`flex aspect-square items-center justify-center rounded-full text-xs sm:text-sm ${
                wrote ? "bg-sage font-semibold text-white" : "border border-linen text-muted"
              }`}
            >
              <span aria-hidden="true">{Number(date.slice(8, 10))}</span>
              <span className="sr-only">
                {label(date)}
                {wrote ? ": you wrote" : ""}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
