import { journeyPrompts } from "../../content/journey-prompts";
import type { MailMessage } from "./mailer";
import { greeting, layout, linkMail, testModeMarks } from "./templates";

// The reminder and the mails that follow her membership (docs/jobs.md), in the same warm layout as the
// others. Test mode marks its billing mails so nobody takes them for a real charge.

export interface ReminderContent {
  to: string;
  name: string;
  affirmation: string;
  /** Her next day, by public title only (never a paid prompt); absent for "affirmation only". */
  nextDay?: { number: number; title: string; url: string };
  gentle: boolean;
  unsubscribeUrl: string;
}

export function reminderMail(r: ReminderContent): MailMessage {
  const lines = [
    greeting(r.name),
    r.gentle
      ? "No rush and nothing to catch up on. Your journal is here whenever you are ready."
      : "A small pause for you today.",
    `Today's affirmation: ${r.affirmation}`,
    ...(r.nextDay
      ? [`When you have a few minutes, Day ${r.nextDay.number}, “${r.nextDay.title}”, is waiting.`]
      : []),
  ];
  // The link shows a page with one button; opening it changes nothing (docs/security.md, RFC 8058).
  const footer = `You asked for this reminder. To stop it, open ${r.unsubscribeUrl} and press "Turn off reminders".`;
  const action = r.nextDay ? { label: `Open Day ${r.nextDay.number}`, url: r.nextDay.url } : undefined;
  return {
    to: r.to,
    subject: r.gentle ? "Whenever you are ready" : "Your moment for today",
    text: `${lines.join("\n\n")}${action ? `\n\n${action.label}: ${action.url}` : ""}\n\n${footer}\n`,
    html: layout(r.gentle ? "Whenever you are ready" : "Your moment for today", lines, action, {
      label: "Turn these reminders off",
      url: r.unsubscribeUrl,
    }),
    headers: {
      // RFC 8058: mail providers offer one-click unsubscribe and POST to this address.
      "List-Unsubscribe": `<${r.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A mail about her membership: in test mode its subject says so, and its last line that no card is charged. */
function membershipMail(
  testing: boolean,
  to: string,
  subject: string,
  heading: string,
  lines: string[],
  link?: Parameters<typeof linkMail>[4],
): MailMessage {
  const marked = testModeMarks(testing, subject, lines);
  return linkMail(to, marked.subject, heading, marked.lines, link);
}

/** Day 1's time label in words (docs/content-style.md: words up to ten), so the mail and the day page agree. */
export function dayOneMinutes(): string {
  const minutes = journeyPrompts.find((prompt) => prompt.day === 1)?.minutes ?? 5;
  return minutes === 5 ? "five" : minutes === 10 ? "ten" : String(minutes);
}

export function welcomeMail(to: string, name: string, url: string, testing = false): MailMessage {
  const lines = [
    greeting(name),
    `Your e-mail is confirmed and your soul path is open. Day 1 takes about ${dayOneMinutes()} minutes: one honest question, answered at your own pace.`,
    "Everything you write is saved as you go, and only you can read it.",
  ];
  return membershipMail(testing, to, "Welcome to Grind to Grace", "Welcome", lines, {
    text: "Begin Day 1",
    label: "Begin Day 1",
    url,
  });
}

export function trialEndingMail(
  to: string,
  name: string,
  details: { endsOn: string; amount: string; plan: string; url: string; testing: boolean },
): MailMessage {
  const lines = [
    greeting(name),
    `Your free trial of ${details.plan} ends on ${details.endsOn}. After that, ${details.amount} is charged unless you cancel or change your plan before then.`,
    "If you would like to keep going, there is nothing to do.",
  ];
  return membershipMail(
    details.testing,
    to,
    "Your free trial ends in 3 days",
    "Your trial ends in 3 days",
    lines,
    { text: "Cancel or change your plan", label: "Cancel or change my plan", url: details.url },
  );
}

export function paymentFailedMail(to: string, name: string, url: string, testing = false): MailMessage {
  const lines = [
    greeting(name),
    "Your latest payment for Grind to Grace did not go through. This happens: a card expires, a bank says no.",
    "Please update your payment method on the billing page. Your journal and everything you wrote stay safe meanwhile.",
  ];
  return membershipMail(
    testing,
    to,
    "Your payment did not go through",
    "Your payment did not go through",
    lines,
    { text: "Update your payment method", label: "Update my payment method", url },
  );
}

export function subscriptionCanceledMail(
  to: string,
  name: string,
  details: { url: string; testing: boolean },
): MailMessage {
  const lines = [
    greeting(name),
    "Your subscription has ended, and you will not be charged again.",
    "You keep your journal: every reflection and check-in stays yours to read, the first five days stay open, and you can download all of it from your account page at any time.",
  ];
  return membershipMail(
    details.testing,
    to,
    "Your subscription has ended",
    "Your subscription has ended",
    lines,
    { text: "Your account", label: "Open my account", url: details.url },
  );
}

export function accountDeletedMail(to: string, name: string, testing = false): MailMessage {
  const lines = [
    greeting(name),
    "Your Grind to Grace account has been deleted, as you asked. Your reflections, check-ins and notes are gone from our servers, and any subscription has ended: you will not be charged again.",
    "Thank you for the time you gave yourself here. If you ever want to begin again, you are always welcome.",
  ];
  return membershipMail(
    testing,
    to,
    "Your Grind to Grace account has been deleted",
    "Your account has been deleted",
    lines,
  );
}
