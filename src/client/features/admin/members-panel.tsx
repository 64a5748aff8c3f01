import { useState } from "react";
import { type MemberStatus, memberStatuses } from "../../../domain/admin-console";
import { apiPath } from "../../../domain/api-paths";
import type { PlanKey } from "../../../domain/plans";
import { Button } from "../../components/ui/button";
import { buttonClass } from "../../components/ui/button-styles";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { longDate, statusLabels } from "./console-format";
import { MemberCard } from "./member-card";
import { PlanOptions } from "./plan-options";
import { filterParams, type MemberFilters, useMembers } from "./use-console";

const selectClass =
  "min-h-11 w-full rounded-xl border border-linen bg-white px-3 text-base text-ink focus:border-clay";

/** A filter by a number of days: empty for any, else a whole number from 0. */
function DaysFilter({
  label,
  days,
  onChange,
  className,
}: {
  label: string;
  days: number | undefined;
  onChange: (days: number | undefined) => void;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      value={days ?? ""}
      onChange={({ target: { value } }) =>
        onChange(value === "" ? undefined : Math.max(0, Math.floor(Number(value))))
      }
      className={className}
    />
  );
}

/** The member list: filters, keyset pages, a CSV of the same rows, and her page when chosen. */
export function MembersPanel() {
  const [filters, setFilters] = useState<MemberFilters>({ q: "" });
  const [cursors, setCursors] = useState<string[]>([""]);
  const [chosen, setChosen] = useState<string | null>(null);
  const cursor = cursors.at(-1) ?? "";
  const members = useMembers(filters, cursor);
  const change = (next: Partial<MemberFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setCursors([""]);
  };
  const csv = `${apiPath("admin")}/members?${new URLSearchParams({ ...filterParams(filters), format: "csv" })}`;

  if (chosen) return <MemberCard id={chosen} onBack={() => setChosen(null)} />;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <Card>
        <h2 className="text-xl">Find members</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <TextField
            label="Name or e-mail"
            type="search"
            value={filters.q}
            onChange={(event) => change({ q: event.target.value })}
            className="lg:col-span-2"
          />
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
            Status
            <select
              className={selectClass}
              value={filters.status ?? ""}
              onChange={(event) =>
                change({ status: (event.target.value || undefined) as MemberStatus | undefined })
              }
            >
              <option value="">Any</option>
              {memberStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
            Plan
            <select
              className={selectClass}
              value={filters.plan ?? ""}
              onChange={(event) => change({ plan: (event.target.value || undefined) as PlanKey | undefined })}
            >
              <option value="">Any</option>
              <PlanOptions />
            </select>
          </label>
          <DaysFilter
            label="Quiet for at least (days)"
            days={filters.inactiveDays}
            onChange={(inactiveDays) => change({ inactiveDays })}
          />
          <DaysFilter
            label="Trial ends within (days)"
            days={filters.trialEndsWithinDays}
            onChange={(trialEndsWithinDays) => change({ trialEndsWithinDays })}
            className="lg:col-start-5"
          />
        </div>
        <a href={csv} download="members.csv" className={buttonClass("secondary", "md", "mt-4")}>
          Download these members as CSV
        </a>
      </Card>
      <Card>
        <h2 className="text-xl">Members</h2>
        {members.isError && <p className="mt-3">The list could not be loaded. Please try again.</p>}
        {members.data && members.data.members.length === 0 && <p className="mt-3">No members match.</p>}
        <ul className="mt-3 flex flex-col divide-y divide-linen">
          {members.data?.members.map((member) => (
            <li
              key={member.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <button
                  type="button"
                  onClick={() => setChosen(member.id)}
                  className="text-left font-semibold text-clay-dark underline-offset-2 hover:underline"
                >
                  {member.name || member.email}
                </button>
                <p className="break-all text-sm text-muted">{member.email}</p>
              </div>
              <p className="text-sm text-ink sm:text-right">
                {statusLabels[member.status]}
                {member.plan ? ` · ${member.plan}, ${member.period}` : ""}
                <br />
                <span className="text-muted">
                  {member.daysCompleted} days done · last active {longDate(member.lastActiveAt)} · joined{" "}
                  {longDate(member.joinedAt)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex gap-3">
          <Button
            variant="ghost"
            disabled={cursors.length < 2}
            onClick={() => setCursors((all) => all.slice(0, -1))}
          >
            Previous
          </Button>
          <Button
            variant="ghost"
            disabled={!members.data?.nextCursor}
            onClick={() => {
              const next = members.data?.nextCursor;
              if (next) setCursors((all) => [...all, next]);
            }}
          >
            Next
          </Button>
        </div>
      </Card>
    </div>
  );
}
