import { readFileSync } from "node:fs";

/**
 * The variables `npm run serve` (and `npm start`) set before `node dist/server/main.js`, read from
 * package.json so that `npm run bench` and `npm run load` measure the server as it is run: today
 * glibc's MALLOC_TRIM_THRESHOLD_, which keeps an idle server's memory (docs/architecture.md, "Memory").
 */
export function serveEnv(): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { serve: string } };
  const assignments = /^((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)node /.exec(scripts.serve)?.[1] ?? "";
  return Object.fromEntries(
    assignments
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((assignment) => assignment.split("=", 2) as [string, string]),
  );
}
