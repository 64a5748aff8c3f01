import { html } from "hono/html";
import { isPlausibleName } from "../../domain/names";
import type { MailMessage } from "./mailer";

// hono/html escapes every value put into the layout.
interface Link {
  label: string;
  url: string;
}

/** The warm mail layout; `footer` is a small link under everything (a reminder's unsubscribe). */
export function layout(heading: string, paragraphs: string[], action?: Link, footer?: Link): string {
  const body = paragraphs.map((p) => html`<p style="margin:0 0 16px;line-height:1.6">${p}</p>`);
  const button = action
    ? html`<p style="margin:24px 0"><a href="${action.url}" style="display:inline-block;background:#9a5b43;color:#fff;text-decoration:none;padding:12px 20px;border-radius:999px">${action.label}</a></p>
<p style="margin:0;font-size:13px;color:#6f625a;word-break:break-all">Or open this link: ${action.url}</p>`
    : "";
  return html`<!doctype html><html><body style="margin:0;background:#f7f2ea;font-family:Georgia,serif;color:#2f2622">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#9a5b43">Grind to Grace</p>
<h1 style="margin:0 0 16px;font-size:24px;font-weight:600">${heading}</h1>${body}${button}${
    footer
      ? html`<p style="margin:32px 0 0;font-size:12px;color:#6f625a"><a href="${footer.url}" style="color:#6f625a">${footer.label}</a></p>`
      : ""
  }
</div></body></html>`.toString();
}

/** A mail of a few paragraphs and at most one link: "text: url" in plain text, a button labelled `label` in HTML. */
export function linkMail(
  to: string,
  subject: string,
  heading: string,
  lines: string[],
  link?: Link & { text: string },
): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join("\n\n")}${link ? `\n\n${link.text}: ${link.url}` : ""}\n`,
    html: layout(heading, lines, link && { label: link.label, url: link.url }),
  };
}

/** A name that does not read as one (an old sign-up, say) is left out: no links in greetings. */
/** A mail about test-mode payments says so: in its subject, and in a last line that no card is charged. */
export function testModeMarks(testing: boolean, subject: string, lines: string[]) {
  return testing
    ? {
        subject: `${subject} (test mode)`,
        lines: [...lines, "This account uses test-mode payments: no card is charged."],
      }
    : { subject, lines };
}

export function greeting(name: string) {
  const first = isPlausibleName(name) ? name.trim().split(/\s+/)[0] : undefined;
  return first ? `Hi ${first},` : "Hi,";
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const lines = [
    greeting(name),
    "Welcome to Grind to Grace. Please confirm your e-mail address so you can sign in and begin your soul path.",
    "If you did not create an account, you can ignore this message.",
  ];
  return linkMail(to, "Confirm your e-mail for Grind to Grace", "Confirm your e-mail", lines, {
    text: "Confirm your e-mail",
    label: "Confirm my e-mail",
    url,
  });
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  const lines = [
    greeting(name),
    "Someone asked to reset the password for your Grind to Grace account. The link below works once and expires in one hour.",
    "If this was not you, ignore this message: your password stays the same.",
  ];
  return linkMail(to, "Reset your Grind to Grace password", "Reset your password", lines, {
    text: "Choose a new password",
    label: "Choose a new password",
    url,
  });
}

export function emailChangeMail(to: string, name: string, url: string): MailMessage {
  const lines = [
    greeting(name),
    "You asked to use this address for your Grind to Grace account. Confirm it with the link below, and from then on you sign in with this address.",
    "If you did not ask for this, ignore this message: nothing changes.",
  ];
  return linkMail(to, "Confirm your new e-mail for Grind to Grace", "Confirm your new e-mail", lines, {
    text: "Confirm this address",
    label: "Use this address",
    url,
  });
}

/** To her old address when a new one is asked for (docs/security.md, "Changing the e-mail"). */
export function emailChangeNoticeMail(
  to: string,
  name: string,
  newEmail: string,
  undoUrl: string,
): MailMessage {
  const lines = [
    greeting(name),
    `Someone signed in to your Grind to Grace account asked to use ${newEmail} from now on. It takes effect once the link sent there is opened.`,
    "If this was you, there is nothing to do. If it was not, open the link below within a week: your address stays (or goes back to) this one and every device is signed out.",
  ];
  return linkMail(to, "Your Grind to Grace e-mail is being changed", "Your e-mail is being changed", lines, {
    text: "This was not me",
    label: "This was not me",
    url: undoUrl,
  });
}
