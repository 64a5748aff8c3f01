import { Card } from "../../components/ui/card";
import { ConsoleLoading } from "./console-loading";
import { useAudit } from "./use-console";

const actionLabels: Record<string, string> = {
  "comp.grant": "Granted complimentary access",
  "comp.end": "Ended complimentary access",
  "verification.resend": "Resent the verification mail",
  "members.export": "Downloaded members as CSV",
  "notices.set": "Changed staff notices",
  "offer.create": "Created an offer",
  "offer.end": "Ended an offer",
  "payment.refund": "Refunded a payment",
  "broadcast.draft": "Saved a broadcast draft",
  "broadcast.send": "Sent or scheduled a broadcast",
  "broadcast.cancel": "Cancelled a broadcast",
  "sequence.create": "Wrote an automatic message",
  "sequence.update": "Changed an automatic message",
  "sequence.delete": "Deleted an automatic message",
  "team.invite": "Invited someone to the team",
  "team.accept": "Joined the team",
  "team.remove": "Removed someone from the team",
};

/** Every admin action, newest first (docs/security.md, "The console"). */
export function AuditPanel() {
  const audit = useAudit();
  if (audit.isPending) {
    return <ConsoleLoading label="Loading the audit log" />;
  }
  if (audit.isError) return <p className="mt-6">The audit log could not be loaded.</p>;
  return (
    <Card className="mt-6">
      <h2 className="text-xl">Audit log</h2>
      {audit.data.entries.length === 0 ? (
        <p className="mt-3 text-muted">No admin actions yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-linen text-sm">
          {audit.data.entries.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.target}`} className="py-2">
              <span className="font-semibold">{actionLabels[entry.action] ?? entry.action}</span>
              {entry.target ? <span className="break-all text-muted"> · {entry.target}</span> : null}
              <br />
              <span className="text-muted">
                {new Date(entry.at).toLocaleString("en-US")} by {entry.actor}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
