"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { log } from "@/lib/log";
import type { Db } from "@/lib/db";
import { action, actorOf } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { env } from "@/lib/env";
import { refreshSubscriptions, subscriptionDeps } from "@/lib/parcels/subscription-deps";
import { subscribeAllSchema, subscribeSchema, unsubscribeSchema } from "@/lib/parcels/subscription-schemas";
import { subscribe, subscribeAll, subscriptionDefaults, unsubscribe, type SubscriptionDeps } from "@/lib/parcels/subscriptions";

const logger = log.child({ module: "webhooks" });

/**
 * After a change, our copy is read again from the provider, so the page shows what the provider now
 * holds. The change is done whatever happens here: a failed read leaves the copy with its old read time.
 */
async function keepCopy(db: Db, deps: SubscriptionDeps) {
  try {
    await refreshSubscriptions(db, deps);
  } catch (e) {
    logger.warn({ err: e }, "could not read the subscriptions again after a change");
  }
  revalidatePath("/admin/webhooks");
}

/** Reads the subscriptions from the provider into our copy, which the page shows; a failure comes back in the provider's words. */
export const refreshWebhooksAction = action({ role: "admin", schema: z.strictObject({}) }, async (_input, ctx) => {
  const hooks = await refreshSubscriptions(ctx.db, await subscriptionDeps(ctx.db));
  revalidatePath("/admin/webhooks");
  return { subscribed: hooks.filter((h) => h.subscription !== null).length };
});

/** Subscribes one hook (replacing its subscription); the provider's refusal comes back in its own words. */
export const subscribeWebhookAction = action({ role: "admin", schema: subscribeSchema }, async (input, ctx) => {
  const deps = await subscriptionDeps(ctx.db);
  const { view, replaced } = await subscribe(deps, input);
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: "webhook.subscribed",
    target: { type: "webhook", id: input.hook },
    detail: { callbackUrl: view.callbackUrl, parcelIdHeader: view.parcelIdHeader, timeoutMs: view.timeoutMs, replaced },
  });
  await keepCopy(ctx.db, deps);
  return { hook: input.hook, replaced };
});

/** Subscribes every hook that has none, with the defaults; those done before a refusal stay done. */
export const subscribeAllWebhooksAction = action({ role: "admin", schema: subscribeAllSchema }, async (_input, ctx) => {
  const defaults = subscriptionDefaults(env().appUrl);
  const deps = await subscriptionDeps(ctx.db);
  const { subscribed, error } = await subscribeAll(deps, defaults);
  for (const hook of subscribed) {
    await audit(ctx.db, {
      actor: actorOf(ctx),
      action: "webhook.subscribed",
      target: { type: "webhook", id: hook },
      detail: { callbackUrl: defaults.callbackUrl, parcelIdHeader: defaults.parcelIdHeader, replaced: false },
    });
  }
  await keepCopy(ctx.db, deps);
  if (error) throw error;
  return { subscribed };
});

export const unsubscribeWebhookAction = action({ role: "admin", schema: unsubscribeSchema }, async ({ hook }, ctx) => {
  const deps = await subscriptionDeps(ctx.db);
  const { removed } = await unsubscribe(deps, hook);
  if (removed) await audit(ctx.db, { actor: actorOf(ctx), action: "webhook.unsubscribed", target: { type: "webhook", id: hook } });
  await keepCopy(ctx.db, deps);
  return { hook, removed };
});
