import { argon2id } from "hash-wasm";
import { ARGON2ID } from "../../../domain/argon2id";
import type { JournalKeys } from "../../../domain/private-journal";
import {
  aesKey,
  encoder,
  fromBase64url,
  importDataKey,
  openBytes,
  random,
  sealBytes,
  subtle,
  toBase64url,
} from "./sealed-values";

export { importDataKey, openBytes, SealedValueRefused, seal, sealBytes, unseal } from "./sealed-values";

// The private journal's keys (docs/architecture.md, "The private journal"). Loaded only when she turns
// it on, unlocks or changes her passphrase (a dynamic import: Argon2id's WebAssembly is never in the
// first download). A random 256-bit data key, made here, seals every value (sealed-values.ts); it leaves
// her device only wrapped: by a key Argon2id makes from her passphrase, and separately by a key made
// from her recovery code.

export class WrongPassphrase extends Error {
  constructor() {
    super("That passphrase does not open your journal. Check it, or use your recovery code.");
  }
}

export class WrongRecoveryCode extends Error {
  constructor() {
    super("That recovery code does not open your journal. Check it against your recovery kit.");
  }
}

/** The key Argon2id makes from her passphrase, with the parameters kept beside the wrapped key. */
async function passphraseKey(
  passphrase: string,
  wrap: Pick<JournalKeys["passphrase"], "salt" | "memoryKiB" | "iterations" | "parallelism">,
) {
  const derived = await argon2id({
    password: passphrase.normalize("NFC"),
    salt: fromBase64url(wrap.salt),
    memorySize: wrap.memoryKiB,
    iterations: wrap.iterations,
    parallelism: wrap.parallelism,
    hashLength: 32,
    outputType: "binary",
  });
  return aesKey(new Uint8Array(derived));
}

/** The recovery code's 128 random bits need no slow hash: HKDF-SHA256 turns them into a key. */
async function recoveryKey(code: string, salt: string) {
  const material = await subtle().importKey(
    "raw",
    encoder.encode(normalizeRecoveryCode(code)),
    "HKDF",
    false,
    ["deriveKey"],
  );
  return subtle().deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: fromBase64url(salt), info: encoder.encode("g2g-recovery:1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

// Crockford's base32: no I, L, O or U, so a code copied by hand is read back the same.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new recovery code: 130 random bits as 26 letters and digits in groups of four or two. */
export function newRecoveryCode(): string {
  const letters = Array.from(random(26), (byte) => ALPHABET[byte % 32]).join("");
  return letters.match(/.{1,4}/g)?.join("-") ?? letters;
}

/** As she may type it: any case, spaces or dashes, O for 0 and I or L for 1. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "").replaceAll("O", "0").replace(/[IL]/g, "1");
}

async function wrapWithPassphrase(userId: string, raw: Uint8Array<ArrayBuffer>, passphrase: string) {
  const params = { kdf: "argon2id" as const, ...ARGON2ID, salt: toBase64url(random(16)) };
  return { ...params, ...(await wrap(userId, raw, await passphraseKey(passphrase, params), "passphrase")) };
}

async function wrapWithRecoveryCode(userId: string, raw: Uint8Array<ArrayBuffer>, code: string) {
  const salt = toBase64url(random(16));
  return {
    kdf: "hkdf-sha256" as const,
    salt,
    ...(await wrap(userId, raw, await recoveryKey(code, salt), "recovery")),
  };
}

/** Her new private journal: a random data key, wrapped twice. Only `keys` leaves her device. */
export async function createJournalKeys(userId: string, passphrase: string) {
  const raw = random(32);
  const recoveryCode = newRecoveryCode();
  const keys: JournalKeys = {
    version: 1,
    passphrase: await wrapWithPassphrase(userId, raw, passphrase),
    recovery: await wrapWithRecoveryCode(userId, raw, recoveryCode),
  };
  return { keys, recoveryCode, dataKey: await importDataKey(raw) };
}

async function rawFromPassphrase(userId: string, keys: JournalKeys, passphrase: string) {
  const key = await passphraseKey(passphrase, keys.passphrase);
  return unwrap(userId, keys.passphrase, key, "passphrase", WrongPassphrase);
}

async function rawFromRecoveryCode(userId: string, keys: JournalKeys, code: string) {
  const key = await recoveryKey(code, keys.recovery.salt);
  return unwrap(userId, keys.recovery, key, "recovery", WrongRecoveryCode);
}

/** Unlocks her journal on this device with her passphrase. */
export async function unlockWithPassphrase(userId: string, keys: JournalKeys, passphrase: string) {
  return importDataKey(await rawFromPassphrase(userId, keys, passphrase));
}

/**
 * A new passphrase: the same data key wrapped again, so nothing she wrote is sealed anew. She proves
 * she may with the current passphrase, or with her recovery code when she forgot it.
 */
export async function changePassphrase(
  userId: string,
  keys: JournalKeys,
  proof: { passphrase: string } | { recoveryCode: string },
  newPassphrase: string,
) {
  const raw =
    "passphrase" in proof
      ? await rawFromPassphrase(userId, keys, proof.passphrase)
      : await rawFromRecoveryCode(userId, keys, proof.recoveryCode);
  const next: JournalKeys = { ...keys, passphrase: await wrapWithPassphrase(userId, raw, newPassphrase) };
  return { keys: next, dataKey: await importDataKey(raw) };
}

type WrappedBy = "passphrase" | "recovery";

const wrapContext = (userId: string, by: WrappedBy) => encoder.encode(`g2g-data-key:1\n${userId}\n${by}`);

/** The data key sealed under `key` with a fresh IV, bound to her and to which of her secrets wrapped it. */
async function wrap(userId: string, raw: Uint8Array<ArrayBuffer>, key: CryptoKey, by: WrappedBy) {
  const iv = random(12);
  const wrapped = await sealBytes(key, iv, raw, wrapContext(userId, by));
  return { iv: toBase64url(iv), wrapped: toBase64url(wrapped) };
}

/** The data key `wrap` sealed; `Wrong` thrown when `key` does not open it. */
async function unwrap(
  userId: string,
  { iv, wrapped }: { iv: string; wrapped: string },
  key: CryptoKey,
  by: WrappedBy,
  Wrong: new () => Error,
) {
  const raw = await openBytes(key, fromBase64url(iv), fromBase64url(wrapped), wrapContext(userId, by));
  if (!raw) throw new Wrong();
  return raw;
}
