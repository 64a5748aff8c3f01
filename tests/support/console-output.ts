import { format } from "node:util";
import { vi } from "vitest";

/** Everything written to the console while `work` runs, as the server log would hold it. */
export async function consoleOutput(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(format(...args))),
  );
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join("\n");
}
