import { Worker } from "node:worker_threads";

// docs/deploy.md, "A full disk": PGlite runs on the main thread, and a commit it cannot finish (a
// full disk has made it spin in its WAL flush) blocks that thread for good: no request, no /healthz,
// no signal handler ever runs again. A small thread of its own watches the main thread's heartbeat
// and, when it stops for `seconds`, writes why and kills the process, so the supervisor (systemd,
// a container runtime) starts it again.

const WATCHER = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
const beat = new Int32Array(workerData.heartbeat);
let seen = Atomics.load(beat, 0);
let still = 0;
setInterval(() => {
  const now = Atomics.load(beat, 0);
  if (now !== seen) { seen = now; still = 0; return; }
  still += 1;
  if (still >= workerData.seconds) {
    writeSync(2, "[watchdog] the server has not answered for " + workerData.seconds + " s (a stuck database commit?); stopping so that it is restarted\\n");
    process.kill(workerData.pid, "SIGKILL");
  }
}, 1000);
`;

/** Starts the watcher; the main thread beats once a second while it is free to. */
export function startStallWatchdog(seconds: number): { stop(): void } {
  const heartbeat = new SharedArrayBuffer(4);
  const beat = new Int32Array(heartbeat);
  // Its own flags (none): the watcher is plain CommonJS whatever the server was started with.
  const worker = new Worker(WATCHER, {
    eval: true,
    execArgv: [],
    workerData: { heartbeat, seconds, pid: process.pid },
  });
  worker.on("error", (error) => console.error(`[watchdog] could not watch: ${error.message}`));
  worker.unref();
  const beating = setInterval(() => Atomics.add(beat, 0, 1), 500);
  beating.unref();
  return {
    stop() {
      clearInterval(beating);
      void worker.terminate();
    },
  };
}
