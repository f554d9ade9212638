"use client";

import { useState, useTransition } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ActionFailure } from "@/lib/action-result";
import { applyFieldErrors } from "./form-errors";
import { useMessageText } from "./use-message-text";

/**
 * Submits a form to a server action that redirects when it succeeds: only failures come back.
 * Field errors go next to their fields, anything else into `problem`, in the reader's words.
 */
export function useActionSubmit<T extends FieldValues>(form: UseFormReturn<T>, run: (values: T) => Promise<ActionFailure | { ok: true } | undefined | void>, onFailure?: () => void) {
  const [problem, setProblem] = useState<string>();
  const [pending, start] = useTransition();
  const words = useMessageText();
  const submit = form.handleSubmit((values) =>
    start(async () => {
      setProblem(undefined);
      const result = await run(values);
      if (result && !result.ok) {
        applyFieldErrors(form.setError, result.error.fields);
        if (!result.error.fields) setProblem(words(result.error.message));
        onFailure?.();
      }
    }),
  );
  return { submit, pending, problem };
}
