import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests (domain, content, config), component tests (Testing Library in happy-dom, named *.test.tsx)
// and in-process API integration tests.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine. The
    // integration tests spend about a third of their time waiting for PostgreSQL or the password
    // hashing threads, so two workers there keep both cores busy: the suite took 444 s instead of
    // 691 s on PGlite and PostgreSQL (bench/README.md, "The test suite's time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
