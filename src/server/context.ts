import type { HttpBindings } from "@hono/node-server";
import type { ConsoleRole } from "../domain/team";
import type { Auth } from "./auth";
import type { BackgroundWork } from "./background-work";
import type { Billing } from "./billing/create-billing";
import type { SubscriberCache } from "./billing/subscriber-cache";
import type { WinBackLinks } from "./billing/win-back-links";
import type { Config } from "./config";
import type { PublishedTextStore } from "./content/published-texts";
import type { Database } from "./db/client";
import type { SaveReflection } from "./db/journal-entries";
import type { MemberProgressReader } from "./db/member-progress";
import type { JobWorker } from "./jobs/worker";
import type { DevMailbox } from "./mail/dev-mailbox";
import type { Mailer } from "./mail/mailer";
import type { ReminderScheduler } from "./reminders/reminder-scheduler";
import type { UnsubscribeLinks } from "./reminders/unsubscribe-links";
import type { SessionCache } from "./session-cache";

export type SessionUser = Auth["$Infer"]["Session"]["user"];

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** The payment provider (docs/architecture.md D6). */
  billing: Billing;
  devMailbox?: DevMailbox;
  sessions: SessionCache;
  /** The members' subscribers rows, kept between hot reads until a write drops them (billing/subscriber-cache.ts). */
  subscriberCache: SubscriberCache;
  /** Work finishing after its answer was sent (mail); shutdown waits for it. */
  background: BackgroundWork;
  /** This server's worker of the durable job queue (docs/jobs.md); started by whoever serves. */
  jobs: JobWorker;
  /** Statements that requests arriving together share (db/batcher.ts): one set per server. */
  batched: { memberProgress: MemberProgressReader; saveReflection: SaveReflection };
  /** Looks each minute for the reminders due (docs/jobs.md, "Reminders"); started by whoever serves. */
  reminders: ReminderScheduler;
  unsubscribeLinks: UnsubscribeLinks;
  /** The 75 days' published texts, in memory (docs/architecture.md, "Editing the content"). */
  texts: PublishedTextStore;
  /** The win-back mail's signed opt-out links (docs/jobs.md, "Keeping members"). */
  winBackLinks: WinBackLinks;
  /** Origins allowed to make mutating requests and to be redirected to (CSRF). */
  trustedOrigins: string[];
  /** PUBLIC_URL when it is the default: requests by another loopback name are redirected to it. */
  defaultPublicUrl: string | null;
}

export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  /** Read with `c.get(...)`: Hono's `c.var` builds a new object of them all on every read. */
  Variables: { user: SessionUser; isAdmin: boolean; consoleRole: ConsoleRole };
}
