import {
  Battery,
  BatteryFull,
  BatteryLow,
  BatteryMedium,
  CloudRain,
  Frown,
  Heart,
  type LucideIcon,
  Meh,
  Smile,
  Zap,
} from "lucide-react";

// The icons the check-in's answers name (content/tools.ts), imported one by one to keep the bundle
// small. An icon with its label carries the meaning, never an operating-system emoji (issue 15.16).
export const choiceIcons: Record<string, LucideIcon> = {
  Battery,
  BatteryFull,
  BatteryLow,
  BatteryMedium,
  CloudRain,
  Frown,
  Meh,
  Smile,
  Zap,
};

export function ChoiceIcon({ name, className = "size-4" }: { name: string; className?: string }) {
  const Icon = choiceIcons[name] ?? Heart;
  return <Icon aria-hidden="true" className={className} />;
}
