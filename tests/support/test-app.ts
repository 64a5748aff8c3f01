import { randomUUID } from "node:crypto";
import { bootstrap } from "../../src/server/bootstrap";
import { loadConfig } from "../../src/server/config";
import type { AppDeps } from "../../src/server/context";
import { account, user } from "../../src/server/db/schema";
import { createListener } from "../../src/server/http/listener";
import { passwordHashing } from "../../src/server/password-hashing";
import { createPostgresDatabase, postgresEnv, type TestDatabaseKind } from "./test-databases";

/** Each request comes from its own address unless a test says otherwise, so rate limits stay out of the way. */
const randomClientIp = () =>
  `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export const ORIGIN = "http://localhost:3000";
export const ADMIN_EMAIL = "admin@example.test";

export interface TestApp {
  deps: AppDeps;
  request(
    path: string,
    init?: RequestInit & { json?: unknown; cookie?: string; ip?: string; background?: "wait" | "leave" },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** The real app in-process on a clean database of `kind`, with the dev mailbox on and an admin address. */
export async function createTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: { now?: () => Date; log?: (line: string) => void } = {},
): Promise<TestApp> {
  const postgres = kind === "pglite" ? undefined : await createPostgresDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DEV_MAILBOX: "1",
    ADMIN_EMAIL,
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...(postgres ? postgresEnv(kind, postgres.url) : {}),
    ...env,
  });
  const deps = await bootstrap(config, {
    inMemoryDatabase: true,
    log: options.log ?? (() => undefined),
    now: options.now,
  });
  return inProcessApp(deps, async () => {
    await deps.jobs.stop();
    await deps.database.close();
    await postgres?.drop();
  });
}

/**
 * The server over `deps` as main.ts builds it (fast reads, then the app), called in-process; each request
 * comes from its own address unless told.
 */
export function inProcessApp(deps: AppDeps, close: () => Promise<void>): TestApp {
  const listener = createListener(deps);
  return {
    deps,
    // Mail the request started is sent before the answer is handed back, so a test can read it at
    // once; `background: "leave"` returns as soon as the server answers.
    async request(path, { json, cookie, ip = randomClientIp(), headers, background = "wait", ...init } = {}) {
      const merged = new Headers(headers);
      if (json !== undefined) merged.set("content-type", "application/json");
      if (cookie) merged.set("cookie", cookie);
      const body = json === undefined ? init.body : JSON.stringify(json);
      const url = /^https?:\/\//.test(path) ? path : `http://localhost${path}`;
      const res = await listener.request(new Request(url, { ...init, headers: merged, body }), {
        incoming: { socket: { remoteAddress: ip } },
      });
      if (background === "wait") {
        await deps.background.idle();
        await deps.jobs.drain();
      }
      return res;
    },
    close,
  };
}

/** The session cookie from a better-auth response, ready for a `cookie` header. */
export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith("better-auth.session_token="));
  if (!cookie) throw new Error(`no session cookie in the response (status ${res.status})`);
  return cookie.split(";")[0] as string;
}

/** The newest link the dev mailbox holds for `email` whose path contains `pathPart`. */
export function latestLink(t: TestApp, email: string, pathPart: string): string {
  const link = t.deps.devMailbox
    ?.list(email)
    .flatMap((mail) => mail.links)
    .find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Signs up, follows the verification link and returns the signed-in member's cookie. */
export async function signUpVerified(
  t: TestApp,
  email: string,
  password = "grace-123",
  names: { firstName?: string; lastName?: string } = {},
): Promise<string> {
  const res = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    json: {
      email,
      password,
      name: `${names.firstName ?? "Test"} ${names.lastName ?? "Member"}`,
      callbackURL: "/dashboard",
      ...names,
    },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const verified = await t.request(latestLink(t, email, "/verify-email"));
  return sessionCookie(verified);
}

/** A verified member written straight to the database, for apps without a dev mailbox (no mail is sent). */
export async function insertVerifiedMember(
  t: TestApp,
  email: string,
  password = "grace-123",
): Promise<string> {
  const id = randomUUID();
  const { db } = t.deps.database;
  await db.insert(user).values({ id, email, name: "Test Member", emailVerified: true });
  await db.insert(account).values({
    id: randomUUID(),
    userId: id,
    providerId: "credential",
    accountId: id,
    password: await passwordHashing.hash(password),
  });
  return id;
}

/** Her setting (`appearance`, `reminders`) as the API keeps it: a synced document's value. */
export async function readSetting(t: TestApp, cookie: string, key: string): Promise<unknown> {
  const res = await t.request(`/api/settings/${key}`, { cookie });
  return ((await res.json()) as { value: unknown }).value;
}

/** Saves her setting as the app does: on the revision it read, so it never overwrites another device. */
export async function saveSetting(
  t: TestApp,
  cookie: string,
  key: string,
  value: unknown,
  headers: Record<string, string> = { origin: ORIGIN },
): Promise<Response> {
  const current = await t.request(`/api/settings/${key}`, { cookie });
  const { revision } = (await current.json()) as { revision: number };
  return t.request(`/api/settings/${key}`, {
    method: "PUT",
    cookie,
    headers,
    json: { value, baseRevision: revision },
  });
}
