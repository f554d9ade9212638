import "server-only";
import { log } from "@/lib/log";
import { ensureConfiguredAdmin } from "./auth/first-admin";
import { db } from "./db";
import { env, EnvError } from "./env";
import { lingerBeforeClosing } from "./http/lingering-close";
import { stampPeerAddresses } from "./http/peer-address";
import { shortenServerTimeouts } from "./http/server-timeouts";
import { startAppJobs } from "@/lib/registry/app-jobs";

const logger = log.child({ module: "startup" });

/**
 * Runs when the server starts: a broken configuration stops it with a message naming the
 * variable; the database is opened and migrated before the first request.
 */
export async function start() {
  // Before the first request: the rate limits and sign-in counts need each client's address, and
  // a request must arrive whole within the server's time limit; an answer given before it has
  // arrived whole must reach the client before the connection closes.
  stampPeerAddresses();
  shortenServerTimeouts();
  lingerBeforeClosing();
  let settings;
  try {
    settings = env();
  } catch (e) {
    if (!(e instanceof EnvError)) throw e;
    logger.fatal({ problems: e.problems }, "Ridedesk cannot start: its configuration is invalid.");
    process.exit(1);
  }
  const { provider, databaseUrl, auth } = settings;
  logger.info(
    { provider: provider.mode, baseUrl: provider.baseUrl },
    provider.mode === "sandbox" ? "the provider is the embedded sandbox" : "the provider is a remote service",
  );
  try {
    const database = await db();
    logger.info({ engine: databaseUrl ? "postgres" : "pglite" }, "the database is ready");
    const admin = await ensureConfiguredAdmin(database, auth.firstAdmin);
    if (admin) logger.info({ userId: admin.id }, "created the first admin from ADMIN_EMAIL");
  } catch (e) {
    logger.fatal({ err: e }, "Ridedesk cannot start: the database could not be opened.");
    process.exit(1);
  }
  // Background jobs need the migrated database; the app serves pages even when they cannot start,
  // and /api/health reports it.
  try {
    await startAppJobs();
    logger.info(
      { workers: settings.jobs.workers },
      settings.jobs.workers ? "background jobs are running" : "background jobs are queued here and run elsewhere (JOB_WORKERS=false)",
    );
  } catch (e) {
    logger.error({ err: e }, "background jobs could not start; journeys will not be kept up to date");
  }
}
