import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startNode } from "../../tests/support/server-process";

export const E2E_ADMIN_EMAIL = "admin@grace.test";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per test worker: `baseURLs[VITEST_POOL_ID - 1]` (browser.ts). */
    baseURLs: string[];
  }
}

/** Starts the built production server on a random port and a fresh data dir. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "g2g-e2e-"));
  const server = await startNode(
    ["dist/server/main.js"],
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEV_MAILBOX: "1",
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      SUPPORT_EMAIL: "support@grace.test",
      PAYMENT_PROVIDER: "local",
      // Each browser context and test member comes from its own address (see browser.ts), so the
      // per-address sign-in limits hold without one suite using up another's allowance.
      TRUST_PROXY: "1",
    },
    "/healthz",
  );
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for each test worker, so files running side by side never share a server's members,
 * mailbox or counts (the admin's member count, for one), while the files of one worker run one after
 * another against theirs.
 */
export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1;
  const servers = await Promise.all(Array.from({ length: workers }, startServer));
  project.provide(
    "baseURLs",
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
