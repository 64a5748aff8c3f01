import { createServer } from "node:http";
import { bootstrap } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";
import { createListener } from "./http/listener";
import { startStallWatchdog } from "./stall-watchdog";
import { dropStaleUnverifiedAccounts } from "./unverified-sign-up";

/** How long the main thread may be blocked before the process is ended and restarted. */
const STALL_SECONDS = 30;

async function main() {
  const config = loadConfig();
  const deps = await bootstrap(config, { explicitPublicUrl: Boolean(process.env.PUBLIC_URL) });
  const { node: listener } = createListener(deps, { serveClient: true });
  deps.jobs.start();
  deps.reminders.start();
  // docs/deploy.md, "A full disk": a main thread blocked this long (a stuck commit) ends the process.
  const watchdog = startStallWatchdog(STALL_SECONDS);

  const server = createServer(listener).listen(config.port, config.host, () => {
    // The address links use (PUBLIC_URL); with the default, other loopback names redirect to it.
    console.log(`Grind to Grace is listening on ${config.publicUrl}`);
    if (config.host !== "127.0.0.1" && config.host !== "localhost")
      console.log(`  bound to: ${config.host}:${config.port}`);
    console.log(`  database: ${deps.database.description}`);
    console.log(`  mail:     ${deps.mailer.description}`);
    console.log(
      `  payments: ${config.paymentProvider === "stripe" ? "Stripe" : "local test mode (no real payments)"}`,
    );
    if (!config.authSecret) {
      console.warn(
        `  note: using the secret generated in ${config.dataDir}; set BETTER_AUTH_SECRET when several app servers share one database`,
      );
    }
    if (config.devMailbox)
      console.warn("  warning: DEV_MAILBOX=1 shows every mail at /dev/mailbox; never on a public server");
    if (!config.adminEmail) console.log("  admin:    none (set ADMIN_EMAIL)");
  });

  // docs/security.md: unverified sign-ups are dropped after a week; every server sweeps hourly.
  const sweep = () =>
    dropStaleUnverifiedAccounts(deps.database.db).catch((error: Error) =>
      console.error("[sweep] unverified accounts:", error.message),
    );
  void sweep();
  const sweeping = setInterval(sweep, 60 * 60 * 1000);
  sweeping.unref();

  const shutdown = () => {
    clearInterval(sweeping);
    watchdog.stop();
    deps.reminders.stop();
    server.close(async () => {
      await deps.background.idle();
      await deps.jobs.stop();
      await deps.database.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Grind to Grace could not start:", error);
  }
  process.exit(1);
});
