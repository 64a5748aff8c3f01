import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, serverName } from "../../src/server/db/client";
import { createPostgresDatabase } from "../support/test-databases";

// DATABASE_URL as libpq writes it: a server beside the app is often reached through its Unix socket,
// whose directory is the `host` query parameter and no URL host at all.

describe("the database named in the start-up log", () => {
  it("is host, port and database, without the user or password", () => {
    expect(serverName({ host: "db.internal", port: 5432, database: "g2g" })).toBe("db.internal:5432/g2g");
  });

  it("is the socket's directory and the database for a Unix socket", () => {
    expect(serverName({ host: "/run/postgresql", port: 5432, database: "g2g" })).toBe("/run/postgresql/g2g");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("DATABASE_URL through a Unix socket", () => {
  let database: { url: string; drop(): Promise<void> };
  let socketUrl: string;
  let socketDirectory: string;
  let name: string;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const url = new URL(database.url);
    name = url.pathname.slice(1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ unix_socket_directories: string }>("show unix_socket_directories");
    await client.end();
    socketDirectory = rows[0]?.unix_socket_directories.split(",")[0]?.trim() ?? "";
    // The user before an empty host, as libpq's documentation writes it.
    socketUrl = `postgresql://${url.username}@/${name}?host=${encodeURIComponent(socketDirectory)}`;
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("opens, migrates and answers, and names the socket in the log", async () => {
    expect(socketDirectory).toMatch(/^\//);
    const opened = await openDatabase({ databaseUrl: socketUrl });
    try {
      expect(opened.description).toBe(`PostgreSQL (${socketDirectory}/${name})`);
      const result = await opened.db.execute(sql`select count(*)::int as members from "user"`);
      expect((result as unknown as { rows: { members: number }[] }).rows).toEqual([{ members: 0 }]);
      expect(opened.changes.live).toBe(true);
    } finally {
      await opened.close();
    }
  });
});
