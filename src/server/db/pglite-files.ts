import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";

// How the embedded database is started so that an idle server stays small (docs/architecture.md,
// "Memory"). PGlite is PostgreSQL compiled to WebAssembly, running in the server's own process.

// V8 recompiles a WebAssembly function with its optimizing compiler once it has run about 1.8 MB
// of code; starting PostgreSQL and migrating crossed that for hundreds of functions that are then
// rarely used, and their optimized code and the compiler's scratch memory stayed (≈ 40–60 MB of an
// idle server). A hundred times the budget keeps start-up on the baseline compiler; the functions
// every request runs still cross it within seconds of load. Read when PGlite compiles, so set here.
setFlagsFromString("--wasm-tiering-budget=180000000");

/**
 * PGlite's own start parameters, with a smaller buffer cache. PostgreSQL's default 128 MB of
 * shared buffers lives in the WebAssembly memory; the database's files stay in the operating
 * system's page cache, which serves what no longer fits: 16 MB holds one server's hot rows and indexes.
 */
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
