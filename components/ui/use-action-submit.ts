"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ActionFailure } from "@/lib/action-result";
import { useAction } from "./use-action";

/**
 * Submits a form to a server action that redirects when it succeeds: only failures come back.
 * Field errors go next to their fields, anything else into `problem`, in the reader's words.
 */
export function useActionSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  run: (values: T) => Promise<ActionFailure | { ok: true } | undefined | void>,
  onFailure?: () => void,
) {
  const action = useAction(run as (values: T) => Promise<ActionFailure | undefined>, { form, onFailure });
  const submit = form.handleSubmit((values) => void action.run(values));
  return { submit, pending: action.pending, problem: action.problem };
}
