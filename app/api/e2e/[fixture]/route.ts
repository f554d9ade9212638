import { createHash, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { ActionError } from "@/lib/action-result";
import { currentUser } from "@/lib/auth/session";
import { fieldErrors } from "@/lib/auth/guard";
import { bodyFailureResponse, readJsonBody } from "@/lib/http/body";
import { bookedRide, bookingFixtureSchema, deskWebhook, deskWebhookFixtureSchema, eventFixtureSchema, eventFromSheet, userFixtureSchema, userWithSession } from "@/lib/e2e-fixtures/fixtures";

export const dynamic = "force-dynamic";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** The sandbox's own credentials, as its control endpoints take them: only the tests that started it know them. */
function authorised(request: Request): boolean {
  const { clientId, clientSecret } = env().sandbox;
  const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
  return timingSafeEqual(digest(request.headers.get("authorization") ?? ""), digest(expected));
}

/** A fixture: its input's schema, and what it does with the input once checked. */
const fixture = <S extends z.ZodType>(schema: S, run: (input: z.output<S>) => Promise<unknown>) => ({ schema: schema as z.ZodType, run: run as (input: unknown) => Promise<unknown> });

const FIXTURES: Record<string, ReturnType<typeof fixture>> = {
  /** A user and a session cookie for them. */
  users: fixture(userFixtureSchema, async (input) => userWithSession(await db(), input)),
  /** A ride booked as the signed-in user (the request's session cookie). */
  bookings: fixture(bookingFixtureSchema, async (input) => {
    const user = await currentUser();
    if (!user) throw new ActionError("unauthorized", "Bookings are made as the signed-in user: send a session cookie.");
    return bookedRide(await db(), user, input);
  }),
  /** An event made from CSV text as the signed-in user (the request's session cookie); its check runs as a job. */
  events: fixture(eventFixtureSchema, async (input) => {
    const user = await currentUser();
    if (!user) throw new ActionError("unauthorized", "Events are made as the signed-in user: send a session cookie.");
    return eventFromSheet(await db(), user, input);
  }),
  /** The desk's Slack or Teams webhook URL, set or removed as the signed-in admin. */
  "desk-webhook": fixture(deskWebhookFixtureSchema, async (input) => {
    const user = await currentUser();
    if (!user) throw new ActionError("unauthorized", "Webhooks are set as the signed-in admin: send a session cookie.");
    return deskWebhook(await db(), user, input);
  }),
};

const STATUS_OF: Partial<Record<ActionError["code"], number>> = { unauthorized: 401, forbidden: 403 };

/**
 * The end-to-end tests' fixtures (lib/e2e-fixtures): a 404, like any unknown path, unless the embedded sandbox
 * runs with its control switch on, and a 401 without the sandbox's credentials.
 */
export async function POST(request: Request, { params }: { params: Promise<{ fixture: string }> }): Promise<Response> {
  const { enabled, control } = env().sandbox;
  const chosen = Object.hasOwn(FIXTURES, (await params).fixture) ? FIXTURES[(await params).fixture] : undefined;
  if (!enabled || !control || !chosen) return new Response("Not found", { status: 404 });
  if (!authorised(request)) return Response.json({ error: { code: "unauthorized", message: "Send the sandbox's credentials." } }, { status: 401 });
  const body = await readJsonBody(request);
  if (!body.ok) return bodyFailureResponse(body);
  const parsed = chosen.schema.safeParse(body.value);
  if (!parsed.success) return Response.json({ error: { code: "invalid", message: "The fixture is not valid.", fields: fieldErrors(parsed.error) } }, { status: 400 });
  try {
    return Response.json(await chosen.run(parsed.data), { status: 201 });
  } catch (e) {
    if (e instanceof ActionError) return Response.json({ error: { code: e.code, message: e.message } }, { status: STATUS_OF[e.code] ?? 400 });
    throw e;
  }
}
