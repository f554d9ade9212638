"use client";

import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { setPasswordAction } from "@/app/(auth)/welcome/[token]/actions";
import type { SetPasswordInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { PasswordFields } from "@/app/(auth)/_components/password-fields";
import type { PasswordFieldWords } from "@/app/(auth)/_components/form-words";

const resolver = lazyZodResolver<SetPasswordInput>(() => import("@/lib/accounts/schemas").then((m) => m.setPasswordSchema));

/** The form's words, put together on the server (page.tsx): this page loads no translation runtime. */
export type SetPasswordWords = { heading: ReactNode; intro: ReactNode; submit: string; submitting: string; passwordFields: PasswordFieldWords };

export function SetPasswordForm({ token, email, words }: { token: string; email: string; words: SetPasswordWords }) {
  const form = useForm<SetPasswordInput>({ resolver, defaultValues: { token, email, password: "", confirm: "" } });
  const { submit, pending, problem } = useActionSubmit(form, setPasswordAction);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-semibold">{words.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <form onSubmit={submit} noValidate className="space-y-4">
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordFields register={form.register} errors={form.formState.errors} words={words.passwordFields} />
        <Button type="submit" busy={pending} className="w-full">
          {pending ? words.submitting : words.submit}
        </Button>
      </form>
    </div>
  );
}
