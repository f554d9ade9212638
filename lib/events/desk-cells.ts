import type { z } from "zod";
import type { Hub } from "@/lib/provider/schemas";
import type { meetingPointSchema } from "@/lib/booking/schema";
import type { BookingPolicy } from "@/lib/policy/rules";
import { fold } from "@/lib/geocoder/place";
import { localized, type Language } from "@/lib/i18n/localized";
import { messageRef } from "@/lib/i18n/message-ref";

/** The cells checked against what the desk knows: requesters, labels, reasons and a hub's meeting points. */

/** Text compared the way people mean it: no case, accents, punctuation or extra spaces. */
const same = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");

/** How many options a refusal lists before it stops. */
const LISTED = 10;
const list = (names: string[]) => (names.length > LISTED ? [...names.slice(0, LISTED), "…"] : names).join("; ");

type Bookable = { id: string; email: string; isDefault: boolean };

/** The requester a row names by email (or provider id), one the agent books for; the agent's default when empty. */
export function chooseRequester(cell: string | undefined, bookable: readonly Bookable[]): { requesterId: string } | { error: string } {
  const text = cell?.trim().toLowerCase() ?? "";
  if (!text) {
    const fallback = bookable.find((r) => r.isDefault) ?? (bookable.length === 1 ? bookable[0] : undefined);
    return fallback ? { requesterId: fallback.id } : { error: messageRef("events.check.requester.noDefault") };
  }
  const found = bookable.find((r) => r.email.toLowerCase() === text || r.id === text);
  return found ? { requesterId: found.id } : { error: messageRef("events.check.requester.notYours", { requester: cell!.trim() }) };
}

/** A label by its slug or its name, among the active ones; whether one is required is the booking schema's rule. */
export function matchLabel(
  cell: string | undefined,
  active: readonly { slug: string; name: string }[],
  policy: BookingPolicy,
): { labelSlug: string | null } | { error: string } {
  const text = cell?.trim() ?? "";
  if (!text) return { labelSlug: null };
  if (!policy.labelsEnabled) return { error: messageRef("booking.policy.labelsOff") };
  const found = active.find((l) => l.slug === text) ?? active.find((l) => same(l.name) === same(text) || same(l.slug) === same(text));
  return found ? { labelSlug: found.slug } : { error: messageRef("events.check.label.unknown", { label: text }) };
}

/**
 * The reason: one of the company's presets, written in any case; after a preset that takes words of
 * the agent's own, those words follow a colon ("Client visit: ACME"). With no presets, any words.
 * Whether a reason is required, or takes own words, is left to the booking schema.
 */
export function matchReason(cell: string | undefined, policy: BookingPolicy): { reason?: string; reasonDetail?: string } | { error: string } {
  const text = cell?.trim() ?? "";
  if (!text) return {};
  if (!policy.reasons.length) return { reason: text };
  const whole = policy.reasons.find((r) => same(r.text) === same(text));
  if (whole) return { reason: whole.text };
  const colon = text.indexOf(":");
  const preset = colon > 0 ? policy.reasons.find((r) => same(r.text) === same(text.slice(0, colon))) : undefined;
  if (preset) return { reason: preset.text, reasonDetail: text.slice(colon + 1).trim() || undefined };
  return { error: messageRef("events.check.reason.unknown", { options: list(policy.reasons.map((r) => r.text)) }) };
}

export type ChosenMeetingPoint = z.input<typeof meetingPointSchema>;

/**
 * The pickup's meeting point: at an airport or station with meeting points, the cell must name one
 * (its title in English or Spanish, or its id); anywhere else it must be empty. Names are written in
 * `language`, as the booking form writes them.
 */
export function matchMeetingPoint(
  cell: string | undefined,
  hub: Hub | null,
  language: Language,
): { meetingPoint: ChosenMeetingPoint | null } | { error: string } {
  const text = cell?.trim() ?? "";
  const points = hub?.meeting_points ?? [];
  if (!hub || !points.length) return text ? { error: messageRef("events.check.meetingPoint.notHub") } : { meetingPoint: null };
  const params = { hub: localized(hub.title, language), options: list(points.map((p) => localized(p.title, language))) };
  if (!text) return { error: messageRef("events.check.meetingPoint.required", params) };
  const point = points.find((p) => p.uid === text || Object.values(p.title).some((t) => same(t) === same(text)));
  if (!point) return { error: messageRef("events.check.meetingPoint.unknown", { ...params, meetingPoint: text }) };
  return {
    meetingPoint: {
      id: point.uid,
      loc: [point.coordinates.latitude, point.coordinates.longitude],
      name: localized(point.title, language),
      locationId: hub.location_id,
    },
  };
}
