import type { BookingInput, StopInput } from "./schema";
import { isLocale } from "@/lib/locales";
import type { GuestChannel } from "@/lib/channels";
import { mobileText } from "./mobile-text";
import { localStartToDate } from "./time";

/**
 * A new booking made from an earlier one (rebook or return trip): the form's values from what was
 * sent to the provider. Pure, so the page's server code and the tests share it.
 */

/** What the form needs of the earlier booking: the request as sent, and the labels we kept. */
export type PrefillSource = {
  id: string;
  requesterId: string;
  pickupLabel: string;
  destinationLabel: string;
  /** The pickup's time zone, in which the request's start_at is written. */
  zone: string | null;
  request: Record<string, unknown>;
  /** How the guest was told about the ride (not sent to the provider, so kept beside the request). */
  messageChannels?: GuestChannel[];
};

/** The form's values from an earlier booking; everything but the stops, the rider and the details is left to choose again. */
export type BookingPrefill = Pick<BookingInput, "requesterId" | "rider" | "stops" | "message" | "reason" | "labelSlug" | "when"> & {
  rebookOf: string;
  /** A return trip: the stops reversed, and the time asked for again. */
  returnTrip: boolean;
};

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);
const isLoc = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number" && Number.isFinite(n));

/** The words a stop is shown with when we kept no label for it: its name, street and number, city. */
function addressLabel(s: Obj): string {
  const street = [str(s.addr), str(s.num)].filter(Boolean).join(" ");
  const parts = [str(s.name), street, str(s.city)].filter(Boolean);
  const loc = s.loc as [number, number];
  return parts.length > 0 ? parts.join(", ") : `${loc[0].toFixed(5)}, ${loc[1].toFixed(5)}`;
}

function toStop(s: Obj, label: string | undefined, key: string): StopInput {
  const contacts = (Array.isArray(s.contacts) ? s.contacts : s.contact ? [s.contact] : []).map((c) => ({
    name: str(obj(c).name) ?? "",
    mobile: mobileText(c),
  }));
  const mp = obj(s.meeting_point);
  const meetingPoint =
    str(mp.id) && isLoc(mp.loc) && str(s.location_id)
      ? { id: mp.id as string, loc: mp.loc, name: str(mp.name) ?? (mp.id as string), locationId: s.location_id as string }
      : null;
  return {
    key,
    loc: s.loc as [number, number],
    label: label?.trim() || addressLabel(s),
    addr: str(s.addr),
    num: str(s.num),
    city: str(s.city),
    postal_code: str(s.postal_code),
    country: str(s.country),
    name: str(s.name),
    instr: str(s.instr),
    contacts,
    meetingPoint,
  };
}

function toRider(r: Obj, channels: GuestChannel[]): BookingInput["rider"] {
  const id = str(r.id);
  if (id) return { kind: "user", id };
  return {
    kind: "guest",
    name: str(r.name) ?? "",
    mobile: mobileText(r.mobile),
    email: str(r.email) ?? "",
    language: isLocale(r.locale) ? r.locale : "en",
    channels: [...channels],
  };
}

/**
 * The booking form's values for a new ride like `source`. A rebook keeps the stops, the guest with
 * the channels they were told by, and, while it is still far enough ahead, the reservation's time; a return trip reverses the stops and leaves
 * the time to be chosen again. The product is never carried over: a fresh estimate is made.
 */
export function prefillFrom(
  source: PrefillSource,
  { returnTrip, newKey, now = Date.now() }: { returnTrip: boolean; newKey: () => string; now?: number },
): BookingPrefill | null {
  const request = source.request;
  const sent = (Array.isArray(request.stops) ? request.stops : []).map(obj).filter((s) => isLoc(s.loc));
  if (sent.length < 2) return null;
  const labels = sent.map((_, i) => (i === 0 ? source.pickupLabel : i === sent.length - 1 ? source.destinationLabel : undefined));
  const stops = sent.map((s, i) => toStop(s, labels[i], newKey()));
  if (returnTrip) stops.reverse();
  return {
    rebookOf: source.id,
    returnTrip,
    requesterId: source.requesterId,
    rider: toRider(obj(request.rider), source.messageChannels ?? []),
    stops,
    message: str(request.message) ?? "",
    reason: str(request.reason) ?? "",
    labelSlug: str(request.label_slug) ?? "",
    when: returnTrip ? { kind: "reserved", date: "", time: "" } : rebookTime(str(request.start_at), source.zone, now),
  };
}

/** Rides rebooked this close to their reserved time (or after it) go as soon as possible. */
export const REBOOK_KEEPS_TIME_MS = 30 * 60_000;

/** A rebook keeps a reservation's time ("YYYY-MM-DD HH:MM:SS" in the pickup's zone) while it can still be reserved. */
function rebookTime(startAt: string | undefined, zone: string | null, now: number): BookingInput["when"] {
  const m = startAt ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(startAt) : null;
  const at = startAt && zone ? localStartToDate(startAt, zone) : null;
  return m && at && at.getTime() - now >= REBOOK_KEEPS_TIME_MS ? { kind: "reserved", date: m[1]!, time: m[2]! } : { kind: "asap" };
}
