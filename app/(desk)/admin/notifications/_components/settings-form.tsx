"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { saveNotificationSettingsAction } from "@/app/(desk)/admin/notifications/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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
export function NotificationSettingsForm({ view, previews }: { view: Pick<NotificationsAdminView, "settings" | "savedAt" | "guestChannels" | "alertTargets" | "automaticAlertLanguage">; previews: LanguagePreview[] }) {
  const t = useTranslations("notifications.form");
  const format = useFormatter();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<NotificationSettingsInput, unknown, NotificationSettings>({ resolver: zodResolver(notificationSettingsSchema), defaultValues: view.settings });
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

  // Unsaved changes are not lost to a closed tab or a reload without a warning.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

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
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={pending}>
          {t("save")}
        </Button>
        {isDirty && (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={pending}
              onClick={() => {
                form.reset();
                setOutcome(null);
              }}
            >
              {t("discard")}
            </Button>
            <span role="status" className="text-sm text-amber-800">
              {t("unsaved")}
            </span>
          </>
        )}
        {!isDirty && <span className="text-sm text-slate-500">{view.savedAt ? t.rich("lastSaved", { time: () => <LocalTime iso={view.savedAt!} /> }) : t("neverSaved")}</span>}
      </div>
    </form>
  );
}
