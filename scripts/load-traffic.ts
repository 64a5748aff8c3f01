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

/** Sends one request, timing it into `stats` under `step`; `expected` is the status that counts as success. */
export async function timedCall(
  stats: LoadStats,
  step: string,
  url: string,
  init: RequestInit,
  expected = 200,
): Promise<{ status: number; body: string }> {
  const started = performance.now();
  let status = 0;
  let body = "";
  try {
    const res = await fetch(url, init);
    status = res.status;
    body = await res.text();
  } catch (error) {
    body = String(error);
  }
  stats.record(step, performance.now() - started, status === expected, `${status} ${body.slice(0, 200)}`);
  return { status, body };
}

function headersFor(base: string, member: LoadMember) {
  return { origin: base, "x-forwarded-for": memberIp(member.index), "content-type": "application/json" };
}

export function signIn(stats: LoadStats, base: string, member: LoadMember) {
  return timedCall(stats, "sign-in", `${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: headersFor(base, member),
    body: JSON.stringify({ email: member.email, password: LOAD_PASSWORD }),
  });
}

export function readDay(stats: LoadStats, base: string, member: LoadMember) {
  const day = (member.index % 5) + 1;
  return timedCall(stats, "day read", `${base}/api/journey/days/${day}`, {
    headers: { ...headersFor(base, member), cookie: member.cookie },
  });
}

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
    private readonly base: string,
    readonly member: LoadMember,
  ) {
    this.stats = stats;
  }

  async run() {
    const { stats, base, member } = this;
    const round = ++this.round;
    const headers = { ...headersFor(base, member), cookie: member.cookie };
    const day = (member.index % 5) + 1;
    const date = new Date().toISOString().slice(0, 10);
    await timedCall(stats, "dashboard", `${base}/api/journey`, { headers });
    await readDay(stats, base, member);
    const saved = await timedCall(stats, "reflection save", `${base}/api/journal/${day}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        value: `Round ${round}: what I noticed today.`,
        baseRevision: this.journalRevision,
      }),
    });
    if (saved.status === 200) this.journalRevision = JSON.parse(saved.body).revision;
    const checkIn = await timedCall(stats, "check-in", `${base}/api/check-ins/${date}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        value: {
          mood: "peaceful",
          energy: "medium",
          gratitude: "A slow breakfast.",
          challenge: `Round ${round}`,
          intention: "Leave on time.",
          timestamp: new Date().toISOString(),
        },
        baseRevision: this.checkInRevision,
      }),
    });
    if (checkIn.status === 200) this.checkInRevision = JSON.parse(checkIn.body).revision;
    const tool = await timedCall(stats, "tool update", `${base}/api/tools/askForHelp`, {
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
