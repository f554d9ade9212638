"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";

/** Signs out, saying so while it does: the desk's header and the approvals' header both carry it. */
export function SignOutButton({ signOut }: { signOut: (input: Record<string, never>) => Promise<unknown> }) {
  const t = useTranslations("shell");
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      onClick={() => start(async () => void (await signOut({})))}
      disabled={pending}
      className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
    >
      {pending ? t("signingOut") : t("signOut")}
    </button>
  );
}
