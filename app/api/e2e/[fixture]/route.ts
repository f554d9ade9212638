import { createHash, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { ActionError } from "@/lib/action-result";
import { currentUser } from "@/lib/auth/session";
import { fieldErrors } from "@/lib/auth/guard";
import { bodyFailureResponse, readJsonBody } from "@/lib/http/body";
import {
  bookedRide,
  bookingFixtureSchema,
  confirmedEvent,
  deskWebhook,
  deskWebhookFixtureSchema,
  eventConfirmFixtureSchema,
  eventSheetFixtureSchema,
  spendFixtureSchema,
  spendRules,
  deadlinesFixtureSchema,
  passedDeadlines,
  uploadedEventSheet,
  userFixtureSchema,
  userWithSession,
} from "@/lib/e2e-fixtures/fixtures";
import { parcelBatchSchema } from "@/lib/parcels/draft";
import { salesReadFixtureSchema, salesReadNow } from "@/lib/e2e-fixtures/sales-fixtures";
import { madeSeries, seriesFixtureSchema, seriesSendFixtureSchema, seriesSentAt } from "@/lib/e2e-fixtures/series-fixtures";
import { closedReadyWindows, readyWindowsFixtureSchema } from "@/lib/e2e-fixtures/ready-fixtures";
import { createParcelsAction } from "@/app/(desk)/parcels/actions";

export const dynamic = "force-dynamic";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** The sandbox's own credentials, as its control endpoints take them: only the tests that started it know them. */
function authorised(request: Request): boolean {
  const { clientId, clientSecret } = env().sandbox;
  const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
  return timingSafeEqual(digest(request.headers.get("authorization") ?? ""), digest(expected));
}

/** The request's signed-in user (its session cookie); `what` names, in the refusal, what is done as them. */
async function signedIn(what: string) {
  const user = await currentUser();
  if (!user) throw new ActionError("unauthorized", `${what} as the signed-in user: send a session cookie.`);
  return user;
}

/** A fixture: its input's schema, and what it does with the input once checked. */
const fixture = <S extends z.ZodType>(schema: S, run: (input: z.output<S>) => Promise<unknown>) => ({
  schema: schema as z.ZodType,
  run: run as (input: unknown) => Promise<unknown>,
});

const FIXTURES: Record<string, ReturnType<typeof fixture>> = {
  /** A user and a session cookie for them. */
  users: fixture(userFixtureSchema, async (input) => userWithSession(await db(), input)),
  /** A ride booked as the signed-in user (the request's session cookie). */
  bookings: fixture(bookingFixtureSchema, async (input) => bookedRide(await db(), await signedIn("Bookings are made"), input)),
  /** The desk's Slack or Teams webhook URL, set or removed as the signed-in admin. */
  "desk-webhook": fixture(deskWebhookFixtureSchema, async (input) => {
    const user = await currentUser();
    if (!user) throw new ActionError("unauthorized", "Webhooks are set as the signed-in admin: send a session cookie.");
    return deskWebhook(await db(), user, input);
  }),
  /** The spend rules (a price cap asking for approval) and label approvers, set as the signed-in admin. */
  spend: fixture(spendFixtureSchema, async (input) => spendRules(await db(), await signedIn("Spend rules are set"), input)),
  /** The approvals' deadline fallbacks run as at a given moment, as the signed-in admin (the app's clock moved). */
  "approvals/deadlines": fixture(deadlinesFixtureSchema, async (input) => passedDeadlines(await db(), await signedIn("Deadlines are run"), input)),
  /** The guests' windows closed as at a given moment, as the signed-in admin asks (the app's clock moved). */
  "ready/windows": fixture(readyWindowsFixtureSchema, async (input) => closedReadyWindows(await db(), await signedIn("Windows are closed"), input)),
  /** An event's sheet (CSV text) uploaded as the signed-in user; its check and pricing run as jobs. */
  events: fixture(eventSheetFixtureSchema, async (input) => uploadedEventSheet(await db(), await signedIn("Events are uploaded"), input)),
  /** An event confirmed as the signed-in user: its priced rows queued for booking (POST /api/e2e/events/confirm). */
  "events/confirm": fixture(eventConfirmFixtureSchema, async (input) => confirmedEvent(await db(), await signedIn("Events are confirmed"), input)),
  /** The company's sales of some days, read as the daily sweep reads them. */
  sales: fixture(salesReadFixtureSchema, async (input) => salesReadNow(await db(), input)),
  /** A ride that repeats, made as the signed-in user; none of its days sent yet. */
  series: fixture(seriesFixtureSchema, async (input) => madeSeries(await db(), await signedIn("Series are made"), input)),
  /** The series' sweep run as at a given moment (the job's clock moved), its due days sent at once. */
  "series/send": fixture(seriesSendFixtureSchema, async (input) => {
    await signedIn("Series are sent");
    return seriesSentAt(await db(), input);
  }),
  /** Parcels made as the signed-in user, through the parcels form's own action (recorded, sent to the delivery service, audited). */
  parcels: fixture(parcelBatchSchema, async (input) => {
    const made = await createParcelsAction(input);
    if (!made.ok) throw new ActionError(made.error.code, made.error.message, made.error.fields);
    return made.data;
  }),
};

const STATUS_OF: Partial<Record<ActionError["code"], number>> = { unauthorized: 401, forbidden: 403, not_found: 404 };

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
  if (!parsed.success)
    return Response.json({ error: { code: "invalid", message: "The fixture is not valid.", fields: fieldErrors(parsed.error) } }, { status: 400 });
  try {
    return Response.json(await chosen.run(parsed.data), { status: 201 });
  } catch (e) {
    if (e instanceof ActionError) return Response.json({ error: { code: e.code, message: e.message } }, { status: STATUS_OF[e.code] ?? 400 });
    throw e;
  }
}
