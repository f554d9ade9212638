"use server";

import { revalidatePath } from "next/cache";
import { sendTestAlert } from "@/lib/alerts/test-alert";
import { deskChannelSchema, deskWebhookSchema, maskWebhookUrl } from "@/lib/alerts/webhook-url";
import { audit } from "@/lib/audit/queries";
import { action, ActionError, actorOf } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { messageRef } from "@/lib/i18n/message-ref";
import { notificationSettingsSchema } from "@/lib/outbound/settings";
import { deskAlertLanguage, deskWebhooks, saveDeskWebhook, saveNotificationSettings } from "@/lib/outbound/settings-queries";

const PAGE = "/admin/notifications";
/** Saves what guests are told and where the desk is alerted; the next message and alert follow it. */
export const saveNotificationSettingsAction = action({ role: "admin", schema: notificationSettingsSchema }, async (input, ctx) => {
  const { settings, changed } = await saveNotificationSettings(ctx.db, input, actorOf(ctx));
  revalidatePath(PAGE);
  revalidatePath("/book");
  const { updatedAt, ...saved } = settings;
  return { settings: saved, savedAt: updatedAt?.toISOString() ?? null, changed };
});

/**
 * Sets a desk channel's webhook URL. A receiver on this machine over plain http is allowed only where
 * the sandbox's controls are on (tests and demos): the first check lets it through, the second decides.
 */
export const setDeskWebhookAction = action(
  {
    role: "admin",
    schema: deskWebhookSchema({ allowLoopbackHttp: true }),
    schemaFor: async () => deskWebhookSchema({ allowLoopbackHttp: env().sandbox.control }),
  },
  async ({ channel, url }, ctx) => {
    await saveDeskWebhook(ctx.db, channel, url, actorOf(ctx));
    revalidatePath(PAGE);
    // The URL stays on the server: the page is told only its masked form.
    return { channel, masked: maskWebhookUrl(url) };
  },
);

export const removeDeskWebhookAction = action({ role: "admin", schema: deskChannelSchema }, async ({ channel }, ctx) => {
  const removed = (await deskWebhooks(ctx.db))[channel] !== null;
  if (removed) await saveDeskWebhook(ctx.db, channel, null, actorOf(ctx));
  revalidatePath(PAGE);
  return { channel, removed };
});

/** Posts a made-up alert to a desk channel and says what its receiver answered, in the receiver's own word when it refused. */
export const sendTestAlertAction = action({ role: "admin", schema: deskChannelSchema }, async ({ channel }, ctx) => {
  const url = (await deskWebhooks(ctx.db))[channel];
  if (!url) throw new ActionError("conflict", messageRef("notifications.noWebhook"));
  const { companyLocale, companyName, appUrl, sandbox } = env();
  // Saved while the sandbox's controls were on, a receiver on this machine may no longer be allowed.
  if (!deskWebhookSchema({ allowLoopbackHttp: sandbox.control }).safeParse({ channel, url }).success)
    throw new ActionError("conflict", messageRef("notifications.urlNotAllowed"));
  // The test reads as the real alerts will: in the desk's alert language.
  const { language } = await deskAlertLanguage(ctx.db, companyLocale);
  const answer = await sendTestAlert(channel, url, { locale: language, companyName, appUrl, now: new Date() });
  const outcome = answer.outcome === "sent" ? ({ outcome: "sent" } as const) : ({ outcome: answer.outcome, reason: answer.reason } as const);
  await audit(ctx.db, {
    actor: actorOf(ctx),
    action: "notifications.test_sent",
    target: { type: "notifications", id: channel },
    detail: { channel, ...outcome },
  });
  return { channel, ...outcome };
});
