import { WebhooksPage } from "@/components/admin/webhooks-page";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { subscriptionDeps } from "@/lib/parcels/subscription-deps";
import { DEFAULT_PARCEL_ID_HEADER, type HookView } from "@/lib/parcels/subscription-schemas";
import { receiverUrl, subscriptionsView } from "@/lib/parcels/subscriptions";
import { describeProviderError, ProviderError } from "@/lib/provider";

export const metadata = { title: "Webhooks" };
export const dynamic = "force-dynamic";

/** The subscriptions live only at the provider, so this admin page reads them there, as System checks the connection. */
async function loadHooks(): Promise<{ hooks: HookView[] | null; problem: string | null }> {
  try {
    return { hooks: await subscriptionsView(await subscriptionDeps(await db())), problem: null };
  } catch (e) {
    if (e instanceof ProviderError) return { hooks: null, problem: describeProviderError(e) };
    console.error("[admin/webhooks] could not read the subscriptions", e);
    return { hooks: null, problem: "Something went wrong while reading the subscriptions. Try again in a moment." };
  }
}

export default async function AdminWebhooksPage() {
  await requireUser("admin");
  const { appUrl, provider, sandbox } = env();
  const receiver = receiverUrl(appUrl);
  const { hooks, problem } = await loadHooks();
  // The embedded sandbox refuses loopback callbacks unless told otherwise: say so before the admin tries.
  const sandboxRefusesLoopback = provider.mode === "sandbox" && !sandbox.allowLoopbackCallbacks && new URL(receiver.registeredUrl).hostname.startsWith("127.");
  return (
    <WebhooksPage
      hooks={hooks}
      problem={problem}
      receiver={{ url: receiver.url, registeredUrl: receiver.registeredUrl, warning: receiver.warning }}
      sandboxRefusesLoopback={sandboxRefusesLoopback}
      defaultParcelIdHeader={DEFAULT_PARCEL_ID_HEADER}
    />
  );
}
