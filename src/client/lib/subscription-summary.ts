import type { SubscriptionState } from "../../domain/subscription-status";
import { formatLongDate } from "./format-date";

/**
 * Where a live subscription stands, said once: a trial, a plan that renews, one
 * that ends at the close of its period, or one whose last payment failed. `term` and `value` fill the
 * status card's third row (spec §2: "Renews" or "Next billing" with the end date, or "Unknown");
 * `sentence` is the same fact for a line of text.
 */
export interface SubscriptionSummary {
  term: string;
  value: string;
  sentence: string;
}

export function subscriptionSummary(state: SubscriptionState): SubscriptionSummary {
  const date = formatLongDate(state.subscription_end);
  const end = date ?? "Unknown";
  const on = date ?? "an unknown date";
  if (state.cancel_at_period_end) {
    return { term: "Access ends", value: end, sentence: `Canceled: your access ends on ${on}.` };
  }
  if (state.status === "past_due") {
    return {
      term: "Payment failed",
      value: `Access until ${end}`,
      sentence: `Your last payment did not go through: your access continues until ${on}.`,
    };
  }
  if (state.status === "trialing") {
    const billed = state.is_annual ? "annually" : "monthly";
    return {
      term: "Free trial until",
      value: end,
      sentence: `Free trial until ${on}, then billed ${billed}.`,
    };
  }
  const term = state.is_annual ? "Renews" : "Next billing";
  return { term, value: end, sentence: `${term} on ${on}.` };
}
