import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isPgliteFault } from "./db/pglite-faults";

// docs/deploy.md, "A full disk": a blocked main thread or a fault of PGlite ends the process.

describe("a server that can no longer answer ends itself", () => {
  it("a main thread blocked past the watchdog's time is killed, with the reason on stderr", async () => {
    const script = `
      import { startStallWatchdog } from ${JSON.stringify(join(import.meta.dirname, "stall-watchdog.ts"))};
      startStallWatchdog(1);
      setTimeout(() => { for (;;) {} }, 1500);
    `;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const ended = await new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on("exit", (code, signal) => resolve({ code, signal })),
    );
    expect(ended.signal).toBe("SIGKILL");
    expect(stderr).toContain("[watchdog] the server has not answered for 1 s");
  }, 20_000);

  it("a trap inside WebAssembly counts as a fault of PGlite; an error PostgreSQL answers does not", async () => {
    // A module whose one function is `unreachable`.
    const bytes = new Uint8Array([
      0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 5, 1, 3, 0, 0,
      11,
    ]);
    const { instance } = await WebAssembly.instantiate(bytes);
    let trap: unknown;
    try {
      (instance.exports.f as () => void)();
    } catch (error) {
      trap = error;
    }
    expect(isPgliteFault(trap)).toBe(true);
    const answered = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: "23505",
    });
    expect(isPgliteFault(answered)).toBe(false);
  });
});
