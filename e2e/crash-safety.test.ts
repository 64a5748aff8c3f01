import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createVerifiedMember, freePort, type Started, startNode } from "../tests/support/server-process";
import { createPostgresDatabase } from "../tests/support/test-databases";

// Issue "Trust": every save the server acknowledged survives a SIGKILL at a random moment, byte for byte.

const KILLS = 20;
const MEMBERS = 4;
const DAYS = [1, 2, 3];

interface Doc {
  acked: { value: string; revision: number } | null;
  /** Values sent after the last acknowledgement: any of them may have committed before the kill. */
  inFlight: string[];
}

/** The stored form of a value: check-ins carry the server's own save time, which is not the member's words. */
function comparable(value: unknown): string {
  if (value && typeof value === "object" && "timestamp" in value) {
    const { timestamp: _savedAt, ...answers } = value as Record<string, unknown>;
    return JSON.stringify(answers);
  }
  return JSON.stringify(value);
}

async function put(url: string, path: string, cookie: string, body: unknown) {
  const res = await fetch(url + path, {
    method: "PUT",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function get(url: string, path: string, cookie: string) {
  const res = await fetch(url + path, { headers: { cookie } });
  return (await res.json()) as { value: unknown; revision: number };
}

/** Writes to one document in a loop until the server dies, tracking what it acknowledged. */
async function writeUntilKilled(
  url: string,
  path: string,
  cookie: string,
  doc: Doc,
  makeValue: () => unknown,
) {
  for (;;) {
    const value = makeValue();
    const text = comparable(value);
    doc.inFlight.push(text);
    let res: Awaited<ReturnType<typeof put>>;
    try {
      res = await put(url, path, cookie, { value, baseRevision: doc.acked?.revision ?? 0 });
    } catch {
      return; // the server is gone
    }
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
    doc.acked = { value: text, revision: res.json.revision as number };
    doc.inFlight = [];
  }
}

async function crashLoop(env: Record<string, string>) {
  const port = await freePort();
  const start = () => startNode(["dist/server/main.js"], env, "/healthz", port);
  let server: Started = await start();
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    members.push(
      await createVerifiedMember(
        server.url,
        `crash-${i}-${randomBytes(3).toString("hex")}@grace.test`,
        `10.99.0.${i + 1}`,
      ),
    );
  }
  const date = new Date().toISOString().slice(0, 10);
  const docs = new Map<string, { cookie: string; doc: Doc; make: () => unknown }>();
  members.forEach((cookie, m) => {
    for (const day of DAYS) {
      docs.set(`m${m} /api/journal/${day}`, {
        cookie,
        doc: { acked: null, inFlight: [] },
        make: () => `Member ${m}, day ${day}: ${randomBytes(24).toString("base64")} ✍️ «quoted» <b>bold?</b>`,
      });
    }
    docs.set(`m${m} /api/check-ins/${date}`, {
      cookie,
      doc: { acked: null, inFlight: [] },
      make: () => ({
        mood: "peaceful",
        energy: "low",
        gratitude: `Tea ${randomBytes(8).toString("hex")}`,
        challenge: "Saying no.",
        intention: "Rest first.",
        timestamp: new Date().toISOString(),
      }),
    });
  });

  let acknowledged = 0;
  for (let kill = 0; kill < KILLS; kill++) {
    const writers = [...docs].map(([key, { cookie, doc, make }]) =>
      writeUntilKilled(server.url, key.split(" ")[1] as string, cookie, doc, make),
    );
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 400));
    await server.kill();
    await Promise.all(writers);
    server = await start();
    for (const [key, { cookie, doc }] of docs) {
      const stored = await get(server.url, key.split(" ")[1] as string, cookie);
      if (stored.revision === 0) {
        // Nothing stored is only right when nothing was ever acknowledged.
        expect(doc.acked, `${key} lost after kill ${kill + 1}`).toBeNull();
        doc.inFlight = [];
        continue;
      }
      const storedText = comparable(stored.value);
      const candidates = [...(doc.acked ? [doc.acked.value] : []), ...doc.inFlight];
      expect(candidates, `${key} after kill ${kill + 1}`).toContain(storedText);
      if (doc.acked) acknowledged++;
      // Continue from what is stored, acknowledged or not.
      doc.acked = { value: storedText, revision: stored.revision };
      doc.inFlight = [];
    }
  }
  await server.stop();
  console.info(`crash safety: ${KILLS} SIGKILLs survived, ${acknowledged} acknowledged documents verified`);
  return acknowledged;
}

describe("crash safety", () => {
  it(`PGlite: acknowledged reflections and check-ins survive ${KILLS} SIGKILLs`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "g2g-crash-"));
    try {
      const verified = await crashLoop({
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        DEV_MAILBOX: "1",
        TRUST_PROXY: "1",
      });
      expect(verified).toBeGreaterThan(KILLS);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  // Like the integration suites, PostgreSQL runs when TEST_DATABASE_URL names one (CI sets it).
  if (process.env.TEST_DATABASE_URL)
    it(`PostgreSQL: acknowledged reflections and check-ins survive ${KILLS} SIGKILLs`, async () => {
      const database = await createPostgresDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), "g2g-crash-pg-"));
      try {
        const verified = await crashLoop({
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          DEV_MAILBOX: "1",
          TRUST_PROXY: "1",
        });
        expect(verified).toBeGreaterThan(KILLS);
      } finally {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 240_000);
});
