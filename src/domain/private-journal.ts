import { z } from "./zod";

// The private journal (D30, issue 48, docs/architecture.md, "The private journal"): what the server and
// her device agree on. Her words are sealed on her device with a data key only she can unwrap; the
// server keeps the sealed text and the wrapped keys, and reads neither.

export { ARGON2ID } from "./argon2id";
export { isSealed, SEALED_PREFIX } from "./text-limits";

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

/** The data key wrapped (AES-GCM) by a key made from her passphrase with Argon2id. */
const passphraseWrapSchema = z.strictObject({
  kdf: z.literal("argon2id"),
  memoryKiB: z.int().min(19_456).max(1_048_576),
  iterations: z.int().min(1).max(20),
  parallelism: z.int().min(1).max(8),
  salt: base64url.max(64),
  iv: base64url.max(32),
  wrapped: base64url.max(128),
});

/** The data key wrapped by a key made from the recovery code (128 random bits, so HKDF suffices). */
const recoveryWrapSchema = z.strictObject({
  kdf: z.literal("hkdf-sha256"),
  salt: base64url.max(64),
  iv: base64url.max(32),
  wrapped: base64url.max(128),
});

/** Her wrapped keys, as her device sends them and the server keeps them (it cannot unwrap them). */
export const journalKeysSchema = z.strictObject({
  version: z.literal(1),
  passphrase: passphraseWrapSchema,
  recovery: recoveryWrapSchema,
});
export type JournalKeys = z.infer<typeof journalKeysSchema>;

/**
 * Where her private journal stands: `off`; `sealing` while her device seals what she already wrote
 * (resumed on her next visit if the tab closes); `on`; `opening` while her device opens it again.
 */
export const privateStates = ["off", "sealing", "on", "opening"] as const;
export type PrivateState = (typeof privateStates)[number];

/** The moves her device may make; staying put (with re-wrapped keys, after a passphrase change) is one. */
export const privateMoves: Record<PrivateState, readonly PrivateState[]> = {
  off: ["sealing"],
  sealing: ["sealing", "on", "opening"],
  on: ["on", "opening"],
  opening: ["opening", "sealing", "off"],
};

/** `PUT /api/private-journal`: the next state and her wrapped keys (none once it is off). */
export const privateJournalWriteSchema = z
  .strictObject({
    state: z.enum(privateStates),
    keys: journalKeysSchema.nullable(),
    baseRevision: z.int().min(0),
  })
  .refine(({ state, keys }) => (state === "off") === (keys === null), {
    message: "a private journal needs her wrapped keys, and one turned off keeps none",
    path: ["keys"],
  });

export interface PrivateJournal {
  state: PrivateState;
  keys: JournalKeys | null;
  revision: number;
  updatedAt: string | null;
}
