import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Started {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first answer of `readyPath`. */
  startMs: number;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/**
 * Spawns `node args…` with `env` on a free (or the given) port and waits until `readyPath` answers.
 * PUBLIC_URL is the address answered on (127.0.0.1), unless `env` sets it (`""` leaves the default).
 */
export async function startNode(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  fixedPort?: number,
): Promise<Started> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let log = "";
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited:\n${log}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(name);
    });
  return {
    url,
    process: child,
    startMs,
    output: () => log,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
  };
}

/**
 * The built production server on a fresh data dir (PGlite, test-mode payments, the dev mailbox), with `env`
 * on top; stopping it removes the data dir.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), "g2g-built-"));
  const server = await startNode(
    ["dist/server/main.js"],
    {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEV_MAILBOX: "1",
      PAYMENT_PROVIDER: "local",
      ...env,
    },
    "/healthz",
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The newest link mailed to `email` whose address contains `pathPart`, from the dev mailbox API of
 * any of `urls` (mail is sent by a job on whichever server takes it); waits up to five seconds.
 */
export async function findMailedLink(
  urls: string | string[],
  email: string,
  pathPart: string,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const url of typeof urls === "string" ? [urls] : urls) {
      const res = await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as { links: string[] }[];
      const link = mails.flatMap((mail) => mail.links).find((found) => found.includes(pathPart));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** Signs a member up and verifies her through the dev mailbox; returns her `cookie` header. */
export async function createVerifiedMember(
  url: string,
  email: string,
  clientIp: string,
  {
    password = "bench-pass-1",
    firstName = "Member",
    mailboxes = [url],
  }: { password?: string; firstName?: string; mailboxes?: string[] } = {},
): Promise<string> {
  const headers = { "content-type": "application/json", origin: url, "x-forwarded-for": clientIp };
  const signUp = () =>
    fetch(`${url}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password, name: firstName, firstName, callbackURL: "/dashboard" }),
    });
  let res = await signUp();
  // Many sign-ups at once are asked to come back, as a person would be (docs/security.md, "Sign-in storms").
  for (let tries = 0; res.status === 429 && res.headers.has("retry-after") && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get("retry-after"))));
    res = await signUp();
  }
  if (!res.ok) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
  const link = await findMailedLink(mailboxes, email, "/verify-email");
  if (!link) throw new Error(`no verification mail for ${email}`);
  const verified = await fetch(link, { redirect: "manual", headers: { "x-forwarded-for": clientIp } });
  const cookies = verified.headers.getSetCookie().map((c) => c.split(";")[0] as string);
  if (!cookies.some((c) => c.startsWith("better-auth.session_token="))) {
    throw new Error(`verification did not sign ${email} in`);
  }
  // The session token and, when better-auth sends it, its signed cookie cache: as a browser holds them.
  return cookies.join("; ");
}
