"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { LANGUAGE_NAMES } from "@/lib/locales";
import type { LanguagePreview, TemplatePreview } from "@/lib/notifications/preview";
import { GUEST_EVENTS } from "@/lib/channels";
import type { SettingsForm } from "./check-row";

const box = "whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800";

function TemplateField({ form, template, language }: { form: SettingsForm; template: TemplatePreview; language: LanguagePreview["language"] }) {
  const t = useTranslations("notifications");
  const error = form.formState.errors.whatsappTemplates?.[template.key]?.message;
  return (
    <div className="space-y-2" data-testid={`template-${template.key}`}>
      <Field label={t("templates.sid", { event: t(`events.${template.event}.name`), language: LANGUAGE_NAMES[language] })} error={error}>
        {(p) => (
          <Input
            {...p}
            placeholder="HX…"
            translate="no"
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            {...form.register(`whatsappTemplates.${template.key}`)}
          />
        )}
      </Field>
      <p className={box} lang={language} translate="no" data-testid="template-text">
        {template.text}
      </p>
      <ul className="space-y-0.5 text-xs text-slate-600">
        {template.variables.map((v, i) => (
          <li key={v.name}>
            <code translate="no">{`{{${i + 1}}}`}</code> {t(`templates.variables.${v.name}`)}:{" "}
            <span lang={language} translate="no" className="text-slate-800">
              {v.example}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * WhatsApp's approved templates, one per message and language: the text to register at Twilio, what
 * each variable holds, and the Content SID Twilio gave it. Outside a guest's 24-hour window only these go.
 */
export function WhatsappTemplateFields({ form, previews, whatsappOn }: { form: SettingsForm; previews: LanguagePreview[]; whatsappOn: boolean }) {
  const t = useTranslations("notifications.templates");
  const names = useTranslations("notifications.events");
  const errors = form.formState.errors.whatsappTemplates;
  const mapped = Object.values(form.watch("whatsappTemplates") ?? {}).filter((sid) => typeof sid === "string" && sid.trim() !== "").length;
  const total = previews.reduce((n, p) => n + p.templates.length, 0);
  return (
    <Card title={t("title")} description={t("description")}>
      <div className="space-y-4" data-testid="whatsapp-templates">
        <p role="status" className={mapped < total ? "text-sm text-amber-800" : "text-sm text-slate-600"} data-testid="templates-mapped">
          {whatsappOn ? t("mapped", { mapped, total }) : t("whatsappOff", { mapped, total })}
        </p>
        {GUEST_EVENTS.map((event) => (
          <details
            key={event}
            open={previews.some((p) => errors?.[`${event}:${p.language}`]) || undefined}
            className="rounded-lg border border-slate-200 p-3"
            data-event={event}
          >
            <summary className="cursor-pointer text-sm font-semibold text-slate-900">{names(`${event}.name`)}</summary>
            <div className="mt-3 grid gap-4 lg:grid-cols-3">
              {previews.map((p) => {
                const template = p.templates.find((x) => x.event === event);
                return template ? <TemplateField key={p.language} form={form} template={template} language={p.language} /> : null;
              })}
            </div>
          </details>
        ))}
      </div>
    </Card>
  );
}
