import { messageRef } from "@/lib/i18n/message-ref";

/**
 * Where in the booking form a provider complaint belongs, and how to say it there. The provider
 * names its own fields (`stops[2].contacts[0].mobile_num`); the form has its own names.
 */

const STOP_FIELDS: Record<string, string> = {
  addr: "addr",
  num: "num",
  city: "city",
  postal_code: "postal_code",
  country: "country",
  name: "name",
  instr: "instr",
};
const TOP_FIELDS: Record<string, string> = {
  start_at: "when.time",
  label_slug: "labelSlug",
  preferred_driver_id: "preferredDriverId",
  reason: "reason",
  message: "message",
  requester_id: "requesterId",
  product_id: "estimate",
  stops: "stops",
};
const RIDER_FIELDS: Record<string, string> = { mobile: "rider.mobile", email: "rider.email", locale: "rider.language", name: "rider.name", id: "rider.id" };

/** The form field a provider field belongs to, or null when the form has no place for it. */
export function formFieldOf(field: string | null): string | null {
  if (!field) return null;
  const stop = /^stops\[(\d+)\](?:\.([a-z_]+))?/.exec(field);
  if (stop) {
    const [, i, part] = stop;
    if (!part || part === "loc") return `stops.${i}.label`;
    if (part === "contact" || part === "contacts") return `stops.${i}.contacts`;
    if (part === "meeting_point" || part === "location_id") return `stops.${i}.meetingPoint`;
    return STOP_FIELDS[part] ? `stops.${i}.${STOP_FIELDS[part]}` : `stops.${i}.label`;
  }
  const rider = /^rider(?:\.([a-z_]+))?/.exec(field);
  if (rider) return RIDER_FIELDS[rider[1] ?? "name"] ?? "rider.name";
  return TOP_FIELDS[field] ?? null;
}

/** Provider field names as the select arguments of the messages name them ("start_at" → "startAt"). */
const camel = (name: string) => name.replace(/[._]([a-z])/g, (_, c: string) => c.toUpperCase());

const STOP_PARTS = new Set(["addr", "num", "city", "postal_code", "country", "name", "instr"]);
const SUBJECTS = new Set([
  "start_at",
  "label_slug",
  "preferred_driver_id",
  "reason",
  "message",
  "requester_id",
  "product_id",
  "stops",
  "rider.mobile",
  "rider.name",
  "rider.email",
  "rider.locale",
  "rider.id",
]);

/**
 * The message reference for "<what the field is> <the provider's words>": a stop by its role, a
 * stop's part, or another field in the form's words. Null when the form has no name for the field.
 */
function refFor(field: string, detail: string, stopCount: number): string | null {
  const stop = /^stops\[(\d+)\](?:\.([a-z_]+))?/.exec(field);
  if (stop) {
    const i = Number(stop[1]);
    const where = { role: i === 0 ? "pickup" : i === stopCount - 1 ? "destination" : "stop", number: i + 1, detail };
    const part = stop[2];
    if (!part || part === "loc") return messageRef("booking.provider.stop", where);
    if (part === "contact" || part === "contacts") return messageRef("booking.provider.stopContacts", where);
    if (part === "meeting_point" || part === "location_id") return messageRef("booking.provider.stopMeetingPoint", where);
    return messageRef("booking.provider.stopPart", { ...where, part: STOP_PARTS.has(part) ? camel(part) : "other", name: part.replace(/_/g, " ") });
  }
  const known = SUBJECTS.has(field) ? field : SUBJECTS.has(field.replace(/\.[a-z_]+$/, "")) ? field.replace(/\.[a-z_]+$/, "") : null;
  return known ? messageRef("booking.provider.field", { field: camel(known), detail }) : null;
}

/**
 * The provider's message in the form's words: "stops[0].loc is outside the service area" becomes
 * "The pickup is outside the service area." (a message reference: the field named in the reader's
 * words, the rest in the provider's). Messages that do not start with their field stay as they are.
 */
export function describeForField(field: string | null, message: string, stopCount: number): string {
  const trimmed = message.trim().replace(/\.$/, "");
  if (!field || !trimmed.startsWith(field)) return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
  return refFor(field, trimmed.slice(field.length).trim(), stopCount) ?? `${trimmed}.`;
}
