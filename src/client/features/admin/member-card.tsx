import { type FormEvent, useState } from "react";
import type { PlanKey } from "../../../domain/plans";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { CheckboxRow } from "../../components/ui/labelled-field";
import { SelectField } from "../../components/ui/select-field";
import { TermRow } from "../../components/ui/term-row";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { boundTo } from "../../lib/bound-to";
import { longDate, planLabel, statusLabels } from "./console-format";
import { ConsoleLoading } from "./console-loading";
import { MemberPayments } from "./member-payments";
import { planChoices } from "./plan-options";
import { useEndComp, useGrantComp, useMember, useResendVerification } from "./use-console";

/** Why an admin action failed, said where it was asked for. */
function ActionError({ action, className = "" }: { action: { error: Error | null }; className?: string }) {
  if (!action.error) return null;
  const message =
    action.error instanceof ApiError ? action.error.message : "That did not work. Please try again.";
  return (
    <p className={`text-sm text-clay-dark ${className}`} role="alert">
      {message}
    </p>
  );
}

/** A member's page: her plan, history, progress and mails, and what the admin can do for her. */
export function MemberCard({ id, onBack }: { id: string; onBack(): void }) {
  const member = useMember(id);
  const grant = useGrantComp(id);
  const end = useEndComp(id);
  const resend = useResendVerification(id);
  const [plan, setPlan] = useState<PlanKey>("collective");
  const [until, setUntil] = useState("");
  const [notify, setNotify] = useState(true);

  if (member.isPending) {
    return <ConsoleLoading label="Loading her page" />;
  }
  if (member.isError) return <p className="mt-6">Her page could not be loaded.</p>;
  const { member: her, history, mails, comp } = member.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate({ plan, until: until || null, notify });
  };
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div>
        <Button variant="ghost" onClick={onBack}>
          ← All members
        </Button>
      </div>
      <Card>
        <h2 className="text-2xl">{her.name || her.email}</h2>
        <p className="break-all text-muted">{her.email}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label="Status" value={statusLabels[her.status]} />
          <Fact label="Plan" value={planLabel(her) || "None"} />
          <Fact label="Days completed" value={String(her.daysCompleted)} />
          <Fact label="Last active" value={longDate(her.lastActiveAt)} />
          <Fact label="Joined" value={longDate(her.joinedAt)} />
          <Fact label="Reminders" value={her.remindersOn ? "On" : "Off"} />
          <Fact label="Address verified" value={her.emailVerified ? "Yes" : "No"} />
        </dl>
        {!her.emailVerified && (
          <div className="mt-4">
            <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate(undefined)}>
              Resend verification
            </Button>
            {resend.isSuccess && (
              <p className="mt-2 text-sm text-sage" role="status">
                Verification mail sent.
              </p>
            )}
            <ActionError action={resend} className="mt-2" />
          </div>
        )}
      </Card>
      <Card>
        <h2 className="text-xl">Complimentary access</h2>
        {comp ? (
          <div className="mt-3">
            <p>
              {comp.plan}, {comp.until ? `until ${longDate(`${comp.until}T12:00:00Z`)}` : "with no end date"}.
            </p>
            <Button
              variant="secondary"
              className="mt-3"
              busy={end.isPending}
              onClick={() => end.mutate(undefined)}
            >
              End complimentary access
            </Button>
            <ActionError action={end} className="mt-2" />
          </div>
        ) : (
          <form onSubmit={submit} className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-end">
            <SelectField
              label="Plan"
              options={planChoices}
              value={plan}
              onChange={(event) => setPlan(event.target.value as PlanKey)}
            />
            <TextField label="Until (leave empty for no end)" type="date" {...boundTo(until, setUntil)} />
            <Button type="submit" busy={grant.isPending}>
              Grant complimentary access
            </Button>
            <CheckboxRow checked={notify} onChange={setNotify} className="text-sm sm:col-span-3">
              Tell her by e-mail
            </CheckboxRow>
            <ActionError action={grant} className="sm:col-span-3" />
          </form>
        )}
      </Card>
      <MemberPayments id={id} />
      <Card>
        <h2 className="text-xl">Subscription history</h2>
        {history.length === 0 ? (
          <p className="mt-3 text-muted">No changes yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-linen text-sm">
            {history.map((entry) => (
              <li key={`${entry.at}-${entry.toStatus}-${entry.cause}`} className="py-2">
                <span className="font-semibold">{longDate(entry.at)}</span>: {entry.fromStatus} →{" "}
                {entry.toStatus}
                {entry.plan ? `, ${planLabel(entry)}` : ""} ({entry.cause.replaceAll("_", " ")})
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className="text-xl">Mails sent to her</h2>
        {mails.length === 0 ? (
          <p className="mt-3 text-muted">None yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-linen text-sm">
            {mails.map((mail) => (
              <li
                key={`${mail.sentAt}-${mail.subject}`}
                className="flex flex-col py-2 sm:flex-row sm:justify-between"
              >
                <span>{mail.subject}</span>
                <span className="text-muted">{longDate(mail.sentAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return <TermRow term={label} value={value} className="gap-3 border-b border-linen/60 py-1" />;
}
