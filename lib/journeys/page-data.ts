import { attentionProblem, type AttentionProblem } from "@/lib/booking/attention";
import type { Settlement } from "./not-booked";
import { NO_MESSAGES, type BookingMessages } from "@/lib/notifications/booking-messages";
import type { JourneyLive, Money } from "./types";
import { isLocale, type Locale } from "@/lib/locales";
import type { BookingStatus } from "@/lib/booking-status";

/**
 * What the journey page shows of one booking, from our database: serialisable, so the server page
 * hands it to the client components. Pure and isomorphic.
 */

export type PageStop = {
  loc: [number, number];
  /** Our label at the ends, the address sent between; null for a stop sent without one. */
  label: string | null;
  role: "pickup" | "stop" | "destination";
  instr: string | null;
  /** The meeting point chosen at this stop (its name as sent, when it had one), with its hub's location id to look its photos up. */
  meetingPoint: { id: string; name: string | null; locationId: string } | null;
};

export type JourneyPageData = {
  bookingId: string;
  status: BookingStatus;
  journeyId: string | null;
  publicUrl: string | null;
  riderName: string;
  riderLanguage: Locale;
  /** The requester's name as last synced from the provider; null when the requester is no longer known. */
  requesterName: string | null;
  productName: string;
  estimate: Money | null;
  startAt: string | null;
  zone: string | null;
  pickupLabel: string;
  destinationLabel: string;
  stops: PageStop[];
  /** Everything sent to the provider, as sent. */
  request: Record<string, unknown>;
  /** Why the provider refused it, or what was last heard, for failed and uncertain bookings. */
  error: { status: number; message: string | null; field: string | null } | null;
  createdAt: string;
  /** The problem that needs the desk now, and since when; null when none (or resolved). */
  attention: { problem: AttentionProblem; since: string } | null;
  /** How a past problem was dealt with ("rebooked", "kept searching"…), by whom (their name) and when, for the record. */
  resolution: Settlement | null;
  rebookOf: string | null;
  /** The booking that booked this ride again, when the viewer may see it. */
  rebookedAs: string | null;
  live: JourneyLive | null;
  /** What the guest was sent and the desk was alerted to about this ride. */
  messages: BookingMessages;
};

type Row = {
  id: string;
  status: JourneyPageData["status"];
  journeyId: string | null;
  publicUrl: string | null;
  riderName: string;
  riderLocale: string | null;
  productName: string;
  priceAmount: number | null;
  priceCurrency: string | null;
  startAt: string | null;
  zone: string | null;
  pickupLabel: string;
  destinationLabel: string;
  request: Record<string, unknown>;
  error: JourneyPageData["error"];
  createdAt: Date;
  updatedAt: Date;
  endState: string | null;
  stateTimes: Record<string, string>;
  attentionResolvedAt: Date | null;
  attentionResolution: string | null;
  rebookOf: string | null;
};

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

/** The stops as sent: the labels we kept for pickup and destination, the address for the ones between. */
export function stopsOf(request: Record<string, unknown>, pickupLabel: string, destinationLabel: string): PageStop[] {
  const sent = (Array.isArray(request.stops) ? request.stops : []).map(obj);
  return sent.map((s, i) => {
    const last = i === sent.length - 1;
    const street = [text(s.addr), text(s.num)].filter(Boolean).join(" ");
    const address = [text(s.name), street, text(s.city)].filter(Boolean).join(", ") || null;
    const mp = obj(s.meeting_point);
    return {
      loc: (Array.isArray(s.loc) ? s.loc : [0, 0]) as [number, number],
      label: i === 0 ? pickupLabel : last ? destinationLabel : address,
      role: i === 0 ? "pickup" : last ? "destination" : "stop",
      instr: text(s.instr),
      meetingPoint: text(mp.id) && text(s.location_id) ? { id: mp.id as string, name: text(mp.name), locationId: s.location_id as string } : null,
    };
  });
}

/** When a problem began: the end state's time when we saw it, else when the booking last changed. */
function problemSince(row: Row, problem: AttentionProblem): string {
  return (problem !== "uncertain" && row.stateTimes[problem]) || row.updatedAt.toISOString();
}

/**
 * Facts about a booking that live in other rows: its requester's name, who settled its problem, the
 * booking that rebooked it, and its guest's messages and the desk's alerts.
 */
export type SettlementFacts = { requesterName: string | null; resolvedBy: string | null; rebookedAs: string | null; messages?: BookingMessages };

export function toJourneyPageData(
  row: Row,
  live: JourneyLive | null,
  facts: SettlementFacts = { requesterName: null, resolvedBy: null, rebookedAs: null },
): JourneyPageData {
  const problem = attentionProblem(row);
  return {
    bookingId: row.id,
    status: row.status,
    journeyId: row.journeyId,
    publicUrl: row.publicUrl,
    riderName: row.riderName,
    riderLanguage: row.riderLocale && isLocale(row.riderLocale) ? row.riderLocale : "en",
    requesterName: facts.requesterName,
    productName: row.productName,
    estimate: row.priceAmount !== null && row.priceCurrency ? { amount: row.priceAmount, currency: row.priceCurrency } : null,
    startAt: row.startAt,
    zone: row.zone,
    pickupLabel: row.pickupLabel,
    destinationLabel: row.destinationLabel,
    stops: stopsOf(row.request, row.pickupLabel, row.destinationLabel),
    request: row.request,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    attention: problem ? { problem, since: problemSince(row, problem) } : null,
    resolution:
      row.attentionResolvedAt && row.attentionResolution
        ? { how: row.attentionResolution, by: facts.resolvedBy, at: row.attentionResolvedAt.toISOString() }
        : null,
    rebookOf: row.rebookOf,
    rebookedAs: facts.rebookedAs,
    live,
    messages: facts.messages ?? NO_MESSAGES,
  };
}
