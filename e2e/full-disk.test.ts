import { execSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createVerifiedMember, startNode } from "../tests/support/server-process";

// docs/deploy.md, "A full disk": PGlite's server refuses writes below its free-space reserve and says
// why on /healthz, and takes writes again once there is room. On a small volume of its own (a tmpfs,
// where this machine lets a test mount one); elsewhere with a reserve larger than the disk's free space.

const MB = 1024 * 1024;
const RESERVE_MB = 64;

/** A 160 MB tmpfs at a new folder, or null where mounting is not allowed. */
function smallVolume(): string | null {
  const dir = mkdtempSync(join(tmpdir(), "g2g-small-volume-"));
  try {
    execSync(`mount -t tmpfs -o size=160m tmpfs ${dir}`, { stdio: "ignore" });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

const freeBytes = (dir: string) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

async function eventually<T>(check: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await check();
    if (done(value) || tries >= 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("a full disk on PGlite", () => {
  it("below the reserve writes are refused with 503 and /healthz says why; with room again they go on", async () => {
    const volume = smallVolume();
    const dataDir = volume ?? mkdtempSync(join(tmpdir(), "g2g-full-disk-"));
    const reserveMb = volume ? RESERVE_MB : Math.ceil(freeBytes(dataDir) / MB) + 1024;
    const server = await startNode(
      ["dist/server/main.js"],
      { DATA_DIR: dataDir, DEV_MAILBOX: "1", DISK_RESERVE_MB: String(reserveMb) },
      "/api/config",
    );
    try {
      const url = server.url;
      const cookie = volume ? await createVerifiedMember(url, "disk@example.test", "10.9.0.1") : "";
      const writePage = async () =>
        (
          await fetch(`${url}/api/pages/${randomUUID()}`, {
            method: "PUT",
            headers: { cookie, origin: url, "content-type": "application/json" },
            body: JSON.stringify({
              value: { date: "2026-11-01", title: "", body: "A quiet page." },
              baseRevision: 0,
            }),
          })
        ).status;
      const health = async () => {
        const res = await fetch(`${url}/healthz`);
        return { status: res.status, body: (await res.json()) as { disk?: { reason: string } } };
      };

      if (volume) {
        expect(await writePage()).toBe(200);
        expect((await health()).status).toBe(200);
        // Something else on the volume takes all but 30 MB.
        execSync(`fallocate -l ${freeBytes(volume) - 30 * MB} ${join(volume, "filler")}`);
      }
      expect(await eventually(writePage, (status) => status === 503)).toBe(503);
      const low = await health();
      expect(low.status).toBe(503);
      expect(low.body.disk?.reason).toMatch(
        /^low on disk space: \d+ MB free where \d+ MB are kept in reserve/,
      );
      const refused = await fetch(`${url}/api/pages/${randomUUID()}`, {
        method: "PUT",
        headers: { cookie, origin: url, "content-type": "application/json" },
        body: "{}",
      });
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(((await refused.json()) as { error: string }).error).toMatch(/^The server is low on disk space/);
      // Reads go on.
      expect((await fetch(`${url}/api/config`)).status).toBe(200);

      if (volume) {
        rmSync(join(volume, "filler"));
        expect(await eventually(writePage, (status) => status === 200)).toBe(200);
        expect((await health()).status).toBe(200);
      }
    } finally {
      await server.stop();
      if (volume) execSync(`umount ${volume}`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
