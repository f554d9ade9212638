"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { subscribeAllWebhooksAction } from "@/app/(desk)/admin/webhooks/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { HOOK_INFO, type HookName, type HookView } from "@/lib/parcels/subscription-schemas";
import { WebhooksSubscribeForm } from "./webhooks-subscribe-form";
import { WebhooksTable } from "./webhooks-table";

export type Notice = { tone: "success" | "error"; text: string };
export type Receiver = { url: string; registeredUrl: string; warning: string | null };

const list = (hooks: HookName[]) => hooks.map((h) => HOOK_INFO[h].title.toLowerCase()).join(", ");

/** The delivery service's webhook subscriptions: one per event, each pointed at Ridedesk's receiver with its secret. */
export function WebhooksPage({
  hooks,
  problem,
  receiver,
  sandboxRefusesLoopback,
  defaultParcelIdHeader,
}: {
  hooks: HookView[] | null;
  problem: string | null;
  receiver: Receiver;
  sandboxRefusesLoopback: boolean;
  defaultParcelIdHeader: string;
}) {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [subscribing, start] = useTransition();
  const [retrying, startRetry] = useTransition();
  // The form follows the hook a row's "Change" picked, or the next one missing: the key remounts it with that hook's values.
  const [editing, setEditing] = useState<{ hook: HookName; n: number } | null>(null);
  const missing = hooks?.filter((h) => h.subscription === null).map((h) => h.hook) ?? [];

  const subscribeAll = () =>
    start(async () => {
      setNotice(null);
      const result = await subscribeAllWebhooksAction({});
      if (result.ok) setNotice({ tone: "success", text: `Subscribed to ${list(result.data.subscribed)}.` });
      else setNotice({ tone: "error", text: result.error.message });
      router.refresh();
    });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Webhooks</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            The delivery service tells Ridedesk what happens to parcels by calling its receiver. Each event needs its own subscription; each carries this
            installation&apos;s secret, so the receiver only takes notifications from the delivery service. Parcels on their way are also read back regularly, so a
            missed notification only delays an update.
          </p>
          <p className="mt-1 text-xs text-slate-500">
            Receiver: <code className="rounded bg-slate-100 px-1" data-testid="receiver-url">{receiver.url}</code>
            {receiver.registeredUrl !== receiver.url && (
              <>
                {" "}(registered as <code className="rounded bg-slate-100 px-1">{receiver.registeredUrl}</code>)
              </>
            )}
          </p>
        </div>
        {hooks && (
          <Button onClick={subscribeAll} busy={subscribing} disabled={missing.length === 0} title={missing.length === 0 ? "Every event is subscribed" : undefined}>
            Subscribe to every event
          </Button>
        )}
      </header>

      {receiver.warning && (
        <Alert tone="warning" title="The receiver is not reachable from the internet">
          {receiver.warning}
        </Alert>
      )}
      {sandboxRefusesLoopback && (
        <Alert tone="warning" title="The embedded sandbox will refuse this address">
          It delivers to 127.0.0.1 only when SANDBOX_ALLOW_LOOPBACK_CALLBACKS=true is set.
        </Alert>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      {hooks === null ? (
        <Alert tone="error" title="The subscriptions could not be read">
          <p>{problem}</p>
          <Button className="mt-2" size="sm" variant="secondary" busy={retrying} onClick={() => startRetry(() => router.refresh())}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <WebhooksTable hooks={hooks} onNotice={setNotice} onChange={(hook) => setEditing((e) => ({ hook, n: (e?.n ?? 0) + 1 }))} />
          <WebhooksSubscribeForm
            key={`${editing ? `${editing.hook}-${editing.n}` : "new"} ${missing.join(",")}`}
            hooks={hooks}
            initialHook={editing?.hook ?? missing[0] ?? "parcel"}
            focusOnMount={editing !== null}
            receiverUrl={receiver.registeredUrl}
            defaultParcelIdHeader={defaultParcelIdHeader}
            onNotice={setNotice}
          />
        </>
      )}
    </div>
  );
}
