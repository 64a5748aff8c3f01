import { energyOptions } from "../../../content/tools";
import type { JourneyProgress } from "../../../domain/journey";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { graceLevel } from "./grace-level";

const noCheckIn = { emoji: "🤍", label: "No check-in yet" };

/** spec §2: "{completed}/75" days completed, an energy emoji and a grace-level emoji (docs/architecture.md D3). */
export function JourneyProgressCard({
  progress,
  latestEnergy,
}: {
  progress: JourneyProgress;
  latestEnergy: string | null;
}) {
  const energy = energyOptions.find((option) => option.value === latestEnergy) ?? noCheckIn;
  const grace = graceLevel(progress.completed);
  const percent = Math.round((progress.completed / progress.total) * 100);
  return (
    <Card className="flex flex-col" aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="text-xl">
        Journey Progress
      </h2>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-5xl text-ink">
          {progress.completed}/{progress.total}
        </span>
        <span className="text-sm text-muted">days completed</span>
      </p>
      <div
        role="progressbar"
        aria-label="Days completed"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.completed}
        className="mt-4 h-2 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full rounded-full bg-clay" style={{ width: `${percent}%` }} />
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-cream p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Energy</dt>
          <dd className="mt-1 flex items-center gap-2">
            <span aria-hidden="true" className="text-2xl">
              {energy.emoji}
            </span>
            <span className="text-sm font-semibold text-ink">{energy.label}</span>
          </dd>
        </div>
        <div className="rounded-xl bg-cream p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Grace level</dt>
          <dd className="mt-1 flex items-center gap-2">
            <span aria-hidden="true" className="text-2xl">
              {grace.emoji}
            </span>
            <span className="text-sm font-semibold text-ink">{grace.label}</span>
          </dd>
        </div>
      </dl>
      {!latestEnergy && (
        <Link
          to={paths.checkIn}
          className="mt-4 self-start rounded text-sm font-semibold text-clay-dark underline-offset-4 hover:underline"
        >
          Check in with yourself →
        </Link>
      )}
    </Card>
  );
}
