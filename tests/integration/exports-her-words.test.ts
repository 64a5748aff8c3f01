import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyPrompts } from "../../src/content/journey-prompts";
import { printables } from "../../src/content/printables";
import { printableNotesToolId } from "../../src/domain/tool-states";
import { newMember } from "../support/billing-members";
import { pdfText } from "../support/pdf-text";
import { createTestApp, ORIGIN, type TestApp } from "../support/test-app";
import { testDatabaseKinds } from "../support/test-databases";

// Issue #27 item 10: what she takes away keeps what she wrote. The Markdown export puts each day's question
// above her answer, and a printable's PDF from its card (no notes sent) holds the notes she saved.

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(testDatabaseKinds)("exports keep her words on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const member = () => newMember(t, `exports-${kind}-${++n}@example.test`, "Ada Moss");
  const send = (who: Member, method: string, path: string, body?: unknown) =>
    t.request(path, { method, cookie: who.cookie, json: body, headers: { origin: ORIGIN } });

  it("gives day 1's question above her answer in the Markdown export", async () => {
    const her = await member();
    const written = await send(her, "PUT", "/api/journal/1", {
      value: "The kettle, the window, the quiet.",
      baseRevision: 0,
    });
    expect(written.status).toBe(200);
    const res = await t.request("/api/account/export?format=md", { cookie: her.cookie });
    expect(res.status).toBe(200);
    const markdown = await res.text();
    const question = journeyPrompts.find((prompt) => prompt.day === 1)?.prompt.split("\n")[0] ?? "";
    expect(question.length).toBeGreaterThan(10);
    const asked = markdown.indexOf(question);
    const answered = markdown.indexOf("The kettle, the window, the quiet.");
    expect(asked).toBeGreaterThan(-1);
    expect(answered).toBeGreaterThan(asked);
  });

  it("draws the notes she saved into a printable's PDF when the card sends none", async () => {
    const her = await member();
    const printable = printables[0];
    if (!printable) throw new Error("no printables");
    const saved = await send(her, "PUT", `/api/tools/${printableNotesToolId(printable.id)}`, {
      value: { notes: "Walk before the inbox." },
      baseRevision: 0,
    });
    expect(saved.status).toBe(200);
    const res = await send(her, "POST", `/api/worksheets/printables/${printable.id}`, {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(new Uint8Array(await res.arrayBuffer()))).toContain("Walk before the inbox.");
  });
});
