import { type FormEvent, useState } from "react";
import { type ConsoleRole, type TeamRole, teamRoles } from "../../../domain/team";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { formatLongDate } from "../../lib/format-date";
import { useInvite, useRemoveFromTeam, useTeam } from "./use-messages";

// The console's team (D28): the owner, and whom she invites as admin or staff.

const roleLabels: Record<ConsoleRole, string> = {
  owner: "Owner",
  admin: "Administrator",
  staff: "Staff",
};

/** The roles she may invite to. */
const roleChoices = Object.fromEntries(teamRoles.map((role) => [role, roleLabels[role]]));

export function TeamPanel() {
  const team = useTeam();
  const remove = useRemoveFromTeam();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("staff");
  const invite = useInvite(() => setEmail(""));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role });
  };
  return (
    <Card className="mt-6">
      <h2 className="text-2xl">Team</h2>
      <p className="mt-2 text-sm text-muted">
        Staff see the console and members' pages, give complimentary access, resend confirmation mails and
        write broadcast drafts. Administrators can do everything but remove the owner. Nobody in the console
        can read what members write.
      </p>
      <form className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end" onSubmit={submit}>
        <TextField
          label="E-mail"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="Role"
          options={roleChoices}
          value={role}
          onChange={(event) => setRole(event.target.value as TeamRole)}
        />
        <Button type="submit" busy={invite.isPending}>
          Invite
        </Button>
      </form>
      {team.isPending ? (
        <p className="mt-4 text-muted">Loading the team...</p>
      ) : (
        <ul className="mt-6 flex flex-col divide-y divide-linen">
          {(team.data?.members ?? []).map((member) => (
            <li key={member.email} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-all text-ink">{member.email}</p>
                <p className="text-sm text-muted">
                  {roleLabels[member.role]}
                  {member.role !== "owner" &&
                    (member.acceptedAt
                      ? ` · joined ${formatLongDate(member.acceptedAt)}`
                      : ` · invited ${formatLongDate(member.invitedAt)}, not accepted yet`)}
                </p>
              </div>
              {member.role !== "owner" && (
                <Button variant="ghost" size="sm" onClick={() => remove.mutate(member.email)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
