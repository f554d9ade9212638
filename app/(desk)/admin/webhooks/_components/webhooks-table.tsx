"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { unsubscribeWebhookAction } from "@/app/(desk)/admin/webhooks/actions";
import { Button } from "@/components/ui/button";
import type { HookName, HookView, SubscriptionView } from "@/lib/parcels/subscription-schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { ActionsHeader, Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
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
  const [confirming, setConfirming] = useState<HookName | null>(null);
  // A refusal may come from a subscription the provider no longer has: the page reads them again either way.
  const unsubscribe = useAction(unsubscribeWebhookAction, {
    refresh: true,
    rereadOnFailure: true,
    onSuccess: (data, { hook }) =>
      onNotice({
        tone: "success",
        text: data?.removed ? t("unsubscribedFrom", { hook: t(`hooks.${hook}.name`) }) : t("nothingToRemove", { hook: t(`hooks.${hook}.title`) }),
      }),
    onFailure: (error) => onNotice({ tone: "error", text: error.message }),
  });

  async function remove(hook: HookName) {
    await unsubscribe.run({ hook });
    setConfirming(null);
  }

  return (
    <TableFrame bordered>
      <Table caption={t("table.caption")} density="roomy">
        <TableHead>
          <HeaderCell>{t("table.event")}</HeaderCell>
          <HeaderCell>{t("table.status")}</HeaderCell>
          <HeaderCell>{t("table.sentTo")}</HeaderCell>
          <ActionsHeader label={t("table.actions")} />
        </TableHead>
        <TableBody top>
          {hooks.map(({ hook, subscription: s }) => (
            <tr key={hook} data-hook={hook}>
              <RowHeader plain>
                <span className="block font-medium text-slate-900">{t(`hooks.${hook}.title`)}</span>
                <span className="block max-w-xs text-xs text-slate-600">{t(`hooks.${hook}.brings`)}</span>
                <code className="text-xs text-slate-500" translate="no">
                  {hook}
                </code>
              </RowHeader>
              <Cell className="space-y-1">
                <span className={`${badge} ${s ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-600"}`}>
                  {s ? t("table.subscribed") : t("table.notSubscribed")}
                </span>
                {s &&
                  concerns(s).map((c) => (
                    <span key={c} className={`${badge} ml-1 bg-amber-50 text-amber-900`} title={t("table.concernHint")}>
                      <span aria-hidden data-pseudo-exempt>
                        ⚠
                      </span>{" "}
                      {t(`table.concerns.${c}`)}
                    </span>
                  ))}
              </Cell>
              <Cell>{s ? <SubscriptionCell s={s} /> : <span className="text-xs text-slate-500">{t("table.nothingSent")}</span>}</Cell>
              <Cell align="right" className="whitespace-nowrap">
                <span className="inline-flex gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onChange(hook)}
                    aria-label={t(s ? "table.changeNamed" : "table.setUpNamed", { hook: t(`hooks.${hook}.name`) })}
                  >
                    {s ? t("table.change") : t("table.setUp")}
                  </Button>
                  {s && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setConfirming(hook)}
                      aria-label={t("table.unsubscribeNamed", { hook: t(`hooks.${hook}.name`) })}
                    >
                      {t("table.unsubscribe")}
                    </Button>
                  )}
                </span>
              </Cell>
            </tr>
          ))}
        </TableBody>
      </Table>
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
    </TableFrame>
  );
}
