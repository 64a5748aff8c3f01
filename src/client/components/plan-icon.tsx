import { Leaf, type LucideIcon, Sparkles, Waves } from "lucide-react";
import type { PlanKey } from "../../domain/plans";

// Each plan's mark, drawn as an icon beside its name (issue 15.16): an emoji from the operating system
// shows as an empty box where no emoji font is installed, so none carries meaning.
const planIcons: Record<PlanKey, LucideIcon> = { flow: Waves, journey: Leaf, collective: Sparkles };

export function PlanIcon({ plan, className = "" }: { plan: PlanKey; className?: string }) {
  const Icon = planIcons[plan];
  return (
    <span
      className={`inline-flex size-12 items-center justify-center rounded-2xl bg-clay-soft text-clay-dark ${className}`}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
