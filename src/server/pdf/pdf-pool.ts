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

export const PDF_BUSY_MESSAGE = "Many PDFs are being made right now. Please try again in a minute.";

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
}

export class PdfPool {
  readonly #options: PdfPoolOptions;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Task>();
  readonly #waiting: Task[] = [];
  readonly #idleTimers = new Map<Worker, NodeJS.Timeout>();
  #started = 0;

  constructor(options: PdfPoolOptions) {
    this.#options = options;
  }

  /** Workers started since the pool was made (for tests and the bench). */
  get started(): number {
    return this.#started;
  }

  get workers(): number {
    return this.#idle.length + this.#busy.size;
  }

  render(job: PdfJob): Promise<Uint8Array> {
    if (this.#waiting.length >= this.#options.maxWaiting) {
      return Promise.reject(httpError(503, PDF_BUSY_MESSAGE));
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ job, resolve, reject });
      this.#next();
    });
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
      worker.postMessage(task.job);
    }
  }

  #start(): Worker {
    const { entry, options } = workerEntry();
    const worker = new Worker(entry, { ...options, name: "pdf" });
    this.#started += 1;
    worker.on("message", (answer: PdfAnswer) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      if (answer.ok) task?.resolve(answer.pdf);
      else task?.reject(new Error(`The PDF could not be drawn: ${answer.message}`));
      this.#rest(worker);
      this.#next();
    });
    const lost = (error: Error) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      this.#forget(worker);
      task?.reject(error);
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

/** The server's pool: one fewer than the cores, at least one and at most two. */
export const pdfPool = new PdfPool({
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxWaiting: 8,
  idleMs: 60_000,
});
