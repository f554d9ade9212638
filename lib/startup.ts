import "server-only";
import { ensureConfiguredAdmin } from "./auth/first-admin";
import { db } from "./db";
import { env, EnvError } from "./env";
import { startAppJobs } from "./jobs/registry";

/**
 * Runs when the server starts: a broken configuration stops it with a message naming the
 * variable; the database is opened and migrated before the first request.
 */
export async function start() {
  let settings;
  try {
    settings = env();
  } catch (e) {
    if (!(e instanceof EnvError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
  const { provider, databaseUrl, auth } = settings;
  console.log(
    provider.mode === "sandbox"
      ? `Ridedesk: the provider is the embedded sandbox at ${provider.baseUrl}`
      : `Ridedesk: the provider is ${provider.baseUrl}`,
  );
  try {
    const database = await db();
    console.log(`Ridedesk: database ${databaseUrl ? "PostgreSQL" : "PGlite in the data folder"} is ready`);
    const admin = await ensureConfiguredAdmin(database, auth.firstAdmin);
    if (admin) console.log(`Ridedesk: created the first admin, ${admin.email}`);
  } catch (e) {
    console.error("Ridedesk cannot start: the database could not be opened.", e);
    process.exit(1);
  }
  // Background jobs need the migrated database; the app serves pages even when they cannot start,
  // and /api/health reports it.
  try {
    await startAppJobs();
    console.log(`Ridedesk: background jobs are running${settings.jobs.workers ? "" : " (queueing only: JOB_WORKERS=false)"}`);
  } catch (e) {
    console.error("Ridedesk: background jobs could not start; journeys will not be kept up to date.", e);
  }
}
