import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { installationSecrets } from "@/lib/db/schema";

/**
 * The logistics webhook's secret: generated once per installation, kept in the database, and
 * registered with each subscription as a custom Authorization header (the seed's notifications are
 * not signed). The receiver compares what it gets in constant time.
 */

const NAME = "logistics-webhook";
const KEY = Symbol.for("ridedesk.webhook-secret");
type Holder = { [KEY]?: Promise<string> };

async function loadOrCreate(db: Db): Promise<string> {
  await db
    .insert(installationSecrets)
    .values({ name: NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, NAME));
  return row!.value;
}

/** The installation's secret, read once per process (the receiver checks it on every notification). */
export function webhookSecret(db: Db): Promise<string> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const loading = loadOrCreate(db);
    loading.catch(() => {
      if (holder[KEY] === loading) delete holder[KEY];
    });
    holder[KEY] = loading;
  }
  return holder[KEY];
}

/** Forgets the cached secret (tests that open a fresh database). */
export const forgetWebhookSecret = () => {
  delete (globalThis as Holder)[KEY];
};

/** The header value registered with the provider. */
export const authorizationValue = (secret: string) => `Bearer ${secret}`;

const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();

/** Whether a request's Authorization header carries the secret. Constant time whatever is sent, however long. */
export function isAuthorized(header: string | null, secret: string): boolean {
  const expected = digest(authorizationValue(secret));
  const given = digest(header ?? "");
  return timingSafeEqual(expected, given) && header !== null;
}
