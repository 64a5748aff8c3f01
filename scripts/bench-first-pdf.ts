import { createVerifiedMember, startBuiltServer } from "../tests/support/server-process";

// The first PDF of each kind on a fresh server (issue #50, bench/README.md "First PDFs"): the day's
// worksheet, a printable and the recovery book, each timed as the first PDF a server draws, cold (the
// worker and its fonts start with the request) and readied (a page with a PDF button asked for
// POST /api/worksheets/warm a moment before). `npm run build` first; prints the p50 of RUNS fresh servers.

const RUNS = Number(process.env.RUNS ?? 5);

type Kind = "worksheet" | "printable" | "recovery book";

async function firstPdf(kind: Kind, warmed: boolean): Promise<number> {
  const server = await startBuiltServer();
  try {
    const cookie = await createVerifiedMember(server.url, `pdf-${Date.now()}@bench.test`, "10.9.9.9");
    const headers = { cookie, origin: server.url, "content-type": "application/json" };
    if (warmed) {
      await fetch(`${server.url}/api/worksheets/warm`, { method: "POST", headers });
      // She reads the page a moment before pressing; the worker readies meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 4000));
    }
    const started = performance.now();
    const res =
      kind === "worksheet"
        ? await fetch(`${server.url}/api/worksheets/days/1`, {
            method: "POST",
            headers,
            body: JSON.stringify({ reflection: "A few words of mine." }),
          })
        : kind === "printable"
          ? await fetch(`${server.url}/api/worksheets/printables/january-worksheet`, {
              method: "POST",
              headers,
              body: JSON.stringify({}),
            })
          : await fetch(`${server.url}/api/account/recovery-book.pdf`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${kind}: ${res.status}`);
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const kind of ["worksheet", "printable", "recovery book"] as const) {
  for (const warmed of [false, true]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await firstPdf(kind, warmed));
    console.log(
      `first ${kind}, ${warmed ? "readied" : "cold"}: p50 ${Math.round(p50(times))} ms (${times.map(Math.round).join(", ")})`,
    );
  }
}
