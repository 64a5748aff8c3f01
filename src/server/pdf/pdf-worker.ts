import { parentPort } from "node:worker_threads";
import { drawPdf, type PdfAnswer, type PdfJob } from "./pdf-jobs";
import { budgetStandIns, MAX_STAND_INS_PER_PDF, TooManyStandIns } from "./stand-ins";

// The PDF worker thread (pdf-pool.ts): draws one PDF at a time and hands the bytes back without a
// copy. Fonts are parsed once per worker (fonts.ts) and reused for every document it draws.
// Built as its own entry next to the server's (vite.server.config.ts: dist/server/pdf-worker.js).

const port = parentPort;
if (!port) throw new Error("pdf-worker.ts runs only as a worker thread (see pdf-pool.ts)");

port.on("message", async (job: PdfJob) => {
  let answer: PdfAnswer;
  budgetStandIns(MAX_STAND_INS_PER_PDF);
  try {
    answer = { ok: true, pdf: await drawPdf(job) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    answer = { ok: false, message, tooCostly: error instanceof TooManyStandIns };
  }
  port.postMessage(answer, answer.ok ? [answer.pdf.buffer as ArrayBuffer] : []);
});
