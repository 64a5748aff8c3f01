import { describe, expect, it } from "vitest";
import { MAX_REVISION, refusedWriteOutcome, sameValue, syncWriteSchema } from "./sync";
import { z } from "./zod";

describe("the synced-document contract", () => {
  it("compares JSON values whatever order their keys are in", () => {
    expect(sameValue({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue("x", "x")).toBe(true);
    expect(sameValue(null, {})).toBe(false);
  });

  it("a refused write that carries exactly what is stored already landed; anything else is a conflict", () => {
    const stored = { value: "Morning pages", revision: 3, updatedAt: "2026-01-01T00:00:00.000Z" };
    expect(refusedWriteOutcome(stored, "Morning pages")).toBe("already-saved");
    expect(refusedWriteOutcome(stored, "Evening pages")).toBe("conflict");
    expect(refusedWriteOutcome({ value: "", revision: 0, updatedAt: null }, "")).toBe("conflict");
  });

  it("accepts a write only with a base revision a stored one can have", () => {
    const schema = syncWriteSchema(z.string());
    expect(schema.safeParse({ value: "x", baseRevision: MAX_REVISION }).success).toBe(true);
    expect(schema.safeParse({ value: "x", baseRevision: MAX_REVISION + 1 }).success).toBe(false);
    expect(schema.safeParse({ value: "x", baseRevision: -1 }).success).toBe(false);
    expect(schema.safeParse({ value: "x", baseRevision: 0, extra: 1 }).success).toBe(false);
  });
});
