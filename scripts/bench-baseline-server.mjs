// The benchmark's baselines, the same kind of process as the product server, so every figure can be
// read as a ratio to what this machine can do right now: a bare `node:http` route (the yardstick,
// issue 30) or, with BASELINE=hono, a bare Hono route on @hono/node-server (what the framework costs).
import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const port = Number(process.env.PORT);
const body = JSON.stringify({ ok: true });

if (process.env.BASELINE === "hono") {
  const app = new Hono().get("/", (c) => c.json({ ok: true }));
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
} else {
  createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  }).listen(port, "127.0.0.1");
}
console.log(`baseline (${process.env.BASELINE ?? "node:http"}) listening on ${port}`);
