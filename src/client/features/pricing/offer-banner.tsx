import { useQuery } from "@tanstack/react-query";
import { planByKey, planKeys } from "../../../domain/plans";
import { dollars, type PublicOffer } from "../../../domain/retention";
import { answer } from "../../lib/api-client";
import { offerApi } from "../../lib/retention-api";

/** The offer code a pricing link carries (`/pricing?offer=WELCOME20`), read only in the browser. */
export function offerInUrl(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get("offer");
}

/**
 * `/pricing?offer=CODE` (issue #26): what the offer gives and the discounted price of each plan it lowers. It
 * shows once the offer is read, so the prerendered page (which has no query) hydrates as it was.
 */
/** The pricing page's one key: the offer `?offer=CODE` names. */
const pricingKeys = { offer: (code: string | null) => ["offer", code] as const };

export function OfferBanner({ isAnnual }: { isAnnual: boolean }) {
  const code = offerInUrl();
  const offer = useQuery({
    queryKey: pricingKeys.offer(code),
    queryFn: () =>
      answer(offerApi[":code"].$get({ param: { code: code as string } })) as Promise<PublicOffer>,
    enabled: code !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!code || offer.isPending) return null;
  if (offer.isError) {
    return (
      <p
        role="status"
        className="mx-auto mt-8 max-w-2xl rounded-2xl bg-sand/60 px-4 py-3 text-center text-sm"
      >
        The offer {code.toUpperCase()} is not available any more. The plans below are at their usual price.
      </p>
    );
  }
  const { data } = offer;
  return (
    <div
      role="status"
      className="mx-auto mt-8 max-w-2xl rounded-2xl border border-clay/30 bg-clay-soft/40 px-4 py-4 text-center"
    >
      <p className="font-semibold text-ink">
        Offer {data.code}: {data.description}
      </p>
      <ul className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-muted">
        {planKeys.map((key) => {
          const price = data.prices[key];
          if (!price || data.kind === "free_days") return null;
          const plan = planByKey(key);
          return (
            <li key={key}>
              {plan.name}:{" "}
              <strong className="text-ink">{dollars(isAnnual ? price.annual : price.monthly)}</strong> instead
              of ${isAnnual ? plan.annualPrice : plan.monthlyPrice}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
