import type { KeyboardEvent } from "react";
import { paths } from "../../../domain/routes";
import { Link } from "../../lib/router";

/** `/pricing` with the period the toggle shows (monthly has no parameter), keeping an offer's code. */
export const pricingFor = (isAnnual: boolean, offer: string | null = null) => {
  const query = new URLSearchParams({
    ...(isAnnual ? { period: "annual" } : {}),
    ...(offer ? { offer } : {}),
  });
  return query.size > 0 ? `${paths.pricing}?${query}` : paths.pricing;
};

/**
 * spec §4 Billing toggle: monthly (default) or annual. The choice lives in the address
 * (`/pricing?period=annual`), so the switch is a link: pressed before the page's code has arrived,
 * the browser loads the annual page itself (the build prerenders it), and no press is lost
 * (docs/architecture.md, "Presses before the code arrives").
 */
export function BillingToggle({ isAnnual, offer = null }: { isAnnual: boolean; offer?: string | null }) {
  const label = (active: boolean) => `text-sm font-semibold ${active ? "text-ink" : "text-muted"}`;
  const state = isAnnual ? "checked" : "unchecked";
  // A switch toggles with Space as well as Enter; a link alone only follows Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <div className="flex items-center justify-center gap-3">
      <span className={label(!isAnnual)} aria-hidden="true">
        Monthly
      </span>
      <Link
        to={pricingFor(!isAnnual, offer)}
        replace
        role="switch"
        aria-checked={isAnnual}
        aria-label="Annual billing"
        data-state={state}
        onKeyDown={onKeyDown}
        className="relative inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-linen transition-colors data-[state=checked]:bg-clay"
      >
        <span
          data-state={state}
          className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7"
        />
      </Link>
      <span className={label(isAnnual)} aria-hidden="true">
        Annual
      </span>
      <span className="rounded-full bg-sage-soft px-3 py-1 text-xs font-semibold text-sage">
        Save with annual
      </span>
    </div>
  );
}
