// spec §9: the three paid plans, written once for the pricing page, checkout and the server.

/** spec §9: "All plans include a 7-day free trial." */
export const TRIAL_DAYS = 7;
/** The trial as the pricing and checkout pages name it: "7-day free trial". */
export const TRIAL_PHRASE = `${TRIAL_DAYS}-day free trial`;

export const planNames = ["Grace Flow", "Grace Journey", "Grace Collective"] as const;
export type PlanName = (typeof planNames)[number];

/** The short key used in API bodies, env names (STRIPE_PRICE_FLOW_MONTHLY) and URLs. */
export const planKeys = ["flow", "journey", "collective"] as const;
export type PlanKey = (typeof planKeys)[number];

export interface Plan {
  key: PlanKey;
  name: PlanName;
  emoji: string;
  description: string;
  monthlyPrice: number;
  annualPrice: number;
  features: readonly string[];
  variant: "soft" | "featured" | "premium";
  popular: boolean;
  buttonLabel: "Subscribe" | "Join Now";
}

export const plans: readonly Plan[] = [
  {
    key: "flow",
    name: "Grace Flow",
    emoji: "🌊",
    description: "Begin softly, with daily words and prompts to come back to yourself.",
    monthlyPrice: 11,
    annualPrice: 111,
    features: ["Daily affirmations", "Guided prompts", "Basic meditation support"],
    variant: "soft",
    popular: false,
    buttonLabel: "Subscribe",
  },
  {
    key: "journey",
    name: "Grace Journey",
    emoji: "🌿",
    description: "Go deeper with the interactive journal, printable worksheets and your progress.",
    monthlyPrice: 22,
    annualPrice: 222,
    features: [
      "Everything in Flow",
      "Interactive journal prompts",
      "Printable worksheets",
      "Progress tracking",
    ],
    variant: "featured",
    popular: true,
    buttonLabel: "Subscribe",
  },
  {
    key: "collective",
    name: "Grace Collective",
    emoji: "✨",
    description: "The whole path, all 75 days, and the certificate once you complete them.",
    monthlyPrice: 33,
    annualPrice: 333,
    features: [
      "Everything in Journey",
      "All 75 days of the soul path",
      "Completion certificate",
      "Premium community access",
      "Monthly integration calls",
    ],
    variant: "premium",
    popular: false,
    buttonLabel: "Join Now",
  },
];

export function planByKey(key: PlanKey): Plan {
  return plans.find((plan) => plan.key === key) as Plan;
}

export function planByName(name: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.name === name);
}

/** A plan named by its key ("flow") or its name ("Grace Flow"), in any letter case; else undefined. */
export function findPlan(value: string): Plan | undefined {
  const wanted = value.trim().toLowerCase();
  return plans.find((plan) => plan.key === wanted || plan.name.toLowerCase() === wanted);
}

export const billingPeriods = ["monthly", "annual"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export function periodOf(isAnnual: boolean): BillingPeriod {
  return isAnnual ? "annual" : "monthly";
}

/** A plan and period as the settings name them: STRIPE_PRICE_FLOW_MONTHLY, STRIPE_LINK_COLLECTIVE_ANNUAL. */
export type PlanPeriodKey = `${Uppercase<PlanKey>}_${Uppercase<BillingPeriod>}`;

export function planPeriodKey(plan: PlanKey, period: BillingPeriod): PlanPeriodKey {
  return `${plan.toUpperCase() as Uppercase<PlanKey>}_${period.toUpperCase() as Uppercase<BillingPeriod>}`;
}

export const planPeriodKeys: readonly PlanPeriodKey[] = planKeys.flatMap((plan) =>
  billingPeriods.map((period) => planPeriodKey(plan, period)),
);

/**
 * The plan a checkout or plan-change address names (?plan=flow&period=annual; the period defaults to
 * monthly), or null. Without zod, so the pages that read it do not load it for one query string.
 */
export function planInQuery(params: URLSearchParams): { plan: PlanKey; period: BillingPeriod } | null {
  const plan = planKeys.find((key) => key === params.get("plan"));
  const named = params.get("period");
  const period = named === null ? "monthly" : billingPeriods.find((value) => value === named);
  return plan && period ? { plan, period } : null;
}

/** The price in USD for one billing period of `plan`. */
export function planPrice(plan: Plan, isAnnual: boolean): number {
  return isAnnual ? plan.annualPrice : plan.monthlyPrice;
}

/** spec §9: the saving shown for annual billing, 12 × monthly − annual (21, 42, 63). */
export function annualSaving(plan: Plan): number {
  return 12 * plan.monthlyPrice - plan.annualPrice;
}

/** spec §4: Grace Flow 1, Grace Journey 2, Grace Collective 3, anything else 0. */
export function tierRank(tier: string | null | undefined): number {
  return planNames.indexOf(tier as PlanName) + 1;
}

export interface Entitlement {
  subscribed: boolean;
  tier: string | null;
  isAdmin?: boolean;
}

/** spec §6: true when subscribed and the tier's rank is at least the required one; the admin has all. */
export function hasAccess(entitlement: Entitlement, required: PlanName): boolean {
  if (entitlement.isAdmin) return true;
  return entitlement.subscribed && tierRank(entitlement.tier) >= tierRank(required);
}

/**
 * What a plan card offers (spec §4): a member without a plan subscribes; her own plan is
 * "Current Plan"; any other plan is a change of the subscription she has, an upgrade when it ranks
 * higher and a switch when it ranks lower, never a second subscription or a second trial.
 */
export type PlanChoice =
  | "subscribe"
  | "current"
  | "upgrade"
  | "switch"
  | "resume"
  | "after_gift"
  | "after_resume";

/**
 * `status` is her subscription's (billing-rules.ts): a paused plan's card offers Resume now, never a second
 * purchase, and the other plans wait until she resumes; while a gift runs, the other plans wait until it ends.
 */
export function planChoice(
  plan: Plan,
  entitlement: Pick<Entitlement, "subscribed" | "tier">,
  status = "none",
): PlanChoice {
  if (status === "paused") return entitlement.tier === plan.name ? "resume" : "after_resume";
  if (status === "gift" && entitlement.subscribed && entitlement.tier !== plan.name) return "after_gift";
  if (!entitlement.subscribed) return "subscribe";
  if (entitlement.tier === plan.name) return "current";
  return tierRank(plan.name) > tierRank(entitlement.tier) ? "upgrade" : "switch";
}

/**
 * What one subscription of `plan` brings in a month, in cents (the console's MRR): the monthly price,
 * or the annual price ÷ 12 rounded to the cent.
 */
export function monthlyRevenueCents(plan: Plan, isAnnual: boolean): number {
  return isAnnual ? Math.round((plan.annualPrice * 100) / 12) : plan.monthlyPrice * 100;
}

/**
 * Money as the pricing page shows it: "$11" for whole dollars, "$29.50" otherwise, "$1,234" with
 * separators. Written out rather than through `Intl.NumberFormat`, whose first use loads the locale
 * data on the main thread while the pricing page starts (bench/README.md, Lighthouse).
 */
export function formatDollars(cents: number): string {
  const total = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(total / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = total % 100;
  return `${cents < 0 ? "-" : ""}$${dollars}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}
