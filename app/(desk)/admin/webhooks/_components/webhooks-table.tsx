"use client";

import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { unsubscribeWebhookAction } from "@/app/(desk)/admin/webhooks/actions";
import { Button } from "@/components/ui/button";
import type { HookName, HookView, SubscriptionView } from "@/lib/parcels/subscription-schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Notice } from "./webhooks-panel";

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-medium";

/** What is wrong with a subscription, from Ridedesk's point of view. */
type Concern = "pointsElsewhere" | "sendsSecretElsewhere" | "anotherSecret" | "noSecret";

function concerns(s: SubscriptionView): Concern[] {
  const found: Concern[] = [];
  if (!s.pointsHere) {
    found.push("pointsElsewhere");
    // Only our own receiver is meant to have the secret; one made before that rule may still send it away.
    if (s.secretMatches) found.push("sendsSecretElsewhere");
    return found;
  }
  if (!s.secretMatches) found.push(s.headers.some((h) => h.name.toLowerCase() === "authorization") ? "anotherSecret" : "noSecret");
  return found;
}

function SubscriptionCell({ s }: { s: SubscriptionView }) {
  const t = useTranslations("webhooks.table");
  const format = useFormatter();
  return (
    <div className="space-y-1">
      <code className="break-all text-xs text-slate-800" data-testid="callback-url" translate="no">
        {s.callbackUrl}
      </code>
      {s.headers.length > 0 && (
        <ul className="text-xs text-slate-600" aria-label={t("headers")}>
          {s.headers.map((h) => (
            <li key={h.name}>
              <span className="font-medium" translate="no">
                {h.name}
              </span>
              : <code translate="no">{h.value}</code>
              {h.value === "{parcelID}" && <span className="text-slate-500"> {t("parcelId")}</span>}
            </li>
          ))}
        </ul>
      )}
      {s.timeoutMs !== null && <p className="text-xs text-slate-500">{t("waits", { ms: format.number(s.timeoutMs) })}</p>}
    </div>
  );
}

export function WebhooksTable({ hooks, onNotice, onChange }: { hooks: HookView[]; onNotice: (n: Notice | null) => void; onChange: (hook: HookName) => void }) {
  const t = useTranslations("webhooks");
  const router = useRouter();
  const [confirming, setConfirming] = useState<HookName | null>(null);

  async function remove(hook: HookName) {
    const result = await unsubscribeWebhookAction({ hook });
    setConfirming(null);
    if (result.ok) {
      onNotice({ tone: "success", text: result.data.removed ? t("unsubscribedFrom", { hook: t(`hooks.${hook}.name`) }) : t("nothingToRemove", { hook: t(`hooks.${hook}.title`) }) });
    } else onNotice({ tone: "error", text: result.error.message });
    router.refresh();
  }

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">{t("table.event")}</th>
            <th scope="col" className="px-4 py-2 font-medium">{t("table.status")}</th>
            <th scope="col" className="px-4 py-2 font-medium">{t("table.sentTo")}</th>
            <th scope="col" className="px-4 py-2"><span className="sr-only">{t("table.actions")}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {hooks.map(({ hook, subscription: s }) => (
            <tr key={hook} data-hook={hook} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-medium text-slate-900">{t(`hooks.${hook}.title`)}</span>
                <span className="block max-w-xs text-xs text-slate-600">{t(`hooks.${hook}.brings`)}</span>
                <code className="text-xs text-slate-500" translate="no">
                  {hook}
                </code>
              </th>
              <td className="space-y-1 px-4 py-3">
                <span className={`${badge} ${s ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}>{s ? t("table.subscribed") : t("table.notSubscribed")}</span>
                {s &&
                  concerns(s).map((c) => (
                    <span key={c} className={`${badge} ml-1 bg-amber-50 text-amber-900`} title={t("table.concernHint")}>
                      <span aria-hidden data-pseudo-exempt>
                        ⚠
                      </span>{" "}
                      {t(`table.concerns.${c}`)}
                    </span>
                  ))}
              </td>
              <td className="px-4 py-3">{s ? <SubscriptionCell s={s} /> : <span className="text-xs text-slate-500">{t("table.nothingSent")}</span>}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <span className="inline-flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => onChange(hook)} aria-label={t(s ? "table.changeNamed" : "table.setUpNamed", { hook: t(`hooks.${hook}.name`) })}>
                    {s ? t("table.change") : t("table.setUp")}
                  </Button>
                  {s && (
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(hook)} aria-label={t("table.unsubscribeNamed", { hook: t(`hooks.${hook}.name`) })}>
                      {t("table.unsubscribe")}
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
        title={confirming ? t("confirm.title", { hook: t(`hooks.${confirming}.name`) }) : ""}
        confirmLabel={t("table.unsubscribe")}
        busyLabel={t("confirm.busy")}
        dismissLabel={t("confirm.keep")}
        onConfirm={() => remove(confirming!)}
        onClose={() => setConfirming(null)}
      >
        <p>{t("confirm.body")}</p>
      </ConfirmDialog>
    </div>
  );
}
