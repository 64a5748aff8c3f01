import { type billingPeriods, findPlan, type Plan, type planKeys } from "./plans";
import { z } from "./zod";

// Payloads of the billing API (docs/architecture.md, "Guards"), shared by the server that checks them and the client
// that sends them.

/** A plan given by key or name; anything else is a 400 "Unknown plan". */
export const planRefSchema = z.string().transform((value, ctx): Plan => {
  const plan = findPlan(value);
  if (!plan) {
    ctx.addIssue({ code: "custom", message: `Unknown plan "${value}"` });
    return z.NEVER;
  }
  return plan;
});

/** A plan named by its key or its name, as its key: what the offer and comp APIs store. */
export const planKeyRefSchema = planRefSchema.transform((plan) => plan.key);

/** POST /api/billing/checkout (spec §7 create-checkout: plan, isAnnual). */
export const checkoutRequestSchema = z.strictObject({ plan: planRefSchema, isAnnual: z.boolean() });

/** POST /api/billing/checkout/complete: the Checkout Session the member came back from. */
export const completeCheckoutRequestSchema = z.strictObject({ sessionId: z.string().min(1).max(255) });

/** POST /api/billing/local/cancel: at the end of the period, or now. */
export const localCancelRequestSchema = z.strictObject({ atPeriodEnd: z.boolean() });

// The check-subscription answer lives with the access rule, free of zod, for the client's sake.
export { type SubscriptionState, unsubscribedState } from "./subscription-status";

export interface UrlResponse {
  url: string;
}

export type PaymentLinks = Record<
  (typeof planKeys)[number],
  Record<(typeof billingPeriods)[number], string | null>
>;

/** GET /api/config: the public settings the pages need; never a secret. */
export interface PublicConfig {
  paymentProvider: "local" | "stripe";
  paymentLinks: PaymentLinks;
  supportEmail: string | null;
}

export interface AdminStats {
  totalUsers: number;
  activeSubscribers: number;
  journalEntries: number;
}

export interface AdminConsoles {
  databaseUrl: string | null;
  functionsUrl: string | null;
}

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  tier: string | null;
  status: string;
  subscribed: boolean;
  createdAt: string;
}

export interface AdminUsersPage {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}
