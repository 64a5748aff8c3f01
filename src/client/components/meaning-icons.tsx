import {
  Battery,
  BatteryFull,
  BatteryLow,
  BatteryMedium,
  CloudRain,
  Frown,
  Leaf,
  Meh,
  Smile,
  Sparkles,
  Waves,
  Zap,
} from "lucide-react";
import type { PlanKey } from "../../domain/plans";
import type { Icon } from "./first-screen-icons";

// The icons that carry meaning beside their words, where emoji from the operating system used to
// carry it: those show as empty boxes where no emoji font is installed. Imported one by one to keep
// the bundle small; one module for the plans and the check-in's answers, so they load as one file.

/** The check-in's answers, by the names content/tools.ts gives them, in its order. */
export const choiceIcons: Record<string, Icon> = {
  // Mood, energized to overwhelmed.
  Zap,
  Smile,
  Meh,
  Frown,
  CloudRain,
  // Energy, high to depleted.
  BatteryFull,
  BatteryMedium,
  BatteryLow,
  Battery,
};

/** The answer's icon; nothing for a name without one (content.test.ts and meaning-icons.test.ts rule that out). */
export function ChoiceIcon({ name, className = "size-4" }: { name: string; className?: string }) {
  const Icon = choiceIcons[name];
  return Icon ? <Icon aria-hidden="true" className={className} /> : null;
}

const planIcons: Record<PlanKey, Icon> = { flow: Waves, journey: Leaf, collective: Sparkles };

/** Each plan's mark, shown beside its name. */
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
