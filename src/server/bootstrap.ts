import { paths } from "../domain/routes";
import { handleStaffNotices } from "./admin/staff-notices";
import { createAuth } from "./auth";
import { scopeAuthAsyncContext } from "./auth-async-context";
import { BackgroundWork } from "./background-work";
import { createBilling } from "./billing/create-billing";
import { handleGiftJobs } from "./billing/gifts";
import { handleLifecycleMails } from "./billing/lifecycle-jobs";
import { memberById } from "./billing/member-lookup";
import { handlePaymentReceipts } from "./billing/payment-receipts";
import { handleRetentionJobs } from "./billing/retention-jobs";
import { SubscriberCache } from "./billing/subscriber-cache";
import { WinBackLinks } from "./billing/win-back-links";
import { handleBroadcastJobs } from "./broadcasts/broadcasts";
import { handleNewsMail } from "./broadcasts/news-mail-job";
import type { Config } from "./config";
import { ConfigError } from "./config";
import { PublishedTextStore, seedContent } from "./content/published-texts";
import type { AppDeps } from "./context";
import { openDatabase } from "./db/client";
import { reflectionWriter } from "./db/journal-entries";
import { memberProgressReader } from "./db/member-progress";
import { JobWorker } from "./jobs/worker";
import { DevMailbox } from "./mail/dev-mailbox";
import { createMailDelivery, queuedMailer } from "./mail/mailer";
import { ReminderScheduler } from "./reminders/reminder-scheduler";
import { UnsubscribeLinks } from "./reminders/unsubscribe-links";
import { loadOrCreateSecret } from "./secret";
import { SessionCache } from "./session-cache";

/** Origins allowed to write: PUBLIC_URL, plus the loopback names of the same port when it is the default. */
function trustedOriginsFor(config: Config, explicitPublicUrl: boolean): string[] {
  if (explicitPublicUrl) return [config.publicUrl];
  return [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
}

/** Opens the database, mail and auth for `config`: everything the app needs, shared by main and tests. */
export async function bootstrap(
  config: Config,
  options: {
    explicitPublicUrl?: boolean;
    inMemoryDatabase?: boolean;
    log?: (line: string) => void;
    /** The clock of reminders and jobs (tests move it forward). */
    now?: () => Date;
  } = {},
): Promise<AppDeps> {
  const secret = config.authSecret ?? secretFromDataDir(config);
  await scopeAuthAsyncContext();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseDirectUrl: config.databaseDirectUrl,
    databaseReplicaUrl: config.databaseReplicaUrl,
    dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    timeQueries: config.serverTiming,
    diskReserveBytes: config.diskReserveBytes,
  });
  await seedContent(database.db);
  const texts = new PublishedTextStore(database.db, database.changes);
  await texts.reload();
  const devMailbox = config.devMailbox ? new DevMailbox() : undefined;
  const jobs = new JobWorker(database.db, { now: options.now, changes: database.changes });
  const delivery = createMailDelivery({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    devMailbox,
    log: options.log,
    publicUrl: config.publicUrl,
  });
  const mailer = queuedMailer(database.db, jobs, delivery);
  const trustedOrigins = trustedOriginsFor(config, options.explicitPublicUrl ?? false);
  const background = new BackgroundWork();
  const auth = createAuth({ config, db: database.db, secret, mailer, trustedOrigins, background });
  const subscriberCache = new SubscriberCache(database.db, database.changes);
  const billing = await createBilling(config, database.db, subscriberCache);
  handleLifecycleMails(jobs, database.db, mailer, {
    publicUrl: config.publicUrl,
    testMode: billing.kind === "local",
  });
  const winBackLinks = new WinBackLinks(secret, config.publicUrl);
  handleRetentionJobs(jobs, database.db, mailer, {
    publicUrl: config.publicUrl,
    testMode: billing.kind === "local",
    winBackOptOutUrl: (userId) => winBackLinks.url(userId),
    resumeDue: async (userId, resumesAt) => {
      const member = await memberById(database.db, userId);
      if (member) await billing.resumeDue(member, resumesAt);
    },
  });
  handleGiftJobs(jobs, database.db, mailer, config.publicUrl);
  handlePaymentReceipts(jobs, database.db, mailer, config.publicUrl);
  handleStaffNotices(jobs, database.db, mailer, {
    adminEmail: config.adminEmail,
    consoleUrl: `${config.publicUrl}${paths.admin}`,
  });
  const unsubscribeLinks = new UnsubscribeLinks(secret, config.publicUrl);
  handleBroadcastJobs(jobs, database.db);
  handleNewsMail(jobs, database.db, mailer, unsubscribeLinks);
  const reminders = new ReminderScheduler(
    database.db,
    mailer,
    unsubscribeLinks,
    config.publicUrl,
    texts,
    options.now,
  );
  return {
    config,
    database,
    auth,
    mailer,
    billing,
    devMailbox,
    trustedOrigins,
    defaultPublicUrl: options.explicitPublicUrl ? null : config.publicUrl,
    background,
    jobs,
    reminders,
    unsubscribeLinks,
    texts,
    winBackLinks,
    batched: {
      memberProgress: memberProgressReader(database.db, database.changes),
      saveReflection: reflectionWriter(database.db),
    },
    sessions: new SessionCache(config.publicUrl.startsWith("https://"), database.changes),
    subscriberCache,
  };
}

function secretFromDataDir(config: Config): string {
  // A public deployment must share one explicit secret across its app servers.
  if (config.publicUrl.startsWith("https://")) {
    throw new ConfigError("Invalid configuration:\n  BETTER_AUTH_SECRET: required when PUBLIC_URL is https");
  }
  return loadOrCreateSecret(config.dataDir);
}
