import { getTranslations } from "next-intl/server";
import { CarriersCard } from "@/app/(desk)/admin/notifications/_components/carriers-card";
import { DeskChannelForm } from "@/app/(desk)/admin/notifications/_components/desk-channel-form";
import { MessagePreview } from "@/app/(desk)/admin/notifications/_components/message-preview";
import { NotificationSettingsForm } from "@/app/(desk)/admin/notifications/_components/settings-form";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { notificationsAdminView } from "@/lib/notifications/admin-view";
import { DESK_CHANNELS } from "@/lib/channels";
import { notificationPreviews } from "@/lib/notifications/preview";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  const t = await getTranslations("notifications");
  return { title: t("title") };
}

export default async function NotificationsPage() {
  await requireUser("admin");
  const t = await getTranslations("notifications");
  const config = env();
  const view = await notificationsAdminView(await db(), config);
  const previews = await notificationPreviews({
    companyName: config.companyName,
    appUrl: config.appUrl,
    now: new Date(),
    noDriverMinutes: view.settings.noDriverMinutes,
  });
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} />
      <CarriersCard carriers={view.carriers} />
      <NotificationSettingsForm
        view={{
          settings: view.settings,
          savedAt: view.savedAt,
          guestChannels: view.guestChannels,
          alertTargets: view.alertTargets,
          automaticAlertLanguage: view.automaticAlertLanguage,
        }}
        previews={previews}
      />
      <Card title={t("deskChannels.title")} description={t("deskChannels.description")}>
        <div className="space-y-8">
          {DESK_CHANNELS.map((channel) => (
            <DeskChannelForm key={channel} channel={channel} saved={view.deskChannels[channel]} allowLoopbackHttp={view.allowLoopbackHttp} />
          ))}
        </div>
      </Card>
      <MessagePreview previews={previews} />
    </div>
  );
}
