import { waitingAt } from "../../../domain/next-page";
import { planByKey, planInQuery, planPrice } from "../../../domain/plans";

/**
 * What waits for her after signing up or in (`/auth?next=…`): the plan she chose on /pricing, or a gift
 * someone gave her. Her confirmation link takes her straight on to it (domain/next-page.ts).
 */
export function WaitingNotice({ next }: { next: string }) {
  const waiting = waitingAt(next);
  const chosen = waiting === "plan" ? planInQuery(new URL(next, window.location.origin).searchParams) : null;
  let title: string;
  let line: string;
  if (chosen) {
    const plan = planByKey(chosen.plan);
    const isAnnual = chosen.period === "annual";
    title = `You chose ${plan.name}`;
    line = `${isAnnual ? "Annual" : "Monthly"}, $${planPrice(plan, isAnnual)} a ${isAnnual ? "year" : "month"}. Create your account and confirm your e-mail: you will go straight on to its checkout.`;
  } else if (waiting === "gift") {
    title = "A gift is waiting for you";
    line = "Create your account with any e-mail and confirm it: you will go straight on to redeem your gift.";
  } else {
    return null;
  }
  return (
    <div role="status" className="mt-6 rounded-2xl border border-clay/40 bg-clay-soft px-5 py-4 text-ink">
      <p className="font-display text-xl">{title}</p>
      <p className="mt-1 text-sm leading-relaxed">{line}</p>
    </div>
  );
}
