"use client";

import { useTranslations } from "next-intl";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { MIN_PASSWORD_LENGTH } from "@/lib/password-policy";
import { Field, Input } from "@/components/ui/field";

type WithPassword = { password: string; confirm: string };

/** A new password and its confirmation, with the rule said up front. */
export function PasswordFields<T extends WithPassword>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<WithPassword> }) {
  const t = useTranslations("auth");
  const reg = register as unknown as UseFormRegister<WithPassword>;
  return (
    <>
      <Field label={t("fields.password")} hint={t("passwordHint", { min: MIN_PASSWORD_LENGTH })} error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...reg("password")} />}
      </Field>
      <Field label={t("fields.confirmPassword")} error={errors.confirm?.message}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...reg("confirm")} />}
      </Field>
    </>
  );
}
