/**
 * Where in the booking form a provider complaint belongs, and how to say it there. The provider
 * names its own fields (`stops[2].contacts[0].mobile_num`); the form has its own names.
 */

const STOP_FIELDS: Record<string, string> = { addr: "addr", num: "num", city: "city", postal_code: "postal_code", country: "country", name: "name", instr: "instr" };
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

function subjectOf(field: string, stopCount: number): string | null {
  const stop = /^stops\[(\d+)\](?:\.([a-z_]+))?/.exec(field);
  if (stop) {
    const i = Number(stop[1]);
    const which = i === 0 ? "the pickup" : i === stopCount - 1 ? "the destination" : `stop ${i + 1}`;
    const part = stop[2];
    if (!part || part === "loc") return which;
    if (part === "contact" || part === "contacts") return `The contacts at ${which}`;
    if (part === "meeting_point" || part === "location_id") return `The meeting point at ${which}`;
    return `The ${part.replace("_", " ")} of ${which}`;
  }
  const words: Record<string, string> = {
    start_at: "The pickup time",
    label_slug: "The label",
    preferred_driver_id: "The preferred driver id",
    reason: "The reason",
    message: "The message for the driver",
    requester_id: "The requester",
    product_id: "The chosen ride",
    stops: "The stops",
    "rider.mobile": "The guest's mobile",
    "rider.name": "The guest's name",
    "rider.email": "The guest's email",
    "rider.locale": "The guest's language",
    "rider.id": "The company user",
  };
  return words[field] ?? words[field.replace(/\.[a-z_]+$/, "")] ?? null;
}

/**
 * The provider's message in the form's words: "stops[0].loc is outside the service area" becomes
 * "The pickup is outside the service area." Messages that do not start with their field stay as
 * they are.
 */
export function describeForField(field: string | null, message: string, stopCount: number): string {
  const trimmed = message.trim().replace(/\.$/, "");
  if (!field || !trimmed.startsWith(field)) return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
  const subject = subjectOf(field, stopCount);
  if (!subject) return `${trimmed}.`;
  const sentence = `${subject} ${trimmed.slice(field.length).trim()}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
