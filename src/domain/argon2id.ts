// The private journal's passphrase hashing (docs/architecture.md, "The private journal"), apart from
// the API's schemas so the device's key code does not carry them.

/**
 * Argon2id's parameters for the passphrase: RFC 9106's second recommended option (64 MiB, 3 passes)
 * with one lane, since WebAssembly in the page runs on one thread. About 0.4 s in Node 20 on the 2-core
 * build machine (docs/architecture.md, "The private journal"), within the 1.5 s an unlock may take.
 */
export const ARGON2ID = { memoryKiB: 65_536, iterations: 3, parallelism: 1 } as const;
