// The benchmark's baselines, the same kind of process as the product server, so every figure can be
// read as a ratio to what this machine can do right now: a bare `node:http` route (the yardstick,
// issue 30); with BASELINE=hono, a bare Hono route on @hono/node-server (what the framework costs); with
// BASELINE=postgres-writes, the bare route where every request but a GET first waits for one prepared
// statement on DATABASE_URL through `pg`, as each of a member's writes does (`npm run load`); with
// BASELINE=pglite-writes, the bare route where every request but a GET first writes its body to an
// in-process PGlite (a data directory of its own in TMPDIR), one prepared upsert a write, as the app's
// PGlite writes are sent (src/server/db/pglite-statements.ts) and written to disk.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const port = Number(process.env.PORT);
const body = JSON.stringify({ ok: true });

function answer(res) {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

if (process.env.BASELINE === "hono") {
  const app = new Hono().get("/", (c) => c.json({ ok: true }));
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
} else if (process.env.BASELINE === "postgres-writes") {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const write = { name: "baseline_write", text: "select $1::int as revision", values: [1] };
  createServer((req, res) => {
    if (req.method === "GET") return answer(res);
    req.resume();
    req.on("end", () =>
      pool.query(write).then(
        () => answer(res),
        (error) => {
          res.statusCode = 500;
          res.end(String(error));
        },
      ),
    );
  }).listen(port, "127.0.0.1");
} else if (process.env.BASELINE === "pglite-writes") {
  const { PGlite, protocol } = await import("@electric-sql/pglite");
  const dir = mkdtempSync(join(tmpdir(), "g2g-floor-"));
  process.once("SIGTERM", () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  const db = await PGlite.create(dir);
  await db.exec(`create table doc (member text, key text, value text not null, revision int not null,
    primary key (member, key))`);
  const { serialize } = protocol;
  const parse = serialize.parse({
    name: "floor_write",
    text: `insert into doc values ($1, $2, $3, 1) on conflict (member, key)
      do update set value = excluded.value, revision = doc.revision + 1 returning revision`,
  });
  const joined = (parts) => {
    const message = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
    let at = 0;
    for (const part of parts) {
      message.set(part, at);
      at += part.length;
    }
    return message;
  };
  await db.execProtocolStream(joined([parse, serialize.sync()]));
  createServer((req, res) => {
    if (req.method === "GET") return answer(res);
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", async () => {
      const values = [req.headers.cookie ?? "", req.url, Buffer.concat(chunks).toString()];
      const bind = serialize.bind({ statement: "floor_write", values });
      const message = joined([
        bind,
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      try {
        await db.execProtocolStream(message, { syncToFs: false });
        await db.syncToFs();
        answer(res);
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    });
  }).listen(port, "127.0.0.1");
} else {
  createServer((_req, res) => answer(res)).listen(port, "127.0.0.1");
}
console.log(`baseline (${process.env.BASELINE ?? "node:http"}) listening on ${port}`);
