import type { UrlResponse } from "../../domain/billing-api";
import { type Plan, periodOf } from "../../domain/plans";
import { paths } from "../../domain/routes";
import type { Db } from "../db/client";
import { httpError } from "../http/errors";
import {
  advanceClock,
  cancelAtPeriodEnd,
  cancelNow,
  endTrial,
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
    await transitionSubscription(this.db, member, advanceClock, { cause: "renewal" });
  }

  async endSubscription(member: Member): Promise<void> {
    const row = await findSubscriber(this.db, member.id);
    if (row?.subscribed && row.status !== "comped")
      await transitionSubscription(this.db, member, cancelNow, { cause: "account_deleted" });
  }

  /** "Start subscription" on the test-mode checkout page. */
  confirm(member: Member, plan: Plan, isAnnual: boolean) {
    return transitionSubscription(this.db, member, startOrSwitch(plan, isAnnual), { cause: "checkout" });
  }

  change(member: Member, plan: Plan, isAnnual: boolean) {
    return transitionSubscription(this.db, member, switchPlan(plan, isAnnual), { cause: "plan_change" });
  }

  cancel(member: Member, atPeriodEnd: boolean) {
    return transitionSubscription(this.db, member, atPeriodEnd ? cancelAtPeriodEnd : cancelNow, {
      cause: "cancel",
    });
  }

  resume(member: Member) {
    return transitionSubscription(this.db, member, resume, { cause: "resume" });
  }

  /** Test mode's clock jumps to the trial's end: the test card pays and she is billed from today. */
  endTrial(member: Member) {
    return transitionSubscription(this.db, member, endTrial, { cause: "end_trial" });
  }
}
