"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import type { Locale } from "@/lib/locales";
import { chooseLanguageAction } from "../actions";

/** The desk's language for this user, kept on the server so every device and session follows it. */
export function LanguageForm({ options, saved, shown }: { options: { value: Locale; name: string }[]; saved: Locale | null; shown: Locale }) {
  const t = useTranslations("profile");
  const [locale, setLocale] = useState<Locale>(saved ?? shown);
  const { run, pending, outcome, problem } = useAction(chooseLanguageAction, { refresh: true });

  function save(event: React.FormEvent) {
    event.preventDefault();
    void run({ locale });
  }

  return (
    <form onSubmit={save} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold">{t("language.heading")}</h2>
      <Field label={t("language.label")} hint={saved ? undefined : t("language.followingBrowser")}>
        {(props) => (
          <Select {...props} value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
            {options.map((o) => (
              <option key={o.value} value={o.value} lang={o.value} translate="no">
                {o.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {problem && <Alert tone="error">{problem}</Alert>}
      {outcome?.ok && !pending && (
        <p role="status" className="text-sm text-emerald-700">
          {t("language.saved")}
        </p>
      )}
      <Button type="submit" busy={pending}>
        {t("language.save")}
      </Button>
    </form>
  );
}
