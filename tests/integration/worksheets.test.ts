import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyPrompts } from "../../src/content/journey-prompts";
import { pdfText } from "../support/pdf-text";
import { createTestApp, signUpVerified, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// POST /api/worksheets/…: the worksheet PDFs, made on the server with the fonts for every script.

const herWords = "日本語 Ελληνικά עברית 😊 مرحبا بالعالم नमस्ते दुनिया";

describe.each(testDatabaseKinds)("worksheet PDFs on %s", (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signUpVerified(t, "worksheets@example.test");
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, json: unknown) => t.request(path, { method: "POST", cookie, json });

  it("makes a day's worksheet with its prompt and her reflection in every script", async () => {
    const res = await post("/api/worksheets/days/1", { reflection: herWords });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="grind-to-grace-day-1.pdf"');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(journeyPrompts[0]?.prompt ?? "?");
    for (const words of ["日本語 Ελληνικά", "עברית", "😊", "مرحبا", "بالعالم", "नमस्ते दुनिया"]) {
      expect(text).toContain(words);
    }
  });

  it("gives a paid day's worksheet only to a member whose plan opens it", async () => {
    const res = await post("/api/worksheets/days/6", { reflection: "" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ requiredTier: expect.any(String) });
  });

  it("makes a printable with its own structure and her notes", async () => {
    const res = await post("/api/worksheets/printables/january-worksheet", { notes: "עברית 😊" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("grind-to-grace-january-worksheet.pdf");
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Small Stops in a Full Day");
    expect(text).toContain("A pause that could fit");
    expect(text).toContain("עברית");
    expect(
      await post("/api/worksheets/printables/no-such-printable", { notes: "" }).then((r) => r.status),
    ).toBe(404);
  });

  it("answers only a signed-in member", async () => {
    const anonymous = await t.request("/api/worksheets/days/1", { method: "POST", json: { reflection: "" } });
    expect(anonymous.status).toBe(401);
  });
});
