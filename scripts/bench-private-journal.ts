import { performance } from "node:perf_hooks";
import {
  createJournalKeys,
  seal,
  unlockWithPassphrase,
  unseal,
} from "../src/client/lib/private-journal/journal-crypto";

// Issue 48, item 7 (docs/architecture.md, "The private journal"): what her device spends on the private
// journal, measured in Node 20 with the same code the page runs (hash-wasm's Argon2id, WebCrypto's
// AES-GCM): unlocking with her passphrase, opening one day's reflection, and opening 1,000 entries, as a
// search on her device would. A browser's WebAssembly and WebCrypto are of the same order, a phone's
// slower. `PRIVATE_BENCH_ENTRIES` and `PRIVATE_BENCH_ROUNDS` change the sizes.

const ENTRIES = Number(process.env.PRIVATE_BENCH_ENTRIES ?? 1000);
const ROUNDS = Number(process.env.PRIVATE_BENCH_ROUNDS ?? 5);
const USER = "bench-member";
const PASSPHRASE = "a long walk by the sea";

const words = (count: number) =>
  Array.from({ length: count }, (_, i) => ["grief", "river", "sister", "morning", "rest"][i % 5]).join(" ");

async function median(times: number, run: () => Promise<unknown>): Promise<number> {
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    taken.push(performance.now() - start);
  }
  taken.sort((a, b) => a - b);
  return taken[Math.floor(taken.length / 2)] ?? 0;
}

const { keys, dataKey } = await createJournalKeys(USER, PASSPHRASE);
const unlock = await median(ROUNDS, () => unlockWithPassphrase(USER, keys, PASSPHRASE));

const day = await seal(dataKey, USER, "journal-day-12", words(2_000));
const openDay = await median(ROUNDS * 20, () => unseal(dataKey, USER, "journal-day-12", day));

const sealed = await Promise.all(
  Array.from({ length: ENTRIES }, (_, i) => seal(dataKey, USER, `page-${i}:body`, words(300))),
);
const openAll = await median(ROUNDS, async () => {
  for (const [i, value] of sealed.entries()) await unseal(dataKey, USER, `page-${i}:body`, value);
});

console.log(`Private journal on her device (Node ${process.versions.node}, median of ${ROUNDS} rounds):`);
console.log(`  unlock (Argon2id 64 MiB, 3 passes, then unwrap): ${unlock.toFixed(0)} ms`);
console.log(`  open one day's reflection (2,000 words):          ${openDay.toFixed(2)} ms`);
console.log(`  open ${ENTRIES} entries of 300 words, one by one:    ${openAll.toFixed(0)} ms`);
