"use server";

import { revalidatePath } from "next/cache";
import { action, actorOf } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { env } from "@/lib/env";
import { subscriptionDeps } from "@/lib/parcels/subscription-deps";
import { subscribeAllSchema, subscribeSchema, unsubscribeSchema } from "@/lib/parcels/subscription-schemas";
import { subscribe, subscribeAll, subscriptionDefaults, unsubscribe } from "@/lib/parcels/subscriptions";

/** Subscribes one hook (replacing its subscription); the provider's refusal comes back in its own words. */
export const subscribeWebhookAction = action({ role: "admin", schema: subscribeSchema }, async (input, ctx) => {
  const { view, replaced } = await subscribe(await subscriptionDeps(ctx.db), input);
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: "webhook.subscribed",
    target: { type: "webhook", id: input.hook },
    detail: { callbackUrl: view.callbackUrl, parcelIdHeader: view.parcelIdHeader, timeoutMs: view.timeoutMs, replaced },
  });
  revalidatePath("/admin/webhooks");
  return { hook: input.hook, replaced };
});

/** Subscribes every hook that has none, with the defaults; those done before a refusal stay done. */
export const subscribeAllWebhooksAction = action({ role: "admin", schema: subscribeAllSchema }, async (_input, ctx) => {
  const defaults = subscriptionDefaults(env().appUrl);
  const { subscribed, error } = await subscribeAll(await subscriptionDeps(ctx.db), defaults);
  for (const hook of subscribed) {
    await audit(ctx.db, { actor: actorOf(ctx), action: "webhook.subscribed", target: { type: "webhook", id: hook }, detail: { callbackUrl: defaults.callbackUrl, parcelIdHeader: defaults.parcelIdHeader, replaced: false } });
  }
  revalidatePath("/admin/webhooks");
  if (error) throw error;
  return { subscribed };
});

export const unsubscribeWebhookAction = action({ role: "admin", schema: unsubscribeSchema }, async ({ hook }, ctx) => {
  const { removed } = await unsubscribe(await subscriptionDeps(ctx.db), hook);
  if (removed) await audit(ctx.db, { actor: actorOf(ctx), action: "webhook.unsubscribed", target: { type: "webhook", id: hook } });
  revalidatePath("/admin/webhooks");
  return { hook, removed };
});
