import { sql } from "drizzle-orm";
import { bigint, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectMemberData } from "../../src/server/account/member-data";
import { reshapedTables } from "../../src/server/account/reshaped-tables";
import { tablesOfHers } from "../../src/server/account/tables-of-hers";
import * as schema from "../../src/server/db/schema";
import { newMember } from "../support/billing-members";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// docs/architecture.md, "Her words back": her export is derived from the schema, so a table added with a
// `user_id` column is in it with no edit to the export, without the columns named for secrets.

/** A table as a new kind would add to src/server/db/schema.ts. */
const gratitudeLists = pgTable("gratitude_lists", {
  id: serial("id").primaryKey(),
  userId: text("user_id").notNull(),
  items: text("items").notNull(),
  stars: bigint("stars", { mode: "bigint" }).notNull().default(0n),
  shareToken: text("share_token"),
  backupCodes: text("backup_codes"),
  /** Another member's id: whom she shares it with. */
  sharedWith: text("shared_with").references(() => schema.user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

describe.each(testDatabaseKinds)("her export of a table added to the schema on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.deps.database.db.execute(sql`create table gratitude_lists (id serial primary key,
      user_id text not null, items text not null, stars bigint not null default 0, share_token text, backup_codes text,
      shared_with text references "user"(id) on delete set null,
      created_at timestamptz not null default now())`);
  });
  afterAll(() => t.close());

  it("holds her rows of it as stored, in order, without her id, its token, its backup codes, another member's id or anyone else's rows", async () => {
    const her = await newMember(t, `new-table-${kind}@example.test`, "Ada Moss");
    const other = await newMember(t, `new-table-other-${kind}@example.test`, "Bea Moss");
    const { db } = t.deps.database;
    await db.insert(gratitudeLists).values([
      {
        userId: her.id,
        items: "Rain on the roof.",
        stars: 9007199254740993n,
        shareToken: "s3cr3t-link",
        backupCodes: "8231-5519",
        sharedWith: other.id,
      },
      { userId: other.id, items: "Not hers." },
      { userId: her.id, items: "A long walk." },
    ]);
    const tables = tablesOfHers({ ...schema, gratitudeLists });
    const data = await collectMemberData(db, her.id, t.deps.texts.current, tables);
    expect(data?.otherTables).toEqual({
      gratitudeLists: [
        // A bigint goes as its digits, past what a JSON number keeps.
        { id: 1, items: "Rain on the roof.", stars: "9007199254740993", createdAt: expect.any(Date) },
        { id: 3, items: "A long walk.", stars: "0", createdAt: expect.any(Date) },
      ],
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain("s3cr3t-link");
    expect(text).not.toContain("8231-5519");
    expect(text).not.toContain(other.id);
    expect(text).not.toContain("Not hers.");
    // The tables it already had keep their shape.
    expect(data).toMatchObject({ profile: { email: her.email }, reflections: [], subscription: null });
  });

  it("knows every table the export reshapes as a table of the schema holding user_id", () => {
    const ofHers = tablesOfHers();
    expect(Object.keys(reshapedTables).filter((name) => !ofHers.has(name))).toEqual([]);
  });
});
