import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startNode } from "../tests/support/server-process";

// A fresh server with no settings: the first line prints the address its links use, and a person who
// types the other loopback name lands there too (#28 item 8). The e2e server sets PUBLIC_URL itself.
describe("a fresh server's address", () => {
  it("prints http://localhost:PORT first and sends 127.0.0.1 there", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "g2g-loopback-"));
    const port = await freePort();
    const server = await startNode(
      ["dist/server/main.js"],
      { NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "", PAYMENT_PROVIDER: "" },
      "/healthz",
      port,
    );
    try {
      await expect
        .poll(() => server.output().split("\n")[0])
        .toBe(`Grind to Grace is listening on http://localhost:${port}`);
      const res = await fetch(`http://127.0.0.1:${port}/auth?tab=sign-up`, { redirect: "manual" });
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe(`http://localhost:${port}/auth?tab=sign-up`);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A fresh data folder is migrated first: slow on a busy machine.
  }, 180_000);
});
