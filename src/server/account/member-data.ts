import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { gifts, user } from "../db/schema";
import { iso, type Reading, reshapedTables } from "./reshaped-tables";
import { plainRowsOf, type TableOfHers, tablesOfHers } from "./tables-of-hers";

// Everything a member owns, for her export (docs/architecture.md, "Her words back"): her profile, then her
// rows of every table of the schema with `user_id`. The tables of reshaped-tables.ts are shaped for her
// reading; every other one is exported as stored, under `otherTables`, so a new table is in her export
// without an edit. Secrets are never read (password hashes, tokens of any kind).

type Reshaped = typeof reshapedTables;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
/** The sections of her export the reshaped tables fill (`reflections`, `checkIns`, …). */
type ReshapedSections = UnionToIntersection<Awaited<ReturnType<Reshaped[keyof Reshaped]>>>;

/** Her rows of one table, as stored but for her id and its secrets. */
export type PlainRow = Record<string, unknown>;

const isReshaped = (name: string): name is keyof Reshaped => name in reshapedTables;

/**
 * Her rows of every table holding `user_id`, by the table's SQL name: the sections of her export a
 * reshaped table fills (`{ reflections: [...] }`), or `{ <its name in the schema>: rows }` for any other.
 * `tables`: the schema's (tables-of-hers.ts), unless a test adds one.
 */
export async function memberSections(
  db: Db,
  userId: string,
  texts: Reading["texts"],
  tables: Map<string, TableOfHers> = tablesOfHers(),
): Promise<Map<string, object>> {
  const reading: Reading = { db, own: (table) => eq(table.userId as never, userId), texts };
  const sections = await Promise.all(
    [...tables].map(async ([name, table]) => {
      const section: object = isReshaped(name)
        ? await reshapedTables[name](reading)
        : { [table.exportName]: await plainRowsOf(db, table, userId) };
      return [name, section] as const;
    }),
  );
  return new Map(sections);
}

/**
 * The gifts she gave (to whom, her message) and the ones she redeemed: held under the buyer's and the
 * redeemer's ids rather than `userId`, so found here by name. A gift's code is left out (it opens the gift),
 * and so are the name and message on a gift she redeemed: another member wrote them, perhaps to someone
 * else (a code can be passed on).
 */
async function giftsOf(db: Db, userId: string) {
  const [given, received] = await Promise.all([
    db.select().from(gifts).where(eq(gifts.buyerId, userId)).orderBy(asc(gifts.createdAt)),
    db.select().from(gifts).where(eq(gifts.redeemedBy, userId)).orderBy(asc(gifts.redeemedAt)),
  ]);
  return {
    giftsGiven: given.map((gift) => ({
      plan: gift.plan,
      months: gift.months,
      amountCents: gift.amountCents,
      recipientEmail: gift.recipientEmail,
      recipientName: gift.recipientName,
      message: gift.message,
      sendOn: gift.sendOn,
      paidAt: iso(gift.paidAt),
      sentAt: iso(gift.sentAt),
      redeemed: gift.redeemedAt !== null,
      createdAt: iso(gift.createdAt),
    })),
    giftsReceived: received.map((gift) => ({
      plan: gift.plan,
      months: gift.months,
      redeemedAt: iso(gift.redeemedAt),
    })),
  };
}

/** Her export: her profile, the sections of every table of hers (`memberSections`) and her gifts. */
export async function collectMemberData(
  db: Db,
  userId: string,
  texts: Reading["texts"],
  tables?: Map<string, TableOfHers>,
) {
  const [profileRow] = await db.select().from(user).where(eq(user.id, userId));
  if (!profileRow) return null;
  const [sections, herGifts] = await Promise.all([
    memberSections(db, userId, texts, tables),
    giftsOf(db, userId),
  ]);
  const reshaped = Object.keys(reshapedTables).map((name) => sections.get(name));
  const others = [...sections].filter(([name]) => !isReshaped(name)).map(([, section]) => section);
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
    ...(Object.assign({}, ...reshaped) as ReshapedSections),
    ...herGifts,
    /** Her rows of every table her export does not reshape, as stored, by the table's name in the schema. */
    otherTables: Object.assign({}, ...others) as Record<string, PlainRow[]>,
  };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof collectMemberData>>>;
