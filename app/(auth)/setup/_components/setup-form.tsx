"use client";

import { useForm } from "react-hook-form";
import { setupAdminAction } from "@/app/(auth)/setup/actions";
import type { SetupInput } from "@/lib/accounts/schemas";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { lazyZodResolver } from "@/components/ui/lazy-zod-resolver";
import { useActionSubmit } from "@/components/ui/use-action-submit";
import { PasswordFields } from "@/app/(auth)/_components/password-fields";
import type { PasswordFieldWords } from "@/app/(auth)/_components/form-words";

const resolver = lazyZodResolver<SetupInput>(() => import("@/lib/accounts/schemas").then((m) => m.setupSchema));

/** The form's words, put together on the server (page.tsx): this page loads no translation runtime. */
export type SetupWords = { title: string; intro: string; name: string; email: string; submit: string; submitting: string; passwordFields: PasswordFieldWords };

export function SetupForm({ words }: { words: SetupWords }) {
  const form = useForm<SetupInput>({ resolver, defaultValues: { name: "", email: "", password: "", confirm: "" } });
  const { errors } = form.formState;
  const { submit, pending, problem } = useActionSubmit(form, setupAdminAction);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-xl font-semibold">{words.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={words.name} error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="name" autoFocus {...form.register("name")} />}
        </Field>
        <Field label={words.email} error={errors.email?.message}>
          {(p) => <Input {...p} type="email" autoComplete="username" {...form.register("email")} />}
        </Field>
        <PasswordFields register={form.register} errors={errors} words={words.passwordFields} />
        <Button type="submit" busy={pending} className="w-full">
          {pending ? words.submitting : words.submit}
        </Button>
      </form>
    </div>
  );
}
