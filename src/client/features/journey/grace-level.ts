import { Bean, Clover, Flower2, Sparkles, Sprout } from "lucide-react";
import { type Icon, Sun } from "../../components/first-screen-icons";

// The grace level on the progress card grows with the days completed; the steps follow the path: the
// first day, ten days in, the end of the Core Journey (30), two thirds of the way (50), and the whole
// path (75). Drawn as an icon beside its name, never as an emoji alone.
export interface GraceLevel {
  icon: Icon;
  label: string;
}

const levels: readonly (GraceLevel & { from: number })[] = [
  { from: 75, icon: Sparkles, label: "Living in grace" },
  { from: 50, icon: Sun, label: "Radiant" },
  { from: 30, icon: Flower2, label: "Blooming" },
  { from: 10, icon: Clover, label: "Unfolding" },
  { from: 1, icon: Sprout, label: "Taking root" },
];
const seed: GraceLevel = { icon: Bean, label: "A seed, planted" };

export function graceLevel(completed: number): GraceLevel {
  return levels.find((level) => completed >= level.from) ?? seed;
}
