import type { HttpBindings } from "@hono/node-server";
import type { Auth } from "./auth";
import type { Billing } from "./billing/create-billing";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { DevMailbox } from "./mail/dev-mailbox";
import type { Mailer } from "./mail/mailer";
import type { SessionCache } from "./session-cache";

export type SessionUser = Auth["$Infer"]["Session"]["user"];

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** The payment provider (DESIGN D6). */
  billing: Billing;
  devMailbox?: DevMailbox;
  sessions: SessionCache;
  /** Origins allowed to make mutating requests and to be redirected to (CSRF). */
  trustedOrigins: string[];
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: { user: SessionUser; isAdmin: boolean };
}
