import { vi } from "vitest";

// A stand-in for the server in component tests: `fetch` answers each path from a table of JSON
// answers (a function may change its answer between calls) and records what was asked. Only tests
// use it; the product always talks to the real API.

export type FakeAnswer = unknown | ((url: URL, init?: RequestInit) => unknown);

export function fakeApi(answers: Record<string, FakeAnswer>) {
  const asked: string[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    asked.push(`${init?.method ?? "GET"} ${url.pathname}${url.search}`);
    const answer = answers[url.pathname];
    if (answer === undefined) return Response.json({ error: "Not found" }, { status: 404 });
    const body = typeof answer === "function" ? answer(url, init) : answer;
    return Response.json(body);
  });
  vi.stubGlobal("fetch", fetchFake);
  return { asked };
}
