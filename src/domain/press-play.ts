import { z } from "./zod";

// spec §3 and §4: Press Play for Grace — eight actions, suggestion and completion rules.

export const pressPlayActionValues = [
  "breathe",
  "gratitude",
  "movement",
  "kind-words",
  "boundary",
  "joy",
  "connect",
  "create",
] as const;
export const pressPlayActionValueSchema = z.enum(pressPlayActionValues);
export type PressPlayActionValue = z.infer<typeof pressPlayActionValueSchema>;

/** A number in [0, 1), like Math.random; injected so the rule can be tested. */
export type RandomSource = () => number;

function pick<T>(from: readonly T[], random: RandomSource): T {
  const index = Math.min(from.length - 1, Math.floor(random() * from.length));
  return from[index] as T;
}

/**
 * spec §4: "Suggest an Action" selects a random not-yet-completed action; when all are complete,
 * the completed list is cleared and a random action is picked.
 */
export function suggestAction(
  completed: readonly PressPlayActionValue[],
  random: RandomSource,
): { selected: PressPlayActionValue; completed: PressPlayActionValue[] } {
  const remaining = pressPlayActionValues.filter((value) => !completed.includes(value));
  if (remaining.length === 0) return { selected: pick(pressPlayActionValues, random), completed: [] };
  return { selected: pick(remaining, random), completed: [...completed] };
}

/** spec §4: "Mark as Complete" adds the selected action if it is not already completed. */
export function markComplete(
  completed: readonly PressPlayActionValue[],
  selected: PressPlayActionValue,
): PressPlayActionValue[] {
  return completed.includes(selected) ? [...completed] : [...completed, selected];
}
