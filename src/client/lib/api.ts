/** An API answer with a non-2xx status; `message` is the server's `{ error }` text, shown as given (spec §5). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * The JSON body of a 2xx answer. Any other answer throws ApiError with the server's `{ error }` and
 * body; a request that never reached the server (offline, a dropped connection) one with status 0.
 */
export async function settle(request: Promise<{ ok: boolean; status: number; text(): Promise<string> }>) {
  let res: Awaited<typeof request>;
  try {
    res = await request;
  } catch {
    throw new ApiError("We could not reach the server. Check your connection and try again.", 0);
  }
  const text = await res.text();
  const data = text ? safeJson(text) : {};
  if (!res.ok) {
    const message = typeof data.error === "string" ? data.error : `Request failed (${res.status})`;
    throw new ApiError(message, res.status, data);
  }
  return data;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Same-origin JSON fetch with the session cookie. Our own routes are called through the typed client
 * (api-client.ts); this stays for better-auth's routes, for the first download (session.tsx and
 * appearance.ts read `T` from the route's type), and for the few paths the typed client does not cover.
 */
export async function api<T>(
  path: string,
  options: { method?: Method; body?: unknown; keepalive?: boolean } = {},
): Promise<T> {
  const request = fetch(path, {
    method: options.method ?? "GET",
    credentials: "same-origin",
    keepalive: options.keepalive,
    headers: options.body === undefined ? undefined : { "content-type": "application/json" },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await settle(request)) as T;
}

function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
