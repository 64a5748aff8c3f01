import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";

// How the embedded database is started so that an idle server stays small (docs/architecture.md,
// "Memory"). PGlite is PostgreSQL compiled to WebAssembly, running in the server's own process.

/**
 * PGlite's own start parameters, with a smaller buffer cache. PostgreSQL's default 128 MB of
 * shared buffers lives in the WebAssembly memory and is touched at start, so it was most of an
 * idle server's memory. The database's files stay in the operating system's page cache, which
 * serves what no longer fits: for one server's members 16 MB holds the hot rows and indexes.
 */
setFlagsFromString("--wasm-tiering-budget=180000000");

export const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** Creates the database files in `dir` unless they are there, in a separate process that then exits. */
export async function createPgliteDataDir(dir: string): Promise<void> {
  if (existsSync(join(dir, "PG_VERSION"))) return;
  // PGlite's initdb starts a second full PostgreSQL instance beside the first and never gives its
  // memory back (about 450 MB for the life of the process). A short-lived child process runs it
  // instead, and the server then opens the finished files: a first start costs one more process
  // start, nothing after it.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `
    const [entry, dir, params] = process.argv.slice(1);
    require(entry).PGlite.create(dir, { startParams: JSON.parse(params) }).then((db) => db.close());
  `;
  await promisify(execFile)(process.execPath, ["-e", script, entry, dir, JSON.stringify(pgliteStartParams)], {
    maxBuffer: 16 * 1024 * 1024,
  });
}
