"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { subscribeWebhookAction } from "@/app/(desk)/admin/webhooks/actions";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useMessageText } from "@/components/ui/use-message-text";
import { HOOK_NAMES, subscribeSchema, TIMEOUT_MAX_MS, TIMEOUT_MIN_MS, type HookName, type HookView } from "@/lib/parcels/subscription-schemas";
import type { Notice } from "./webhooks-panel";

type Errors = { hook?: string; callbackUrl?: string; parcelIdHeader?: string; timeoutMs?: string; form?: string };

/** The provider blames its own field names; they map onto this form's. */
const FIELD_OF: Record<string, keyof Errors> = {
  hook: "hook",
  callbackUrl: "callbackUrl",
  callback_url: "callbackUrl",
  parcelIdHeader: "parcelIdHeader",
  headers: "parcelIdHeader",
  timeoutMs: "timeoutMs",
  timeout: "timeoutMs",
};

/** Subscribes one event, or replaces its subscription; the delivery service's refusal shows next to the field it blames. */
export function WebhooksSubscribeForm({
  hooks,
  initialHook,
  focusOnMount,
  receiverUrl,
  defaultParcelIdHeader,
  onNotice,
}: {
  hooks: HookView[];
  initialHook: HookName;
  focusOnMount: boolean;
  receiverUrl: string;
  defaultParcelIdHeader: string;
  onNotice: (n: Notice | null) => void;
}) {
  const t = useTranslations("webhooks.form");
  const hookWords = useTranslations("webhooks.hooks");
  const words = useMessageText();
  const current = (hook: HookName) => hooks.find((h) => h.hook === hook)?.subscription ?? null;
  const initial = current(initialHook);
  const [hook, setHook] = useState<HookName>(initialHook);
  const [callbackUrl, setCallbackUrl] = useState(initial?.callbackUrl ?? receiverUrl);
  const [withParcelId, setWithParcelId] = useState(initial ? initial.parcelIdHeader !== null : true);
  const [headerName, setHeaderName] = useState(initial?.parcelIdHeader ?? defaultParcelIdHeader);
  const [timeout, setTimeoutText] = useState(initial?.timeoutMs?.toString() ?? "");
  const [errors, setErrors] = useState<Errors>({});
  // A refusal may still have changed what the provider holds: the page reads the subscriptions again either way.
  const { run, pending, problem } = useAction(subscribeWebhookAction, {
    refresh: true,
    rereadOnFailure: true,
    onFields: (fields) => {
      const found: Errors = {};
      for (const [field, message] of Object.entries(fields)) found[FIELD_OF[field.split(/[.[]/)[0]!] ?? "form"] ??= message;
      setErrors(found);
      return true;
    },
    onSuccess: (data, input) => onNotice({ tone: "success", text: t(data?.replaced ? "replaced" : "subscribed", { hook: hookWords(`${input.hook}.name`) }) }),
  });
  const sectionRef = useRef<HTMLElement>(null);
  const replacing = current(hook) !== null;

  useEffect(() => {
    if (!focusOnMount) return;
    sectionRef.current?.scrollIntoView({ block: "nearest" });
    sectionRef.current?.querySelector<HTMLElement>("select, input")?.focus();
  }, [focusOnMount]);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const input = {
      hook,
      callbackUrl,
      parcelIdHeader: withParcelId ? headerName : null,
      timeoutMs: timeout.trim() === "" ? null : Number(timeout),
    };
    const parsed = subscribeSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[FIELD_OF[String(issue.path[0])] ?? "form"] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onNotice(null);
    void run(parsed.data);
  }

  return (
    <section ref={sectionRef} aria-labelledby="subscribe-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="subscribe-title" className="text-base font-semibold text-slate-900">
        {t("title")}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 md:grid-cols-2">
        <Field label={t("event")} error={errors.hook} hint={hookWords(`${hook}.brings`)}>
          {(p) => (
            <Select {...p} name="hook" value={hook} onChange={(e) => setHook(e.target.value as HookName)}>
              {HOOK_NAMES.map((h) => (
                <option key={h} value={h}>
                  {t(current(h) ? "optionSubscribed" : "option", { title: hookWords(`${h}.title`), hook: h })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t("callbackUrl")} error={errors.callbackUrl} hint={t("callbackUrlHint")}>
          {(p) => (
            <Input
              {...p}
              name="callbackUrl"
              type="url"
              inputMode="url"
              value={callbackUrl}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setCallbackUrl(e.target.value)}
            />
          )}
        </Field>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t("parcelIdLegend")}</legend>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="withParcelId"
              checked={withParcelId}
              onChange={(e) => setWithParcelId(e.target.checked)}
              className="size-4 rounded border-slate-300"
            />
            {t("withParcelId")}
          </label>
          <Field
            label={t("headerName")}
            error={errors.parcelIdHeader}
            hint={t.rich("headerHint", { placeholder: "{parcelID}", code: (chunks) => <code translate="no">{chunks}</code> })}
          >
            {(p) => (
              <Input
                {...p}
                name="parcelIdHeader"
                value={headerName}
                disabled={!withParcelId}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setHeaderName(e.target.value)}
              />
            )}
          </Field>
        </fieldset>
        <Field label={t("timeout")} error={errors.timeoutMs} hint={t("timeoutHint", { min: TIMEOUT_MIN_MS, max: TIMEOUT_MAX_MS })}>
          {(p) => (
            <Input
              {...p}
              name="timeoutMs"
              type="number"
              inputMode="numeric"
              min={TIMEOUT_MIN_MS}
              max={TIMEOUT_MAX_MS}
              step={1}
              value={timeout}
              onChange={(e) => setTimeoutText(e.target.value)}
            />
          )}
        </Field>
        <div className="space-y-2 md:col-span-2">
          {replacing && <p className="text-sm text-slate-600">{t("replacing")}</p>}
          {(errors.form || problem) && (
            <p role="alert" className="text-sm text-rose-700">
              {errors.form ? words(errors.form) : problem}
            </p>
          )}
          <Button type="submit" busy={pending}>
            {pending ? t("subscribing") : replacing ? t("replace") : t("subscribe")}
          </Button>
        </div>
      </form>
    </section>
  );
}
