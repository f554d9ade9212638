"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { PasswordFieldWords } from "@/app/(auth)/_components/form-words";
import { Field, Input } from "@/components/ui/field";

type WithPassword = { password: string; confirm: string };

/** A new password and its confirmation, with the rule said up front (words from passwordFieldWords). */
export function PasswordFields<T extends WithPassword>({
  register,
  errors,
  words,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<WithPassword>;
  words: PasswordFieldWords;
}) {
  const reg = register as unknown as UseFormRegister<WithPassword>;
  return (
    <>
      <Field label={words.password} hint={words.hint} error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...reg("password")} />}
      </Field>
      <Field label={words.confirm} error={errors.confirm?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...reg("confirm")} />}
      </Field>
    </>
  );
}
