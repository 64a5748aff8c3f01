import { useQuery } from "@tanstack/react-query";
import { apiPath } from "../../../domain/api-paths";
import { paymentStatusLabels } from "../../../domain/payments";
import { formatDollars } from "../../../domain/plans";
import { answer, billingApi } from "../../lib/api-client";
import { formatLongDate } from "../../lib/format-date";
import { useSubscription } from "../../lib/subscription";
import { billingKeys } from "./billing-keys";
import { BillingSection } from "./billing-section";

/** Why a member has no payments yet, where her state says it. */
const noPaymentsLine: Partial<Record<string, string>> = {
  trialing: "No payments yet. Your free trial charges nothing.",
  gift: "No payments yet: your plan is a gift.",
  comped: "No payments yet: your access is complimentary.",
};

/**
 * "Payments" (docs/architecture.md, "Payments"): every charge, newest first, each with a receipt to print.
 * Read again whenever her subscription changes, since a change may have billed her.
 */
export function PaymentsCard() {
  const { state } = useSubscription();
  const list = useQuery({
    queryKey: billingKeys.payments(state),
    queryFn: () => answer(billingApi.payments.$get()),
  });
  const payments = list.data?.payments ?? [];
  return (
    <BillingSection title="Payments">
      {list.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading your payments...</p>
      ) : list.isError ? (
        <p className="mt-2 text-sm text-muted">Your payments could not be loaded. Please try again later.</p>
      ) : payments.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{noPaymentsLine[state.status] ?? "No payments yet."}</p>
      ) : (
        <ul className="mt-4 divide-y divide-linen">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <div>
                <p className="font-semibold text-ink">{payment.description}</p>
                <p className="text-sm text-muted">
                  {formatLongDate(payment.at)} · {paymentStatusLabels[payment.status]}
                  {payment.refundedCents > 0 ? ` · ${formatDollars(payment.refundedCents)} refunded` : ""}
                </p>
              </div>
              <div className="flex items-baseline gap-4">
                <span className="font-semibold text-ink">{formatDollars(payment.amountCents)}</span>
                <a
                  href={`${apiPath("billing")}/payments/${encodeURIComponent(payment.id)}/receipt`}
                  target="_blank"
                  rel="noopener"
                  className="text-sm font-semibold text-clay-dark underline underline-offset-4"
                >
                  Receipt
                  <span className="sr-only">
                    {" "}
                    for {payment.description}, {formatLongDate(payment.at)}
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </BillingSection>
  );
}
