import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startNode } from "../../tests/support/server-process";

export const E2E_ADMIN_EMAIL = "admin@grace.test";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts the built production server on a random port and a fresh data dir, once for all e2e files. */
export default async function setup(project: TestProject) {
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
  project.provide("baseURL", server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
