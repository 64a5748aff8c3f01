import { z } from "zod";
import { memberFilters, optionalCount } from "./admin-console";

// The coach writes to her members (D28, docs/architecture.md "Broadcasts and sequences"): a message in
// a small, safe Markdown subset with `{firstName}` as its one merge field, to a segment made of the
// console's member filters, now or at a time; and automatic sequence messages. Shared by the console's
// compose screen (its preview) and the server (the mail): one parser, two renderers.

export const MAX_SUBJECT_LENGTH = 150;
export const MAX_MESSAGE_LENGTH = 20_000;

/** Who a broadcast goes to: every verified member who matches all the filters given. */
export const audienceSchema = z.strictObject({
  ...memberFilters,
  /** Completed at least this many days of the path. */
  minDay: optionalCount(75),
});
export type Audience = z.infer<typeof audienceSchema>;

const subject = z.string().trim().min(1, "write a subject").max(MAX_SUBJECT_LENGTH);
const body = z.string().trim().min(1, "write a message").max(MAX_MESSAGE_LENGTH);

export const broadcastRequestSchema = z.strictObject({
  subject,
  body,
  audience: audienceSchema.default({}),
  /** When to send; absent sends now. */
  sendAt: z.iso.datetime({ offset: true }).optional(),
  /** Kept as a draft (no sending), which staff may make. */
  draft: z.boolean().optional(),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

export const broadcastSendSchema = z.strictObject({ sendAt: z.iso.datetime({ offset: true }).optional() });

export const broadcastStatuses = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

export interface BroadcastSummary {
  id: string;
  subject: string;
  body: string;
  audience: Audience;
  status: BroadcastStatus;
  recipients: number;
  sent: number;
  failed: number;
  sendAt: string | null;
}

export interface BroadcastList {
  broadcasts: BroadcastSummary[];
}

export const sequenceTriggers = ["signup", "trial", "day", "quiet"] as const;
export type SequenceTrigger = (typeof sequenceTriggers)[number];

/** How each trigger reads in the console, with its N. */
export function describeTrigger(trigger: SequenceTrigger, days: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  switch (trigger) {
    case "signup":
      return `${plural(days, "day")} after she signs up`;
    case "trial":
      return `${plural(days, "day")} after her trial starts`;
    case "day":
      return `When she completes day ${days}`;
    case "quiet":
      return `After ${plural(days, "quiet day")}`;
  }
}

export const sequenceRequestSchema = z.strictObject({
  subject,
  body,
  trigger: z.enum(sequenceTriggers),
  /** The trigger's N: days after sign-up or trial, the day completed, or quiet days. */
  days: z.number().int().min(0).max(3650),
  enabled: z.boolean(),
});
export type SequenceRequest = z.infer<typeof sequenceRequestSchema>;

export interface SequenceSummary extends SequenceRequest {
  id: string;
  /** Members it has been sent to. */
  sent: number;
}

export interface SequenceList {
  sequences: SequenceSummary[];
}

// The Markdown subset: paragraphs (a blank line between), lines starting "- " as a list, **bold**,
// *italic*, and [text](https://…) links. Anything else is text as written; no HTML ever passes.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "italic"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block = { kind: "paragraph"; lines: Inline[][] } | { kind: "list"; items: Inline[][] };

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

function inlines(line: string): Inline[] {
  const parts: Inline[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) parts.push({ kind: "text", text: line.slice(at, match.index) });
    const [, bold, italic, label, href] = match;
    if (bold !== undefined) parts.push({ kind: "bold", text: bold });
    else if (italic !== undefined) parts.push({ kind: "italic", text: italic });
    else parts.push({ kind: "link", text: label as string, href: href as string });
    at = match.index + match[0].length;
  }
  if (at < line.length) parts.push({ kind: "text", text: line.slice(at) });
  return parts;
}

/** The message's blocks, with `{firstName}` filled in (a member without a name reads "there"). */
export function messageBlocks(body: string, firstName: string): Block[] {
  const filled = body.replace(/\{firstName\}/g, firstName.trim() || "there");
  return filled
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split("\n").map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ""))
    .map((lines): Block => {
      if (lines.every((line) => /^\s*[-*] /.test(line))) {
        return { kind: "list", items: lines.map((line) => inlines(line.replace(/^\s*[-*] /, ""))) };
      }
      return { kind: "paragraph", lines: lines.map(inlines) };
    });
}

/** The subject with `{firstName}` filled in. */
export const messageSubject = (subjectText: string, firstName: string) =>
  subjectText.replace(/\{firstName\}/g, firstName.trim() || "there");

const inlineText = (parts: Inline[]) =>
  parts.map((part) => (part.kind === "link" ? `${part.text} (${part.href})` : part.text)).join("");

/** The message as plain text (a mail's text part). */
export function messageText(blocks: Block[]): string {
  return blocks
    .map((block) =>
      block.kind === "list"
        ? block.items.map((item) => `- ${inlineText(item)}`).join("\n")
        : block.lines.map(inlineText).join("\n"),
    )
    .join("\n\n");
}
