import { getTranslations } from "next-intl/server";
import { WebhooksPanel } from "@/app/(desk)/admin/webhooks/_components/webhooks-panel";
import { Alert } from "@/components/ui/alert";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { savedSubscriptions } from "@/lib/parcels/subscription-queries";
import { DEFAULT_PARCEL_ID_HEADER } from "@/lib/parcels/subscription-schemas";
import { receiverUrl } from "@/lib/parcels/subscriptions";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  const t = await getTranslations("webhooks");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function AdminWebhooksPage() {
  await requireUser("admin");
  const t = await getTranslations("webhooks");
  // Our copy of the subscriptions: the page never waits on the provider; "Read again" and each change refresh it.
  const { hooks, readAt } = await savedSubscriptions(await db());
  const { appUrl, provider, sandbox } = env();
  const receiver = receiverUrl(appUrl);
  // The embedded sandbox refuses loopback callbacks unless told otherwise: say so before the admin tries.
  // A local APP_URL is registered as 127.0.0.1, the one loopback form a callback may take.
  const loopback = new URL(receiver.registeredUrl).hostname.startsWith("127.");
  const sandboxRefusesLoopback = provider.mode === "sandbox" && !sandbox.allowLoopbackCallbacks && loopback;
  const code = (chunks: React.ReactNode) => <code translate="no">{chunks}</code>;
  const url = (chunks: React.ReactNode) => (
    <code className="rounded bg-slate-100 px-1 text-slate-800" translate="no">
      {chunks}
    </code>
  );
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")}>
        <p className="mt-1 text-xs text-slate-500">
          {t.rich(receiver.registeredUrl !== receiver.url ? "receiverRegistered" : "receiver", {
            url: receiver.url,
            registered: receiver.registeredUrl,
            receiver: (chunks) => (
              <code className="rounded bg-slate-100 px-1 text-slate-800" data-testid="receiver-url" translate="no">
                {chunks}
              </code>
            ),
            link: url,
          })}
        </p>
      </PageHeader>
      {!receiver.public && (
        <Alert tone="warning" title={t("notPublic.title")}>
          <p className="break-words">
            {t.rich(loopback ? "notPublic.bodyLocal" : "notPublic.body", { host: new URL(receiver.url).host, url: receiver.url, link: url, code })}
          </p>
        </Alert>
      )}
      {sandboxRefusesLoopback && (
        <Alert tone="warning" title={t("sandboxRefuses.title")}>
          <p className="break-words">{t.rich("sandboxRefuses.body", { code })}</p>
        </Alert>
      )}
      <WebhooksPanel
        hooks={hooks}
        readAt={readAt?.toISOString() ?? null}
        receiverUrl={receiver.registeredUrl}
        defaultParcelIdHeader={DEFAULT_PARCEL_ID_HEADER}
      />
    </div>
  );
}
