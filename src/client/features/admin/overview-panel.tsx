import type { AdminOverview } from "../../../domain/admin-console";
import { formatDollars } from "../../../domain/plans";
import { type CancelReason, cancelReasonLabels } from "../../../domain/retention";
import { Card } from "../../components/ui/card";
import { DataTable } from "../../components/ui/data-table";
import { TermRow } from "../../components/ui/term-row";
import { BarChart } from "./bar-chart";
import { shortDate } from "./console-format";
import { ConsoleLoading } from "./console-loading";
import { StaffNoticesCard } from "./staff-notices-card";
import { useOverview } from "./use-console";

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The overview in plain sentences, as a coach would say it. */
export function overviewSentences(o: AdminOverview): string[] {
  const paying = o.members.active + o.members.pastDue;
  const ended = o.trials.canceled;
  return [
    `${plural(paying, "member pays", "members pay")} ${formatDollars(o.mrrCents)} a month between them.`,
    `${plural(o.trials.converted, "trial", "trials")} became ${o.trials.converted === 1 ? "a member" : "members"} this quarter, ${ended.toLocaleString("en-US")} ended${o.trials.started > o.trials.converted + ended ? `, ${plural(o.trials.started - o.trials.converted - ended, "is", "are")} still going` : ""}.`,
    churnSentence(o.churn),
    `This month ${formatDollars(o.revenue.collectedCents)} came in${o.revenue.giftsCents > 0 ? `, ${formatDollars(o.revenue.giftsCents)} of it from gifts` : ""}, and ${formatDollars(o.revenue.refundedCents)} was refunded.`,
  ];
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function churnSentence(churn: AdminOverview["churn"]): string {
  if (churn.canceled === 0) return "No paying member has cancelled this month.";
  return `${plural(churn.canceled, "paying member", "paying members")} cancelled this month, of the ${churn.paidInMonth.toLocaleString("en-US")} who paid at some time in it (${percent(churn.rate)}).`;
}

export function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) {
    return <ConsoleLoading label="Loading the overview" />;
  }
  if (overview.isError)
    return <p className="mt-6">The overview could not be loaded. Please reload the page.</p>;
  const o = overview.data;
  const counts: [string, number][] = [
    ["All members", o.members.total],
    ["Free", o.members.free],
    ["In trial", o.members.trialing],
    ["Paying", o.members.active],
    ["Payment due", o.members.pastDue],
    ["Paused", o.members.paused],
    ["Cancelled", o.members.canceled],
    ["Complimentary", o.members.comped],
    ["Gift", o.members.gift],
  ];
  return (
    <div className="mt-6 flex flex-col gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Figure label="Monthly recurring revenue" value={formatDollars(o.mrrCents)} />
        <Figure label="Collected this month" value={formatDollars(o.revenue.collectedCents)} />
        <Figure
          label="Paying members"
          value={(o.members.active + o.members.pastDue).toLocaleString("en-US")}
          note="Billed now; not trials, gifts or complimentary access."
        />
        <Figure label="Trials this quarter" value={o.trials.started.toLocaleString("en-US")} />
        <Figure
          label="Churn this month"
          value={percent(o.churn.rate)}
          note="Paying members who cancelled, of all who paid this month."
        />
      </ul>
      <Card>
        <h2 className="text-xl">In a few words</h2>
        <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-ink">
          {overviewSentences(o).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="text-xl">The last 12 weeks</h2>
        <BarChart
          title="New members, new paying members and cancellations by week"
          categoryHeading="Week of"
          categories={o.weekly.map((week) => shortDate(week.weekStart))}
          series={[
            { label: "New members", className: "fill-sage", values: o.weekly.map((week) => week.newMembers) },
            { label: "New paying", className: "fill-clay", values: o.weekly.map((week) => week.newPaid) },
            { label: "Cancelled", className: "fill-ink/60", values: o.weekly.map((week) => week.canceled) },
          ]}
        />
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="text-xl">Members</h2>
          <p className="mt-1 text-sm text-muted">Confirmed addresses, not counting you or your team.</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {counts.map(([label, n]) => (
              <TermRow
                key={label}
                term={label}
                value={n.toLocaleString("en-US")}
                className="gap-2 border-b border-linen/60 py-1"
              />
            ))}
          </dl>
        </Card>
        <Card>
          <h2 className="text-xl">Revenue by plan</h2>
          <div className="mt-3">
            <DataTable
              columns={["Plan", "Paying", "A month"]}
              rows={o.byPlan.map((row) => ({
                key: `${row.plan}-${row.period}`,
                cells: [
                  `${row.plan}, ${row.period}`,
                  row.members.toLocaleString("en-US"),
                  formatDollars(row.mrrCents),
                ],
              }))}
              dense
            />
          </div>
        </Card>
      </div>
      <CancellationReasons cancellations={o.cancellations} />
      <StaffNoticesCard />
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="rounded-2xl border border-linen bg-white/80 p-5 shadow-sm">
      <h3 className="text-sm font-semibold text-muted">{label}</h3>
      <p className="mt-2 font-display text-3xl text-ink">{value}</p>
      {note && <small className="mt-1 block text-xs text-muted">{note}</small>}
    </li>
  );
}

/** Why members cancelled in the last 90 days, in the words the cancel screen offered them. */
function CancellationReasons({ cancellations }: { cancellations: AdminOverview["cancellations"] }) {
  return (
    <Card>
      <h2 className="text-xl">Why members left, the last 90 days</h2>
      {cancellations.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Nobody has cancelled in the last 90 days.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1.5 text-sm">
          {cancellations.map((row) => (
            <li
              key={row.reason ?? "none"}
              className="flex justify-between gap-4 border-b border-linen/60 pb-1.5"
            >
              <span>
                {row.reason
                  ? (cancelReasonLabels[row.reason as CancelReason] ?? row.reason)
                  : "No reason given"}
              </span>
              <span className="font-semibold">{row.count.toLocaleString("en-US")}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
