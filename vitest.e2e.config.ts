import { defineConfig } from "vitest/config";

// End-to-end: the built production server, driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
