import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { Turns } from "./turns";

// better-auth hashes with Node's scrypt in libuv's thread pool, so hashing never blocks the event
// loop itself. But each hash is ~90 ms of CPU, and a burst of sign-ins fills every core with them:
// on two cores the event loop (and PGlite, which runs on it) then waits behind the hashing, and
// every member's reads stall. Hashes therefore run at most (cores - 1) at a time; sign-ins beyond
// that wait their turn and one core stays free for everyone else (bench/README.md, sign-in burst).
// The functions and the stored format are better-auth's own: existing hashes verify unchanged.
//
// The line is bounded (docs/security.md, "Sign-in storms"): a request that would wait longer than
// MAX_HASH_WAIT_MS is asked to come back (429 with Retry-After) instead of joining a queue nobody
// leaves in time, so a member signing in during a launch waits seconds, not a minute.

/** The longest a sign-in or sign-up may expect to wait for its turn before it is asked to come back. */
export const MAX_HASH_WAIT_MS = 5_000;

export const ARRIVING_MESSAGE = "Many people are arriving at once. Please try again in a few seconds.";

/** Hashes at most `slots` at a time, and knows how long a newcomer would wait. */
export class PasswordHashing {
  readonly #turns: Turns;
  /** Requests let in that will hash a password and have not finished. */
  #admitted = 0;
  /** A running average of one hash's time. */
  #hashMs = 100;

  constructor(readonly slots: number) {
    this.#turns = new Turns(slots);
  }

  hash = (password: string) => this.#timed(() => hashPassword(password));
  verify = (input: { hash: string; password: string }) => this.#timed(() => verifyPassword(input));

  /** How long a request let in now would expect to wait before its hash is done. */
  expectedWaitMs(): number {
    return ((this.#admitted + 1) / this.slots) * this.#hashMs;
  }

  /**
   * Lets a request that will hash a password in, or answers how many seconds it should wait first
   * when the line is already longer than MAX_HASH_WAIT_MS. `release` must be called when it ends.
   */
  admit(): { release(): void } | { retryAfterSeconds: number } {
    const wait = this.expectedWaitMs();
    if (wait > MAX_HASH_WAIT_MS) {
      return { retryAfterSeconds: Math.max(1, Math.ceil((wait - MAX_HASH_WAIT_MS) / 1000) + 1) };
    }
    this.#admitted++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#admitted--;
      },
    };
  }

  #timed<T>(work: () => Promise<T>): Promise<T> {
    return this.#turns.run(async () => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        this.#hashMs = 0.8 * this.#hashMs + 0.2 * (performance.now() - started);
      }
    });
  }
}

export const passwordHashing = new PasswordHashing(Math.max(1, availableParallelism() - 1));
