"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { unsubscribeWebhookAction } from "@/app/(desk)/admin/webhooks/actions";
import { Button } from "@/components/ui/button";
import { HOOK_INFO, type HookName, type HookView, type SubscriptionView } from "@/lib/parcels/subscription-schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Notice } from "./webhooks-panel";

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-medium";

/** What is wrong with a subscription, from Ridedesk's point of view. */
function concerns(s: SubscriptionView): string[] {
  const found: string[] = [];
  if (!s.pointsHere) {
    found.push("Points elsewhere");
    // Only our own receiver is meant to have the secret; one made before that rule may still send it away.
    if (s.secretMatches) found.push("Sends our secret elsewhere");
    return found;
  }
  if (!s.secretMatches) found.push(s.headers.some((h) => h.name.toLowerCase() === "authorization") ? "Another secret" : "No secret");
  return found;
}

function SubscriptionCell({ s }: { s: SubscriptionView }) {
  return (
    <div className="space-y-1">
      <code className="break-all text-xs text-slate-800" data-testid="callback-url">{s.callbackUrl}</code>
      {s.headers.length > 0 && (
        <ul className="text-xs text-slate-600" aria-label="Headers sent with each notification">
          {s.headers.map((h) => (
            <li key={h.name}>
              <span className="font-medium">{h.name}</span>: <code>{h.value}</code>
              {h.value === "{parcelID}" && <span className="text-slate-500"> (the parcel&apos;s id)</span>}
            </li>
          ))}
        </ul>
      )}
      {s.timeoutMs !== null && <p className="text-xs text-slate-500">Waits {s.timeoutMs.toLocaleString("en")} ms for an answer</p>}
    </div>
  );
}

export function WebhooksTable({ hooks, onNotice, onChange }: { hooks: HookView[]; onNotice: (n: Notice | null) => void; onChange: (hook: HookName) => void }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<HookName | null>(null);

  async function remove(hook: HookName) {
    const result = await unsubscribeWebhookAction({ hook });
    setConfirming(null);
    if (result.ok) {
      onNotice({ tone: "success", text: result.data.removed ? `Unsubscribed from ${HOOK_INFO[hook].title.toLowerCase()}.` : `${HOOK_INFO[hook].title} had no subscription left to remove.` });
    } else onNotice({ tone: "error", text: result.error.message });
    router.refresh();
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Webhook subscriptions, one per event</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">Event</th>
            <th scope="col" className="px-4 py-2 font-medium">Status</th>
            <th scope="col" className="px-4 py-2 font-medium">Sent to</th>
            <th scope="col" className="px-4 py-2"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {hooks.map(({ hook, subscription: s }) => (
            <tr key={hook} data-hook={hook} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-medium text-slate-900">{HOOK_INFO[hook].title}</span>
                <span className="block max-w-xs text-xs text-slate-600">{HOOK_INFO[hook].brings}</span>
                <code className="text-xs text-slate-500">{hook}</code>
              </th>
              <td className="space-y-1 px-4 py-3">
                <span className={`${badge} ${s ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}>{s ? "Subscribed" : "Not subscribed"}</span>
                {s &&
                  concerns(s).map((c) => (
                    <span key={c} className={`${badge} ml-1 bg-amber-50 text-amber-900`} title="Notifications from this subscription will not reach Ridedesk's parcels. Change it to fix.">
                      ⚠ {c}
                    </span>
                  ))}
              </td>
              <td className="px-4 py-3">{s ? <SubscriptionCell s={s} /> : <span className="text-xs text-slate-500">Nothing is sent for this event.</span>}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <span className="inline-flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => onChange(hook)} aria-label={`${s ? "Change" : "Set up"} ${HOOK_INFO[hook].title.toLowerCase()}`}>
                    {s ? "Change" : "Set up"}
                  </Button>
                  {s && (
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(hook)} aria-label={`Unsubscribe from ${HOOK_INFO[hook].title.toLowerCase()}`}>
                      Unsubscribe
                    </Button>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={confirming !== null}
        title={`Unsubscribe from ${confirming ? HOOK_INFO[confirming].title.toLowerCase() : ""}?`}
        confirmLabel="Unsubscribe"
        busyLabel="Unsubscribing…"
        dismissLabel="Keep it"
        onConfirm={() => remove(confirming!)}
        onClose={() => setConfirming(null)}
      >
        <p>
          The delivery service stops sending these notifications at once, and drops those still waiting. Parcels on their way are still read back regularly,
          so their state catches up, only later.
        </p>
      </ConfirmDialog>
    </div>
  );
}
