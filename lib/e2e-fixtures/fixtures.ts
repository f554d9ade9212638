import "server-only";
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { z } from "zod";
import type { Db } from "@/lib/db";
import { authSecret } from "@/lib/auth/secret";
import { hashPassword } from "@/lib/auth/passwords";
import type { SessionUser } from "@/lib/auth/session";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session-token";
import { ActionError } from "@/lib/action-result";
import { createUser } from "@/lib/accounts/queries";
import { listRequesters, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { syncRequestersIfStale, bookableRequesters } from "@/lib/accounts/requesters";
import { startAtFor, zoneOf } from "@/lib/booking/book";
import { bookRide } from "@/lib/registry/booking-hooks";
import { priceBasket } from "@/lib/booking/price-basket";
import { setRiderLocale } from "@/lib/booking/queries";
import { savePlace } from "@/lib/booking/saved-queries";
import { bookingSchemaFor, riderSchema } from "@/lib/booking/schema";
import { GUEST_CHANNELS } from "@/lib/channels";
import { saveDeskWebhook } from "@/lib/outbound/settings-queries";
import { slackWebhookUrlSchema, teamsWebhookUrlSchema } from "@/lib/alerts/webhook-url";
import { labelApprovers } from "@/lib/db/schema";
import { saveSpendRules } from "@/lib/spend/policy-queries";
import { NO_SPEND_RULES, OUTCOMES } from "@/lib/spend/rules";
import { LOCALES } from "@/lib/locales";
import { getPolicy } from "@/lib/policy/queries";
import { riderDisplayName } from "@/lib/booking/rider";
import { searchPlaces } from "@/lib/geocoder";
import { send } from "@/lib/jobs";
import { confirmEvent } from "@/lib/events/confirm";
import { uploadSheetSchema } from "@/lib/events/schemas";
import { uploadSheet } from "@/lib/events/upload";
import { passDeadlines } from "@/lib/approvals/jobs";
import { saveBudget } from "@/lib/spend/budgets-queries";
import { approvalDeps } from "@/lib/registry/approval-hooks";

/**
 * The end-to-end tests' world, written through the app's own functions: users with a session, and rides
 * booked as the booking form books them (the same estimate, the same book step), without driving a browser.
 * Answers only with the sandbox's control switch on (SANDBOX_CONTROL=true), which only tests set.
 */

/** Auth.js's session cookie on plain http (the tests' localhost): its name is also the JWT's salt. */
const SESSION_COOKIE = "authjs.session-token";

export const userFixtureSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  email: z.email(),
  role: z.enum(["admin", "agent", "approver"]),
  /** Set for tests that sign in through the screen; otherwise the user can only use the session given. */
  password: z.string().min(12).max(200).optional(),
  /** How many of the company's requesters the agent books for, the first being the default. */
  requesters: z.number().int().min(0).max(20).default(1),
  /** A requester the agent must not book for (to prove they cannot see that requester's rides). */
  exceptRequester: z
    .string()
    .regex(/^[a-f0-9]{32}$/)
    .optional(),
});

/** A user and a session cookie for them, as signing in would give. */
export async function userWithSession(db: Db, input: z.output<typeof userFixtureSchema>) {
  const user = await createUser(db, {
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash: input.password ? await hashPassword(input.password) : null,
  });
  if (input.requesters > 0) {
    await syncRequestersIfStale(db, { id: user.id, email: user.email });
    const ids = (await listRequesters(db, { activeOnly: true }))
      .filter((r) => r.id !== input.exceptRequester)
      .slice(0, input.requesters)
      .map((r) => r.id);
    await setAgentRequesters(db, user.id, ids, ids[0] ?? null);
  }
  const value = await encode({
    token: { uid: user.id, sv: user.sessionVersion, sid: randomUUID(), email: user.email, name: user.name, role: user.role },
    secret: authSecret(),
    salt: SESSION_COOKIE,
    maxAge: SESSION_MAX_AGE_S,
  });
  return { id: user.id, email: user.email, cookie: { name: SESSION_COOKIE, value } };
}

export const bookingFixtureSchema = z.strictObject({
  rider: z.string().trim().min(1).max(120),
  mobile: z.string().default("+34 600 111 222"),
  /** Places as typed in the address search; the first suggestion is taken, as a person would. */
  from: z.string().min(1).default("Estación de Chamartín"),
  to: z.string().min(1).default("Plaza de Castilla"),
  /** Stops between the pickup and the destination, by name, in order (a ride takes 15 stops at most). */
  via: z.array(z.string().min(1)).max(13).default([]),
  reserveInMinutes: z
    .number()
    .int()
    .min(30)
    .max(60 * 24 * 60)
    .optional(),
  /** The product's name as the form lists it; the first listed unless told. */
  product: z.string().min(1).max(120).optional(),
  /** A ride the guest calls when ready: its window opens and closes these minutes from now, on the pickup's clock. */
  ready: z
    .strictObject({
      opensInMinutes: z.number().int().min(-60).max(1440),
      closesInMinutes: z.number().int().min(1).max(1440),
      /** The guest may be picked up where they are, this far from the planned pickup (as a policy allowing it would record). */
      radiusM: z.number().int().min(1).max(10_000).optional(),
    })
    .optional(),
  reason: z.string().max(300).optional(),
  labelSlug: z.string().max(100).optional(),
  /** The guest's language, as chosen on the form; English unless told. */
  language: z.enum(LOCALES).optional(),
  /** How the guest is told, as ticked on the form; none unless told. */
  channels: z.array(z.enum(GUEST_CHANNELS)).max(GUEST_CHANNELS.length).optional(),
  email: z.email().optional(),
});

async function place(q: string) {
  const found = (await searchPlaces(q)).places[0];
  if (!found) throw new ActionError("invalid", `No place found for "${q}".`);
  const { label, loc, name, addr, num, city, postal_code, country } = found;
  return { key: randomUUID(), label, loc, ...Object.fromEntries(Object.entries({ name, addr, num, city, postal_code, country }).filter(([, v]) => v)) };
}

/** A ride booked as the given user, for their default requester, with the product named or the first listed. */
export async function bookedRide(db: Db, user: SessionUser, input: z.output<typeof bookingFixtureSchema>) {
  const requesters = await bookableRequesters(db, user);
  const requester = requesters.find((r) => r.isDefault) ?? requesters[0];
  if (!requester) throw new ActionError("forbidden", "This user books for no requester.");
  const stops = [];
  for (const q of [input.from, ...input.via, input.to]) stops.push(await place(q));
  const when = input.ready
    ? readyWindowIn(input.ready, stops[0]!.loc)
    : input.reserveInMinutes
      ? reservationIn(input.reserveInMinutes, stops[0]!.loc)
      : ({ kind: "asap" } as const);
  // The estimate the form's estimate action makes: the same provider call, sealed the same way.
  const { startAt, zone, products, createdAt } = await priceBasket({ requesterId: requester.id, stops: stops.map((s) => s.loc), when });
  const product = input.product ? products.find((p) => p.name === input.product) : products[0];
  if (!product)
    throw new ActionError(
      "invalid",
      input.product ? `The ride service offered no ${input.product} for these stops.` : "The ride service offered no ride for these stops.",
    );
  const { language } = input;
  const offered = riderSchema.safeParse({ kind: "guest", name: input.rider, mobile: input.mobile, language }).success;
  const booking = bookingSchemaFor(await getPolicy(db)).parse({
    intentId: randomUUID(),
    requesterId: requester.id,
    when,
    stops,
    estimate: { productId: product.id, productName: product.name, price: product.price, createdAt, seal: product.seal },
    rider: {
      kind: "guest",
      name: input.rider,
      mobile: input.mobile,
      email: input.email,
      channels: input.channels,
      ...(language && offered ? { language } : {}),
    },
    reason: input.reason,
    labelSlug: input.labelSlug,
  });
  const { window } = startAtFor(booking.when, stops[0]!.loc);
  const readyRadiusM = input.ready?.radiusM ?? null;
  const booked = await bookRide({ user, db }, booking, { startAt, zone, window, readyRadiusM, riderName: riderDisplayName(booking.rider, requesters) });
  // A language the form does not offer yet is recorded on the booking as the form will record it.
  if (language && !offered) await setRiderLocale(db, booked.bookingId, language);
  return { ...booked, requesterId: requester.id };
}

/** A reservation some minutes ahead, on the pickup's clock, as the form's date and time fields hold it. */
function reservationIn(minutes: number, pickup: [number, number]) {
  const zone = zoneOf(pickup);
  const [date, time] = new Intl.DateTimeFormat("sv-SE", { timeZone: zone, dateStyle: "short", timeStyle: "short" })
    .format(new Date(Date.now() + minutes * 60_000))
    .split(" ");
  return { kind: "reserved" as const, date: date!, time: time! };
}

/** A guest's window some minutes from now, on the pickup's clock, as the form's fields hold it (both ends on one day). */
function readyWindowIn(w: { opensInMinutes: number; closesInMinutes: number }, pickup: [number, number]) {
  const opens = reservationIn(w.opensInMinutes, pickup);
  const closes = reservationIn(w.closesInMinutes, pickup);
  // A window is one day's: one that would run past midnight closes at 23:59.
  return { kind: "guest_ready" as const, date: opens.date, from: opens.time, until: closes.date === opens.date ? closes.time : "23:59" };
}

const DESK_URL_SCHEMAS = { slack: slackWebhookUrlSchema({ allowLoopbackHttp: true }), teams: teamsWebhookUrlSchema({ allowLoopbackHttp: true }) };

/** One of the desk's webhook URLs, or null to remove it; a receiver of the test's own on 127.0.0.1 is taken. */
export const deskWebhookFixtureSchema = z
  .strictObject({ channel: z.enum(["slack", "teams"]), url: z.string().nullable() })
  .superRefine(({ channel, url }, ctx) => {
    if (url === null) return;
    const checked = DESK_URL_SCHEMAS[channel].safeParse(url);
    if (!checked.success) ctx.addIssue({ code: "custom", path: ["url"], message: checked.error.issues[0]?.message ?? "Not a webhook URL." });
  });

/** Sets or removes the desk's Slack or Teams webhook as the signed-in admin, as the Notifications page saves it. */
export async function deskWebhook(db: Db, user: SessionUser, input: z.output<typeof deskWebhookFixtureSchema>) {
  if (user.role !== "admin") throw new ActionError("forbidden", "Only an admin sets the desk's webhooks.");
  await saveDeskWebhook(db, input.channel, input.url, { id: user.id, email: user.email });
  return { channel: input.channel, set: input.url !== null };
}

/** The company's spend rules as the tests need them: a price cap (EUR) that asks for approval unless told, and who answers a label's. */
export const spendFixtureSchema = z.strictObject({
  maxPriceMinor: z.number().int().positive().nullable(),
  /** What a ride over the cap does; it asks an approver unless told. */
  maxPriceOutcome: z.enum(OUTCOMES).default("approve"),
  asapApprovalMinutes: z.number().int().min(1).max(120).default(30),
  approvers: z
    .array(z.strictObject({ labelSlug: z.string().min(1).max(100), userId: z.uuid() }))
    .max(20)
    .default([]),
  /** A label's monthly budget in EUR cents, and what a ride that does not fit does. */
  budget: z
    .strictObject({ labelSlug: z.string().min(1).max(100), amountMinor: z.number().int().positive(), onExceed: z.enum(["refuse", "approve"]) })
    .optional(),
  /** Saved places for the Policy page's allowed area to choose from. */
  places: z
    .array(z.strictObject({ name: z.string().min(1).max(100), lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }))
    .max(5)
    .default([]),
});

/** Sets the spend rules as the signed-in admin (null: nothing capped), and adds the label approvers given. */
export async function spendRules(db: Db, user: SessionUser, input: z.output<typeof spendFixtureSchema>) {
  if (user.role !== "admin") throw new ActionError("forbidden", "Only an admin sets the spend rules.");
  const maxPrice = input.maxPriceMinor === null ? null : { amountMinor: input.maxPriceMinor, currency: "EUR", outcome: input.maxPriceOutcome };
  await saveSpendRules(db, { ...NO_SPEND_RULES, maxPrice, asapApprovalMinutes: input.asapApprovalMinutes }, { id: user.id, email: user.email });
  // The Policy page will choose them; until then the tests write the table the approvals read.
  if (input.approvers.length) await db.insert(labelApprovers).values(input.approvers).onConflictDoNothing();
  for (const p of input.places) await savePlace(db, { ...p, createdBy: user.id });
  if (input.budget)
    await saveBudget(
      db,
      {
        scope: "label",
        subject: input.budget.labelSlug,
        period: "month",
        amountMinor: input.budget.amountMinor,
        currency: "EUR",
        onExceed: input.budget.onExceed,
      },
      { id: user.id, email: user.email },
    );
  return { maxPrice, approvers: input.approvers.length };
}

/** The approvals' deadlines as the every-minute job runs them, at a moment of the test's choosing (the app's clock moved). */
export const deadlinesFixtureSchema = z.strictObject({ at: z.iso.datetime() });

/** Runs the fallback of every approval whose deadline is past at `at`, as the signed-in admin asks; answers what each became. */
export async function passedDeadlines(db: Db, user: SessionUser, input: z.output<typeof deadlinesFixtureSchema>) {
  if (user.role !== "admin") throw new ActionError("forbidden", "Only an admin moves the approvals' clock.");
  return passDeadlines(db, approvalDeps, { send }, new Date(input.at));
}

/** An event's sheet as CSV text, uploaded as the events page uploads a file: a new event, or a corrected sheet for `batchId`. */
export const eventSheetFixtureSchema = z.strictObject({
  csv: z.string().min(1).max(2_000_000),
  name: z.string().trim().min(1).max(120).optional(),
  batchId: z.uuid().optional(),
  again: z.boolean().default(false),
});

/** The sheet uploaded as the signed-in user (checked and priced by the app's job, as from the page); answers the upload's outcome. */
export async function uploadedEventSheet(db: Db, user: SessionUser, input: z.output<typeof eventSheetFixtureSchema>) {
  const file = new File([input.csv], `${input.name ?? "event"}.csv`, { type: "text/csv" });
  const checked = uploadSheetSchema.safeParse({ file, name: input.name, batchId: input.batchId, again: input.again });
  if (!checked.success) throw new ActionError("invalid", checked.error.issues[0]?.message ?? "The sheet is not valid.");
  return uploadSheet({ user, db }, checked.data, { send });
}

export const eventConfirmFixtureSchema = z.strictObject({ batchId: z.uuid() });

/** The signed-in user confirms the event, as its page's Confirm does: its priced rows are queued for booking. */
export const confirmedEvent = (db: Db, user: SessionUser, input: z.output<typeof eventConfirmFixtureSchema>) =>
  confirmEvent({ user, db }, input.batchId, { send });
