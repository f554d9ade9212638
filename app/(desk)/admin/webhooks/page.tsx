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

const logger = log.child({ module: "admin" });

export const metadata = { title: "Webhooks" };
export const dynamic = "force-dynamic";

/** The subscriptions live only at the provider, so this admin page reads them there, as System checks the connection. */
async function loadHooks(): Promise<{ hooks: HookView[] | null; problem: string | null }> {
  try {
    return { hooks: await subscriptionsView(await subscriptionDeps(await db())), problem: null };
  } catch (e) {
    if (e instanceof ProviderError) return { hooks: null, problem: describeProviderError(e) };
    logger.error({ err: e }, "could not read the subscriptions");
    return { hooks: null, problem: "Something went wrong while reading the subscriptions. Try again in a moment." };
  }
}

async function Subscriptions({ registeredUrl }: { registeredUrl: string }) {
  const { hooks, problem } = await loadHooks();
  return <WebhooksPanel hooks={hooks} problem={problem} receiverUrl={registeredUrl} defaultParcelIdHeader={DEFAULT_PARCEL_ID_HEADER} />;
}

function Reading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="text-sm text-slate-500">Reading the subscriptions from the delivery service…</p>
      <div className="h-48 animate-pulse rounded-xl border border-slate-200 bg-slate-50" />
    </div>
  );
}

export default async function AdminWebhooksPage() {
  await requireUser("admin");
  const { appUrl, provider, sandbox } = env();
  const receiver = receiverUrl(appUrl);
  // The embedded sandbox refuses loopback callbacks unless told otherwise: say so before the admin tries.
  const sandboxRefusesLoopback = provider.mode === "sandbox" && !sandbox.allowLoopbackCallbacks && new URL(receiver.registeredUrl).hostname.startsWith("127.");
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Webhooks</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          The delivery service tells Ridedesk what happens to parcels by calling its receiver. Each event needs its own subscription, and each carries this
          installation&apos;s secret, so the receiver takes notifications from the delivery service only. Parcels on their way are also read back
          regularly, so a missed notification only delays an update.
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Receiver: <code className="rounded bg-slate-100 px-1" data-testid="receiver-url">{receiver.url}</code>
          {receiver.registeredUrl !== receiver.url && (
            <>
              {" "}(registered as <code className="rounded bg-slate-100 px-1">{receiver.registeredUrl}</code>)
            </>
          )}
        </p>
      </header>
      {receiver.warning && (
        <Alert tone="warning" title="The receiver is not reachable from the internet">
          <p className="break-words">{receiver.warning}</p>
        </Alert>
      )}
      {sandboxRefusesLoopback && (
        <Alert tone="warning" title="The embedded sandbox will refuse this address">
          <p className="break-words">
            It delivers to 127.0.0.1 only when <code>SANDBOX_ALLOW_LOOPBACK_CALLBACKS=true</code> is set.
          </p>
        </Alert>
      )}
      <Suspense fallback={<Reading />}>
        <Subscriptions registeredUrl={receiver.registeredUrl} />
      </Suspense>
    </div>
  );
}
