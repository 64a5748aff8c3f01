import { defineConfig } from "vitest/config";

// End-to-end: the built production server, driven by Debian's Chromium through playwright-core.
// Two files run side by side, each worker against a server of its own (e2e/support/global-setup.ts):
// a browser spends most of a test waiting on a page, so one file at a time left half the 2 cores idle
// (bench/README.md, "The test suite's time").
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A count read on a page waits until it holds (expect.poll), for as long as a person on a slow
    // phone would: data arrives after the element a test waited for.
    expect: { poll: { timeout: 10_000 } },
  },
});
