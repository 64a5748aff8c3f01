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
  const iv = random(12);
  const wrapped = await sealBytes(
    await passphraseKey(passphrase, params),
    iv,
    raw,
    wrapContext(userId, "passphrase"),
  );
  return { ...params, iv: toBase64url(iv), wrapped: toBase64url(wrapped) };
}

async function wrapWithRecoveryCode(userId: string, raw: Uint8Array<ArrayBuffer>, code: string) {
  const salt = toBase64url(random(16));
  const iv = random(12);
  const wrapped = await sealBytes(await recoveryKey(code, salt), iv, raw, wrapContext(userId, "recovery"));
  return { kdf: "hkdf-sha256" as const, salt, iv: toBase64url(iv), wrapped: toBase64url(wrapped) };
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
  const { passphrase: wrap } = keys;
  const key = await passphraseKey(passphrase, wrap);
  const raw = await openBytes(
    key,
    fromBase64url(wrap.iv),
    fromBase64url(wrap.wrapped),
    wrapContext(userId, "passphrase"),
  );
  if (!raw) throw new WrongPassphrase();
  return raw;
}

async function rawFromRecoveryCode(userId: string, keys: JournalKeys, code: string) {
  const { recovery: wrap } = keys;
  const key = await recoveryKey(code, wrap.salt);
  const raw = await openBytes(
    key,
    fromBase64url(wrap.iv),
    fromBase64url(wrap.wrapped),
    wrapContext(userId, "recovery"),
  );
  if (!raw) throw new WrongRecoveryCode();
  return raw;
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

const wrapContext = (userId: string, by: "passphrase" | "recovery") =>
  encoder.encode(`g2g-data-key:1\n${userId}\n${by}`);
