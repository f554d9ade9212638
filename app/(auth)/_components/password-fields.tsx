"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { MIN_PASSWORD_LENGTH } from "@/lib/accounts/password-policy";
import { Field, Input } from "@/components/ui/field";

type WithPassword = { password: string; confirm: string };

/** A new password and its confirmation, with the rule said up front. */
export function PasswordFields<T extends WithPassword>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<WithPassword> }) {
  const reg = register as unknown as UseFormRegister<WithPassword>;
  return (
    <>
      <Field label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember.`} error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...reg("password")} />}
      </Field>
      <Field label="Confirm password" error={errors.confirm?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...reg("confirm")} />}
      </Field>
    </>
  );
}
