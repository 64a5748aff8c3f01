import type { SubscriptionState } from "../../domain/subscription-status";
import { formatLongDate } from "./format-date";

/**
 * Where a live subscription stands, said once (docs/architecture.md, "The subscription's states"): a trial,
 * a plan that renews, one that ends at the close of its period, one whose last payment failed, a gift or
 * complimentary access. `billing` fills the status card's second row and `term` and `value` its third
 * (spec §2: "Renews" or "Next billing" with the end date, or "Unknown"); `sentence` is the same fact for a
 * line of text. A gift and complimentary access never speak of a next bill: nothing will be charged.
 */
export interface SubscriptionSummary {
  billing: string;
  term: string;
  value: string;
  sentence: string;
}

export function subscriptionSummary(state: SubscriptionState): SubscriptionSummary {
  const date = formatLongDate(state.subscription_end);
  const end = date ?? "Unknown";
  const on = date ?? "an unknown date";
  const billing = state.is_annual ? "Annual" : "Monthly";
  if (state.status === "gift") {
    const from = state.gift_from ? `, from ${state.gift_from}` : "";
    return {
      billing: state.gift_from ? `A gift from ${state.gift_from}` : "A gift",
      term: "Gift until",
      value: end,
      sentence: `Gift: ${state.subscription_tier} until ${on}${from}. Nothing will be charged; it ends by itself.`,
    };
  }
  if (state.status === "comped") {
    return {
      billing: "Complimentary",
      term: "Open until",
      value: date ?? "No end date",
      sentence: date
        ? `Complimentary until ${date}. Nothing will be charged.`
        : "Complimentary, with no end date. Nothing will be charged.",
    };
  }
  if (state.cancel_at_period_end) {
    return {
      billing,
      term: "Access ends",
      value: end,
      sentence: `Ends on ${on}. Nothing more will be charged.`,
    };
  }
  if (state.status === "past_due") {
    return {
      billing,
      term: "Payment failed",
      value: `Access until ${end}`,
      sentence: `Your last payment did not go through: your access continues until ${on}.`,
    };
  }
  if (state.status === "trialing") {
    const billed = state.is_annual ? "annually" : "monthly";
    return {
      billing,
      term: "Free trial until",
      value: end,
      sentence: `Free trial until ${on}, then billed ${billed}.`,
    };
  }
  const term = state.is_annual ? "Renews" : "Next billing";
  return { billing, term, value: end, sentence: `${term} on ${on}.` };
}

/**
 * The offer lowering her price, in a line; during a trial it also says when the first bill comes, since an
 * offer "on your first bill" means the bill after the trial (issue #45).
 */
export function offerLine(state: SubscriptionState): string | null {
  if (!state.offer) return null;
  const line = `Offer ${state.offer.code}: ${state.offer.description}`;
  const date = formatLongDate(state.subscription_end);
  if (state.status !== "trialing" || !date) return line;
  return `${line} Your first bill is on ${date}, when the free trial ends.`;
}
