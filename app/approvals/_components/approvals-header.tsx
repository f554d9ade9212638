"use client";

import Link from "next/link";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { useTranslations } from "next-intl";
import { useAction } from "@/components/ui/use-action";
import type { ActionResult } from "@/lib/action-result";
import type { Locale } from "@/lib/locales";
import type { Role } from "@/lib/roles";

/** The approvals' header: Ridedesk, the way back to the desk for those who have one, the language, and sign-out. */
export function ApprovalsHeader({
  user,
  languages,
  language,
  signOut,
  chooseLanguage,
}: {
  user: { name: string; email: string; role: Role };
  languages: { value: Locale; name: string }[];
  language: Locale;
  signOut: (input: Record<string, never>) => Promise<unknown>;
  chooseLanguage: (input: { locale: Locale }) => Promise<ActionResult<{ locale: Locale }>>;
}) {
  const t = useTranslations("approvals.shell");
  const role = useTranslations("shell.role");
  const { run: choose, pending: choosing } = useAction(chooseLanguage, { refresh: true });
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/approvals" className="text-lg font-bold text-brand-700">
          <span translate="no">Ridedesk</span> · {t("nav")}
        </Link>
        {user.role !== "approver" && (
          <Link href="/" className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100">
            {t("desk")}
          </Link>
        )}
        <div className="ml-auto flex min-w-0 flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2 text-slate-600">
            {t("language")}
            <select
              value={language}
              disabled={choosing}
              onChange={(e) => void choose({ locale: e.target.value as Locale })}
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
            >
              {languages.map((l) => (
                <option key={l.value} value={l.value} lang={l.value} translate="no">
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <span className="min-w-0 text-right leading-tight">
            <span className="block font-medium text-slate-800" data-testid="signed-in-user" translate="no">
              {user.name}
            </span>
            <span className="block truncate text-xs text-slate-500">
              {role(user.role)} · <span translate="no">{user.email}</span>
            </span>
          </span>
          <SignOutButton signOut={signOut} />
        </div>
      </div>
    </header>
  );
}
