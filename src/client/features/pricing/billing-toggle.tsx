import * as Switch from "@radix-ui/react-switch";
import { useId } from "react";

/** spec §4 Billing toggle: monthly (default) or annual. */
export function BillingToggle({
  isAnnual,
  onChange,
}: {
  isAnnual: boolean;
  onChange(isAnnual: boolean): void;
}) {
  const id = useId();
  const label = (active: boolean) => `text-sm font-semibold ${active ? "text-ink" : "text-muted"}`;
  return (
    <div className="flex items-center justify-center gap-3">
      <span className={label(!isAnnual)} aria-hidden="true">
        Monthly
      </span>
      <Switch.Root
        id={id}
        checked={isAnnual}
        onCheckedChange={onChange}
        aria-label="Annual billing"
        className="relative h-8 w-14 shrink-0 rounded-full bg-linen transition-colors data-[state=checked]:bg-clay"
      >
        <Switch.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7" />
      </Switch.Root>
      <span className={label(isAnnual)} aria-hidden="true">
        Annual
      </span>
      <span className="rounded-full bg-sage-soft px-3 py-1 text-xs font-semibold text-sage">
        Save with annual
      </span>
    </div>
  );
}
