import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";

// The fields that choose members (the member list's filters, a broadcast's audience): each is empty, "Any",
// until she picks, and empty is no filter at all (undefined), never "" or 0.

/** A filter by one of `options`, "Any" first. */
export function ChoiceFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Readonly<Record<T, string>>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      any="Any"
      options={options}
      value={value ?? ""}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    />
  );
}

/** A filter by a number of days: empty for any, else a whole number from 0. */
export function DaysFilter({
  label,
  days,
  onChange,
  max,
  className,
}: {
  label: string;
  days: number | undefined;
  onChange: (days: number | undefined) => void;
  max?: number;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      value={days ?? ""}
      onChange={({ target: { value } }) =>
        onChange(value === "" ? undefined : Math.max(0, Math.floor(Number(value))))
      }
      className={className}
    />
  );
}
