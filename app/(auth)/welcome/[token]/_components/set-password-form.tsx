"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { setPasswordAction } from "@/app/(auth)/welcome/[token]/actions";
import type { SetPasswordInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { PasswordFields } from "@/app/(auth)/_components/password-fields";

const resolver = lazyZodResolver<SetPasswordInput>(() => import("@/lib/accounts/schemas").then((m) => m.setPasswordSchema));

export function SetPasswordForm({ token, name, email, invite }: { token: string; name: string; email: string; invite: boolean }) {
  const t = useTranslations("auth.welcome");
  const form = useForm<SetPasswordInput>({ resolver, defaultValues: { token, email, password: "", confirm: "" } });
  const { submit, pending, problem } = useActionSubmit(form, setPasswordAction);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-semibold">
          {invite ? t.rich("invited", { firstName: name.split(" ")[0] ?? name, name: (chunks) => <span translate="no">{chunks}</span> }) : t("reset")}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t.rich("intro", { email, strong: (chunks) => <strong translate="no">{chunks}</strong> })}</p>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <form onSubmit={submit} noValidate className="space-y-4">
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordFields register={form.register} errors={form.formState.errors} />
        <Button type="submit" busy={pending} className="w-full">
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
    </div>
  );
}
