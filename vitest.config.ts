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
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the integration
    // tests' waits for PostgreSQL and the password-hashing threads then left a core idle. With two the
    // suite took 444 s instead of 691 s on PGlite and PostgreSQL, using 1.7 cores (bench/README.md,
    // "The test suite's time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
