import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { type Block, type Inline, messageBlocks, messageSubject, messageText } from "../../domain/broadcasts";
import type { MailMessage } from "./mailer";

// The coach's words as a mail (D28): her Markdown subset as escaped HTML in the warm layout, the same
// text as plain text, and RFC 8058's one-click unsubscribe from "News from Grind to Grace". No tracking
// pixel and no rewritten links: we never learn who opened or clicked (docs/architecture.md).

const inlineHtml = (parts: Inline[]) =>
  parts.map((part) => {
    switch (part.kind) {
      case "bold":
        return html`<strong>${part.text}</strong>`;
      case "italic":
        return html`<em>${part.text}</em>`;
      case "link":
        return html`<a href="${part.href}" style="color:#9a5b43">${part.text}</a>`;
      default:
        return html`${part.text}`;
    }
  });

function blockHtml(block: Block): HtmlEscapedString | Promise<HtmlEscapedString> {
  if (block.kind === "list") {
    return html`<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${block.items.map(
      (item) => html`<li>${inlineHtml(item)}</li>`,
    )}</ul>`;
  }
  const lines = block.lines.map((line, index) => html`${index > 0 ? html`<br>` : ""}${inlineHtml(line)}`);
  return html`<p style="margin:0 0 16px;line-height:1.6">${lines}</p>`;
}

export const NEWS_FOOTER_LABEL = "No more news from Grind to Grace";

/** One member's copy of a broadcast or sequence message. */
export function newsMail(r: {
  to: string;
  firstName: string;
  subject: string;
  body: string;
  unsubscribeUrl: string;
  /** A copy the coach sends herself before sending. */
  test?: boolean;
}): MailMessage {
  const blocks = messageBlocks(r.body, r.firstName);
  const subject = `${r.test ? "[Test] " : ""}${messageSubject(r.subject, r.firstName)}`;
  const footer = html`<p style="margin:32px 0 0;font-size:12px;color:#6f625a">You get news from Grind to Grace because you are a member. <a href="${r.unsubscribeUrl}" style="color:#6f625a">${NEWS_FOOTER_LABEL}</a></p>`;
  const page = html`<!doctype html><html><body style="margin:0;background:#f7f2ea;font-family:Georgia,serif;color:#2f2622">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#9a5b43">Grind to Grace</p>
${blocks.map(blockHtml)}${footer}
</div></body></html>`;
  return {
    to: r.to,
    subject,
    text: `${messageText(blocks)}\n\n${NEWS_FOOTER_LABEL}: ${r.unsubscribeUrl}\n`,
    html: page.toString(),
    headers: {
      // RFC 8058: mail providers offer one-click unsubscribe and POST to this address.
      "List-Unsubscribe": `<${r.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
