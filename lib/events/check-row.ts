import "server-only";
import type { Db } from "@/lib/db/client";
import type { SessionUser } from "@/lib/auth/session";
import type { BookingPolicy } from "@/lib/policy/rules";
import { bookableRequesters } from "@/lib/accounts/requesters";
import { activeLabelOptions } from "@/lib/labels/queries";
import { bookingSchemaFor } from "@/lib/booking/schema";
import { zoneOf } from "@/lib/booking/book";
import { basketKey } from "@/lib/booking/estimate";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import type { PlaceSearch } from "@/lib/booking/lookups";
import type { SheetRow } from "./fields";
import { Temporal } from "temporal-polyfill";
import { formatStartAt } from "@/lib/booking/time";
import { checkReservation, type SheetWhen } from "./pickup-time";
import { answerPlace, type PlaceAnswer } from "./place-cell";
import { matchMeetingPoint } from "./desk-cells";
import { hubsAtAll, pointKey, queryOf, searchAll, type Geocode, type HubAt } from "./lookups";
import { rowKeyOf } from "./row-key";
import { gateIssues, readRow, stopOf, type RowDraft, type SheetPlace } from "./read-row";
import type { CheckedRow, ChosenPlaces, EventBooking, PlaceChoice } from "./checked-row";

export * from "./checked-row";
export { intentIdFor } from "./row-key";

export type CheckContext = {
  db: Db;
  /** The agent checking the sheet: whom they book for, and the guests' language when a row names none. */
  user: Pick<SessionUser, "id" | "role" | "locale">;
  policy: BookingPolicy;
  /** Epoch milliseconds the reservation window is measured from. */
  now: number;
  /** The reader's language: the words of refusals' times, and meeting points' names. */
  locale?: Locale;
  geocode?: Geocode;
  hubAt?: HubAt;
  /** Places the agent picked where a cell matched several, by choiceKey. */
  chosen?: ChosenPlaces;
};

/**
 * Checks every row of a sheet before anything is sent, with the booking form's own rules. Each
 * distinct place text is searched once and each distinct pickup's hub looked up once; requesters,
 * labels and the policy are read once. Rows the sheet repeats (the same ride) are refused after the first.
 */
export async function checkRows(rows: readonly SheetRow[], ctx: CheckContext): Promise<CheckedRow[]> {
  const reader = ctx.locale ?? ctx.user.locale ?? "en";
  const [requesters, labels] = await Promise.all([bookableRequesters(ctx.db, ctx.user), activeLabelOptions(ctx.db)]);
  const facts = { requesters, labels, policy: ctx.policy, guestLanguage: ctx.user.locale ?? "en", chosen: ctx.chosen ?? new Map<string, PlaceChoice>() };
  const drafts = rows.map((row) => readRow(row, facts));

  const texts = new Set<string>();
  const points = new Map<string, [number, number]>();
  for (const p of drafts.flatMap((d) => d.places.filter((place) => !place.chosen))) {
    if (p.coords) points.set(pointKey(p.coords), p.coords);
    else texts.add(queryOf(p.text));
  }
  const found = await searchAll(ctx.db, texts, points, ctx.geocode);

  for (const d of drafts) resolvePlaces(d, found);
  // A row whose pickup is known has its meeting point and time checked, whatever its other stops say.
  const pickups = new Map(drafts.flatMap((d) => (d.pickup ? [[pointKey(d.pickup.loc), d.pickup.loc] as const] : [])));
  const hubs = await hubsAtAll(pickups, ctx.hubAt);

  const schema = bookingSchemaFor(ctx.policy);
  const checked = drafts.map((d) => finishRow(d, { hubs, schema, now: ctx.now, reader }));
  return refuseRepeats(checked);
}

/** A place cell's answer: the agent's pick, or what its search means; typed coordinates stay as typed. */
function answerFor(p: SheetPlace, found: ReadonlyMap<string, PlaceSearch>): PlaceAnswer {
  if (p.chosen) return { kind: "place", place: p.chosen };
  const search = found.get(p.coords ? pointKey(p.coords) : queryOf(p.text));
  if (!search) return { kind: "problem", error: messageRef("events.check.place.unavailable") };
  const answer = answerPlace(p.text, search);
  return answer.kind === "place" && p.coords ? { kind: "place", place: { ...answer.place, loc: p.coords } } : answer;
}

/** Every place of the row, or the choices to pick from, or why there is none. */
function resolvePlaces(d: RowDraft, found: ReadonlyMap<string, PlaceSearch>) {
  const resolved: PlaceChoice[] = [];
  for (const p of d.places) {
    const answer = answerFor(p, found);
    if (answer.kind === "place") {
      const place = { ...answer.place, typed: p.text };
      resolved.push(place);
      if (p.field === "pickup") d.pickup = place;
    } else if (answer.kind === "choices") d.choices[p.field] = answer.places.map((place) => ({ ...place, typed: p.text }));
    else d.errors[p.field] ??= answer.error;
  }
  d.resolved = resolved.length === d.places.length && d.places.length >= 2 ? resolved : null;
}

type Finish = { hubs: Map<string, Awaited<ReturnType<HubAt>> | "unavailable">; schema: ReturnType<typeof bookingSchemaFor>; now: number; reader: Locale };

/** The row's meeting point, time and the booking schema's verdict, once its places are known; its status comes last. */
function finishRow(d: RowDraft, { hubs, schema, now, reader }: Finish): Omit<CheckedRow, "status"> {
  const { errors } = d;
  let meetingPoint = null;
  let startAt: string | null = null;
  let keyStart: string | null = null;
  let zone: string | null = null;
  if (d.pickup) {
    const pickup = d.pickup.loc;
    const hub = hubs.get(pointKey(pickup)) ?? null;
    if (hub === "unavailable") errors.pickup ??= messageRef("events.check.place.hubUnavailable");
    else {
      const mp = matchMeetingPoint(d.cells.meetingPoint, hub, reader);
      if ("error" in mp) errors.meetingPoint ??= mp.error;
      else meetingPoint = mp.meetingPoint;
    }
    zone = zoneOf(pickup);
    if (d.when) {
      const r = checkReservation(d.when, zone, now, INTL_TAG[reader]);
      if ("error" in r) errors.pickupTime ??= r.error;
      else startAt = r.startAt;
    }
    // A ride already booked whose time is now too near (a corrected sheet uploaded shortly before it) keeps its key, so it is recognised.
    keyStart = startAt ?? wallClockStart(d.when);
  }
  const stops = d.resolved?.map((place, i) => stopOf(d.places[i]!.field, place, i === 0 ? meetingPoint : null)) ?? null;
  const input = { ...d.input, when: d.when ?? { kind: "asap" as const }, stops };
  for (const [field, message] of gateIssues(
    schema,
    input,
    d.places.map((p) => p.field),
  ))
    errors[field] ??= message;

  const rowKey =
    d.input.requesterId && d.e164 && d.resolved && d.when && (d.when.kind === "asap" || keyStart)
      ? rowKeyOf({ requesterId: d.input.requesterId, guestMobile: d.e164, stops: d.resolved.map((p) => p.loc), startAt: keyStart })
      : null;
  const ok = Object.keys(errors).length === 0 && Object.keys(d.choices).length === 0 && stops && zone;
  const booking: EventBooking | null = ok ? { ...d.input, requesterId: d.input.requesterId!, stops, when: d.when!, startAt, zone: zone! } : null;
  return {
    rowNumber: d.rowNumber,
    errors,
    choices: d.choices,
    booking,
    basketKey: booking ? basketKey({ requesterId: booking.requesterId, stops: d.resolved!.map((p) => p.loc), startAt }) : null,
    rowKey,
  };
}

/** A reservation's start_at as its cells write it, whatever the window says; null for as soon as possible or a time that cannot be read. */
function wallClockStart(when: SheetWhen | null): string | null {
  if (!when || when.kind === "asap") return null;
  try {
    return formatStartAt(Temporal.PlainDateTime.from(`${when.date}T${when.time}`));
  } catch {
    return null;
  }
}

/** The second and later rows of one ride are refused, naming the first; then each row's status. */
function refuseRepeats(rows: Omit<CheckedRow, "status">[]): CheckedRow[] {
  const first = new Map<string, number>();
  return rows.map((row) => {
    const earlier = row.rowKey ? first.get(row.rowKey) : undefined;
    if (row.rowKey && earlier === undefined) first.set(row.rowKey, row.rowNumber);
    if (earlier !== undefined) row.errors.guestName ??= messageRef("events.check.repeated", { row: earlier });
    const invalid = Object.keys(row.errors).length > 0;
    const status: CheckedRow["status"] = invalid ? "invalid" : Object.keys(row.choices).length ? "needs_choice" : "ok";
    return { ...row, status, booking: invalid ? null : row.booking, basketKey: invalid ? null : row.basketKey };
  });
}
