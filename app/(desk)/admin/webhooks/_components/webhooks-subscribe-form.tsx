"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { subscribeWebhookAction } from "@/app/(desk)/admin/webhooks/actions";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { HOOK_INFO, HOOK_NAMES, subscribeSchema, TIMEOUT_MAX_MS, TIMEOUT_MIN_MS, type HookName, type HookView } from "@/lib/parcels/subscription-schemas";
import type { Notice } from "./webhooks-panel";

type Errors = { hook?: string; callbackUrl?: string; parcelIdHeader?: string; timeoutMs?: string; form?: string };

/** The provider blames its own field names; they map onto this form's. */
const FIELD_OF: Record<string, keyof Errors> = { hook: "hook", callbackUrl: "callbackUrl", callback_url: "callbackUrl", parcelIdHeader: "parcelIdHeader", headers: "parcelIdHeader", timeoutMs: "timeoutMs", timeout: "timeoutMs" };

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
  const router = useRouter();
  const current = (hook: HookName) => hooks.find((h) => h.hook === hook)?.subscription ?? null;
  const initial = current(initialHook);
  const [hook, setHook] = useState<HookName>(initialHook);
  const [callbackUrl, setCallbackUrl] = useState(initial?.callbackUrl ?? receiverUrl);
  const [withParcelId, setWithParcelId] = useState(initial ? initial.parcelIdHeader !== null : true);
  const [headerName, setHeaderName] = useState(initial?.parcelIdHeader ?? defaultParcelIdHeader);
  const [timeout, setTimeoutText] = useState(initial?.timeoutMs?.toString() ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, start] = useTransition();
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
    start(async () => {
      setErrors({});
      onNotice(null);
      const result = await subscribeWebhookAction(parsed.data);
      if (result.ok) {
        onNotice({ tone: "success", text: `${result.data.replaced ? "Replaced the subscription to" : "Subscribed to"} ${HOOK_INFO[hook].title.toLowerCase()}.` });
        router.refresh();
        return;
      }
      const found: Errors = {};
      for (const [field, message] of Object.entries(result.error.fields ?? {})) found[FIELD_OF[field.split(/[.[]/)[0]!] ?? "form"] ??= message;
      if (Object.keys(found).length === 0) found.form = result.error.message;
      setErrors(found);
      router.refresh();
    });
  }

  return (
    <section ref={sectionRef} aria-labelledby="subscribe-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="subscribe-title" className="text-base font-semibold text-slate-900">Subscribe to an event</h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 md:grid-cols-2">
        <Field label="Event" error={errors.hook} hint={HOOK_INFO[hook].brings}>
          {(p) => (
            <Select {...p} name="hook" value={hook} onChange={(e) => setHook(e.target.value as HookName)}>
              {HOOK_NAMES.map((h) => (
                <option key={h} value={h}>
                  {HOOK_INFO[h].title} ({h}){current(h) ? ", subscribed" : ""}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Callback URL" error={errors.callbackUrl} hint="Ridedesk's receiver, from APP_URL. Only this address is given the installation's secret: a hook sent anywhere else goes without it, and Ridedesk refuses what is forwarded from there.">
          {(p) => <Input {...p} name="callbackUrl" type="url" inputMode="url" value={callbackUrl} autoComplete="off" spellCheck={false} onChange={(e) => setCallbackUrl(e.target.value)} />}
        </Field>
        <fieldset className="space-y-2">
          <legend className="sr-only">Parcel id header</legend>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" name="withParcelId" checked={withParcelId} onChange={(e) => setWithParcelId(e.target.checked)} className="size-4 rounded border-slate-300" />
            Send the parcel&apos;s id in a header
          </label>
          <Field label="Header name" error={errors.parcelIdHeader} hint="Its value is {parcelID}, which the delivery service replaces with the parcel's id: proxies and logs can tell notifications apart without reading them.">
            {(p) => <Input {...p} name="parcelIdHeader" value={headerName} disabled={!withParcelId} autoComplete="off" spellCheck={false} onChange={(e) => setHeaderName(e.target.value)} />}
          </Field>
        </fieldset>
        <Field label="Timeout in milliseconds (optional)" error={errors.timeoutMs} hint={`How long the delivery service waits for Ridedesk's answer, ${TIMEOUT_MIN_MS.toLocaleString("en")} to ${TIMEOUT_MAX_MS.toLocaleString("en")}. Blank: its default.`}>
          {(p) => <Input {...p} name="timeoutMs" type="number" inputMode="numeric" min={TIMEOUT_MIN_MS} max={TIMEOUT_MAX_MS} step={1} value={timeout} onChange={(e) => setTimeoutText(e.target.value)} />}
        </Field>
        <div className="space-y-2 md:col-span-2">
          {replacing && <p className="text-sm text-slate-600">This event is subscribed: its subscription will be replaced. If the delivery service refuses the new one, the current one stays.</p>}
          {errors.form && <p role="alert" className="text-sm text-rose-700">{errors.form}</p>}
          <Button type="submit" busy={pending}>
            {pending ? "Subscribing…" : replacing ? "Replace subscription" : "Subscribe"}
          </Button>
        </div>
      </form>
    </section>
  );
}
