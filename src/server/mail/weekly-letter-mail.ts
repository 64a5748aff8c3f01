import { EMPTY_WEEK_LINE, type WeekInWords, WROTE_WEEK_LINE } from "../../domain/weekly-letter";
import type { MailMessage } from "./mailer";
import { greeting, layout } from "./templates";

// The weekly letter's words (D23). A week with nothing written gets one gentle line and the theme:
// never a count of what she missed. No word she wrote is ever in it (docs/jobs.md, "The weekly letter").

const weekday = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export function weeklyLetterMail(r: {
  to: string;
  name: string;
  week: WeekInWords;
  journalUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { week } = r;
  const wrote = week.daysWritten.length > 0 || week.checkIns > 0;
  const lines = [
    greeting(r.name),
    ...(wrote
      ? [
          week.daysWritten.length > 0
            ? `This week you came to the page on ${listOf(week.daysWritten.map(weekday))}.`
            : "",
          week.words > 0
            ? `You wrote ${week.words.toLocaleString("en-US")} ${week.words === 1 ? "word" : "words"}.`
            : "",
          week.checkIns > 0
            ? `You checked in ${week.checkIns === 1 ? "once" : `${week.checkIns} times`}.`
            : "",
          WROTE_WEEK_LINE,
        ].filter(Boolean)
      : [`${EMPTY_WEEK_LINE}.`]),
    `The coming week's affirmations are about ${week.theme}.`,
  ];
  const footer = `You asked for this weekly letter. To stop it, open ${r.unsubscribeUrl}`;
  const action = { label: "Open your journal", url: r.journalUrl };
  return {
    to: r.to,
    subject: "Your week in words",
    text: `${lines.join("\n\n")}\n\n${action.label}: ${action.url}\n\n${footer}\n`,
    html: layout("Your week in words", lines, action, {
      label: "Stop the weekly letter",
      url: r.unsubscribeUrl,
    }),
    headers: {
      // RFC 8058: mail providers offer one-click unsubscribe and POST to this address.
      "List-Unsubscribe": `<${r.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
