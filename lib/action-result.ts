/**
 * What every server action answers, on the server and in the browser alike: the data, or an
 * expected failure the person can act on. Isomorphic: no server-only imports.
 */

export type ActionErrorCode =
  | "unauthorized"
  | "forbidden"
  | "invalid"
  | "conflict"
  | "not_found"
  | "provider"
  | "estimate_expired"
  | "in_progress"
  | "uncertain"
  | "rate_limited"
  /** Outside the company's spend rules: refused before anything was sent. */
  | "outside_policy"
  | "unexpected";

export type ActionFailure = {
  ok: false;
  error: {
    code: ActionErrorCode;
    message: string;
    /** Messages by dotted field path, as react-hook-form names its fields. */
    fields?: Record<string, string>;
    /** Trying again by hand may help. */
    retryable?: boolean;
    /** The booking the failure left behind (an unconfirmed one), to settle on its own page. */
    bookingId?: string;
  };
};

export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

/** The data an action answers with when it succeeds. */
export type ActionData<A extends (...args: never[]) => Promise<ActionResult<unknown>>> = Extract<Awaited<ReturnType<A>>, { ok: true }>["data"];

/** An action's data, or its failure thrown as an Error with the person-facing message (for react-query). */
export async function unwrap<T>(result: Promise<ActionResult<T>> | ActionResult<T>): Promise<T> {
  const r = await result;
  if (!r.ok) throw new ActionFailedError(r.error);
  return r.data;
}

export class ActionFailedError extends Error {
  constructor(readonly failure: ActionFailure["error"]) {
    super(failure.message);
  }
}

/** An expected failure an action or route reports to the person, with the field it concerns. */
export class ActionError extends Error {
  constructor(
    readonly code: ActionErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly bookingId?: string,
  ) {
    super(message);
  }
}
