import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

// Part of `npm run lint` (docs/architecture.md, "Layers"): a server module keeps no cache of its own. What a
// server remembers lives in AppDeps, made by bootstrap.ts, so a test's server and a second server in one
// process never share it. A collection made empty at the top of a module (a Map, WeakMap, Set, WeakSet or
// LRUCache filled later) is such a cache; one that must stay per process or per thread says why on the line
// above it, starting "module state:".

const root = join(import.meta.dirname, "..");
const EMPTY_COLLECTION =
  /^(?:export )?(?:const|let) \w+(?:: [^=]+)? = new (?:Map|WeakMap|Set|WeakSet|LRUCache)\b[^(]*\(\s*\)/;

function* serverFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* serverFiles(path);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
  }
}

const found: string[] = [];
for (const file of serverFiles(join(root, "src/server"))) {
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    if (EMPTY_COLLECTION.test(line) && !/module state:/.test(lines[i - 1] ?? ""))
      found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
  });
}
if (found.length > 0) {
  console.error(
    `A server module keeps a cache of its own; put it in AppDeps, or say on the line above why it is per process ("// module state: …"):\n${found.join("\n")}`,
  );
  process.exit(1);
}
