// What the console's audit log records (docs/security.md, "The console"): each action by its stored name,
// how the log words it, and what its target is. The server reads `target` to name the member an entry is
// for; the audit tab reads `label`. A new admin action is one entry here.

/**
 * What an entry's stored target holds: a member's id ("member", shown by her name or address), the
 * member list's filters of a CSV download ("filters"), or a short word the admin chose ("text").
 */
export type AuditTarget = "member" | "filters" | "text";

export const auditActions = {
  "comp.grant": { label: "Granted complimentary access", target: "member" },
  "comp.end": { label: "Ended complimentary access", target: "member" },
  "verification.resend": { label: "Resent the verification mail", target: "member" },
  "members.export": { label: "Downloaded members as CSV", target: "filters" },
  "notices.set": { label: "Changed staff notices", target: "text" },
  "offer.create": { label: "Created an offer", target: "text" },
  "offer.end": { label: "Ended an offer", target: "text" },
  "payment.refund": { label: "Refunded a payment", target: "member" },
  // The coach's messages (D28): the target is the message's subject.
  "broadcast.draft": { label: "Saved a broadcast draft", target: "text" },
  "broadcast.send": { label: "Sent or scheduled a broadcast", target: "text" },
  "broadcast.cancel": { label: "Cancelled a broadcast", target: "text" },
  "sequence.create": { label: "Wrote an automatic message", target: "text" },
  "sequence.update": { label: "Changed an automatic message", target: "text" },
  "sequence.delete": { label: "Deleted an automatic message", target: "text" },
  // The coach's content: the target names the piece and version ("Day 12, version 3").
  "content.publish": { label: "Published content", target: "text" },
  "content.restore": { label: "Restored an earlier version of content", target: "text" },
  // The team (D28): the target is the address invited, removed or joining.
  "team.invite": { label: "Invited someone to the team", target: "text" },
  "team.accept": { label: "Joined the team", target: "text" },
  "team.remove": { label: "Removed someone from the team", target: "text" },
} as const satisfies Record<string, { label: string; target: AuditTarget }>;

export type AuditAction = keyof typeof auditActions;

/** The actions done for one member, whose target is her id. */
export const memberAuditActions = (Object.keys(auditActions) as AuditAction[]).filter(
  (action) => auditActions[action].target === "member",
);

/** How the log names someone who deleted her account, as actor or as the member an action was for. */
export const DELETED_MEMBER = "a deleted member";
