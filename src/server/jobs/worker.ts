import type { Db } from "../db/client";
import { claimDueJobs, failJob, finishJob, type Job, pruneFinishedJobs } from "./queue";

// Runs the jobs of this server's database (docs/jobs.md): every app server runs one worker; each
// claims due jobs, so none is run by two. It looks every POLL_MS, and at once when this server
// enqueues something.

export type JobHandler = (payload: unknown, job: Job) => Promise<void>;

const POLL_MS = 1_000;
const BATCH = 20;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export class JobWorker {
  #handlers = new Map<string, JobHandler>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;
  #lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  handle(kind: string, handler: JobHandler) {
    this.#handlers.set(kind, handler);
  }

  start() {
    this.#started = true;
    this.#stopped = false;
    this.#timer = setInterval(() => this.wake(), POLL_MS);
    this.#timer.unref();
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

  /** Runs every job due now, until none is left; resolves when done (tests, shutdown). */
  async drain(now?: Date): Promise<void> {
    await this.#running;
    while (!this.#stopped && (await this.#runBatch(now)) > 0);
  }

  async stop() {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  async #runDue() {
    try {
      while (!this.#stopped && (await this.#runBatch()) === BATCH);
      if (Date.now() - this.#lastPrune > PRUNE_EVERY_MS) {
        this.#lastPrune = Date.now();
        await pruneFinishedJobs(this.db);
      }
    } catch (error) {
      this.log(`[jobs] could not run jobs: ${(error as Error).message.split("\n")[0]}`);
    }
  }

  async #runBatch(now?: Date): Promise<number> {
    const claimed = await claimDueJobs(this.db, BATCH, now);
    for (const job of claimed) {
      const handler = this.#handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
        await handler(job.payload, job);
        await finishJob(this.db, job.id);
      } catch (error) {
        const message = (error as Error).message.split("\n")[0] ?? "failed";
        this.log(`[jobs] ${job.kind} job ${job.id} failed (attempt ${job.attempts}): ${message}`);
        await failJob(this.db, job, message, now);
      }
    }
    return claimed.length;
  }
}
