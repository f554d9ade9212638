import "server-only";
import { log } from "@/lib/log";
import { safeParseInput, z } from "@/lib/zod";
import { db } from "@/lib/db";
import type { Role } from "@/lib/roles";
import { ActionError, fieldErrors, type ActionContext } from "./guard";
import { currentUser } from "./session";
import { messageRef } from "@/lib/i18n/message-ref";
import { currentLocale, wordsFor } from "@/lib/i18n/server-translator";

const logger = log.child({ module: "route" });

type RouteContext = { params: Promise<Record<string, string | string[] | undefined> | undefined> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

const STATUS: Partial<Record<ActionError["code"], number>> = { not_found: 404, forbidden: 403, invalid: 400, conflict: 409 };

/** An answer for the signed-in person only: never cached by a shared cache. */
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
/** A failure in the reader's words: messages and field errors may be message references (lib/i18n/message-ref.ts). */
async function problem(status: number, code: string, message: string, fields?: Record<string, string>) {
  const locale = await currentLocale();
  const words = fields
    ? Object.fromEntries(await Promise.all(Object.entries(fields).map(async ([k, v]) => [k, await wordsFor(v, locale)] as const)))
    : undefined;
  return answer({ error: { code, message: await wordsFor(message, locale), ...(words ? { fields: words } : {}) } }, status);
}

/**
 * A route handler guarded as actions are: the session and role checked first, then the path's
 * parameters and the query validated with zod, all before the database is touched. For reads a
 * screen repeats on a timer (server actions queue one at a time per page; GETs do not).
 */
export function route<P extends z.ZodType, Q extends z.ZodType>(
  options: { role: Role | "any"; params?: P; query?: Q },
  run: (input: { params: z.infer<P>; query: z.infer<Q> }, ctx: ActionContext & { request: Request }) => Promise<unknown>,
): RouteHandler {
  return async (request, context) => {
    const user = await currentUser();
    if (!user) return problem(401, "unauthorized", messageRef("sessionEnded"));
    if (options.role === "admin" && user.role !== "admin") return problem(403, "forbidden", messageRef("adminsOnlySee"));
    // An approver sees approvals and nothing else of the desk: its reads are refused as its pages are.
    if (options.role === "any" && user.role === "approver") return problem(403, "forbidden", messageRef("desksOnly"));
    // Next gives a route without dynamic segments no params at all.
    // A NUL character in either is refused with its field whatever the schema says (PostgreSQL cannot store one).
    const params = safeParseInput(options.params ?? z.strictObject({}), (await context?.params) ?? {});
    const query = safeParseInput(options.query ?? z.strictObject({}), Object.fromEntries(new URL(request.url).searchParams));
    if (!params.success || !query.success) {
      const fields = { ...(params.success ? {} : fieldErrors(params.error)), ...(query.success ? {} : fieldErrors(query.error)) };
      return problem(400, "invalid", messageRef("requestInvalid"), fields);
    }
    try {
      const out = await run({ params: params.data as z.infer<P>, query: query.data as z.infer<Q> }, { user, db: await db(), request });
      // A handler that answers something other than JSON (a CSV download) builds its own Response.
      return out instanceof Response ? out : answer(out);
    } catch (e) {
      if (e instanceof ActionError) return problem(STATUS[e.code] ?? 400, e.code, e.message, e.fields);
      logger.error({ err: e, path: new URL(request.url).pathname }, "unexpected error");
      return problem(500, "unexpected", messageRef("unexpected"));
    }
  };
}
