import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// docs/architecture.md, "Data". The first five tables belong to better-auth: their property names are the ones it
// expects; the columns are snake_case like ours.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** A row of hers: `user_id`, deleted with her account. */
const herAccount = () => text("user_id").references(() => user.id, { onDelete: "cascade" });

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    // docs/security.md, "Pre-registered address": a later sign-up replaced the password of this
    // unverified account, so no stored password is trusted until the mailbox owner chooses one.
    passwordContested: boolean("password_contested").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's member list is ordered newest first; the console pages it by (join time, id). Its
  // search finds a part of a name or address (`ilike '%…%'`) through trigram indexes (pg_trgm).
  (t) => [
    index("user_created_at_idx").on(t.createdAt),
    index("user_created_at_id_idx").on(t.createdAt, t.id),
    index("user_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("user_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: herAccount().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: herAccount().notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const subscribers = pgTable(
  "subscribers",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: herAccount().notNull().unique(),
    email: text("email").notNull(),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    subscribed: boolean("subscribed").notNull().default(false),
    subscriptionTier: text("subscription_tier"),
    subscriptionEnd: timestamp("subscription_end", { withTimezone: true }),
    isAnnual: boolean("is_annual").notNull().default(false),
    status: text("status").notNull().default("none"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Set when a checkout starts and cleared when it ends in a subscription: until then, check-subscription asks the provider. */
    checkoutPendingSince: timestamp("checkout_pending_since", { withTimezone: true }),
    /** When she began her one free trial (spec §9: 7 days); set once, never cleared, so no second trial is given. */
    trialUsedAt: timestamp("trial_used_at", { withTimezone: true }),
    /** While paused (issue #26): the day her plan comes back. */
    resumesAt: timestamp("resumes_at", { withTimezone: true }),
    /** While her status is `gift`: the giver's name as the gift mail gave it (issue #45). */
    giftFrom: text("gift_from"),
    /** The offer that lowers what she pays, and when it stops doing so (null: for as long as she stays). */
    offerCode: text("offer_code"),
    offerDescription: text("offer_description"),
    offerEndsAt: timestamp("offer_ends_at", { withTimezone: true }),
    /** She has had her one win-back mail, or asked for none (docs/jobs.md, "Keeping members"). */
    winBackDone: boolean("win_back_done").notNull().default(false),
    /** The last time this row was brought in line with the payment provider. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscribers_customer_id_idx").on(t.customerId),
    // The console's member list filtered by a state few members are in (comped, past_due).
    index("subscribers_status_idx").on(t.status),
  ],
);

export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const journalEntries = pgTable(
  "journal_entries",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: herAccount().notNull(),
    day: integer("day").notNull(),
    content: text("content").notNull().default(""),
    // docs/security.md, "Expensive reads": what the archive lists, computed by the database when the
    // reflection is written, so listing her journal never loads or scans whole texts.
    words: integer("words")
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(array_length(regexp_split_to_array(nullif(regexp_replace(content, '^\\s+|\\s+$', '', 'g'), ''), '\\s+'), 1), 0)`,
      ),
    opening: text("opening")
      .notNull()
      .generatedAlwaysAs(sql`left(btrim(regexp_replace(content, '\\s+', ' ', 'g')), 400)`),
    revision: integer("revision").notNull().default(0),
    /**
     * The version of the day's text her reflection answers (`content_versions`), set when she writes; null for
     * what she wrote before the coach could edit the days (the repository's first version).
     */
    promptVersion: integer("prompt_version"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("journal_entries_user_day_idx").on(t.userId, t.day),
    check("journal_entries_day_range", sql`${t.day} between 1 and 75`),
  ],
);

export const checkIns = pgTable(
  "check_ins",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: herAccount().notNull(),
    date: date("date", { mode: "string" }).notNull(),
    mood: text("mood").notNull(),
    energy: text("energy").notNull(),
    gratitude: text("gratitude").notNull(),
    challenge: text("challenge").notNull(),
    intention: text("intention").notNull(),
    /** What helped that day (D23): the fixed tags and her own, an array of strings. */
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    /** The synced-document revision (src/domain/sync.ts); check-ins stored before it existed start at 1. */
    revision: integer("revision").notNull().default(1),
  },
  (t) => [uniqueIndex("check_ins_user_date_idx").on(t.userId, t.date)],
);

export const toolStates = pgTable(
  "tool_states",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: herAccount().notNull(),
    tool: text("tool").notNull(),
    state: jsonb("state").notNull(),
    revision: integer("revision").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("tool_states_user_tool_idx").on(t.userId, t.tool)],
);

/**
 * Exact row counts for the admin page (spec §2 Admin: Total Users, Active Subscribers, Journal
 * Entries), kept by triggers on "user", subscribers and journal_entries (migration 0002): counting
 * two million journal entries on every visit took longer than the whole page may (bench/README.md).
 * Each count is spread over a few rows ("shards") so that concurrent inserts do not all queue on
 * one row's lock; a count is the sum of its shards. `select refresh_app_counters()` recounts.
 */
export const appCounters = pgTable(
  "app_counters",
  {
    name: text("name").notNull(),
    shard: integer("shard").notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);

/**
 * Sensitive attempts counted per account or address across every app server (docs/security.md):
 * failed sign-ins per account, reset and verification mails per address. Rows older than a day
 * are removed whenever the same key is written again.
 */
export const attempts = pgTable(
  "attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("attempts_key_at_idx").on(t.key, t.at)],
);

/** Her choice of theme and text size (docs/offline.md); no row means the defaults (src/domain/appearance.ts). */
export const appearancePreferences = pgTable(
  "appearance_preferences",
  {
    userId: herAccount().primaryKey(),
    theme: text("theme").notNull().default("system"),
    textSize: text("text_size").notNull().default("normal"),
    /** The synced-document revision (src/domain/sync.ts); choices stored before it existed start at 1. */
    revision: integer("revision").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("appearance_theme_check", sql`${t.theme} in ('system', 'light', 'dark')`),
    check("appearance_text_size_check", sql`${t.textSize} in ('normal', 'large', 'larger')`),
  ],
);

/**
 * Durable jobs (docs/jobs.md): mail and anything else that must happen once, later, even across
 * restarts. Any app server claims a due job with FOR UPDATE SKIP LOCKED; a claim expires at
 * `locked_until`, so a job whose server died is picked up again. `unique_key` makes enqueueing the
 * same job twice (the same day's reminder, say) a no-op.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    uniqueKey: text("unique_key").unique(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    failed: boolean("failed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_due_idx").on(t.runAt).where(sql`${t.finishedAt} is null`)],
);

/**
 * Her daily reminder (docs/jobs.md, "Reminders"): off until she turns it on. `hour` is in her
 * own `time_zone`; `last_sent_on` is the local date of the last reminder, for the spacing rule.
 */
export const reminderPreferences = pgTable(
  "reminder_preferences",
  {
    userId: herAccount().primaryKey(),
    enabled: boolean("enabled").notNull().default(false),
    hour: integer("hour").notNull().default(8),
    timeZone: text("time_zone").notNull().default("UTC"),
    affirmationOnly: boolean("affirmation_only").notNull().default(false),
    lastSentOn: date("last_sent_on", { mode: "string" }),
    /** The opt-in weekly letter (D23), sent on Sunday in her time zone; the local Sunday it last went out. */
    weekly: boolean("weekly").notNull().default(false),
    weeklySentOn: date("weekly_sent_on", { mode: "string" }),
    /** "News from Grind to Grace": the coach's broadcasts and sequences (D28); on unless she turns it off. */
    news: boolean("news").notNull().default(true),
    /** The synced-document revision of her settings (src/domain/sync.ts); moved on by her saves and unsubscribes. */
    revision: integer("revision").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reminder_hour_range", sql`${t.hour} between 0 and 23`),
    index("reminder_preferences_enabled_idx").on(t.enabled).where(sql`${t.enabled}`),
  ],
);

/**
 * Why a member cancelled (issue #26): Stripe's `cancellation_details.feedback` values, counted for the
 * operator's overview. When her account goes, the row stays for the counts without her id, subscription or
 * note (her words).
 */
export const cancellations = pgTable(
  "cancellations",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    /** Set null when her account is deleted: the reason still counts, without her (delete-account.ts). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The subscription she ended: one row per subscription, so a repeated cancel counts once. */
    subscriptionId: text("subscription_id"),
    reason: text("reason"),
    note: text("note"),
    when: text("when_ends").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("cancellations_created_at_idx").on(t.createdAt),
    uniqueIndex("cancellations_subscription_idx").on(t.subscriptionId),
  ],
);

/** The operator's offers (docs/architecture.md, "Pause, cancel, offers and gifts"); ended ones are kept for their counts. */
export const offers = pgTable("offers", {
  code: text("code").primaryKey(),
  kind: text("kind").notNull(),
  value: integer("value").notNull(),
  duration: text("duration").notNull(),
  months: integer("months"),
  plans: jsonb("plans").$type<string[]>().notNull().default([]),
  maxRedemptions: integer("max_redemptions"),
  /** Checkouts that used it, claimed by a conditional update (offers.ts claimRedemption); kept after deletions. */
  redemptions: integer("redemptions").notNull().default(0),
  expiresOn: date("expires_on"),
  endedAt: timestamp("ended_at", { withTimezone: true }),
  stripeCouponId: text("stripe_coupon_id"),
  stripePromotionCodeId: text("stripe_promotion_code_id"),
  createdAt: createdAt(),
});

/** Each member counts once per offer; the unique pair keeps a double click from counting twice. */
export const offerRedemptions = pgTable(
  "offer_redemptions",
  {
    code: text("code")
      .notNull()
      .references(() => offers.code, { onDelete: "cascade" }),
    userId: herAccount().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.code, t.userId] })],
);

/**
 * A gift of months of a plan (issue #26): bought by a member, paid once, mailed on its send date, redeemed
 * once by whoever signs in with its code.
 */
export const gifts = pgTable(
  "gifts",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    code: text("code").notNull().unique(),
    buyerId: text("buyer_id").references(() => user.id, { onDelete: "set null" }),
    plan: text("plan").notNull(),
    months: integer("months").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Null once the buyer or the recipient deleted her account, with the name and message (delete-account.ts). */
    recipientEmail: text("recipient_email"),
    recipientName: text("recipient_name"),
    message: text("message"),
    sendOn: date("send_on").notNull(),
    checkoutSessionId: text("checkout_session_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    redeemedBy: text("redeemed_by").references(() => user.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("gifts_buyer_idx").on(t.buyerId)],
);

/**
 * Every charge, renewal, plan change billed today, gift purchase and refund (docs/architecture.md, "Payments"):
 * test mode writes one with each billed period, Stripe's webhooks with each paid invoice or gift checkout.
 * When her account is deleted the row stays for the revenue figures, without her id (delete-account.ts).
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** "plan" for her own plan, "gift" for a gift she bought. */
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** paid | refunded | partially_refunded | failed */
    status: text("status").notNull(),
    testMode: boolean("test_mode").notNull(),
    /** Stripe's invoice or payment intent: one record however often its webhook comes. */
    providerRef: text("provider_ref").unique(),
    /** A gift purchase's gift, for the buyer's receipt. */
    giftId: text("gift_id"),
  },
  (t) => [index("payments_user_at_idx").on(t.userId, t.at), index("payments_at_idx").on(t.at)],
);

/** A refund the operator made from the console, with the reason she gave (docs/architecture.md, "Payments"). */
export const refunds = pgTable(
  "refunds",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    actorId: text("actor_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refunds_payment_idx").on(t.paymentId)],
);

/**
 * Every change of a member's subscription (docs/architecture.md, "The console"), written by the one
 * writer (`billing/subscription-state.ts`) in the same transaction as the change. `cause` is a short
 * word that may grow with new flows (checkout, renewal, plan_change, cancel, resume, webhook,
 * reconcile, comp, comp_end, end_trial, backfill, …). The console's figures are computed from it.
 */
export const subscriptionHistory = pgTable(
  "subscription_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * No foreign key: when her account is deleted her rows stay, under an id that names nobody, so the past's
     * figures do not change (migration 0020, `keep_history_without_her`).
     */
    userId: text("user_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** The plan as shown ("Grace Flow"), null without one. */
    plan: text("plan"),
    /** "monthly" or "annual", null without a plan. */
    period: text("period"),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    cause: text("cause").notNull(),
  },
  (t) => [
    index("subscription_history_user_at_idx").on(t.userId, t.at),
    index("subscription_history_at_idx").on(t.at),
  ],
);

/**
 * What the console knows of a member's progress without reading her words (docs/architecture.md, "The
 * console"): kept by triggers on journal_entries, check_ins and tool_states (migration 0006). `active_weeks`
 * has bit k set when she wrote, completed a day or checked in during the k-th ISO week after the week she
 * joined (weeks 0–62), for the cohort table.
 */
export const memberActivity = pgTable(
  "member_activity",
  {
    userId: herAccount().primaryKey(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    daysCompleted: integer("days_completed").notNull().default(0),
    lastCompletedDay: integer("last_completed_day").notNull().default(0),
    activeWeeks: bigint("active_weeks", { mode: "number" }).notNull().default(0),
    /** Monday (UTC) of the ISO week she joined, the week `active_weeks` counts from (migration 0013). */
    joinWeek: date("join_week").notNull(),
  },
  (t) => [
    index("member_activity_last_active_idx").on(t.lastActiveAt),
    index("member_activity_last_completed_idx").on(t.lastCompletedDay),
  ],
);

// The console's kept summaries (docs/architecture.md, "The console"; migration 0013): triggers on `user`,
// `member_activity` and `subscription_history` keep them in the same transaction as the rows they count, so the
// overview and the cohorts read a few rows instead of every member. `select refresh_console_summaries()` recounts.

/** Members (confirmed addresses) by the ISO week (UTC) they joined: still here, and since departed. */
export const joinedWeeks = pgTable("joined_weeks", {
  week: date("week").primaryKey(),
  members: integer("members").notNull().default(0),
  departed: integer("departed").notNull().default(0),
});

/** Of the members who joined in `join_week`, how many were active in the `weeks_after`-th week (bit k of `active_weeks`). */
export const cohortActivity = pgTable(
  "cohort_activity",
  {
    joinWeek: date("join_week").notNull(),
    weeksAfter: integer("weeks_after").notNull(),
    members: integer("members").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.joinWeek, t.weeksAfter] })],
);

/**
 * The subscription history by ISO week and by calendar month (`kind` "week" or "month", UTC), each member
 * counted once a period: she became paying (`new_paid`), cancelled (`canceled`), went from paying to cancelled
 * (`paid_canceled`), and whether her first change of the period started unpaid and her last ended paid
 * (`became_paid`) or the other way round (`stopped_paying`).
 */
export const subscriptionPeriods = pgTable(
  "subscription_periods",
  {
    kind: text("kind").notNull(),
    starts: date("starts").notNull(),
    newPaid: integer("new_paid").notNull().default(0),
    canceled: integer("canceled").notNull().default(0),
    paidCanceled: integer("paid_canceled").notNull().default(0),
    becamePaid: integer("became_paid").notNull().default(0),
    stoppedPaying: integer("stopped_paying").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.starts] })],
);

/** Each member's latest trial start, and the latest time a trial of hers converted or ended otherwise. */
export const memberTrials = pgTable(
  "member_trials",
  {
    /** Kept from `subscription_history`, under the same id (no foreign key: a deleted member's trial still counts). */
    userId: text("user_id").primaryKey(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("member_trials_started_idx").on(t.startedAt)],
);

/** The subject and time of each mail sent to a member, for the console's member page (no bodies). */
export const sentMails = pgTable(
  "sent_mails",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: herAccount().notNull(),
    subject: text("subject").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sent_mails_user_sent_idx").on(t.userId, t.sentAt)],
);

/**
 * Every admin action (docs/security.md, "The console"). The actor and the target are kept as ids with no
 * foreign key, so a member's account deletion leaves the record of what was done for her.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    target: text("target"),
  },
  (t) => [index("admin_audit_at_idx").on(t.at)],
);

/** The console's settings, one row per name (staff notices: "off", "each" or "digest"). */
export const adminSettings = pgTable("admin_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Her open pages (D23): free writing beside the 75 prompts, as many as she likes. The id is a UUID her
 * browser makes, so a page written offline has its address before the server has seen it; it is
 * unique per member (the key is both), so one member's id can never touch another's page.
 */
export const pages = pgTable(
  "pages",
  {
    userId: herAccount().notNull(),
    id: text("id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull().default(""),
    // docs/security.md, "Expensive reads": as for reflections, what her list and on-this-day show is
    // computed when she writes, so no read loads or scans whole pages.
    words: integer("words")
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(array_length(regexp_split_to_array(nullif(regexp_replace(body, '^\\s+|\\s+$', '', 'g'), ''), '\\s+'), 1), 0)`,
      ),
    opening: text("opening")
      .notNull()
      .generatedAlwaysAs(sql`left(btrim(regexp_replace(body, '\\s+', ' ', 'g')), 400)`),
    revision: integer("revision").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index("pages_user_date_idx").on(t.userId, t.date)],
);

/** Her answers to the twelve monthly return prompts after day 75 (D23), one synced document a month. */
export const returnEntries = pgTable(
  "return_entries",
  {
    userId: herAccount().notNull(),
    month: integer("month").notNull(),
    content: text("content").notNull().default(""),
    revision: integer("revision").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    check("return_entries_month_range", sql`${t.month} between 1 and 12`),
  ],
);

/** Her choices for "On this day" (issue #49): the card on or off, and whether heavy days come back. */
export const resurfacingPreferences = pgTable("resurfacing_preferences", {
  userId: herAccount().primaryKey(),
  onThisDay: boolean("on_this_day").notNull().default(true),
  heavyDays: boolean("heavy_days").notNull().default(false),
  /** The synced-document revision of the setting (src/domain/sync.ts). */
  revision: integer("revision").notNull().default(1),
  updatedAt: updatedAt(),
});

/** What she asked never to be shown again "on this day" (D23): a day (`key` = the day) or a page (its id). */
export const resurfacingHidden = pgTable(
  "resurfacing_hidden",
  {
    userId: herAccount().notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.key] }),
    check("resurfacing_hidden_kind_check", sql`${t.kind} in ('day', 'page')`),
  ],
);

/**
 * The coach's broadcasts (D28, docs/architecture.md "Broadcasts and sequences"): her words to a segment
 * of members, sent by durable jobs. `audience` holds the console's member filters.
 */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    audience: jsonb("audience").notNull(),
    /** draft, scheduled, sending, sent or cancelled. */
    status: text("status").notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    recipients: integer("recipients").notNull().default(0),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
  },
  (t) => [index("broadcasts_created_idx").on(t.createdAt)],
);

/** One row per member a broadcast goes to: the key that sends it to her once, on any server. */
export const broadcastRecipients = pgTable(
  "broadcast_recipients",
  {
    broadcastId: text("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    userId: herAccount().notNull(),
    /** pending (not yet queued), queued, sent, failed or skipped (she turned news off meanwhile). */
    status: text("status").notNull().default("pending"),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.userId] }),
    index("broadcast_recipients_pending_idx").on(t.broadcastId).where(sql`${t.status} = 'pending'`),
  ],
);

/** The coach's automatic messages (D28): each sent once to each member when its trigger holds. */
export const sequences = pgTable("sequences", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  /** signup, trial, day or quiet (src/domain/broadcasts.ts). */
  trigger: text("trigger").notNull(),
  days: integer("days").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who each sequence message went to: once per member, ever. */
export const sequenceSends = pgTable(
  "sequence_sends",
  {
    sequenceId: text("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    userId: herAccount().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sequenceId, t.userId] })],
);

/**
 * The console's team beside its owner (ADMIN_EMAIL, D28): `admin` (everything but removing the owner)
 * or `staff` (reading, a member's page, comps, verification mails, broadcast drafts). An invitation
 * counts once a verified account with its address accepts it.
 */
export const teamMembers = pgTable("team_members", {
  email: text("email").primaryKey(),
  role: text("role").notNull(),
  invitedBy: text("invited_by").notNull(),
  invitedAt: createdAt(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  userId: herAccount(),
});

/**
 * The coach's content (docs/architecture.md, "Editing the content"): one row per piece (a day, an affirmation,
 * a printable) and locale, with the version members see and her unpublished draft.
 */
export const contentItems = pgTable(
  "content_items",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    locale: text("locale").notNull(),
    publishedVersion: integer("published_version").notNull(),
    /** The repository text the published version came from (a hash); null once the coach published her own. */
    seededFrom: text("seeded_from"),
    draft: jsonb("draft"),
    /** Bumped by every draft save: a save names the revision it started from, so two editors never overwrite. */
    draftRevision: integer("draft_revision").notNull().default(0),
    draftAt: timestamp("draft_at", { withTimezone: true }),
    draftBy: text("draft_by"),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.locale] })],
);

/** Every published version of each piece, kept: restore publishes an old one again, and answers keep theirs. */
export const contentVersions = pgTable(
  "content_versions",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    locale: text("locale").notNull(),
    version: integer("version").notNull(),
    value: jsonb("value").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Who published it: a console member's id, or null for the repository's text. */
    by: text("by"),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key, t.locale, t.version] })],
);

/**
 * Her private journal (D30, issue 48; docs/architecture.md, "The private journal"): her data key wrapped
 * by her passphrase and by her recovery code, which the server cannot unwrap, and where turning it on or
 * off stands: `sealing` while her device seals what she already wrote, `on`, `opening` while it opens it
 * again. No row: her journal is not private.
 */
export const privateJournals = pgTable(
  "private_journals",
  {
    userId: herAccount().primaryKey(),
    keys: jsonb("keys").notNull(),
    state: text("state").notNull(),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("private_journals_state_check", sql`${t.state} in ('sealing', 'on', 'opening')`)],
);
