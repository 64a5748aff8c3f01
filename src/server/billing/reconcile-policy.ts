import type { subscribers } from "../db/schema";

// When check-subscription asks Stripe instead of trusting the row (a member who paid gets
// access even if every webhook was lost), without calling Stripe on every check.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
export const PENDING_CHECKOUT_WINDOW = 24 * HOUR;
export const SYNC_MAX_AGE = HOUR;
export const FORCED_REFRESH_GAP = 5 * SECOND;

type Row = typeof subscribers.$inferSelect;

export function isStale(row: Row | undefined, force: boolean, now = new Date()): boolean {
  if (!row) return true;
  const age = now.getTime() - row.updatedAt.getTime();
  if (force && age > FORCED_REFRESH_GAP) return true;
  if (
    row.checkoutPendingSince &&
    now.getTime() - row.checkoutPendingSince.getTime() < PENDING_CHECKOUT_WINDOW
  ) {
    return true;
  }
  if (row.subscribed && row.subscriptionEnd && row.subscriptionEnd.getTime() <= now.getTime()) return true;
  return Boolean(row.customerId) && age > SYNC_MAX_AGE;
}
