import { z } from "zod";
import type { AuditAction } from "./audit-actions";
import { planKeyRefSchema } from "./billing-api";
import { type billingPeriods, planKeys } from "./plans";

// The operator's console (docs/architecture.md, "The console"): the API's shapes and inputs, shared by the
// server and the admin page. No route here ever carries a member's words.

/** The member states the console counts and filters by; every provider status falls into one. */
export const memberStatuses = [
  "free",
  "trialing",
  "active",
  "past_due",
  "paused",
  "canceled",
  "comped",
  "gift",
] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export interface AdminOverview {
  /**
   * Members now: accounts with a confirmed address, not the coach's or her team's (docs/architecture.md, "The
   * console").
   */
  members: {
    total: number;
    free: number;
    trialing: number;
    active: number;
    pastDue: number;
    paused: number;
    canceled: number;
    comped: number;
    gift: number;
  };
  mrrCents: number;
  byPlan: { plan: string; period: "monthly" | "annual"; members: number; mrrCents: number }[];
  trials: { started: number; converted: number; canceled: number };
  /**
   * This calendar month: members paying when it began, those who paid at any time in it (`paidInMonth`), how many
   * of those cancelled, and `rate` = canceled / paidInMonth.
   */
  churn: { month: string; paidAtStart: number; paidInMonth: number; canceled: number; rate: number };
  weekly: { weekStart: string; newMembers: number; newPaid: number; canceled: number }[];
  /** Why members cancelled in the last 90 days (Stripe's feedback values; null when she gave no reason). */
  cancellations: { reason: string | null; count: number }[];
  /**
   * Money of this calendar month (`month`, YYYY-MM), from the payments themselves: what was collected (gift
   * sales included, in `giftsCents` too) and what was refunded this month.
   */
  revenue: { month: string; collectedCents: number; refundedCents: number; giftsCents: number };
}

/** Days the path funnel counts members past (issue: the operator's console, item 3). */
export const funnelDays = [1, 5, 15, 25, 30, 31, 35, 40, 45, 50, 60, 65, 75] as const;
/** A member who has not written, completed a day or checked in for this long has stalled. */
export const STALLED_AFTER_DAYS = 14;

export interface AdminFunnel {
  steps: { day: number; members: number }[];
  stalled: { day: number; members: number }[];
}

export interface AdminCohorts {
  /** Oldest first; `active[k]` is the percentage active in the k-th week after joining (0 = her first). */
  cohorts: { weekStart: string; members: number; active: number[] }[];
}

/** A filter left empty ("" from a form or an address, null from a saved audience) is no filter. */
const emptyIsNone = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A filter by a number of days, from 0 to `max`. */
export const optionalCount = (max: number) =>
  z.preprocess(emptyIsNone, z.coerce.number().int().min(0).max(max).optional());

/** The filters the member list and a broadcast's audience (broadcasts.ts) both choose members by. */
export const memberFilters = {
  status: z.preprocess(emptyIsNone, z.enum(memberStatuses).optional()),
  plan: z.preprocess(emptyIsNone, z.enum(planKeys).optional()),
  /** Quiet for at least this many days (no writing, completion or check-in). */
  inactiveDays: optionalCount(3650),
};

export const adminMembersQuerySchema = z.object({
  ...memberFilters,
  trialEndsWithinDays: optionalCount(365),
  q: z.string().trim().max(200).default(""),
  cursor: z.string().max(200).default(""),
  format: z.enum(["json", "csv"]).default("json"),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;
/** The member list's filters, as the console keeps them in its address. */
export type MemberFilters = Omit<AdminMembersQuery, "cursor" | "format">;

export interface AdminMemberRow {
  id: string;
  name: string;
  email: string;
  plan: string | null;
  /** How often she pays; null without a paid plan (free, and complimentary access or a gift, which are no period). */
  period: (typeof billingPeriods)[number] | null;
  status: MemberStatus;
  /** When her plan renews, or ends when it will not (a scheduled cancel, a trial, a comp's or gift's end). */
  renewsOrEndsOn: string | null;
  /** She cancelled and keeps her plan until `renewsOrEndsOn`. */
  cancelScheduled: boolean;
  joinedAt: string;
  lastActiveAt: string | null;
  daysCompleted: number;
}

export interface AdminMembersPage {
  members: AdminMemberRow[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

export interface AdminMemberDetail {
  member: AdminMemberRow & { emailVerified: boolean; remindersOn: boolean };
  history: {
    at: string;
    fromStatus: string;
    toStatus: string;
    plan: string | null;
    period: string | null;
    cause: string;
  }[];
  mails: { subject: string; sentAt: string }[];
  comp: { plan: string; until: string | null } | null;
}

export const compRequestSchema = z.object({
  plan: planKeyRefSchema,
  until: z.iso.date().nullable(),
  /** Tell her by mail (D28); the console's form asks, on by default. */
  notify: z.boolean().optional(),
});

export interface AdminAuditEntry {
  at: string;
  action: AuditAction;
  /** Who acted: her name, else her address, or "a deleted member" (audit-actions.ts DELETED_MEMBER). */
  actor: string;
  /** The member it was done for, named the same way; `id` is null once she deleted her account. */
  member: { id: string | null; name: string } | null;
  /** Any other target: the CSV's filters as a query string, an offer's code, the notices' mode. */
  detail: string | null;
}

export interface AdminAudit {
  entries: AdminAuditEntry[];
}

export const staffNoticeModes = ["off", "each", "digest"] as const;
export const staffNoticesSchema = z.object({ mode: z.enum(staffNoticeModes) });
export type StaffNotices = z.infer<typeof staffNoticesSchema>;
