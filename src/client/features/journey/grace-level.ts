// The grace-level emoji on the progress card grows with the days completed; the steps follow the
// path: the first day, ten days in, the end of the Core Journey (30), two thirds of the way
// (50), and the whole path (75).
const levels: readonly { from: number; emoji: string; label: string }[] = [
  { from: 75, emoji: "✨", label: "Living in grace" },
  { from: 50, emoji: "🌻", label: "Radiant" },
  { from: 30, emoji: "🌸", label: "Blooming" },
  { from: 10, emoji: "🌷", label: "Unfolding" },
  { from: 1, emoji: "🌿", label: "Taking root" },
];
const seed = { emoji: "🌱", label: "A seed, planted" };

export function graceLevel(completed: number): { emoji: string; label: string } {
  return levels.find((level) => completed >= level.from) ?? seed;
}
