import { asc, eq } from "drizzle-orm";
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
  user,
} from "../db/schema";

// Everything a member owns, for her export (docs/architecture.md, "Her words back"). Secrets are left
// out (password hashes, session tokens); every other row of hers is here. `rowsByTable` says where each
// table's rows went, and tests/integration/account.test.ts fails when a table holding `user_id` is not
// listed there, so a new table cannot be forgotten.

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `texts`: the days' and printables' titles as published now (content/published-texts.ts). */
export async function collectMemberData(
  db: Db,
  userId: string,
  texts: Pick<PublishedTexts, "title" | "printable">,
) {
  const [profileRow] = await db.select().from(user).where(eq(user.id, userId));
  if (!profileRow) return null;
  const own = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [
    methods,
    sessions,
    subscription,
    reflections,
    checkInRows,
    toolRows,
    appearance,
    reminders,
    history,
    activity,
    mails,
    pageRows,
    returnRows,
    hiddenRows,
    resurfacingRows,
    cancellationRows,
    redemptionRows,
    trialRows,
    newsRows,
    sequenceRows,
    teamRows,
    paymentRows,
    privateRows,
  ] = await Promise.all([
    db.select().from(account).where(own(account)),
    db.select().from(session).where(own(session)).orderBy(asc(session.createdAt)),
    db.select().from(subscribers).where(own(subscribers)),
    db.select().from(journalEntries).where(own(journalEntries)).orderBy(asc(journalEntries.day)),
    db.select().from(checkIns).where(own(checkIns)).orderBy(asc(checkIns.date)),
    db.select().from(toolStates).where(own(toolStates)).orderBy(asc(toolStates.tool)),
    db.select().from(appearancePreferences).where(own(appearancePreferences)),
    db.select().from(reminderPreferences).where(own(reminderPreferences)),
    db
      .select()
      .from(subscriptionHistory)
      .where(own(subscriptionHistory))
      .orderBy(asc(subscriptionHistory.at), asc(subscriptionHistory.id)),
    db.select().from(memberActivity).where(own(memberActivity)),
    db.select().from(sentMails).where(own(sentMails)).orderBy(asc(sentMails.sentAt), asc(sentMails.id)),
    db.select().from(pages).where(own(pages)).orderBy(asc(pages.date), asc(pages.createdAt)),
    db.select().from(returnEntries).where(own(returnEntries)).orderBy(asc(returnEntries.month)),
    db.select().from(resurfacingHidden).where(own(resurfacingHidden)),
    db.select().from(resurfacingPreferences).where(own(resurfacingPreferences)),
    db.select().from(cancellations).where(own(cancellations)).orderBy(asc(cancellations.createdAt)),
    db.select().from(offerRedemptions).where(own(offerRedemptions)).orderBy(asc(offerRedemptions.createdAt)),
    db.select().from(memberTrials).where(own(memberTrials)),
    db
      .select({ subject: broadcasts.subject, sendAt: broadcasts.sendAt, status: broadcastRecipients.status })
      .from(broadcastRecipients)
      .innerJoin(broadcasts, eq(broadcasts.id, broadcastRecipients.broadcastId))
      .where(own(broadcastRecipients))
      .orderBy(asc(broadcasts.sendAt)),
    db
      .select({ subject: sequences.subject, at: sequenceSends.sentAt })
      .from(sequenceSends)
      .innerJoin(sequences, eq(sequences.id, sequenceSends.sequenceId))
      .where(own(sequenceSends))
      .orderBy(asc(sequenceSends.sentAt)),
    db.select().from(teamMembers).where(own(teamMembers)),
    db.select().from(payments).where(own(payments)).orderBy(asc(payments.at)),
    db.select().from(privateJournals).where(own(privateJournals)),
  ]);
  const tools = toolRows.filter((row) => printableIdOfNotes(row.tool) === null);
  const notes = toolRows.filter((row) => printableIdOfNotes(row.tool) !== null);
  const sub = subscription[0];
  const look = appearance[0];
  const reminder = reminders[0];
  return {
    format: "grind-to-grace-export/1",
    exportedAt: new Date().toISOString(),
    profile: {
      email: profileRow.email,
      emailVerified: profileRow.emailVerified,
      firstName: profileRow.firstName ?? "",
      lastName: profileRow.lastName ?? "",
      name: profileRow.name,
      createdAt: iso(profileRow.createdAt),
      updatedAt: iso(profileRow.updatedAt),
    },
    signInMethods: methods.map((row) => ({ provider: row.providerId, createdAt: iso(row.createdAt) })),
    sessions: sessions.map((row) => ({
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    subscription: sub
      ? {
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
        }
      : null,
    subscriptionHistory: history.map((row) => ({
      at: iso(row.at),
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      plan: row.plan,
      period: row.period,
      periodEnd: iso(row.periodEnd),
      cause: row.cause,
    })),
    progress: activity[0]
      ? {
          lastActiveAt: iso(activity[0].lastActiveAt),
          daysCompleted: activity[0].daysCompleted,
          lastCompletedDay: activity[0].lastCompletedDay,
        }
      : null,
    /** Her latest trial: when it began, and when it became a paid plan or ended otherwise. */
    trial: trialRows[0]
      ? {
          startedAt: iso(trialRows[0].startedAt),
          convertedAt: iso(trialRows[0].convertedAt),
          endedAt: iso(trialRows[0].endedAt),
        }
      : null,
    mailsSent: mails.map((row) => ({ subject: row.subject, sentAt: iso(row.sentAt) })),
    reflections: reflections.map((row) => ({
      day: row.day,
      title: texts.title(row.day),
      text: row.content,
      /** The version of the day's text she answered (null: the first, the repository's). */
      promptVersion: row.promptVersion,
      completedAt: iso(row.completedAt),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    checkIns: checkInRows.map(({ date, mood, energy, gratitude, challenge, intention, tags, savedAt }) => ({
      date,
      mood,
      energy,
      gratitude,
      challenge,
      intention,
      tags,
      savedAt: iso(savedAt),
    })),
    pages: pageRows.map((row) => ({
      id: row.id,
      date: row.date,
      title: row.title,
      text: row.body,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    returnReflections: returnRows.map((row) => ({
      month: row.month,
      text: row.content,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    hiddenFromOnThisDay: hiddenRows.map((row) => ({ kind: row.kind, key: row.key, at: iso(row.createdAt) })),
    onThisDay:
      resurfacingRows.map((row) => ({
        shown: row.onThisDay,
        heavyDays: row.heavyDays,
        updatedAt: iso(row.updatedAt),
      }))[0] ?? null,
    cancellations: cancellationRows.map((row) => ({
      reason: row.reason,
      note: row.note,
      when: row.when,
      at: iso(row.createdAt),
    })),
    offersUsed: redemptionRows.map((row) => ({ code: row.code, at: iso(row.createdAt) })),
    /** The coach's broadcasts (D28) meant for her, and whether each went out. */
    newsReceived: newsRows.map((row) => ({
      subject: row.subject,
      sentAt: iso(row.sendAt),
      status: row.status,
    })),
    automaticMessages: sequenceRows.map((row) => ({ subject: row.subject, at: iso(row.at) })),
    consoleTeam:
      teamRows.map((row) => ({
        role: row.role,
        invitedAt: iso(row.invitedAt),
        acceptedAt: iso(row.acceptedAt),
      }))[0] ?? null,
    payments: paymentRows.map((row) => ({
      at: iso(row.at),
      description: row.description,
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      status: row.status,
    })),
    tools: tools.map((row) => ({ tool: row.tool, state: row.state, updatedAt: iso(row.updatedAt) })),
    printableNotes: notes.map((row) => {
      const printable = printableIdOfNotes(row.tool) ?? "";
      return {
        printable,
        title: texts.printable(printable)?.title ?? printable,
        notes: (row.state as { notes?: unknown }).notes ?? "",
        updatedAt: iso(row.updatedAt),
      };
    }),
    /**
     * Her private journal's wrapped keys (D30): with her passphrase or recovery code, her device opens the
     * sealed values above; the server cannot.
     */
    privateJournal:
      privateRows.map((row) => ({ state: row.state, keys: row.keys, updatedAt: iso(row.updatedAt) }))[0] ??
      null,
    appearance: look ? { theme: look.theme, textSize: look.textSize, updatedAt: iso(look.updatedAt) } : null,
    reminders: reminder
      ? {
          enabled: reminder.enabled,
          hour: reminder.hour,
          timeZone: reminder.timeZone,
          affirmationOnly: reminder.affirmationOnly,
          lastSentOn: reminder.lastSentOn,
          weekly: reminder.weekly,
          weeklySentOn: reminder.weeklySentOn,
          news: reminder.news,
          updatedAt: iso(reminder.updatedAt),
        }
      : null,
  };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof collectMemberData>>>;

/** How many of a table's rows (those with her `user_id`) the export holds. */
export const rowsByTable: Record<string, (data: MemberData) => number> = {
  account: (data) => data.signInMethods.length,
  session: (data) => data.sessions.length,
  subscribers: (data) => (data.subscription ? 1 : 0),
  journal_entries: (data) => data.reflections.length,
  check_ins: (data) => data.checkIns.length,
  tool_states: (data) => data.tools.length + data.printableNotes.length,
  appearance_preferences: (data) => (data.appearance ? 1 : 0),
  reminder_preferences: (data) => (data.reminders ? 1 : 0),
  subscription_history: (data) => data.subscriptionHistory.length,
  member_activity: (data) => (data.progress ? 1 : 0),
  member_trials: (data) => (data.trial ? 1 : 0),
  sent_mails: (data) => data.mailsSent.length,
  pages: (data) => data.pages.length,
  return_entries: (data) => data.returnReflections.length,
  resurfacing_hidden: (data) => data.hiddenFromOnThisDay.length,
  resurfacing_preferences: (data) => (data.onThisDay ? 1 : 0),
  cancellations: (data) => data.cancellations.length,
  offer_redemptions: (data) => data.offersUsed.length,
  broadcast_recipients: (data) => data.newsReceived.length,
  sequence_sends: (data) => data.automaticMessages.length,
  team_members: (data) => (data.consoleTeam ? 1 : 0),
  payments: (data) => data.payments.length,
  private_journals: (data) => (data.privateJournal ? 1 : 0),
};
