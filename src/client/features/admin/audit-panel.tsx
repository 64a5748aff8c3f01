import type { AdminAuditEntry } from "../../../domain/admin-console";
import { auditActions } from "../../../domain/audit-actions";
import { planByKey, planKeys } from "../../../domain/plans";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { formatDateTime } from "../../lib/format-date";
import { Link } from "../../lib/router";
import { dayCount, statusLabels } from "./console-format";
import { ConsoleLoading } from "./console-loading";
import { opened } from "./member-page";
import { useAudit } from "./use-console";

/** The member list's filters of a CSV download, in words: "In trial, Grace Flow, quiet 30 days or more". */
function filtersInWords(query: string): string {
  const params = new URLSearchParams(query);
  const status = params.get("status");
  const plan = planKeys.find((key) => key === params.get("plan"));
  const quiet = params.get("inactiveDays");
  const trial = params.get("trialEndsWithinDays");
  const q = params.get("q");
  const words = [
    status && (statusLabels[status as keyof typeof statusLabels] ?? status),
    plan && planByKey(plan).name,
    quiet && `quiet ${dayCount(Number(quiet))} or more`,
    trial && `trial ends within ${dayCount(Number(trial))}`,
    q && `matching “${q}”`,
  ].filter(Boolean);
  return words.length ? words.join(", ") : "all members";
}

/** What an entry was for: the member (her page's link while she has an account), or its other target. */
function Target({ entry }: { entry: AdminAuditEntry }) {
  const { member, detail } = entry;
  if (member) {
    return member.id ? (
      <Link
        to={paths.adminMember(member.id)}
        state={opened}
        className="text-clay-dark underline underline-offset-2"
      >
        {member.name}
      </Link>
    ) : (
      <span className="text-muted">{member.name}</span>
    );
  }
  if (detail === null) return null;
  const kind = auditActions[entry.action]?.target;
  return <span className="break-all text-muted">{kind === "filters" ? filtersInWords(detail) : detail}</span>;
}

/** Every admin action, newest first, by who did it and for whom (docs/security.md, "The console"). */
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
          {audit.data.entries.map((entry, i) => (
            // Entries are never reordered: the newest arrive first, and the list is read again whole.
            // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share their time, action and target
            <li key={`${entry.at}-${entry.action}-${i}`} className="py-2">
              <span className="font-semibold">{auditActions[entry.action]?.label ?? entry.action}</span>
              {(entry.member || entry.detail !== null) && " · "}
              <Target entry={entry} />
              <br />
              <span className="text-muted">
                {formatDateTime(entry.at)} by {entry.actor}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
