import { defineConfig } from "vitest/config";

// Unit tests (domain, content, config) and in-process API integration tests.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
