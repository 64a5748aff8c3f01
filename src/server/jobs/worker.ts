import type { ChangeFeed } from "../db/change-feed";
import type { Db } from "../db/client";
import {
  claimDueJobs,
  failJob,
  finishJob,
  JOB_DEADLINE_MS,
  type Job,
  nextDueAt,
  pruneFinishedJobs,
} from "./queue";

// Runs the jobs of this server's database (docs/jobs.md): every app server runs one worker; each
// claims due jobs, so none is run by two. It looks when a job is queued on any server (the change
// feed's `jobs`, sent by the database when the job's transaction commits: migration 0015), at the next
// job's due time, and at least every IDLE_LOOK_MS; an idle server no longer asks the database every
// second (bench/README.md, "Issue 30").
//
// A worker claims one job at a time and runs it at once, so a claim (two minutes) is always fresh
// when its handler starts; the handler is told to stop (its `signal`) after JOB_DEADLINE_MS, well
// inside the claim. A handler must stop when told (mail does: the SMTP connection is closed), so no
// other server takes a job while its server is still working on it.

export type JobHandler = (payload: unknown, job: Job, signal: AbortSignal) => Promise<void>;

/** The longest a worker goes without looking, should a notice be missed. */
const IDLE_LOOK_MS = 60_000;
/** The shortest: a job due but held by another server's claim is looked at again after this. */
const MIN_LOOK_MS = 1_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface JobWorkerOptions {
  log?: (line: string) => void;
  /** The clock: due times, claims and finish times (tests move it forward). */
  now?: () => Date;
  /** How long a handler may run before its signal aborts; JOB_DEADLINE_MS unless a test says. */
  deadlineMs?: number;
  /** Where a job queued on any server is heard (the change feed's `jobs`); without it, only IDLE_LOOK_MS. */
  changes?: ChangeFeed;
}

export class JobWorker {
  #handlers = new Map<string, JobHandler>();
  #timer: NodeJS.Timeout | undefined;
  #unsubscribe: (() => void) | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;
  #lastPrune = 0;
  readonly #log: (line: string) => void;
  readonly #now: () => Date;
  readonly #deadlineMs: number;
  readonly #changes: ChangeFeed | undefined;

  constructor(
    private readonly db: Db,
    options: JobWorkerOptions = {},
  ) {
    this.#log = options.log ?? ((line) => console.error(line));
    this.#now = options.now ?? (() => new Date());
    this.#deadlineMs = options.deadlineMs ?? JOB_DEADLINE_MS;
    this.#changes = options.changes;
  }

  /** The worker's clock; jobs queued on this server are due from it. */
  now(): Date {
    return this.#now();
  }

  handle(kind: string, handler: JobHandler) {
    this.#handlers.set(kind, handler);
  }

  start() {
    this.#started = true;
    this.#stopped = false;
    // A reset means notices may have been missed while the feed reconnected: look now.
    this.#unsubscribe = this.#changes?.subscribe((change) => {
      if (change.kind === "jobs" || change.kind === "reset") this.wake();
    });
    this.wake();
  }

  /** Looks for due jobs now (after an enqueue on this server), once started. */
  wake() {
    if (!this.#started || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#runDue().finally(() => {
      this.#running = undefined;
      if (this.#again) {
        this.#again = false;
        this.wake();
      }
    });
  }

  /** Runs every job due at `now` (the clock's time unless given), until none is left (tests, shutdown). */
  async drain(now?: Date): Promise<void> {
    await this.#running;
    while (!this.#stopped && (await this.#runNext(now)));
  }

  async stop() {
    this.#stopped = true;
    this.#unsubscribe?.();
    clearTimeout(this.#timer);
    await this.#running;
  }

  async #runDue() {
    try {
      while (!this.#stopped && (await this.#runNext()));
      const now = this.#now();
      if (now.getTime() - this.#lastPrune > PRUNE_EVERY_MS) {
        this.#lastPrune = now.getTime();
        await pruneFinishedJobs(this.db, now);
      }
      const due = await nextDueAt(this.db);
      this.#lookAgainIn(due ? due.getTime() - this.#now().getTime() : IDLE_LOOK_MS);
    } catch (error) {
      this.#log(`[jobs] could not run jobs: ${(error as Error).message.split("\n")[0]}`);
      this.#lookAgainIn(MIN_LOOK_MS);
    }
  }

  #lookAgainIn(ms: number) {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.wake(), Math.min(IDLE_LOOK_MS, Math.max(MIN_LOOK_MS, ms)));
    this.#timer.unref();
  }

  /** Claims and runs the next due job; false when none is due. */
  async #runNext(at?: Date): Promise<boolean> {
    const [job] = await claimDueJobs(this.db, 1, at ?? this.#now());
    if (!job) return false;
    const handler = this.#handlers.get(job.kind);
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`stopped after ${this.#deadlineMs / 1000} s`)),
      this.#deadlineMs,
    );
    timer.unref();
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, job, deadline.signal);
      await finishJob(this.db, job.id, at ?? this.#now());
    } catch (error) {
      const message = (error as Error).message.split("\n")[0] || "failed";
      this.#log(`[jobs] ${job.kind} job ${job.id} failed (attempt ${job.attempts}): ${message}`);
      await failJob(this.db, job, message, at ?? this.#now());
    } finally {
      clearTimeout(timer);
    }
    return true;
  }
}
