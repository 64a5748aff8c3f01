import { defineConfig } from "vitest/config";

// Unit tests (domain, content, config), component tests (Testing Library in happy-dom, named *.test.tsx)
// and in-process API integration tests.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
