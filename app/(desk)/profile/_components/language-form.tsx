"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import type { Locale } from "@/lib/locales";
import { chooseLanguageAction } from "../actions";

/** The desk's language for this user, kept on the server so every device and session follows it. */
export function LanguageForm({ options, saved, shown }: { options: { value: Locale; name: string }[]; saved: Locale | null; shown: Locale }) {
  const t = useTranslations("profile");
  const router = useRouter();
  const [locale, setLocale] = useState<Locale>(saved ?? shown);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, start] = useTransition();

  function save(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(false);
    start(async () => {
      const result = await chooseLanguageAction({ locale });
      if (!result.ok) return setError(result.error.message);
      setDone(true);
      router.refresh();
    });
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
      {error && <Alert tone="error">{error}</Alert>}
      {done && !pending && (
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
