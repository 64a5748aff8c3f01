import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { passwordHashing } from "./password-hashing";

describe("password hashing", () => {
  it("verifies a hash better-auth stored before, and refuses a wrong password", async () => {
    const stored = await hashPassword("grace-path-1");
    expect(await passwordHashing.verify({ hash: stored, password: "grace-path-1" })).toBe(true);
    expect(await passwordHashing.verify({ hash: stored, password: "grace-path-2" })).toBe(false);
  });

  it("stores hashes in better-auth's format (salt:key), unique per hash", async () => {
    const [one, two] = await Promise.all([passwordHashing.hash("same"), passwordHashing.hash("same")]);
    expect(one).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(one).not.toBe(two);
    expect(await passwordHashing.verify({ hash: one as string, password: "same" })).toBe(true);
  });
});
