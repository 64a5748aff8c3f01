import { plans } from "../../../domain/plans";

/** The plans as a select's options, by name, in their order. */
export function PlanOptions() {
  return plans.map((plan) => (
    <option key={plan.key} value={plan.key}>
      {plan.name}
    </option>
  ));
}
