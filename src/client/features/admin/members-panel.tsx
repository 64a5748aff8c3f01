import { useEffect, useMemo, useRef, useState } from "react";
import { adminMembersQuerySchema, type MemberFilters } from "../../../domain/admin-console";
import { apiPath } from "../../../domain/api-paths";
import { paths } from "../../../domain/routes";
import { Button } from "../../components/ui/button";
import { buttonClass } from "../../components/ui/button-styles";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { Link, useLocation, useNavigate } from "../../lib/router";
import { dayCount, longDate, planLabel, statusLabels } from "./console-format";
import { ChoiceFilter, DaysFilter } from "./filter-fields";
import { fromList } from "./member-page";
import { planChoices } from "./plan-options";
import { filterParams, useMembers } from "./use-console";

const membersPath = paths.adminTab("members");
const memberFilters = adminMembersQuerySchema.omit({ cursor: true, format: true });

/** The filters a member list's address holds (none when it holds something else). */
function filtersOf(search: string): MemberFilters {
  const parsed = memberFilters.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return parsed.success ? parsed.data : { q: "" };
}

/** The filters as the address's query, without the leading "?" ("" for none). */
const queryOf = (filters: MemberFilters) =>
  new URLSearchParams(filterParams({ ...filters, q: filters.q.trim() })).toString();

/**
 * The filters live in the address (`/admin/members?status=trialing&q=ann`), so Back from her page and
 * Reload find the list as it was. What she sets shows at once and is written to the address (replacing
 * it) once she pauses; the address wins when it changes from outside (Back, a link).
 */
function useAddressedFilters() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const addressed = queryOf(filtersOf(search));
  const applied = useMemo(() => filtersOf(addressed), [addressed]);
  const [draft, setDraft] = useState(applied);
  const written = useRef(addressed);
  useEffect(() => {
    if (addressed === written.current) return;
    written.current = addressed;
    setDraft(applied);
  }, [addressed, applied]);
  useEffect(() => {
    const next = queryOf(draft);
    if (next === written.current) return;
    const timer = setTimeout(() => {
      written.current = next;
      navigate(next ? `${membersPath}?${next}` : membersPath, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [draft, navigate]);
  return {
    applied,
    draft,
    change: (next: Partial<MemberFilters>) => setDraft((all) => ({ ...all, ...next })),
  };
}

/**
 * The pages she has turned, as cursors in the history entry's state (a new filter starts again), so
 * Back to the list returns to the page she left.
 */
function usePageCursors() {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const cursors = (state as { cursors?: string[] } | null)?.cursors ?? [""];
  const turn = (next: string[]) => navigate(pathname + search, { replace: true, state: { cursors: next } });
  return { cursors, turn };
}

/** The member list: filters, keyset pages and a CSV of the same rows; a member's name opens her page. */
export function MembersPanel() {
  const { applied, draft: filters, change } = useAddressedFilters();
  const { cursors, turn } = usePageCursors();
  const cursor = cursors.at(-1) ?? "";
  const members = useMembers(applied, cursor);
  const csv = `${apiPath("admin")}/members?${new URLSearchParams({ ...filterParams(applied), format: "csv" })}`;

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
          <ChoiceFilter
            label="Status"
            options={statusLabels}
            value={filters.status}
            onChange={(status) => change({ status })}
          />
          <ChoiceFilter
            label="Plan"
            options={planChoices}
            value={filters.plan}
            onChange={(plan) => change({ plan })}
          />
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
                <Link
                  to={paths.adminMember(member.id)}
                  state={fromList}
                  className="font-semibold text-clay-dark underline-offset-2 hover:underline"
                >
                  {member.name || member.email}
                </Link>
                <p className="break-all text-sm text-muted">{member.email}</p>
              </div>
              <p className="text-sm text-ink sm:text-right">
                {statusLabels[member.status]}
                {member.plan ? ` · ${planLabel(member)}` : ""}
                <br />
                <span className="text-muted">
                  {dayCount(member.daysCompleted)} done · last active {longDate(member.lastActiveAt)} · joined{" "}
                  {longDate(member.joinedAt)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex gap-3">
          <Button variant="ghost" disabled={cursors.length < 2} onClick={() => turn(cursors.slice(0, -1))}>
            Previous
          </Button>
          <Button
            variant="ghost"
            disabled={!members.data?.nextCursor}
            onClick={() => {
              const next = members.data?.nextCursor;
              if (next) turn([...cursors, next]);
            }}
          >
            Next
          </Button>
        </div>
      </Card>
    </div>
  );
}
