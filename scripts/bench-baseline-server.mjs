// The benchmark's baseline: a bare Hono route on @hono/node-server, the same kind of process as the
// product server, so every figure can be read as a ratio to what this machine can do right now.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, (info) => {
  console.log(`baseline listening on ${info.port}`);
});
