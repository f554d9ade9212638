import { mobileText } from "@/lib/booking/mobile-text";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The names behind the ids a request carries, as Ridedesk knows them; the ids stay in the JSON as sent. */
export type SentNames = { requester?: string | null; product?: string | null; rider?: string | null };

/** Who rides: a company user (by name when known, else the id sent), or a guest with what was sent of them. */
export type SentRider =
  | { kind: "user"; id: string; name: string | null }
  | { kind: "guest"; name: string | null; mobile: string | null; email: string | null; language: string | null };

/** One stop as sent: which one, its address, coordinates, meeting point, instructions and contacts. */
export type SentStop = {
  role: "pickup" | "stop" | "destination";
  /** Its place in the ride, from 1. */
  number: number;
  place: string | null;
  coordinates: string;
  meetingPoint: string | null;
  instructions: string | null;
  contacts: { name: string | null; mobile: string }[];
};

/** A journey request as sent, each fact as it was sent (null when it was not); the screen says it in words. */
export type SentRequest = {
  requester: string | null;
  /** Null when nothing was sent of the rider. */
  rider: SentRider | null;
  /** The pickup's wall-clock time as sent; null for as soon as possible. */
  startAt: string | null;
  product: string | null;
  message: string | null;
  reason: string | null;
  label: string | null;
  preferredDriver: string | null;
  stops: SentStop[];
};

/**
 * A journey request as sent, in the facts an agent compares with the provider's panel: who, when,
 * which ride, each stop with its address, meeting point and contacts, and the details. People and
 * the product go by their names when known, by the id sent otherwise.
 */
export function describeSentRequest(request: Record<string, unknown>, names: SentNames = {}): SentRequest {
  const r = obj(request.rider);
  const guest = { name: text(r.name), mobile: mobileText(r.mobile) || null, email: text(r.email), language: text(r.locale) };
  const rider: SentRider | null = text(r.id)
    ? { kind: "user", id: r.id as string, name: text(names.rider) }
    : Object.values(guest).some(Boolean)
      ? { kind: "guest", ...guest }
      : null;
  const sent = (Array.isArray(request.stops) ? request.stops : []).map(obj);
  return {
    requester: (text(request.requester_id) && text(names.requester)) || text(request.requester_id),
    rider,
    startAt: text(request.start_at),
    product: (text(request.product_id) && text(names.product)) || text(request.product_id),
    message: text(request.message),
    reason: text(request.reason),
    label: text(request.label_slug),
    preferredDriver: text(request.preferred_driver_id),
    stops: sent.map((s, i): SentStop => {
      const street = [text(s.addr), text(s.num)].filter(Boolean).join(" ");
      const place = [text(s.name), street, [text(s.postal_code), text(s.city)].filter(Boolean).join(" "), text(s.country)].filter(Boolean).join(", ");
      const contacts = Array.isArray(s.contacts) ? s.contacts : s.contact ? [s.contact] : [];
      return {
        role: i === 0 ? "pickup" : i === sent.length - 1 ? "destination" : "stop",
        number: i + 1,
        place: place || null,
        coordinates: Array.isArray(s.loc) ? (s.loc as number[]).join(", ") : "",
        meetingPoint: text(obj(s.meeting_point).name),
        instructions: text(s.instr),
        contacts: contacts.map((c) => ({ name: text(obj(c).name), mobile: mobileText(c) })),
      };
    }),
  };
}
