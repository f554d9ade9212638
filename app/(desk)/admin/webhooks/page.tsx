import { getTranslations } from "next-intl/server";
import { log } from "@/lib/log";
import { Suspense } from "react";
import { WebhooksPanel } from "@/app/(desk)/admin/webhooks/_components/webhooks-panel";
import { Alert } from "@/components/ui/alert";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { subscriptionDeps } from "@/lib/parcels/subscription-deps";
import { DEFAULT_PARCEL_ID_HEADER, type HookView } from "@/lib/parcels/subscription-schemas";
import { receiverUrl, subscriptionsView } from "@/lib/parcels/subscriptions";
import { describeProviderError, ProviderError } from "@/lib/provider";
import { messageRef } from "@/lib/i18n/message-ref";
import { PageHeader } from "@/components/ui/page-header";

const logger = log.child({ module: "admin" });

export async function generateMetadata() {
  const t = await getTranslations("webhooks");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

/**
 * The subscriptions live only at the provider, so this admin page reads them there, as System checks the
 * connection. A failure is the provider error's description, or a message reference.
 */
async function loadHooks(): Promise<{ hooks: HookView[] | null; problem: string | null }> {
  try {
    return { hooks: await subscriptionsView(await subscriptionDeps(await db())), problem: null };
  } catch (e) {
    if (e instanceof ProviderError) return { hooks: null, problem: describeProviderError(e) };
    logger.error({ err: e }, "could not read the subscriptions");
    return { hooks: null, problem: messageRef("webhooks.readFailed") };
  }
}

async function Subscriptions({ registeredUrl }: { registeredUrl: string }) {
  const { hooks, problem } = await loadHooks();
  return <WebhooksPanel hooks={hooks} problem={problem} receiverUrl={registeredUrl} defaultParcelIdHeader={DEFAULT_PARCEL_ID_HEADER} />;
}

async function Reading() {
  const t = await getTranslations("webhooks");
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="text-sm text-slate-500">
        {t("reading")}
      </p>
      <div className="h-48 animate-pulse rounded-xl border border-slate-200 bg-slate-50" />
    </div>
  );
}

export default async function AdminWebhooksPage() {
  await requireUser("admin");
  const t = await getTranslations("webhooks");
  const { appUrl, provider, sandbox } = env();
  const receiver = receiverUrl(appUrl);
  // The embedded sandbox refuses loopback callbacks unless told otherwise: say so before the admin tries.
  // A local APP_URL is registered as 127.0.0.1, the one loopback form a callback may take.
  const loopback = new URL(receiver.registeredUrl).hostname.startsWith("127.");
  const sandboxRefusesLoopback = provider.mode === "sandbox" && !sandbox.allowLoopbackCallbacks && loopback;
  const code = (chunks: React.ReactNode) => <code translate="no">{chunks}</code>;
  const url = (chunks: React.ReactNode) => (
    <code className="rounded bg-slate-100 px-1" translate="no">
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
              <code className="rounded bg-slate-100 px-1" data-testid="receiver-url" translate="no">
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
      <Suspense fallback={<Reading />}>
        <Subscriptions registeredUrl={receiver.registeredUrl} />
      </Suspense>
    </div>
  );
}
