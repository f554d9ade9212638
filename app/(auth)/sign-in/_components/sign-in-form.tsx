"use client";

import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { signInAction } from "@/app/(auth)/sign-in/actions";
import { ssoSignInAction } from "@/app/(auth)/sign-in/sso-action";
import type { SignInInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { useActionSubmit } from "@/components/ui/use-action-submit";

const resolver = lazyZodResolver<SignInInput>(() => import("@/lib/accounts/schemas").then((m) => m.signInSchema));

/** The form's words, put together on the server (page.tsx): this page loads no translation runtime. */
export type SignInWords = { title: string; email: string; password: string; submit: string; submitting: string; forgotPassword: string };

export function SignInForm({ next, error, sso, words }: { next?: string; error?: string; sso: { label: ReactNode } | null; words: SignInWords }) {
  const form = useForm<SignInInput>({ resolver, defaultValues: { email: "", password: "", next } });
  const { errors } = form.formState;
  const { submit, pending, problem } = useActionSubmit(form, signInAction, () => {
    form.setValue("password", "");
    form.setFocus("password");
  });
  const shown = problem ?? (form.formState.isSubmitted ? undefined : error);

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      {shown && <Alert tone="error">{shown}</Alert>}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={words.email} error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="username" autoFocus {...form.register("email")} />}
        </Field>
        <Field label={words.password} error={errors.password?.message}>
          {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register("password")} />}
        </Field>
        <Button type="submit" busy={pending} className="w-full">
          {pending ? words.submitting : words.submit}
        </Button>
      </form>
      {sso && (
        <form action={ssoSignInAction} className="border-t border-slate-100 pt-6">
          <input type="hidden" name="next" value={next ?? "/"} />
          <Button type="submit" variant="secondary" className="w-full">
            {sso.label}
          </Button>
        </form>
      )}
      <p className="text-xs text-slate-500">{words.forgotPassword}</p>
    </div>
  );
}
