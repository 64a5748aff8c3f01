// The benchmark's baselines, the same kind of process as the product server, so every figure can be
// read as a ratio to what this machine can do right now: a bare `node:http` route (the yardstick,
// issue 30); with BASELINE=hono, a bare Hono route on @hono/node-server (what the framework costs); with
// BASELINE=postgres-writes, the bare route where every request but a GET first waits for one prepared
// statement on DATABASE_URL through `pg`, as each of a member's writes does (`npm run load`).
import { createServer } from "node:http";
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
} else {
  createServer((_req, res) => answer(res)).listen(port, "127.0.0.1");
}
console.log(`baseline (${process.env.BASELINE ?? "node:http"}) listening on ${port}`);
