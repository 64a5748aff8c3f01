import { plans } from "../../../domain/plans";

/** The plans as a select's choices, by name, in their order. */
export const planChoices: Readonly<Record<string, string>> = Object.fromEntries(
  plans.map((plan) => [plan.key, plan.name]),
);
