"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { refreshWebhooksAction, subscribeAllWebhooksAction } from "@/app/(desk)/admin/webhooks/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { useAction } from "@/components/ui/use-action";
import { HOOK_NAMES, type HookName, type HookView } from "@/lib/parcels/subscription-schemas";
import { WebhooksSubscribeForm } from "./webhooks-subscribe-form";
import { WebhooksTable } from "./webhooks-table";

export type Notice = { tone: "success" | "error"; text: string };

/**
 * The subscriptions, one per event, as last read from the provider, and what changes them; the page
 * around it says where the receiver is. "Read again" reads them from the provider into our copy.
 */
export function WebhooksPanel({
  hooks,
  readAt,
  receiverUrl,
  defaultParcelIdHeader,
}: {
  hooks: HookView[] | null;
  readAt: string | null;
  receiverUrl: string;
  defaultParcelIdHeader: string;
}) {
  const t = useTranslations("webhooks");
  const format = useFormatter();
  const list = (names: HookName[]) =>
    format.list(
      names.map((h) => t(`hooks.${h}.name`)),
      { type: "conjunction" },
    );
  const [notice, setNotice] = useState<Notice | null>(null);
  // The provider may have taken some before refusing the rest: the page reads them again either way.
  const subscribe = useAction(subscribeAllWebhooksAction, {
    refresh: true,
    rereadOnFailure: true,
    onSuccess: (data) => data && setNotice({ tone: "success", text: t("subscribedTo", { hooks: list(data.subscribed) }) }),
    onFailure: (error) => setNotice({ tone: "error", text: error.message }),
  });
  const refresh = useAction(refreshWebhooksAction, {
    refresh: true,
    onSuccess: (data) => data && setNotice({ tone: "success", text: t("readDone", { subscribed: data.subscribed, total: HOOK_NAMES.length }) }),
  });
  const readAgain = (
    <Button size="sm" variant="secondary" busy={refresh.pending} onClick={() => void refresh.run({})}>
      {refresh.pending ? t("readingAgain") : t("readAgain")}
    </Button>
  );
  const readProblem = refresh.problem && <Alert tone="error">{refresh.problem}</Alert>;
  // The form follows the hook a row's "Change" picked, or the next one missing: the key remounts it with that hook's values.
  const [editing, setEditing] = useState<{ hook: HookName; n: number } | null>(null);
  const missing = hooks?.filter((h) => h.subscription === null).map((h) => h.hook) ?? [];

  const subscribeAll = () => {
    setNotice(null);
    void subscribe.run({});
  };

  if (hooks === null) {
    return (
      <div className="space-y-3">
        <Alert tone="info" title={t("notRead")}>
          <p>{t("notReadBody")}</p>
          <div className="mt-2">{readAgain}</div>
        </Alert>
        {readProblem}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <p data-testid="subscriptions-read-at">
          {t("readAt")} {readAt && <LocalTime iso={readAt} />}
        </p>
        {readAgain}
      </div>
      {readProblem}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="subscription-count">
          {missing.length === 0 ? t("allSubscribed") : t("someSubscribed", { subscribed: hooks.length - missing.length, total: hooks.length })}
        </p>
        <Button onClick={subscribeAll} busy={subscribe.pending} disabled={missing.length === 0} title={missing.length === 0 ? t("allSubscribed") : undefined}>
          {t("subscribeAll")}
        </Button>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <WebhooksTable hooks={hooks} onNotice={setNotice} onChange={(hook) => setEditing((e) => ({ hook, n: (e?.n ?? 0) + 1 }))} />
      <WebhooksSubscribeForm
        key={`${editing ? `${editing.hook}-${editing.n}` : "new"} ${missing.join(",")}`}
        hooks={hooks}
        initialHook={editing?.hook ?? missing[0] ?? "parcel"}
        focusOnMount={editing !== null}
        receiverUrl={receiverUrl}
        defaultParcelIdHeader={defaultParcelIdHeader}
        onNotice={setNotice}
      />
    </div>
  );
}
