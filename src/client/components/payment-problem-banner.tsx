import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { answer, billingApi } from "../lib/api-client";
import { formatLongDate } from "../lib/format-date";
import { useSubscription } from "../lib/subscription";
import { toast } from "../lib/toast";
import { Button } from "./ui/button";

/**
 * A failing payment (`past_due`, issue #26): one calm line with **Update card**, on the dashboard and the billing
 * page. Nothing else changes until the period ends.
 */
export function PaymentProblemBanner() {
  const { state } = useSubscription();
  const portal = useMutation({
    mutationFn: () => answer(billingApi.portal.$post()),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast.error(
        error instanceof ApiError ? error.message : "We could not open the card page. Please try again.",
      ),
  });
  if (state.status !== "past_due") return null;
  const until = formatLongDate(state.subscription_end);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-ink sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">Your last payment did not go through.</strong> Your plan stays open
        {until ? ` until ${until}` : ""}; updating your card keeps it going.
      </p>
      <Button size="sm" busy={portal.isPending} onClick={() => portal.mutate()} className="shrink-0">
        Update card
      </Button>
    </div>
  );
}
