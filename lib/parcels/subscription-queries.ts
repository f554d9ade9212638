import "server-only";
import type { Db } from "@/lib/db";
import { webhookSubscriptions } from "@/lib/db/schema";
import { HOOK_NAMES, type HookName, type HookView } from "./subscription-schemas";

/** Our copy of the subscriptions, one per hook, as last read from the provider; null hooks when never read. */
export async function savedSubscriptions(db: Db): Promise<{ hooks: HookView[] | null; readAt: Date | null }> {
  const rows = await db.select().from(webhookSubscriptions);
  if (rows.length === 0) return { hooks: null, readAt: null };
  const byHook = new Map(rows.map((r) => [r.hook as HookName, r]));
  const readAt = new Date(Math.min(...rows.map((r) => r.readAt.getTime())));
  return { hooks: HOOK_NAMES.map((hook) => ({ hook, subscription: byHook.get(hook)?.subscription ?? null })), readAt };
}

/** Replaces the copy with what was just read from the provider, every hook at once. */
export async function saveSubscriptions(db: Db, hooks: HookView[], at = new Date()) {
  await db.transaction(async (tx) => {
    await tx.delete(webhookSubscriptions);
    await tx.insert(webhookSubscriptions).values(hooks.map(({ hook, subscription }) => ({ hook, subscription, readAt: at })));
  });
}
