"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { saveNotificationSettingsAction } from "@/app/(desk)/admin/notifications/actions";
import { FormFooter, useLeaveWarning, type Outcome } from "@/components/ui/form-footer";
import { LocalTime } from "@/components/ui/local-time";
import { useAction } from "@/components/ui/use-action";
import type { NotificationsAdminView } from "@/lib/notifications/admin-view";
import type { LanguagePreview } from "@/lib/notifications/preview";
import { notificationSettingsSchema, type NotificationSettings, type NotificationSettingsInput } from "@/lib/outbound/settings";
import { AlertFields } from "./alert-fields";
import { GuestFields } from "./guest-fields";
import { WhatsappTemplateFields } from "./whatsapp-template-fields";

/** The settings a save may report as changed, each with its name in the messages. */
const SETTINGS = ["guestChannels", "guestEvents", "reminderMinutes", "alertTargets", "noDriverMinutes", "whatsappTemplates", "alertLanguage"] as const;
const isSetting = (key: string): key is (typeof SETTINGS)[number] => (SETTINGS as readonly string[]).includes(key);

/** What guests are told and where the desk is alerted, saved together; the next message and alert follow it. */
export function NotificationSettingsForm({
  view,
  previews,
}: {
  view: Pick<NotificationsAdminView, "settings" | "savedAt" | "guestChannels" | "alertTargets" | "automaticAlertLanguage">;
  previews: LanguagePreview[];
}) {
  const t = useTranslations("notifications.form");
  const format = useFormatter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<NotificationSettingsInput, unknown, NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: view.settings,
  });
  const { run, pending } = useAction(saveNotificationSettingsAction, {
    form,
    refresh: true,
    onFailure: (error) => setOutcome({ tone: "error", text: error.fields ? t("needsAttention") : error.message }),
    onSuccess: (data) => {
      if (!data) return;
      form.reset(data.settings);
      const changed = data.changed.map((k) => (isSetting(k) ? t(`settings.${k}`) : k));
      setOutcome({ tone: "success", text: changed.length ? t("saved", { settings: format.list(changed, { type: "unit" }) }) : t("savedNothing") });
    },
  });
  const { isDirty } = form.formState;

  useLeaveWarning(isDirty);

  const submit = form.handleSubmit(
    (values) => {
      setOutcome(null);
      void run(values);
    },
    () => setOutcome({ tone: "error", text: t("needsAttention") }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t("label")} data-testid="notification-settings">
      <GuestFields form={form} availability={view.guestChannels} />
      <WhatsappTemplateFields form={form} previews={previews} whatsappOn={view.guestChannels.whatsapp.available} />
      <AlertFields form={form} availability={view.alertTargets} automaticLanguage={view.automaticAlertLanguage} />
      <FormFooter
        outcome={outcome}
        pending={pending}
        dirty={isDirty}
        saveLabel={t("save")}
        discardLabel={t("discard")}
        onDiscard={() => {
          form.reset();
          setOutcome(null);
        }}
        unsavedLabel={t("unsaved")}
        savedNote={view.savedAt ? t.rich("lastSaved", { time: () => <LocalTime iso={view.savedAt!} /> }) : t("neverSaved")}
      />
    </form>
  );
}
