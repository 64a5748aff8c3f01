import { Pool } from "undici";

// The requests a simulated member sends, and the latency figures `npm run load` prints; shared by
// its two modes (scripts/load.ts).

export interface StepStats {
  requests: number;
  errors: number;
  latencies: number[];
}

/** Where one answer's time went: the server's own Server-Timing phases (ms), beside what the generator saw. */
interface Timed {
  step: string;
  latency: number;
  phases: Record<string, number>;
}

/** "total;dur=1.20, db;dur=0.80;desc=\"2\"" → { total: 1.2, db: 0.8, "db count": 2 } (src/server/server-timing.ts). */
export function serverTimingPhases(header: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const part of header.split(",")) {
    const [name = "", ...fields] = part.trim().split(";");
    for (const field of fields) {
      const [key, value = ""] = field.split("=");
      if (key === "dur") phases[name] = Number(value);
      if (key === "desc") phases[`${name} count`] = Number(value.replaceAll('"', ""));
    }
  }
  return phases;
}

export class LoadStats {
  readonly byStep: Record<string, StepStats> = {};
  readonly firstErrors: string[] = [];
  /** Answers that carried a Server-Timing header (the server runs with SERVER_TIMING=1). */
  readonly timed: Timed[] = [];

  record(step: string, elapsed: number, ok: boolean, detail: string, serverTiming?: string) {
    if (serverTiming) this.timed.push({ step, latency: elapsed, phases: serverTimingPhases(serverTiming) });
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

  /**
   * Where the slowest 1 % of `steps`' answers spent their time, on average, beside the median answer:
   * before the server's first middleware (the request waiting in the generator, the network or the
   * server's event loop), finding her session, queries (with their wait for a connection), waiting
   * for a shared batch, and the rest of the handler. Nothing without Server-Timing.
   */
  printWaits(steps: string[], log: (line: string) => void = console.log) {
    const answers = this.timed.filter((answer) => steps.includes(answer.step));
    if (answers.length === 0) return;
    answers.sort((a, b) => a.latency - b.latency);
    const slowest = answers.slice(Math.floor(answers.length * 0.99));
    const median = answers.slice(Math.floor(answers.length * 0.5), Math.floor(answers.length * 0.5) + 1);
    const mean = (group: Timed[], of: (answer: Timed) => number) =>
      group.reduce((sum, answer) => sum + of(answer), 0) / group.length;
    const line = (label: string, group: Timed[]) => {
      const phase = (name: string) => mean(group, (answer) => answer.phases[name] ?? 0);
      const total = phase("total");
      const latency = mean(group, (answer) => answer.latency);
      const waited = phase("session") + phase("db") + phase("batch");
      log(
        `  ${label}: ${latency.toFixed(1)} ms = before the server ${(latency - total).toFixed(1)} + in it ${total.toFixed(1)} (session ${phase("session").toFixed(1)}, queries ${phase("db").toFixed(1)} in ${phase("db count").toFixed(1)}, batch ${phase("batch").toFixed(1)}, the rest ${(total - waited).toFixed(1)})`,
      );
    };
    line("median answer", median);
    const steps99 = Object.entries(
      slowest.reduce<Record<string, number>>((count, answer) => {
        count[answer.step] = (count[answer.step] ?? 0) + 1;
        return count;
      }, {}),
    )
      .map(([step, count]) => `${count} ${step}`)
      .join(", ");
    line(`slowest 1 % (${slowest.length}: ${steps99})`, slowest);
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

interface Answer {
  status: number;
  body: string;
  /** The answer's Server-Timing header, when the server sends one. */
  serverTiming?: string;
}

/** How the load generator talks to the server: a keep-alive undici pool, or one `fetch` per request. */
export interface LoadClient {
  readonly kind: string;
  /** The server's address, also sent as the Origin header of writes. */
  readonly origin: string;
  send(path: string, call: Call): Promise<Answer>;
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
      const serverTiming = res.headers["server-timing"];
      return {
        status: res.statusCode,
        body: await res.body.text(),
        serverTiming: typeof serverTiming === "string" ? serverTiming : undefined,
      };
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
      const serverTiming = res.headers.get("server-timing") ?? undefined;
      return { status: res.status, body: await res.text(), serverTiming };
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
): Promise<Answer> {
  const started = performance.now();
  let answer: Answer = { status: 0, body: "" };
  try {
    answer = await client.send(path, call);
  } catch (error) {
    answer.body = String(error);
  }
  const { status, body, serverTiming } = answer;
  stats.record(
    step,
    performance.now() - started,
    status === expected,
    `${status} ${body.slice(0, 200)}`,
    serverTiming,
  );
  return answer;
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

/** How often a member acting at capacity takes her round. */
export const ROUND_EVERY_MS = 10_000;

/** The check-in a member saves in her round `round` (npm run load, scripts/journey-cpu.ts). */
export const roundCheckIn = (round: number) => ({
  mood: "peaceful",
  energy: "medium",
  gratitude: "A slow breakfast.",
  challenge: `Round ${round}`,
  intention: "Leave on time.",
  timestamp: new Date().toISOString(),
});

/**
 * What a member does in one sitting: the dashboard, a day, a reflection save, a check-in and a tool
 * update. Revisions carry over between rounds, as the app's sync does.
 */
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
    this.journalRevision = revisionAfter(saved, this.journalRevision);
    const checkIn = await timedCall(stats, "check-in", client, `/api/check-ins/${date}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        value: roundCheckIn(round),
        baseRevision: this.checkInRevision,
      }),
    });
    this.checkInRevision = revisionAfter(checkIn, this.checkInRevision);
    const tool = await timedCall(stats, "tool update", client, "/api/tools/askForHelp", {
      method: "PUT",
      headers,
      body: JSON.stringify({
        value: { checkedItems: { [String(round % 10)]: true }, reflection: `Round ${round}` },
        baseRevision: this.toolRevision,
      }),
    });
    this.toolRevision = revisionAfter(tool, this.toolRevision);
  }
}

/**
 * The revision her next save is edited from: the saved one, or on a conflict the stored one (as the
 * app's sync takes it up), which is how a member reused from an earlier run (LOAD_MEMBERS_FILE) catches up.
 */
function revisionAfter(answer: Answer, revision: number): number {
  if (answer.status === 200) return JSON.parse(answer.body).revision;
  if (answer.status === 409) return JSON.parse(answer.body).current?.revision ?? revision;
  return revision;
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
