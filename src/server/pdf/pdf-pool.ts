import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { httpError } from "../http/errors";
import type { PdfAnswer, PdfJob } from "./pdf-jobs";

// PDFs are drawn off the event loop (docs/architecture.md, "Her words back"). A recovery book of 75
// long days is over a second of CPU, all of it synchronous layout, encoding and compression inside
// pdf-lib; on the main thread every other member's request waited for it. Here it runs in a worker
// thread, at most one fewer than the machine's cores at once and never more than two (one on two
// cores), so a core stays free for everyone else, as with password hashing. A worker starts on the first PDF, keeps its parsed
// fonts while PDFs keep coming, and ends after a minute with nothing to draw.

// docs/security.md, "PDF work": a worker has a memory cap and each PDF a deadline; a PDF whose
// request went away is not drawn (or stops being drawn), and the drawing of stand-in glyphs is
// bounded (stand-ins.ts). Past a cap the worker is ended and she is told plainly, never with a 500.

export const PDF_BUSY_MESSAGE = "Many PDFs are being made right now. Please try again in a minute.";
export const PDF_TOO_LARGE_MESSAGE =
  "This PDF is too large to make. Please try again with less text, or download your words as text from your account.";
const CANCELLED_MESSAGE = "The PDF was not made: the request was cancelled.";
/** How the worker is started: the built file beside dist/server/main.js, or the source through tsx. */
function workerEntry(): { entry: URL | string; options: WorkerOptions } {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { entry: new URL("./pdf-worker.js", here), options: {} };
  // From source (tsx, Vitest) the worker loads the TypeScript file through tsx's loader, which a
  // worker has to register itself (a worker's --import does not reach its own entry on Node 20).
  const require = createRequire(here);
  const manifest = require.resolve("tsx/package.json");
  const api = JSON.parse(readFileSync(manifest, "utf8")).exports["./esm/api"].import.default as string;
  const loader = pathToFileURL(join(dirname(manifest), api)).href;
  const source = new URL("./pdf-worker.ts", here).href;
  const start = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return { entry: start, options: { eval: true } };
}

interface Task {
  job: PdfJob;
  signal?: AbortSignal;
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
}

export interface PdfPoolOptions {
  /** Workers drawing at once. */
  size: number;
  /** Requests that may wait for a worker; beyond that a request is answered 503 at once. */
  maxWaiting: number;
  /** A worker with nothing to draw for this long ends, and gives its memory back. */
  idleMs: number;
  /** A PDF not drawn within this time is given up, and its worker ended. */
  deadlineMs?: number;
  /** Each worker's heap cap, in megabytes. */
  maxHeapMb?: number;
}

const tooLarge = () => httpError(413, PDF_TOO_LARGE_MESSAGE);

/** What a warming worker draws and throws away: a page of each kind, in the fonts every PDF uses. */
const WARM_WORKSHEET = {
  title: "Warming up",
  prompts: ["What truth am I honoring this month?"],
  guidance: "Nothing to keep.",
  response: "A few words.",
};
const WARM_CERTIFICATE = { name: "Grace", completedOn: new Date(0) };

export class PdfPool {
  readonly #options: PdfPoolOptions;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Task>();
  readonly #waiting: Task[] = [];
  readonly #idleTimers = new Map<Worker, NodeJS.Timeout>();
  /** Workers being ended on purpose, with what their task is told. */
  readonly #ending = new Map<Worker, Error>();
  #started = 0;
  #drawn = 0;

  constructor(options: PdfPoolOptions) {
    this.#options = options;
  }

  /** Workers started since the pool was made (for tests and the bench). */
  get started(): number {
    return this.#started;
  }

  /** PDFs handed to a worker since the pool was made (a cancelled request's never is). */
  get drawn(): number {
    return this.#drawn;
  }

  get workers(): number {
    return this.#idle.length + this.#busy.size;
  }

  /** Draws `job`; when `signal` aborts (her request went away) it is taken out of the queue or stopped. */
  render(job: PdfJob, signal?: AbortSignal): Promise<Uint8Array> {
    if (signal?.aborted) return Promise.reject(httpError(503, CANCELLED_MESSAGE));
    if (this.#waiting.length >= this.#options.maxWaiting) {
      return Promise.reject(httpError(503, PDF_BUSY_MESSAGE));
    }
    return new Promise((resolve, reject) => {
      const task: Task = { job, signal, resolve, reject };
      signal?.addEventListener("abort", () => this.#cancel(task), { once: true });
      this.#waiting.push(task);
      this.#next();
    });
  }

  /**
   * Readies a worker before the first PDF (issue #50): when none is running and nothing waits, one starts
   * and draws a small worksheet and a certificate, which parses the fonts and warms pdf-lib's code, and then
   * rests like any worker (ending after `idleMs` with nothing to draw, so it costs no memory while nobody is
   * about to print). Asked for by a page with a PDF button (routes/worksheets.ts, POST /warm).
   */
  warm(): void {
    if (this.workers > 0 || this.#waiting.length > 0) return;
    const ignore = () => undefined;
    this.render({ kind: "worksheet", input: WARM_WORKSHEET }).then(ignore, ignore);
    this.render({ kind: "certificate", input: WARM_CERTIFICATE }).then(ignore, ignore);
  }

  /** Ends every worker; what was waiting or drawing is refused. */
  async close(): Promise<void> {
    for (const task of this.#waiting.splice(0)) task.reject(new Error("The PDF pool was closed."));
    const workers = [...this.#idle.splice(0), ...this.#busy.keys()];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #next(): void {
    while (this.#waiting.length > 0) {
      const worker = this.#idle.pop() ?? (this.workers < this.#options.size ? this.#start() : undefined);
      if (!worker) return;
      const task = this.#waiting.shift() as Task;
      clearTimeout(this.#idleTimers.get(worker));
      this.#idleTimers.delete(worker);
      this.#busy.set(worker, task);
      worker.ref();
      this.#drawn += 1;
      worker.postMessage(task.job);
      const { deadlineMs } = this.#options;
      if (deadlineMs) {
        const deadline = setTimeout(() => {
          if (this.#busy.get(worker) === task) this.#end(worker, tooLarge());
        }, deadlineMs);
        deadline.unref();
        const settle = () => clearTimeout(deadline);
        const { resolve, reject } = task;
        task.resolve = (pdf) => {
          settle();
          resolve(pdf);
        };
        task.reject = (error) => {
          settle();
          reject(error);
        };
      }
    }
  }

  /** Her request went away: a waiting PDF leaves the queue, one being drawn is stopped. */
  #cancel(task: Task): void {
    const at = this.#waiting.indexOf(task);
    if (at >= 0) {
      this.#waiting.splice(at, 1);
      task.reject(httpError(503, CANCELLED_MESSAGE));
      return;
    }
    for (const [worker, busy] of this.#busy) {
      if (busy === task) this.#end(worker, httpError(503, CANCELLED_MESSAGE));
    }
  }

  /** Ends a busy worker on purpose (deadline, cancellation); the next PDF starts a fresh one. */
  #end(worker: Worker, reason: Error): void {
    this.#ending.set(worker, reason);
    const task = this.#busy.get(worker);
    this.#busy.delete(worker);
    task?.reject(reason);
    void worker.terminate();
    this.#next();
  }

  #start(): Worker {
    const { entry, options } = workerEntry();
    const { maxHeapMb } = this.#options;
    const worker = new Worker(entry, {
      ...options,
      name: "pdf",
      ...(maxHeapMb
        ? { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32 } }
        : {}),
    });
    this.#started += 1;
    worker.on("message", (answer: PdfAnswer) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      if (answer.ok) task?.resolve(answer.pdf);
      else if (answer.tooCostly) task?.reject(tooLarge());
      else task?.reject(new Error(`The PDF could not be drawn: ${answer.message}`));
      this.#rest(worker);
      this.#next();
    });
    const lost = (error: Error & { code?: string }) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      this.#forget(worker);
      this.#ending.delete(worker);
      // A worker past its memory cap ends; the PDF that took it there was too large to make.
      task?.reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooLarge() : error);
      this.#next();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`The PDF worker stopped (exit code ${code}).`)));
    return worker;
  }

  /** An idle worker does not keep the process alive, and ends after a while. */
  #rest(worker: Worker): void {
    worker.unref();
    this.#idle.push(worker);
    const timer = setTimeout(() => {
      this.#forget(worker);
      void worker.terminate();
    }, this.#options.idleMs);
    timer.unref();
    this.#idleTimers.set(worker, timer);
  }

  #forget(worker: Worker): void {
    clearTimeout(this.#idleTimers.get(worker));
    this.#idleTimers.delete(worker);
    const at = this.#idle.indexOf(worker);
    if (at >= 0) this.#idle.splice(at, 1);
  }
}

/**
 * The server's pool: one fewer than the cores, at least one and at most two; 30 s and 1 GB of heap
 * per PDF (a recovery book of 75 long days takes a few seconds and far less memory).
 */
export const pdfPool = new PdfPool({
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxWaiting: 8,
  idleMs: 60_000,
  deadlineMs: 30_000,
  maxHeapMb: 1024,
});
