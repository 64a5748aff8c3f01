import type { MailMessage } from "./mailer";
import { greeting, layout, testModeMarks } from "./templates";

// The mails that help a member stay (issue #26; docs/jobs.md, "Keeping members"): a pause ending, a gift,
// payment reminders, receipts and the one win-back mail. Test mode marks each, as the other billing mails do.

interface Link {
  label: string;
  url: string;
}

/** A short mail: greeting, paragraphs, one action, and the test-mode line when payments are not real. */
export function shortMail(
  to: string,
  name: string,
  content: { subject: string; lines: string[]; action?: Link; footer?: Link; testing: boolean },
): MailMessage {
  const marked = testModeMarks(content.testing, content.subject, content.lines);
  const { subject } = marked;
  const lines = [greeting(name), ...marked.lines];
  const action = content.action ? `\n\n${content.action.label}: ${content.action.url}` : "";
  const footer = content.footer ? `\n\n${content.footer.label}: ${content.footer.url}` : "";
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}${action}${footer}\n`,
    html: layout(content.subject, lines, content.action, content.footer),
  };
}

export function pauseEndingMail(to: string, name: string, resumesOn: string, url: string, testing: boolean) {
  return shortMail(to, name, {
    subject: "Your pause ends in 3 days",
    lines: [
      `Your membership comes back on ${resumesOn}, and billing starts again that day.`,
      "If you need a little longer, or would rather stop, you can change that on your billing page.",
    ],
    action: { label: "Open my billing page", url },
    testing,
  });
}

export function giftMail(
  to: string,
  details: { name: string; from: string; plan: string; months: number; message: string | null; url: string },
) {
  return shortMail(to, details.name, {
    subject: `${details.from} gave you ${details.months} months of ${details.plan}`,
    lines: [
      `${details.from} has given you ${details.months} months of ${details.plan} on Grind to Grace: a guided journaling path at your own pace. No card is needed.`,
      ...(details.message ? [`Their message: “${details.message}”`] : []),
      "Sign in or create an account with any e-mail, then open the link to begin.",
    ],
    action: { label: "Redeem my gift", url: details.url },
    testing: false,
  });
}

export function giftEndingMail(to: string, name: string, endsOn: string, url: string, testing: boolean) {
  return shortMail(to, name, {
    subject: "Your gift ends soon",
    lines: [
      `Your gift membership ends on ${endsOn}. After that your journal stays yours, with the first five days open.`,
      "If you would like to keep going, you can choose a plan whenever you like. No pressure at all.",
    ],
    action: { label: "See the plans", url },
    testing,
  });
}

export function paymentReminderMail(to: string, name: string, url: string, testing: boolean) {
  return shortMail(to, name, {
    subject: "A reminder about your payment",
    lines: [
      "Your last payment still has not gone through. Updating your card takes a minute, and your journal stays safe meanwhile.",
    ],
    action: { label: "Update my card", url },
    testing,
  });
}

export function paymentLastNoticeMail(
  to: string,
  name: string,
  endsOn: string,
  url: string,
  testing: boolean,
) {
  return shortMail(to, name, {
    subject: "Your paid days close tomorrow",
    lines: [
      `Without a working card, your paid days close on ${endsOn}. Everything you wrote stays yours to read and download.`,
    ],
    action: { label: "Update my card", url },
    testing,
  });
}

export function cardExpiringMail(to: string, name: string, expires: string, url: string, testing: boolean) {
  return shortMail(to, name, {
    subject: "Your card expires soon",
    lines: [`The card on your membership expires at the end of ${expires}. You can add a new one any time.`],
    action: { label: "Update my card", url },
    testing,
  });
}

export function receiptMail(
  to: string,
  name: string,
  details: { subject: string; lines: string[]; url: string; testing: boolean },
) {
  return shortMail(to, name, {
    subject: details.subject,
    lines: details.lines,
    action: { label: "Open my billing page", url: details.url },
    testing: details.testing,
  });
}

export function winBackMail(
  to: string,
  name: string,
  details: { url: string; optOutUrl: string; testing: boolean },
) {
  return shortMail(to, name, {
    subject: "Your journal is still here",
    lines: [
      "It has been a month since your membership ended. Everything you wrote is still here, and the first five days are always open.",
      "If you would like to come back, your path picks up where you left it.",
    ],
    action: { label: "See the plans", url: details.url },
    footer: { label: "No more mails like this", url: details.optOutUrl },
    testing: details.testing,
  });
}
