import { argon2id } from "hash-wasm";
import { describe, expect, it } from "vitest";
import { ARGON2ID, isSealed, journalKeysSchema } from "../../../domain/private-journal";
import {
  changePassphrase,
  createJournalKeys,
  importDataKey,
  openBytes,
  SealedValueRefused,
  seal,
  sealBytes,
  unlockWithPassphrase,
  unseal,
  WrongPassphrase,
  WrongRecoveryCode,
} from "./journal-crypto";

// Issue 48, "How it is checked": known answers, tampering refused, a wrong passphrase said plainly,
// a value moved to another document or member refused.

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

describe("known answers", () => {
  it("Argon2id gives the reference implementation's answer (password, somesalt, t=2, 64 MiB, p=1)", async () => {
    const answer = await argon2id({
      password: "password",
      salt: "somesalt",
      iterations: 2,
      memorySize: 65_536,
      parallelism: 1,
      hashLength: 32,
      outputType: "hex",
    });
    expect(answer).toBe("09316115d5cf24ed5a15a31a3ba326e5cf32edc24702987c02b6566f61913cf7");
  });

  it("AES-256-GCM gives the GCM specification's test case 16, and opens it again", async () => {
    const key = await importDataKey(hex("feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308"));
    const iv = hex("cafebabefacedbaddecaf888");
    const plain = hex(
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
    );
    const associated = hex("feedfacedeadbeeffeedfacedeadbeefabaddad2");
    const sealed = await sealBytes(key, iv, plain, associated);
    expect(toHex(sealed)).toBe(
      "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662" +
        "76fc6ece0f4e1768cddf8853bb2d551b",
    );
    expect(toHex((await openBytes(key, iv, sealed, associated)) ?? new Uint8Array())).toBe(toHex(plain));
  });

  it("writes the Argon2id parameters it used beside her wrapped key", async () => {
    const { keys } = await createJournalKeys("member-1", "a long walk by the sea");
    expect(journalKeysSchema.parse(keys)).toEqual(keys);
    expect(keys.passphrase).toMatchObject({ kdf: "argon2id", ...ARGON2ID });
  });
});

describe("sealing her words", () => {
  it("seals each write with a fresh IV and opens it on her device", async () => {
    const { dataKey } = await createJournalKeys("member-1", "a long walk by the sea");
    const first = await seal(dataKey, "member-1", "journal-day-3", "Grief comes in waves.");
    const second = await seal(dataKey, "member-1", "journal-day-3", "Grief comes in waves.");
    expect(isSealed(first)).toBe(true);
    expect(first).not.toBe(second);
    expect(first).not.toContain("Grief");
    expect(await unseal(dataKey, "member-1", "journal-day-3", first)).toBe("Grief comes in waves.");
  });

  it("refuses a sealed value that was changed by one character", async () => {
    const { dataKey } = await createJournalKeys("member-1", "a long walk by the sea");
    const sealed = await seal(dataKey, "member-1", "journal-day-3", "Grief comes in waves.");
    const at = sealed.length - 5;
    const changed = sealed.slice(0, at) + (sealed[at] === "A" ? "B" : "A") + sealed.slice(at + 1);
    await expect(unseal(dataKey, "member-1", "journal-day-3", changed)).rejects.toThrow(SealedValueRefused);
    await expect(unseal(dataKey, "member-1", "journal-day-3", "plain words")).rejects.toThrow(
      SealedValueRefused,
    );
  });

  it("refuses a value moved to another document, or to another member", async () => {
    const { dataKey } = await createJournalKeys("member-1", "a long walk by the sea");
    const sealed = await seal(dataKey, "member-1", "journal-day-3", "Grief comes in waves.");
    await expect(unseal(dataKey, "member-1", "journal-day-4", sealed)).rejects.toThrow(SealedValueRefused);
    await expect(unseal(dataKey, "member-2", "journal-day-3", sealed)).rejects.toThrow(
      "This entry could not be opened: it was changed after it was written, or it is not this entry.",
    );
  });
});

describe("her keys", () => {
  it("a second device unlocks with her passphrase; a wrong one is said plainly", async () => {
    const { keys, dataKey } = await createJournalKeys("member-1", "a long walk by the sea");
    const sealed = await seal(dataKey, "member-1", "page-1", "The funeral was on a Tuesday.");
    const elsewhere = await unlockWithPassphrase("member-1", keys, "a long walk by the sea");
    expect(await unseal(elsewhere, "member-1", "page-1", sealed)).toBe("The funeral was on a Tuesday.");
    await expect(unlockWithPassphrase("member-1", keys, "a long walk by the lake")).rejects.toThrow(
      "That passphrase does not open your journal. Check it, or use your recovery code.",
    );
    await expect(unlockWithPassphrase("member-2", keys, "a long walk by the sea")).rejects.toThrow(
      WrongPassphrase,
    );
  });

  it("forgot passphrase: the recovery code, typed loosely, sets a new one; the old one no longer opens", async () => {
    const { keys, recoveryCode, dataKey } = await createJournalKeys("member-1", "a long walk by the sea");
    expect(recoveryCode).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{2}$/);
    const sealed = await seal(dataKey, "member-1", "checkIn-2026-11-29", '{"gratitude":"tea"}');
    const typed = recoveryCode.toLowerCase().replaceAll("-", " ");
    const reset = await changePassphrase(
      "member-1",
      keys,
      { recoveryCode: typed },
      "new words for a new year",
    );
    expect(reset.keys.recovery).toEqual(keys.recovery);
    const unlocked = await unlockWithPassphrase("member-1", reset.keys, "new words for a new year");
    expect(await unseal(unlocked, "member-1", "checkIn-2026-11-29", sealed)).toBe('{"gratitude":"tea"}');
    await expect(unlockWithPassphrase("member-1", reset.keys, "a long walk by the sea")).rejects.toThrow(
      WrongPassphrase,
    );
    await expect(
      changePassphrase("member-1", keys, { recoveryCode: "AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AA" }, "x"),
    ).rejects.toThrow(WrongRecoveryCode);
  });

  it("a passphrase change re-wraps the key only: what she wrote before opens with the new one", async () => {
    const { keys, dataKey } = await createJournalKeys("member-1", "a long walk by the sea");
    const sealed = await seal(dataKey, "member-1", "askForHelp", "Ask my sister.");
    const changed = await changePassphrase(
      "member-1",
      keys,
      { passphrase: "a long walk by the sea" },
      "rain on the roof",
    );
    expect(changed.keys.passphrase.wrapped).not.toBe(keys.passphrase.wrapped);
    const unlocked = await unlockWithPassphrase("member-1", changed.keys, "rain on the roof");
    expect(await unseal(unlocked, "member-1", "askForHelp", sealed)).toBe("Ask my sister.");
    await expect(
      changePassphrase("member-1", keys, { passphrase: "not it" }, "rain on the roof"),
    ).rejects.toThrow(WrongPassphrase);
  });
});
