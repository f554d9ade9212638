import "server-only";
import { log } from "@/lib/log";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { safeParseInput, type z } from "@/lib/zod";
import { db, type Db } from "@/lib/db";
import { ActionError, type ActionResult } from "@/lib/action-result";
import type { Role } from "@/lib/roles";
import { ProviderError, describeProviderError } from "@/lib/provider";
import { messageRef } from "@/lib/i18n/message-ref";
import { inReadersWords } from "@/lib/i18n/failure-words";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { safeNext } from "./safe-next";
import { currentUser, type SessionUser } from "./session";

const logger = log.child({ module: "action" });

/** Sign-in, then back to the given page when it is one of ours. */
export function signInPath(page: string | null | undefined): string {
  const next = safeNext(page);
  return next === "/" ? "/sign-in" : `/sign-in?${new URLSearchParams({ next })}`;
}

/** Who works at the desk: everyone but an approver, who sees only approvals. */
export type DeskRole = Exclude<Role, "approver">;
export type DeskUser = SessionUser & { role: DeskRole };
export const isDeskUser = (user: SessionUser): user is DeskUser => user.role !== "approver";

/** Where an approver lands: the only pages of Ridedesk they see. */
export const APPROVALS_HOME = "/approvals";

/**
 * For the desk's pages: the signed-in user with the role, or a redirect to sign-in (and back), or a
 * 403. An approver is sent to the approvals, the only part of Ridedesk they see.
 */
export async function requireUser(role?: Role): Promise<DeskUser> {
  const user = await requireSignedIn();
  if (!isDeskUser(user)) redirect(APPROVALS_HOME);
  if (role === "admin" && user.role !== "admin") forbidden();
  return user;
}

/** For pages every role may see (approvals, a profile): the signed-in user, or a redirect to sign-in and back. */
export async function requireSignedIn(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(signInPath((await headers()).get(REQUEST_PATH_HEADER)));
  return user;
}

export type { ActionErrorCode, ActionResult } from "@/lib/action-result";

export { ActionError } from "@/lib/action-result";

export type ActionContext = { user: SessionUser; db: Db };
/** An action of the desk's: its user is an agent or an admin. */
export type DeskContext = { user: DeskUser; db: Db };

/** Who may call an action: admins, the desk (agents and admins), or anyone signed in (approvers too). */
export type ActionRole = "admin" | "any" | "signed-in";
type ContextFor<R extends ActionRole> = R extends "signed-in" ? ActionContext : DeskContext;

/** Who an action (or a sign-in, a sign-out) acts as, for the audit log: the user's id and email, nothing more. */
export const actorOf = ({ user }: { user: Pick<SessionUser, "id" | "email"> }) => ({ id: user.id, email: user.email });

/** Field errors keyed by dotted path, as react-hook-form names its fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * A server action that checks the session and role, validates its input with the shared schema,
 * and turns failures into results the UI can show. Unexpected errors are logged, never returned.
 */
export function action<S extends z.ZodType, T, R extends ActionRole = ActionRole>(
  options: {
    /** "any" is the desk: agents and admins. */
    role: R;
    schema: S;
    /**
     * Rules that depend on what is stored (the company's policy): the input is parsed again with
     * the schema this returns, once it has passed `schema`, so malformed input never reaches the database.
     */
    schemaFor?: (ctx: ContextFor<R>) => Promise<S>;
  },
  run: (input: z.infer<S>, ctx: ContextFor<R>) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return async (input) => inReadersWords(await answer(input));
  async function answer(input: z.input<S>): Promise<ActionResult<T>> {
    const user = await currentUser();
    if (!user) return { ok: false, error: { code: "unauthorized", message: messageRef("sessionEnded") } };
    if (options.role === "admin" && user.role !== "admin") {
      return { ok: false, error: { code: "forbidden", message: messageRef("adminsOnly") } };
    }
    if (options.role === "any" && !isDeskUser(user)) {
      return { ok: false, error: { code: "forbidden", message: messageRef("desksOnly") } };
    }
    const parsed = safeParseInput(options.schema, input);
    if (!parsed.success) {
      return { ok: false, error: { code: "invalid", message: messageRef("fieldsNeedAttention"), fields: fieldErrors(parsed.error) } };
    }
    try {
      const ctx = { user, db: await db() } as ContextFor<R>;
      if (options.schemaFor) {
        const checked = (await options.schemaFor(ctx)).safeParse(input);
        if (!checked.success) return { ok: false, error: { code: "invalid", message: messageRef("fieldsNeedAttention"), fields: fieldErrors(checked.error) } };
        return { ok: true, data: await run(checked.data, ctx) };
      }
      return { ok: true, data: await run(parsed.data, ctx) };
    } catch (e) {
      if (e instanceof ActionError)
        return { ok: false, error: { code: e.code, message: e.message, fields: e.fields, ...(e.bookingId ? { bookingId: e.bookingId } : {}) } };
      if (e instanceof ProviderError) {
        return {
          ok: false,
          // The client repeats only 429s and 5xx by itself; a person may also try again after a timeout or a
          // lost connection. (Journey creation, where that could book twice, reports its own outcome.)
          error: {
            code: "provider",
            message: describeProviderError(e),
            retryable: e.retryable || e.kind === "timeout" || e.kind === "network",
            ...(e.field ? { fields: { [e.field]: describeProviderError(e) } } : {}),
          },
        };
      }
      // Next's redirect() and notFound() travel as errors; they must go on.
      if (e instanceof Error && "digest" in e && typeof e.digest === "string" && e.digest.startsWith("NEXT_")) throw e;
      logger.error({ err: e }, "unexpected error");
      return { ok: false, error: { code: "unexpected", message: messageRef("unexpected") } };
    }
  }
}
