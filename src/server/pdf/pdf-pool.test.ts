import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PdfJob } from "./pdf-jobs";
import { PDF_BUSY_MESSAGE, PDF_TOO_LARGE_MESSAGE, PdfPool, type PdfPoolOptions } from "./pdf-pool";

const certificate: PdfJob = {
  kind: "certificate",
  input: { name: "Maya Okonkwo", completedOn: new Date("2026-11-23T09:30:00Z") },
};
const book: PdfJob = {
  kind: "recovery-book",
  input: {
    name: "Maya Okonkwo",
    generatedOn: new Date("2026-11-23T12:00:00Z"),
    days: [
      { day: 1, title: "Day one", prompt: "What did burnout take?", content: "My words.", completedAt: null },
    ],
    checkIns: [{ date: "2026-11-22", mood: "peaceful", energy: "high" }],
  },
};

/** A pool of one worker (kept a minute when idle unless `options` say otherwise), closed after `use`. */
async function withPool(
  options: Omit<PdfPoolOptions, "size" | "idleMs"> & { idleMs?: number },
  use: (pool: PdfPool) => Promise<void>,
) {
  const pool = new PdfPool({ size: 1, idleMs: 60_000, ...options });
  try {
    await use(pool);
  } finally {
    await pool.close();
  }
}

/** Whether the pool still draws: a certificate, one page. */
const drawsACertificate = async (pool: PdfPool) =>
  expect((await PDFDocument.load(await pool.render(certificate))).getPageCount()).toBe(1);

describe("PDFs drawn in a worker thread", () => {
  // One worker, and one request at most waiting for it.
  let pool: PdfPool;
  beforeAll(() => {
    pool = new PdfPool({ size: 1, maxWaiting: 1, idleMs: 60_000 });
  });
  afterAll(() => pool.close());

  it("draws the certificate and the recovery book in one worker, which it keeps while work comes", async () => {
    const [first, second] = await Promise.all([pool.render(certificate), pool.render(book)]);
    const certificatePdf = await PDFDocument.load(first);
    expect(certificatePdf.getTitle()).toBe("Certificate of Completion — Grind to Grace");
    expect((await PDFDocument.load(second)).getPageCount()).toBe(3);
    expect(pool.started).toBe(1);
    await pool.render(certificate);
    expect(pool.started).toBe(1);
  });

  it("refuses at once, with a 503, what would wait behind too many others", async () => {
    const drawing = pool.render(book);
    const waiting = pool.render(book);
    await expect(pool.render(book)).rejects.toMatchObject({ status: 503 });
    const refused = await pool.render(certificate).catch((error) => error.getResponse().json());
    expect(refused).toEqual({ error: PDF_BUSY_MESSAGE });
    await Promise.all([drawing, waiting]);
  });

  it("answers a failed drawing with an error and draws the next one", async () => {
    await expect(pool.render({ kind: "nothing" } as unknown as PdfJob)).rejects.toThrow(/no such PDF/);
    await drawsACertificate(pool);
    expect(pool.started).toBe(1);
  });
});

describe("a PDF worker readied before the first PDF (issue #50)", () => {
  it("starts one worker that draws a page of each kind and throws them away; the first PDF then uses it", async () => {
    await withPool({ maxWaiting: 8 }, async (pool) => {
      pool.warm();
      pool.warm();
      expect(pool.started).toBe(1);
      await expect.poll(() => pool.drawn, { timeout: 20_000 }).toBe(2);
      await drawsACertificate(pool);
      expect(pool.started).toBe(1);
    });
  });
});

describe("an idle PDF worker", () => {
  it("ends after a while, and another starts for the next PDF", async () => {
    await withPool({ maxWaiting: 1, idleMs: 10 }, async (pool) => {
      await pool.render(certificate);
      await expect.poll(() => pool.workers, { timeout: 5_000 }).toBe(0);
      await pool.render(certificate);
      expect(pool.started).toBe(2);
    });
  });
});

describe("a PDF whose request goes away, or that takes too long", () => {
  it("is taken out of the queue unseen, or stopped while drawn, and the next one is drawn", async () => {
    await withPool({ maxWaiting: 2 }, async (pool) => {
      const drawing = new AbortController();
      const waiting = new AbortController();
      const first = pool.render(book, drawing.signal);
      const second = pool.render(book, waiting.signal);
      waiting.abort();
      await expect(second).rejects.toMatchObject({ status: 503 });
      drawing.abort();
      await expect(first).rejects.toMatchObject({ status: 503 });
      expect(pool.drawn).toBe(1);
      await drawsACertificate(pool);
      expect(pool.drawn).toBe(2);
    });
  });

  it("is never drawn when the request had already gone", async () => {
    await withPool({ maxWaiting: 2 }, async (pool) => {
      await expect(pool.render(certificate, AbortSignal.abort())).rejects.toMatchObject({ status: 503 });
      expect(pool.drawn).toBe(0);
    });
  });

  it("is given up at its deadline with a clear 413, and the worker after it draws again", async () => {
    await withPool({ maxWaiting: 2, deadlineMs: 1 }, async (pool) => {
      const refused = await pool.render(book).catch((error) => error.getResponse().json());
      expect(refused).toEqual({ error: PDF_TOO_LARGE_MESSAGE });
    });
  });
});
