import type { ReactNode } from "react";
import { type PlanKey, planByKey, planKeys } from "../../../domain/plans";
import { RadioChoices } from "../../components/ui/radio-choices";

/** Which plan, one box each in the plans' order: by name unless `label` says more. */
export function PlanChoices({
  value,
  onChange,
  label = (key) => planByKey(key).name,
  look,
  children,
}: {
  value: PlanKey;
  onChange: (plan: PlanKey) => void;
  label?: (plan: PlanKey) => ReactNode;
  look?: "boxes" | "roomy boxes";
  children?: ReactNode;
}) {
  return (
    <RadioChoices
      legend="Plan"
      choices={planKeys}
      value={value}
      onChange={onChange}
      label={label}
      layout="grid gap-2 sm:grid-cols-3"
      look={look}
    >
      {children}
    </RadioChoices>
  );
}
