import "server-only";
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import { provider } from "@/lib/provider";
import { saveSubscriptions } from "./subscription-queries";
import { subscriptionsView, type SubscriptionDeps } from "./subscriptions";
import { webhookSecret } from "./webhook-secret";

/** The app's provider, secret and APP_URL, for the subscriptions page and its actions. */
export async function subscriptionDeps(db: Db): Promise<SubscriptionDeps> {
  return { logistics: provider().logistics, secret: await webhookSecret(db), appUrl: env().appUrl };
}

/** Reads the subscriptions at the provider and keeps them as our copy, which the admin page reads. */
export async function refreshSubscriptions(db: Db, deps: SubscriptionDeps, at = new Date()) {
  const hooks = await subscriptionsView(deps);
  await saveSubscriptions(db, hooks, at);
  return hooks;
}
