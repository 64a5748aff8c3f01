import { CircleDashed } from "lucide-react";
import type { ReactNode } from "react";
import { energyOptions } from "../../../content/tools";
import type { JourneyProgress } from "../../../domain/journey";
import { paths } from "../../../domain/routes";
import type { Icon } from "../../components/first-screen-icons";
import { ChoiceIcon } from "../../components/meaning-icons";
import { Card } from "../../components/ui/card";
import { Link } from "../../lib/router";
import { graceLevel } from "./grace-level";

/**
 * spec §2: "{completed}/75" days completed (docs/architecture.md D3), her energy and her grace level,
 * each as an icon with its words.
 */
export function JourneyProgressCard({
  progress,
  latestEnergy,
}: {
  progress: JourneyProgress;
  latestEnergy: string | null;
}) {
  const energy = energyOptions.find((option) => option.value === latestEnergy);
  const grace = graceLevel(progress.completed);
  const percent = Math.round((progress.completed / progress.total) * 100);
  return (
    <Card className="flex flex-col" role="region" aria-labelledby="progress-heading">
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
        <Fact term="Energy" label={energy ? energy.label : "No check-in yet"}>
          {energy ? <ChoiceIcon name={energy.icon} className="size-4" /> : <Glyph icon={CircleDashed} />}
        </Fact>
        <Fact term="Grace level" label={grace.label}>
          <Glyph icon={grace.icon} />
        </Fact>
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

function Glyph({ icon: Icon }: { icon: Icon }) {
  return <Icon aria-hidden="true" className="size-4" />;
}

function Fact({ term, label, children }: { term: string; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-1.5 flex items-center gap-2">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-clay-soft text-clay-dark">
          {children}
        </span>
        <span className="text-sm font-semibold text-ink">{label}</span>
      </dd>
    </div>
  );
}
