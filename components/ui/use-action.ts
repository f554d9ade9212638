"use client";

import { QueryClientContext, type QueryKey } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useContext, useEffect, useRef, useState, useTransition } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import type { ActionFailure } from "@/lib/action-result";
import { applyFieldErrors } from "./form-errors";
import { runAction, type Answer, type Settled } from "./run-action";
import { useMessageText } from "./use-message-text";

export type UseActionOptions<I, T> = {
  /** The form whose fields take the action's field errors. */
  form?: { setError: (name: never, error: { type: string; message: string }) => void };
  /** Field errors for a screen without react-hook-form: true once shown. */
  onFields?: (fields: Record<string, string>) => boolean;
  /** Render the page again on the server after a change (what it read is now stale). */
  refresh?: boolean;
  /** A refusal may have changed what the page shows too (the provider answered): read it again after one as well. */
  rereadOnFailure?: boolean;
  /** The queries a change makes stale, read again before the action counts as done. */
  invalidate?: QueryKey[] | ((data: T | undefined, input: I) => QueryKey[]);
  onSuccess?: (data: T | undefined, input: I) => unknown;
  /** A failure, its message already in the reader's words. */
  onFailure?: (error: ActionFailure["error"], input: I) => unknown;
};

/**
 * The one way a screen calls a server action: `run(input)` while `pending`, then the `outcome`;
 * a failure's words in `problem` (field errors next to their fields when there is a form), and a
 * success followed by the page's refresh or the queries it invalidates.
 */
export function useAction<I, T = undefined>(action: (input: I) => Promise<Answer<T>>, options: UseActionOptions<I, T> = {}) {
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<Settled<T> | null>(null);
  const [problem, setProblem] = useState<string>();
  const router = useRouter();
  // Not every page has a query cache (the sign-in pages have none); only invalidating needs one.
  const queryClient = useContext(QueryClientContext);
  const words = useMessageText();
  // The latest options, so a run started before a re-render still calls this render's callbacks.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    (input: I) =>
      new Promise<Settled<T>>((resolve, reject) => {
        start(async () => {
          const o = latest.current;
          setProblem(undefined);
          try {
            const { result, problem } = await runAction(action, input, {
              fields: (fields) => {
                if (o.form) applyFieldErrors(o.form.setError as UseFormSetError<FieldValues>, fields);
                return o.onFields ? o.onFields(fields) : !!o.form;
              },
              onSuccess: o.onSuccess,
              // A failure's message may be a reference (the server out of reach): callers get it in words.
              onFailure: o.onFailure && ((error, input) => o.onFailure?.({ ...error, message: words(error.message) }, input)),
              rereadOnFailure: o.rereadOnFailure,
              reread: async (data) => {
                // The server's render is asked for first, so it is under way while the queries are read again.
                if (o.refresh) router.refresh();
                const keys = typeof o.invalidate === "function" ? o.invalidate(data, input) : (o.invalidate ?? []);
                await Promise.all(keys.map((queryKey) => queryClient?.invalidateQueries({ queryKey })));
              },
            });
            setOutcome(result);
            setProblem(problem === undefined ? undefined : words(problem));
            resolve(result);
          } catch (error) {
            reject(error);
          }
        });
      }),
    [action, queryClient, router, words],
  );

  const reset = useCallback(() => {
    setOutcome(null);
    setProblem(undefined);
  }, []);

  return { run, pending, outcome, problem, fieldErrors: outcome && !outcome.ok ? outcome.error.fields : undefined, reset };
}
