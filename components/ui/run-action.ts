import type { ActionFailure, ActionResult } from "@/lib/action-result";
import { messageRef } from "@/lib/i18n/message-ref";

/** What an action may answer: its result, or nothing when it redirects on success. */
export type Answer<T> = ActionResult<T> | { ok: true; data?: undefined } | void;

export type Settled<T> = { ok: true; data: T | undefined } | ActionFailure;

export type RunSteps<I, T> = {
  /** Puts field errors next to their fields; false when there is nowhere to put them. */
  fields?: (fields: Record<string, string>) => boolean;
  onSuccess?: (data: T | undefined, input: I) => unknown;
  onFailure?: (error: ActionFailure["error"], input: I) => unknown;
  /** What the page reads again once the change is made (the server's render, query keys). */
  reread?: (data: T | undefined, input: I) => Promise<unknown> | unknown;
  /** Read again after a refusal too: one the provider answered may still have changed our copy of it. */
  rereadOnFailure?: boolean;
};

export type RunOutcome<T> = {
  result: Settled<T>;
  /** The failure to show beside the buttons (a message reference or words), unless its fields took it. */
  problem?: string;
};

/**
 * One call of a server action as every screen makes it: a throw (the server out of reach) becomes a
 * failure in words rather than an unhandled error, field errors go to their fields, and a success
 * is said first and then followed by the reads it changed. Kept apart from React so its order is tested plainly.
 */
export async function runAction<I, T>(call: (input: I) => Promise<Answer<T>>, input: I, steps: RunSteps<I, T> = {}): Promise<RunOutcome<T>> {
  let answer: Answer<T>;
  let answered = true;
  try {
    answer = await call(input);
  } catch (error) {
    // A redirect from the action is Next's to carry out, not a failure.
    if (isNavigation(error)) throw error;
    answered = false;
    answer = { ok: false, error: { code: "unexpected", message: messageRef("noServer"), retryable: true } };
  }
  const result: Settled<T> = answer && !answer.ok ? answer : { ok: true, data: answer?.data };
  if (!result.ok) {
    const placed = result.error.fields ? (steps.fields?.(result.error.fields) ?? false) : false;
    steps.onFailure?.(result.error, input);
    if (answered && steps.rereadOnFailure) await steps.reread?.(undefined, input);
    return { result, problem: placed ? undefined : result.error.message };
  }
  await steps.onSuccess?.(result.data, input);
  await steps.reread?.(result.data, input);
  return { result };
}

/** Next's redirect() and notFound() travel as errors with a digest that names them. */
function isNavigation(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK|NEXT_NOT_FOUND)/.test(digest);
}
