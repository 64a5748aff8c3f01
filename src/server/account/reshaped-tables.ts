import { asc, eq, type SQL } from "drizzle-orm";
import { printableIdOfNotes } from "../../domain/tool-states";
import type { PublishedTexts } from "../content/published-texts";
import type { Db } from "../db/client";
import {
  account,
  appearancePreferences,
  broadcastRecipients,
  broadcasts,
  cancellations,
  checkIns,
  journalEntries,
  memberActivity,
  memberTrials,
  offerRedemptions,
  pages,
  payments,
  privateJournals,
  reminderPreferences,
  resurfacingHidden,
  resurfacingPreferences,
  returnEntries,
  sentMails,
  sequenceSends,
  sequences,
  session,
  subscribers,
  subscriptionHistory,
  teamMembers,
  toolStates,
} from "../db/schema";

// The tables her export reshapes for her reading (docs/architecture.md, "Her words back"), by their SQL
// name: each gives the sections of her export its rows fill, under the names and in the shape her export
// has had (her Markdown and a private journal's device, client/lib/private-journal/opened-texts.ts, read
// them). Each is here for a reason: secrets left out (`account`'s password hash and tokens, `session`'s
// token), a title resolved from what is published now (a day's, a printable's, a broadcast's subject), one
// table read as two sections (her tools and her printable notes), or one row read as one answer rather
// than a list (her subscription, her settings). Every other table with `user_id` is exported as stored
// (tables-of-hers.ts), with no edit here.

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What a table's reading needs: the database, her rows' condition, and the titles published now. */
export interface Reading {
  db: Db;
  own(table: { userId: unknown }): SQL;
  texts: Pick<PublishedTexts, "title" | "printable">;
}

const first = <T>(rows: T[]) => rows[0] ?? null;

export const reshapedTables = {
  account: async ({ db, own }: Reading) => ({
    signInMethods: (await db.select().from(account).where(own(account))).map((row) => ({
      provider: row.providerId,
      createdAt: iso(row.createdAt),
    })),
  }),
  session: async ({ db, own }: Reading) => ({
    sessions: (await db.select().from(session).where(own(session)).orderBy(asc(session.createdAt))).map(
      (row) => ({
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      }),
    ),
  }),
  subscribers: async ({ db, own }: Reading) => ({
    subscription: first(
      (await db.select().from(subscribers).where(own(subscribers))).map((sub) => ({
        status: sub.status,
        subscribed: sub.subscribed,
        tier: sub.subscriptionTier,
        annual: sub.isAnnual,
        periodEnd: iso(sub.subscriptionEnd),
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        customerId: sub.customerId,
        subscriptionId: sub.subscriptionId,
        email: sub.email,
        updatedAt: iso(sub.updatedAt),
      })),
    ),
  }),
  subscription_history: async ({ db, own }: Reading) => ({
    subscriptionHistory: (
      await db
        .select()
        .from(subscriptionHistory)
        .where(own(subscriptionHistory))
        .orderBy(asc(subscriptionHistory.at), asc(subscriptionHistory.id))
    ).map((row) => ({
      at: iso(row.at),
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      plan: row.plan,
      period: row.period,
      periodEnd: iso(row.periodEnd),
      cause: row.cause,
    })),
  }),
  member_activity: async ({ db, own }: Reading) => ({
    progress: first(
      (await db.select().from(memberActivity).where(own(memberActivity))).map((row) => ({
        lastActiveAt: iso(row.lastActiveAt),
        daysCompleted: row.daysCompleted,
        lastCompletedDay: row.lastCompletedDay,
      })),
    ),
  }),
  member_trials: async ({ db, own }: Reading) => ({
    /** Her latest trial: when it began, and when it became a paid plan or ended otherwise. */
    trial: first(
      (await db.select().from(memberTrials).where(own(memberTrials))).map((row) => ({
        startedAt: iso(row.startedAt),
        convertedAt: iso(row.convertedAt),
        endedAt: iso(row.endedAt),
      })),
    ),
  }),
  sent_mails: async ({ db, own }: Reading) => ({
    mailsSent: (
      await db
        .select()
        .from(sentMails)
        .where(own(sentMails))
        .orderBy(asc(sentMails.sentAt), asc(sentMails.id))
    ).map((row) => ({ subject: row.subject, sentAt: iso(row.sentAt) })),
  }),
  journal_entries: async ({ db, own, texts }: Reading) => ({
    reflections: (
      await db.select().from(journalEntries).where(own(journalEntries)).orderBy(asc(journalEntries.day))
    ).map((row) => ({
      day: row.day,
      title: texts.title(row.day),
      text: row.content,
      /** The version of the day's text she answered (null: the first, the repository's). */
      promptVersion: row.promptVersion,
      completedAt: iso(row.completedAt),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  }),
  check_ins: async ({ db, own }: Reading) => ({
    checkIns: (await db.select().from(checkIns).where(own(checkIns)).orderBy(asc(checkIns.date))).map(
      ({ date, mood, energy, gratitude, challenge, intention, tags, savedAt }) => ({
        date,
        mood,
        energy,
        gratitude,
        challenge,
        intention,
        tags,
        savedAt: iso(savedAt),
      }),
    ),
  }),
  pages: async ({ db, own }: Reading) => ({
    pages: (
      await db.select().from(pages).where(own(pages)).orderBy(asc(pages.date), asc(pages.createdAt))
    ).map((row) => ({
      id: row.id,
      date: row.date,
      title: row.title,
      text: row.body,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  }),
  return_entries: async ({ db, own }: Reading) => ({
    returnReflections: (
      await db.select().from(returnEntries).where(own(returnEntries)).orderBy(asc(returnEntries.month))
    ).map((row) => ({
      month: row.month,
      text: row.content,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  }),
  resurfacing_hidden: async ({ db, own }: Reading) => ({
    hiddenFromOnThisDay: (await db.select().from(resurfacingHidden).where(own(resurfacingHidden))).map(
      (row) => ({ kind: row.kind, key: row.key, at: iso(row.createdAt) }),
    ),
  }),
  resurfacing_preferences: async ({ db, own }: Reading) => ({
    onThisDay: first(
      (await db.select().from(resurfacingPreferences).where(own(resurfacingPreferences))).map((row) => ({
        shown: row.onThisDay,
        heavyDays: row.heavyDays,
        updatedAt: iso(row.updatedAt),
      })),
    ),
  }),
  cancellations: async ({ db, own }: Reading) => ({
    cancellations: (
      await db.select().from(cancellations).where(own(cancellations)).orderBy(asc(cancellations.createdAt))
    ).map((row) => ({ reason: row.reason, note: row.note, when: row.when, at: iso(row.createdAt) })),
  }),
  offer_redemptions: async ({ db, own }: Reading) => ({
    offersUsed: (
      await db
        .select()
        .from(offerRedemptions)
        .where(own(offerRedemptions))
        .orderBy(asc(offerRedemptions.createdAt))
    ).map((row) => ({ code: row.code, at: iso(row.createdAt) })),
  }),
  broadcast_recipients: async ({ db, own }: Reading) => ({
    /** The coach's broadcasts (D28) meant for her, and whether each went out. */
    newsReceived: (
      await db
        .select({
          subject: broadcasts.subject,
          sendAt: broadcasts.sendAt,
          status: broadcastRecipients.status,
        })
        .from(broadcastRecipients)
        .innerJoin(broadcasts, eq(broadcasts.id, broadcastRecipients.broadcastId))
        .where(own(broadcastRecipients))
        .orderBy(asc(broadcasts.sendAt))
    ).map((row) => ({ subject: row.subject, sentAt: iso(row.sendAt), status: row.status })),
  }),
  sequence_sends: async ({ db, own }: Reading) => ({
    automaticMessages: (
      await db
        .select({ subject: sequences.subject, at: sequenceSends.sentAt })
        .from(sequenceSends)
        .innerJoin(sequences, eq(sequences.id, sequenceSends.sequenceId))
        .where(own(sequenceSends))
        .orderBy(asc(sequenceSends.sentAt))
    ).map((row) => ({ subject: row.subject, at: iso(row.at) })),
  }),
  team_members: async ({ db, own }: Reading) => ({
    consoleTeam: first(
      (await db.select().from(teamMembers).where(own(teamMembers))).map((row) => ({
        role: row.role,
        invitedAt: iso(row.invitedAt),
        acceptedAt: iso(row.acceptedAt),
      })),
    ),
  }),
  payments: async ({ db, own }: Reading) => ({
    payments: (await db.select().from(payments).where(own(payments)).orderBy(asc(payments.at))).map(
      (row) => ({
        at: iso(row.at),
        description: row.description,
        amountCents: row.amountCents,
        refundedCents: row.refundedCents,
        status: row.status,
      }),
    ),
  }),
  tool_states: async ({ db, own, texts }: Reading) => {
    const rows = await db.select().from(toolStates).where(own(toolStates)).orderBy(asc(toolStates.tool));
    return {
      tools: rows
        .filter((row) => printableIdOfNotes(row.tool) === null)
        .map((row) => ({ tool: row.tool, state: row.state, updatedAt: iso(row.updatedAt) })),
      printableNotes: rows.flatMap((row) => {
        const printable = printableIdOfNotes(row.tool);
        if (printable === null) return [];
        return {
          printable,
          title: texts.printable(printable)?.title ?? printable,
          notes: (row.state as { notes?: unknown }).notes ?? "",
          updatedAt: iso(row.updatedAt),
        };
      }),
    };
  },
  private_journals: async ({ db, own }: Reading) => ({
    /**
     * Her private journal's wrapped keys (D30): with her passphrase or recovery code, her device opens the
     * sealed values of her export; the server cannot.
     */
    privateJournal: first(
      (await db.select().from(privateJournals).where(own(privateJournals))).map((row) => ({
        state: row.state,
        keys: row.keys,
        updatedAt: iso(row.updatedAt),
      })),
    ),
  }),
  appearance_preferences: async ({ db, own }: Reading) => ({
    appearance: first(
      (await db.select().from(appearancePreferences).where(own(appearancePreferences))).map((look) => ({
        theme: look.theme,
        textSize: look.textSize,
        updatedAt: iso(look.updatedAt),
      })),
    ),
  }),
  reminder_preferences: async ({ db, own }: Reading) => ({
    reminders: first(
      (await db.select().from(reminderPreferences).where(own(reminderPreferences))).map((reminder) => ({
        enabled: reminder.enabled,
        hour: reminder.hour,
        timeZone: reminder.timeZone,
        affirmationOnly: reminder.affirmationOnly,
        lastSentOn: reminder.lastSentOn,
        weekly: reminder.weekly,
        weeklySentOn: reminder.weeklySentOn,
        news: reminder.news,
        updatedAt: iso(reminder.updatedAt),
      })),
    ),
  }),
};
