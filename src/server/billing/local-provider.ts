import type { UrlResponse } from "../../domain/billing-api";
import { type Plan, periodOf } from "../../domain/plans";
import { paths } from "../../domain/routes";
import type { Db } from "../db/client";
import { httpError } from "../http/errors";
import {
  advanceClock,
  cancelAtPeriodEnd,
  cancelNow,
  resume,
  startOrSwitch,
  switchPlan,
} from "./local-subscription";
import type { BillingProvider } from "./provider";
import {
  findSubscriber,
  type Member,
  toSubscriptionState,
  transitionSubscription,
} from "./subscription-state";

/**
 * docs/architecture.md D6: the built-in test mode, the default without a Stripe key. Checkout and billing are our
 * own pages (paths.checkout, paths.billing); nothing is charged.
 */
export class LocalProvider implements BillingProvider {
  readonly kind = "local" as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  /** The checkout page; a member with a live plan goes to the plan change instead, as with Stripe's portal. */
  async createCheckout(member: Member, plan: Plan, isAnnual: boolean): Promise<UrlResponse> {
    const query = new URLSearchParams({ plan: plan.key, period: periodOf(isAnnual) });
    const live = toSubscriptionState(await findSubscriber(this.db, member.id)).subscribed;
    const page = live ? paths.billing : paths.checkout;
    return { url: `${this.publicUrl}${page}?${query}` };
  }

  async completeCheckout(): Promise<void> {
    throw httpError(400, "Test mode has no checkout sessions to complete.");
  }

  async createPortal(): Promise<UrlResponse> {
    return { url: `${this.publicUrl}${paths.billing}` };
  }

  async handleWebhook(): Promise<never> {
    throw httpError(400, "Test mode receives no webhooks.");
  }

  async reconcile(member: Member): Promise<void> {
    const row = await findSubscriber(this.db, member.id);
    if (!row?.subscriptionEnd || row.subscriptionEnd.getTime() > Date.now()) return;
    await transitionSubscription(this.db, member, advanceClock);
  }

  async endSubscription(member: Member): Promise<void> {
    const row = await findSubscriber(this.db, member.id);
    if (row?.subscribed) await transitionSubscription(this.db, member, cancelNow);
  }

  /** "Start subscription" on the test-mode checkout page. */
  confirm(member: Member, plan: Plan, isAnnual: boolean) {
    return transitionSubscription(this.db, member, startOrSwitch(plan, isAnnual));
  }

  change(member: Member, plan: Plan, isAnnual: boolean) {
    return transitionSubscription(this.db, member, switchPlan(plan, isAnnual));
  }

  cancel(member: Member, atPeriodEnd: boolean) {
    return transitionSubscription(this.db, member, atPeriodEnd ? cancelAtPeriodEnd : cancelNow);
  }

  resume(member: Member) {
    return transitionSubscription(this.db, member, resume);
  }
}
