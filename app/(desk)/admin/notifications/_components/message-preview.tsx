"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Card } from "@/components/ui/card";
import { LANGUAGE_NAMES } from "@/lib/locales";
import type { AlertPreview, GuestMessagePreview, LanguagePreview } from "@/lib/notifications/preview";

const box = "whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800";

function GuestMessage({ message, language }: { message: GuestMessagePreview; language: string }) {
  const t = useTranslations("notifications");
  return (
    <article className="space-y-2 rounded-lg border border-slate-200 p-3" data-event={message.event}>
      <h4 className="text-sm font-semibold text-slate-900">{t(`events.${message.event}.name`)}</h4>
      <div className="grid gap-3 lg:grid-cols-3">
        <div className="space-y-1">
          <p className="text-xs font-medium text-slate-500">{t("preview.text")}</p>
          <p className={box} lang={language} translate="no" data-testid="preview-text">
            {message.text}
          </p>
          <p className="text-xs text-slate-500" data-testid="preview-sms-cost">
            {t(message.sms.encoding === "GSM-7" ? "preview.smsCost" : "preview.smsCostUnicode", {
              segments: message.sms.segments,
              characters: message.sms.characters,
            })}
          </p>
        </div>
        <div className="space-y-1">
          <p className="text-xs font-medium text-slate-500">{t("preview.whatsapp")}</p>
          <p className={box} lang={language} translate="no" data-testid="preview-whatsapp">
            {message.whatsapp}
          </p>
        </div>
        <div className="space-y-1">
          <p className="text-xs font-medium text-slate-500">{t("preview.email")}</p>
          <div className={box}>
            <p className="font-semibold">
              <span className="sr-only">{t("preview.subject")} </span>
              <span lang={language} translate="no" data-testid="preview-subject">
                {message.email.subject}
              </span>
            </p>
            <p className="mt-2" lang={language} translate="no">
              {message.email.text.trim()}
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}

function DeskAlert({ alert, language }: { alert: AlertPreview; language: string }) {
  const t = useTranslations("notifications");
  return (
    <article className="space-y-2 rounded-lg border border-slate-200 p-3" data-problem={alert.problem}>
      <h4 className="text-sm font-semibold text-slate-900">{t(`problems.${alert.problem}.name`)}</h4>
      <div className="rounded-md border-l-4 border-amber-500 bg-slate-50 px-3 py-2 text-sm" lang={language} translate="no">
        <p className="font-semibold text-slate-900" data-testid="preview-alert-title">
          {alert.title}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-slate-700">
          {alert.lines.map((line) => (
            <div key={line.label} className="contents">
              <dt className="font-medium">{line.label}</dt>
              <dd className="break-words">{line.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 flex flex-wrap gap-2">
          <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">{alert.fix}</span>
          {alert.openRide && <span className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-700">{alert.openRide}</span>}
        </p>
      </div>
    </article>
  );
}

/**
 * Every message to guests and every alert to the desk, in the language picked: tabs, one per language,
 * moved between with the arrow keys (the focus follows), all written on the server.
 */
export function MessagePreview({ previews }: { previews: LanguagePreview[] }) {
  const t = useTranslations("notifications.preview");
  const deskLocale = useLocale();
  const id = useId();
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      previews.findIndex((p) => p.language === deskLocale),
    ),
  );
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent) {
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: previews.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = (next + previews.length) % previews.length;
    setSelected(to);
    tabs.current[to]?.focus();
  }

  return (
    <Card title={t("title")} description={t("description")}>
      <div role="tablist" aria-label={t("languages")} onKeyDown={onKeyDown} className="flex flex-wrap gap-1 border-b border-slate-200">
        {previews.map((p, i) => (
          <button
            key={p.language}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${p.language}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${p.language}`}
            tabIndex={i === selected ? 0 : -1}
            lang={p.language}
            translate="no"
            onClick={() => setSelected(i)}
            className="-mb-px rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {LANGUAGE_NAMES[p.language]}
          </button>
        ))}
      </div>
      {previews.map((p, i) => (
        <div
          key={p.language}
          role="tabpanel"
          id={`${id}-panel-${p.language}`}
          aria-labelledby={`${id}-tab-${p.language}`}
          hidden={i !== selected}
          tabIndex={0}
          className="space-y-6 pt-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          data-testid={`preview-${p.language}`}
        >
          <p className="text-xs text-slate-500">{t("sample")}</p>
          <section className="space-y-3" aria-labelledby={`${id}-guests-${p.language}`}>
            <h3 id={`${id}-guests-${p.language}`} className="text-base font-semibold text-slate-900">
              {t("guests")}
            </h3>
            {p.guest.map((m) => (
              <GuestMessage key={m.event} message={m} language={p.language} />
            ))}
          </section>
          <section className="space-y-3" aria-labelledby={`${id}-desk-${p.language}`}>
            <h3 id={`${id}-desk-${p.language}`} className="text-base font-semibold text-slate-900">
              {t("desk")}
            </h3>
            {p.alerts.map((a) => (
              <DeskAlert key={a.problem} alert={a} language={p.language} />
            ))}
          </section>
        </div>
      ))}
    </Card>
  );
}
