import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { Turns } from "./turns";

// better-auth hashes with Node's scrypt in libuv's thread pool, so hashing never blocks the event
// loop itself. But each hash is ~90 ms of CPU, and a burst of sign-ins fills every core with them:
// on two cores the event loop (and PGlite, which runs on it) then waits behind the hashing, and
// every member's reads stall. Hashes therefore run at most (cores - 1) at a time; sign-ins beyond
// that wait their turn and one core stays free for everyone else (bench/README.md, sign-in burst).
// The functions and the stored format are better-auth's own: existing hashes verify unchanged.

const turns = new Turns(Math.max(1, availableParallelism() - 1));

export const passwordHashing = {
  hash: (password: string) => turns.run(() => hashPassword(password)),
  verify: (input: { hash: string; password: string }) => turns.run(() => verifyPassword(input)),
};
