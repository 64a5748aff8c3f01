import { PGlite, types } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type PgliteQueries, withPreparedStatements } from "./pglite-statements";

// The prepared-statement client against a real PGlite: every answer must be the one PGlite's own
// query gives, through errors, transactions and a full statement cache.

let client: PGlite;
let queries: PgliteQueries;

/** The names of the statements PostgreSQL holds prepared for this connection. */
async function preparedNames(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select name from pg_prepared_statements order by name",
  );
  return rows.map((row) => row.name);
}

beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table notes (id serial primary key, body text not null unique, tags text[] not null default '{}',
      doc jsonb, at timestamptz, done boolean not null default false, n bigint)`);
  queries = withPreparedStatements(client, { limit: 3 });
});

afterEach(async () => {
  await client.close();
});

describe("withPreparedStatements", () => {
  it("answers as PGlite's own query does, for every kind of value and both row modes", async () => {
    const at = new Date("2026-11-28T10:00:00.000Z");
    const insert =
      "insert into notes (body, tags, doc, at, done, n) values ($1, $2, $3, $4, $5, $6) returning *";
    const values = ["first", ["a", "b"], { mood: "calm", list: [1, 2] }, at, true, 12];
    const ours = await queries.query(insert, values);
    expect(ours.rows).toEqual([
      { id: 1, body: "first", tags: ["a", "b"], doc: { mood: "calm", list: [1, 2] }, at, done: true, n: 12 },
    ]);
    expect(ours.affectedRows).toBe(1);
    const select = "select id, body, tags, doc, at, done, n from notes where body = $1";
    const own = await client.query(select, ["first"], { rowMode: "array" });
    const again = await queries.query(select, ["first"], { rowMode: "array" });
    expect(again.rows).toEqual(own.rows);
    expect(again.fields).toEqual(own.fields);
    expect((await queries.query(select, [null])).rows).toEqual([]);
  });

  it("reads a type with the query's own parser, and every other type with PGlite's", async () => {
    await queries.query("insert into notes (body, at, n) values ($1, $2, $3)", ["dated", new Date(0), 7]);
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `as text: ${value}` } };
    const select = "select at, n, done from notes where body = $1";
    expect((await queries.query(select, ["dated"], asText)).rows).toEqual([
      { at: "as text: 1970-01-01 00:00:00+00", n: 7, done: false },
    ]);
    expect((await queries.query(select, ["dated"])).rows).toEqual([{ at: new Date(0), n: 7, done: false }]);
  });

  it("parses a statement once and then reuses it", async () => {
    const select = "select body from notes where id = $1";
    await queries.query("insert into notes (body) values ($1)", ["one"]);
    expect((await queries.query<{ body: string }>(select, [1])).rows).toEqual([{ body: "one" }]);
    expect((await queries.query<{ body: string }>(select, [1])).rows).toEqual([{ body: "one" }]);
    expect(await preparedNames()).toEqual(["g2g_pglite_1", "g2g_pglite_2"]);
  });

  it("closes the least recently used statement past its limit", async () => {
    for (const n of [1, 2, 3]) await queries.query(`select ${n} as n`);
    await queries.query("select 1 as n"); // used again: now the most recent
    await queries.query("select 4 as n");
    expect(await preparedNames()).toEqual(["g2g_pglite_1", "g2g_pglite_3", "g2g_pglite_4"]);
    expect((await queries.query<{ n: number }>("select 2 as n")).rows).toEqual([{ n: 2 }]);
  });

  it("throws PostgreSQL's error and goes on answering", async () => {
    const insert = "insert into notes (body) values ($1)";
    await queries.query(insert, ["same"]);
    await expect(queries.query(insert, ["same"])).rejects.toMatchObject({ code: "23505" });
    await expect(queries.query("select nonsense from notes")).rejects.toMatchObject({ code: "42703" });
    await queries.query(insert, ["other"]);
    expect((await client.query("select body from notes order by id")).rows).toEqual([
      { body: "same" },
      { body: "other" },
    ]);
  });

  it("keeps a transaction's statements together: committed or rolled back as one", async () => {
    const insert = "insert into notes (body) values ($1)";
    await queries.transaction(async (tx) => {
      await tx.query(insert, ["kept"]);
      await tx.query(insert, ["kept too"]);
    });
    await expect(
      queries.transaction(async (tx) => {
        await tx.query(`${insert} returning id`, ["undone"]); // prepared here, first
        await tx.query(insert, ["kept"]); // a duplicate: the whole transaction rolls back
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await queries.query("select body from notes order by id")).rows).toEqual([
      { body: "kept" },
      { body: "kept too" },
    ]);
    // The statement prepared inside the rolled-back transaction is still there to use.
    await queries.query(`${insert} returning id`, ["after"]);
    expect((await client.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 3 }]);
  });

  it("runs a query made outside a transaction after it, not inside it", async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = queries.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ($1)", ["in the transaction"]);
      order.push("transaction wrote");
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = queries.query("select count(*)::int as n from notes").then((result) => {
      order.push("outside read");
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 0 }]);
    expect(order).toEqual(["transaction wrote", "outside read"]);
  });

  it("delivers notifications sent by its statements to PGlite's listeners", async () => {
    const heard: string[] = [];
    await client.listen("changes", (payload) => heard.push(payload));
    await queries.query("select pg_notify($1, $2)", ["changes", "hello"]);
    await expect.poll(() => heard).toEqual(["hello"]);
  });
});
