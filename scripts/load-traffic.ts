import { Pool } from "undici";

// The requests a simulated member sends, and the latency figures `npm run load` prints; shared by
// its two modes (scripts/load.ts).

export interface StepStats {
  requests: number;
  errors: number;
  latencies: number[];
}

export class LoadStats {
  readonly byStep: Record<string, StepStats> = {};
  readonly firstErrors: string[] = [];

  record(step: string, elapsed: number, ok: boolean, detail: string) {
    this.byStep[step] ??= { requests: 0, errors: 0, latencies: [] };
    const entry = this.byStep[step];
    entry.requests++;
    entry.latencies.push(elapsed);
    if (!ok) {
      entry.errors++;
      if (this.firstErrors.length < 5) this.firstErrors.push(`${step}: ${detail}`);
    }
  }

  get requests() {
    return Object.values(this.byStep).reduce((sum, s) => sum + s.requests, 0);
  }

  get errors() {
    return Object.values(this.byStep).reduce((sum, s) => sum + s.errors, 0);
  }

  /** Latency at quantile `p` (0–1) over `steps`, or over every step when none is named. */
  percentile(p: number, steps?: string[]): number {
    const chosen = Object.entries(this.byStep).filter(([step]) => !steps || steps.includes(step));
    const sorted = chosen.flatMap(([, s]) => s.latencies).sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  }

  print(log: (line: string) => void = console.log) {
    for (const [step, s] of Object.entries(this.byStep)) {
      log(
        `  ${step}: ${s.requests} requests, ${s.errors} errors, p50 ${this.percentile(0.5, [step]).toFixed(1)} ms, p99 ${this.percentile(0.99, [step]).toFixed(1)} ms`,
      );
    }
    for (const line of this.firstErrors) log(`  first errors: ${line}`);
  }
}

/** One simulated member: her address (each member comes from her own, as behind a real proxy) and cookie. */
export interface LoadMember {
  index: number;
  email: string;
  cookie: string;
}

export const LOAD_PASSWORD = "bench-pass-1";

export function memberIp(index: number, block = 20) {
  return `10.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

interface Call {
  method?: string;
  headers: Record<string, string>;
  body?: string;
}

/** How the load generator talks to the server: a keep-alive undici pool, or one `fetch` per request. */
export interface LoadClient {
  readonly kind: string;
  /** The server's address, also sent as the Origin header of writes. */
  readonly origin: string;
  send(path: string, call: Call): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

/**
 * A keep-alive pool of `connections` sockets (no pipelining, so one slow answer holds up no other):
 * per request it costs the generator about half what `fetch` does (bench/README.md, "Capacity").
 */
export function poolClient(base: string, connections: number): LoadClient {
  const pool = new Pool(base, { connections, pipelining: 1 });
  return {
    kind: `undici Pool, ${connections} keep-alive connections`,
    origin: base,
    async send(path, { method = "GET", headers, body }) {
      const res = await pool.request({ path, method, headers, body });
      return { status: res.statusCode, body: await res.body.text() };
    },
    close: () => pool.close(),
  };
}

/** Node's own `fetch` (undici inside, through the WHATWG Request/Response layers): for comparison. */
export function fetchClient(base: string): LoadClient {
  return {
    kind: "fetch",
    origin: base,
    async send(path, { method = "GET", headers, body }) {
      const res = await fetch(base + path, { method, headers, body });
      return { status: res.status, body: await res.text() };
    },
    close: async () => undefined,
  };
}

/** Sends one request, timing it into `stats` under `step`; `expected` is the status that counts as success. */
export async function timedCall(
  stats: LoadStats,
  step: string,
  client: LoadClient,
  path: string,
  call: Call,
  expected = 200,
): Promise<{ status: number; body: string }> {
  const started = performance.now();
  let status = 0;
  let body = "";
  try {
    ({ status, body } = await client.send(path, call));
  } catch (error) {
    body = String(error);
  }
  stats.record(step, performance.now() - started, status === expected, `${status} ${body.slice(0, 200)}`);
  return { status, body };
}

function headersFor(client: LoadClient, member: LoadMember) {
  return {
    origin: client.origin,
    "x-forwarded-for": memberIp(member.index),
    "content-type": "application/json",
  };
}

export function signIn(stats: LoadStats, client: LoadClient, member: LoadMember) {
  return timedCall(stats, "sign-in", client, "/api/auth/sign-in/email", {
    method: "POST",
    headers: headersFor(client, member),
    body: JSON.stringify({ email: member.email, password: LOAD_PASSWORD }),
  });
}

export function readDay(stats: LoadStats, client: LoadClient, member: LoadMember) {
  const day = (member.index % 5) + 1;
  return timedCall(stats, "day read", client, `/api/journey/days/${day}`, {
    headers: { ...headersFor(client, member), cookie: member.cookie },
  });
}

/**
 * What a member does in one sitting: the dashboard, a day, a reflection save, a check-in and a tool
 * update. Revisions carry over between rounds, as the app's sync does.
 */
/** The check-in a member saves in her round `round` (npm run load, scripts/journey-cpu.ts). */
/** How often a member acting at capacity takes her round. */
export const ROUND_EVERY_MS = 10_000;

export const roundCheckIn = (round: number) => ({
  mood: "peaceful",
  energy: "medium",
  gratitude: "A slow breakfast.",
  challenge: `Round ${round}`,
  intention: "Leave on time.",
  timestamp: new Date().toISOString(),
});

export class MemberRounds {
  private journalRevision = 0;
  private checkInRevision = 0;
  private toolRevision = 0;
  private round = 0;

  /** Where this member's timings go: a capacity run gives each stage its own. */
  stats: LoadStats;

  constructor(
    stats: LoadStats,
    private readonly client: LoadClient,
    readonly member: LoadMember,
  ) {
    this.stats = stats;
  }

  async run() {
    const { stats, client, member } = this;
    const round = ++this.round;
    const headers = { ...headersFor(client, member), cookie: member.cookie };
    const day = (member.index % 5) + 1;
    const date = new Date().toISOString().slice(0, 10);
    await timedCall(stats, "dashboard", client, "/api/journey", { headers });
    await readDay(stats, client, member);
    const saved = await timedCall(stats, "reflection save", client, `/api/journal/${day}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        value: `Round ${round}: what I noticed today.`,
        baseRevision: this.journalRevision,
      }),
    });
    if (saved.status === 200) this.journalRevision = JSON.parse(saved.body).revision;
    const checkIn = await timedCall(stats, "check-in", client, `/api/check-ins/${date}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        value: roundCheckIn(round),
        baseRevision: this.checkInRevision,
      }),
    });
    if (checkIn.status === 200) this.checkInRevision = JSON.parse(checkIn.body).revision;
    const tool = await timedCall(stats, "tool update", client, "/api/tools/askForHelp", {
      method: "PUT",
      headers,
      body: JSON.stringify({
        value: { checkedItems: { [String(round % 10)]: true }, reflection: `Round ${round}` },
        baseRevision: this.toolRevision,
      }),
    });
    if (tool.status === 200) this.toolRevision = JSON.parse(tool.body).revision;
  }
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<unknown>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(workers);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
