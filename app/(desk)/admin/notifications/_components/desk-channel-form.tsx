"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { removeDeskWebhookAction, sendTestAlertAction, setDeskWebhookAction } from "@/app/(desk)/admin/notifications/actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { deskWebhookSchema } from "@/lib/alerts/webhook-url";
import type { DeskChannel } from "@/lib/channels";

/** postAlert's reasons for "try later", and their words. */
const RETRY_WORDS = { "rate limited": "rateLimited", "server error": "serverError", network: "network", timeout: "timeout" } as const;
const isRetryReason = (reason: string): reason is keyof typeof RETRY_WORDS => reason in RETRY_WORDS;

type Notice = { kind: "saved" | "removed" | "nothingToRemove" | "sent" } | { kind: "refused" | "retry"; reason: string } | { kind: "error"; text: string };

const word = (chunks: ReactNode) => (
  <code className="rounded bg-white/60 px-1" translate="no">
    {chunks}
  </code>
);

/**
 * One desk channel's webhook: the saved URL as a mask (the whole URL never leaves the server), a field
 * for a new one, a test, and removal.
 */
export function DeskChannelForm({ channel, saved, allowLoopbackHttp }: { channel: DeskChannel; saved: { masked: string } | null; allowLoopbackHttp: boolean }) {
  const t = useTranslations("notifications.deskChannels");
  const words = useMessageText();
  const name = t(`names.${channel}`);
  const schema = useMemo(() => deskWebhookSchema({ allowLoopbackHttp }), [allowLoopbackHttp]);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: { message: string }) => setNotice({ kind: "error", text: error.message });
  const saveUrl = useAction(setDeskWebhookAction, {
    refresh: true,
    onFields: (fields) => {
      if (fields.url) setError(fields.url);
      return Boolean(fields.url);
    },
    onSuccess: () => {
      setUrl("");
      setNotice({ kind: "saved" });
    },
    onFailure: (error) => !error.fields?.url && failed(error),
  });
  const sendTest = useAction(sendTestAlertAction, {
    onSuccess: (data) => data && setNotice(data.outcome === "sent" ? { kind: "sent" } : { kind: data.outcome, reason: data.reason }),
    onFailure: failed,
  });
  // Removing reads the page again whatever came of it, so the saved URL shown is the one kept.
  const removeUrl = useAction(removeDeskWebhookAction, {
    refresh: true,
    rereadOnFailure: true,
    onSuccess: (data) => setNotice({ kind: data?.removed ? "removed" : "nothingToRemove" }),
    onFailure: failed,
  });
  const saving = saveUrl.pending;
  const testing = sendTest.pending;

  function save(e: React.FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = schema.safeParse({ channel, url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void saveUrl.run(parsed.data);
  }

  const test = () => {
    setNotice(null);
    void sendTest.run({ channel });
  };

  async function remove() {
    await removeUrl.run({ channel });
    setConfirming(false);
  }

  const noticeText = (n: Notice): { tone: "success" | "warning" | "error"; text: ReactNode } => {
    switch (n.kind) {
      case "saved":
        return { tone: "success", text: t("saved", { channel: name }) };
      case "removed":
        return { tone: "success", text: t("removed", { channel: name }) };
      case "nothingToRemove":
        return { tone: "success", text: t("nothingToRemove", { channel: name }) };
      case "sent":
        return { tone: "success", text: t("test.sent", { channel: name }) };
      case "refused":
        return { tone: "error", text: t.rich("test.refused", { channel: name, reason: n.reason, word }) };
      case "retry":
        return { tone: "warning", text: t("test.retry", { channel: name, why: isRetryReason(n.reason) ? t(`test.why.${RETRY_WORDS[n.reason]}`) : n.reason }) };
      case "error":
        return { tone: "error", text: words(n.text) };
    }
  };
  const shown = notice && noticeText(notice);

  return (
    <section aria-labelledby={`desk-channel-${channel}`} className="space-y-3" data-testid={`desk-channel-${channel}`}>
      <div>
        <h3 id={`desk-channel-${channel}`} className="text-sm font-semibold text-slate-900">
          {name}
        </h3>
        <p className="text-xs text-slate-500">{t(`howTo.${channel}`)}</p>
      </div>
      <p className="text-sm text-slate-700">
        {saved ? (
          t.rich("savedUrl", {
            url: saved.masked,
            mask: (chunks) => (
              <code className="break-all rounded bg-slate-100 px-1" translate="no" data-testid="masked-url">
                {chunks}
              </code>
            ),
          })
        ) : (
          <span className="text-slate-500">{t("noUrl")}</span>
        )}
      </p>
      <form onSubmit={save} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <Field label={saved ? t("newUrl", { channel: name }) : t("url", { channel: name })} error={error}>
            {(p) => (
              <Input {...p} name="url" type="url" inputMode="url" autoComplete="off" spellCheck={false} value={url} onChange={(e) => setUrl(e.target.value)} />
            )}
          </Field>
        </div>
        <Button type="submit" variant="secondary" busy={saving} className="sm:mt-6">
          {saving ? t("saving") : t("save")}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" busy={testing} disabled={!saved} onClick={test} aria-label={t("testNamed", { channel: name })}>
          {testing ? t("testing") : t("test.button")}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={!saved} onClick={() => setConfirming(true)} aria-label={t("removeNamed", { channel: name })}>
          {t("remove")}
        </Button>
      </div>
      {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t("confirm.title", { channel: name })}
        confirmLabel={t("remove")}
        busyLabel={t("confirm.busy")}
        dismissLabel={t("confirm.keep")}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        <p>{t("confirm.body", { channel: name })}</p>
      </ConfirmDialog>
    </section>
  );
}
