import { z } from "@/lib/zod";
import { messageRef } from "@/lib/i18n/message-ref";
import { LOCALES } from "@/lib/locales";
import { GUEST_CHANNELS } from "@/lib/channels";
import { isMobileError, parseMobile } from "@/lib/phone";
import { MAX_REASON_LENGTH, presetOf, sentReason, type BookingPolicy } from "@/lib/policy/rules";
import { MAX_STOPS, MIN_STOPS, samePointProblems } from "./stops";

/**
 * The booking form's rules: the form validates with them, and the server action again. Their
 * refusals are message references (lib/i18n/message-ref.ts), worded in errors.json under "booking".
 */

const HEX32 = /^[a-f0-9]{32}$/;

/** A place's coordinates, [latitude, longitude]. (Kept out of ./stops so the page loads no zod for it.) */
export const locSchema = z
  .tuple([z.number(), z.number()], { error: messageRef("booking.place.missing") })
  .refine(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180, messageRef("booking.place.impossible"));

/** Optional text of at most `max` characters; `tooLong` is the key of its refusal, which takes `max`. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, messageRef(tooLong, { max }))
    .optional()
    .transform((v) => v || undefined);

/** Refuses stops that repeat a place, with the complaint next to the stop to change ("stops.2.label"). */
export function refineDistinctStops(locs: readonly (readonly number[])[], ctx: z.RefinementCtx) {
  for (const [i, message] of samePointProblems(locs)) ctx.addIssue({ code: "custom", path: ["stops", i, "label"], message });
}

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messageRef("booking.contact.name"))
    .max(120, messageRef("booking.contact.nameTooLong", { max: 120 })),
  mobile: z.string().trim().min(1, messageRef("booking.contact.mobile")),
});

export const meetingPointSchema = z.object({
  id: z.string().min(1),
  loc: locSchema,
  name: z.string().min(1),
  locationId: z.string().min(1),
});

export const stopSchema = z.object({
  key: z.string().min(1),
  loc: locSchema,
  label: z.string().max(300),
  addr: z.string().max(200).optional(),
  num: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  postal_code: z.string().max(20).optional(),
  country: z.string().max(60).optional(),
  name: optionalText(120, "booking.tooLong.placeName"),
  instr: optionalText(500, "booking.tooLong.instructions"),
  contacts: z
    .array(contactSchema)
    .max(5, messageRef("booking.contact.tooMany", { max: 5 }))
    .default([]),
  meetingPoint: meetingPointSchema.nullable().default(null),
});
export type StopInput = z.input<typeof stopSchema>;

export const riderSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("user"), id: z.string().regex(HEX32, messageRef("booking.rider.user")) }),
  z.object({
    kind: z.literal("guest"),
    name: z
      .string()
      .trim()
      .min(1, messageRef("booking.rider.name"))
      .max(120, messageRef("booking.rider.nameTooLong", { max: 120 })),
    mobile: z.string().trim().min(1, messageRef("booking.rider.mobile")),
    email: z.union([z.literal(""), z.email(messageRef("booking.rider.email"))]).optional(),
    /** The guest's language, one of the desk's; sent to the provider as the rider's locale. */
    language: z.enum(LOCALES, messageRef("booking.rider.language")).default("en"),
    /** How the guest is told about the ride by itself: none, or any of SMS, WhatsApp and email. */
    channels: z
      .array(z.enum(GUEST_CHANNELS, messageRef("booking.rider.channel")))
      .max(GUEST_CHANNELS.length)
      .default([])
      .transform((c) => [...new Set(c)]),
  }),
]);

export const whenSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("asap") }),
  z.object({
    kind: z.literal("reserved"),
    date: z.iso.date(messageRef("booking.when.date")),
    time: z.string().regex(/^\d{2}:\d{2}$/, messageRef("booking.when.time")),
  }),
  /** The guest calls the car when ready, within a window on the pickup's clock (./ready-window.ts). */
  z.object({
    kind: z.literal("guest_ready"),
    date: z.iso.date(messageRef("booking.when.date")),
    from: z.string().regex(/^\d{2}:\d{2}$/, messageRef("booking.when.time")),
    until: z.string().regex(/^\d{2}:\d{2}$/, messageRef("booking.when.time")),
    /** The agent lets the guest be picked up where they are, as near the planned pickup as the policy allows. */
    guestPosition: z.boolean().optional(),
  }),
]);

/** Every field of a booking; the company's rules on reason, label and driver are added by bookingSchemaFor. */
const bookingFields = z.object({
  intentId: z.uuid(),
  requesterId: z.string().regex(HEX32, messageRef("booking.requester")),
  when: whenSchema,
  stops: z
    .array(stopSchema)
    .min(MIN_STOPS, messageRef("booking.stops.tooFew", { min: MIN_STOPS }))
    .max(MAX_STOPS, messageRef("booking.stops.tooMany", { max: MAX_STOPS })),
  /** The estimate the agent chose from: its product, when the server made it, and the server's seal over both. */
  estimate: z.object({
    productId: z.string().min(1, messageRef("booking.chooseRide")),
    productName: z.string().max(200),
    price: z.object({ amount: z.number().int(), currency: z.string().max(3) }).nullable(),
    createdAt: z.number().int(),
    seal: z.string().max(100),
  }),
  rider: riderSchema,
  message: optionalText(1000, "booking.tooLong.message"),
  /** The preset reason chosen, or the agent's own words when the company has no presets. */
  reason: optionalText(MAX_REASON_LENGTH, "booking.tooLong.reason"),
  /** The agent's own words after a preset that allows them. */
  reasonDetail: optionalText(300, "booking.tooLong.reasonDetail"),
  labelSlug: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || null),
  preferredDriverId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || HEX32.test(v), messageRef("booking.driverId")),
  saveGuest: z.boolean().default(false),
  /** The booking this one is made again from (rebook or return trip). */
  rebookOf: z.uuid().optional(),
});

/** The rules that hold whatever the company's policy: distinct stops and valid mobiles. */
function refineBooking(b: z.output<typeof bookingFields>, ctx: z.RefinementCtx) {
  refineDistinctStops(
    b.stops.map((s) => s.loc),
    ctx,
  );
  if (b.rider.kind === "guest" && isMobileError(parseMobile(b.rider.mobile))) {
    ctx.addIssue({ code: "custom", path: ["rider", "mobile"], message: (parseMobile(b.rider.mobile) as { error: string }).error });
  }
  if (b.rider.kind === "guest" && b.rider.channels.includes("email") && !b.rider.email) {
    ctx.addIssue({ code: "custom", path: ["rider", "email"], message: messageRef("booking.rider.emailForMessages") });
  }
  b.stops.forEach((s, i) =>
    s.contacts.forEach((c, j) => {
      const m = parseMobile(c.mobile);
      if (isMobileError(m)) ctx.addIssue({ code: "custom", path: ["stops", i, "contacts", j, "mobile"], message: m.error });
    }),
  );
}

/**
 * The booking's rules under a company's policy: the form validates with them as the agent types,
 * and the booking action again with the policy it reads from the database, whatever was sent.
 * Policy rules sit on their own fields so they show alongside every other field's complaint.
 */
export function bookingSchemaFor(policy: BookingPolicy) {
  const presets = policy.reasons;
  const reason = bookingFields.shape.reason.superRefine((v, ctx) => {
    if (!v) {
      if (policy.reasonRequired)
        ctx.addIssue({ code: "custom", message: presets.length ? messageRef("booking.policy.chooseReason") : messageRef("booking.policy.enterReason") });
    } else if (presets.length && !presetOf(policy, v)) {
      ctx.addIssue({ code: "custom", message: messageRef("booking.policy.unknownReason") });
    }
  });
  const labelSlug = bookingFields.shape.labelSlug.superRefine((v, ctx) => {
    if (v && !policy.labelsEnabled) ctx.addIssue({ code: "custom", message: messageRef("booking.policy.labelsOff") });
    if (!v && policy.labelsEnabled && policy.labelRequired) ctx.addIssue({ code: "custom", message: messageRef("booking.policy.chooseLabel") });
  });
  const preferredDriverId = bookingFields.shape.preferredDriverId.refine((v) => v === null || policy.ownFleet, messageRef("booking.policy.ownFleetOnly"));
  return bookingFields.extend({ reason, labelSlug, preferredDriverId }).superRefine((b, ctx) => {
    refineBooking(b, ctx);
    if (b.reasonDetail) {
      const preset = presetOf(policy, b.reason);
      if (!presets.length || (preset && !preset.freeText))
        ctx.addIssue({ code: "custom", path: ["reasonDetail"], message: messageRef("booking.policy.noOwnWords") });
      else if ((sentReason(b.reason, b.reasonDetail) ?? "").length > MAX_REASON_LENGTH)
        ctx.addIssue({ code: "custom", path: ["reasonDetail"], message: messageRef("booking.policy.reasonTooLong", { max: MAX_REASON_LENGTH }) });
    }
  });
}

/** The shape every booking must have under any policy: checked before the policy is read. */
export const bookingSchema = bookingFields.superRefine(refineBooking);
export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;

const clean = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== "" && v !== null)) as Partial<T>;

/**
 * The provider's journey request for a booking. One contact goes in `contact`, several in
 * `contacts` (never both); a meeting point travels with its hub's location_id.
 */
export function toJourneyRequest(b: Booking, startAt: string | null) {
  return {
    product_id: b.estimate.productId,
    requester_id: b.requesterId,
    rider:
      b.rider.kind === "user"
        ? { id: b.rider.id }
        : (() => {
            const m = parseMobile(b.rider.mobile) as { mobile_cc: string; mobile_num: string };
            return clean({
              name: b.rider.name,
              email: b.rider.email || undefined,
              locale: b.rider.language,
              mobile: { mobile_cc: m.mobile_cc, mobile_num: m.mobile_num },
            });
          })(),
    start_at: startAt,
    stops: b.stops.map((s) => {
      const contacts = s.contacts.map((c) => {
        const m = parseMobile(c.mobile) as { mobile_cc: string; mobile_num: string };
        return { name: c.name, mobile_cc: m.mobile_cc, mobile_num: m.mobile_num };
      });
      return {
        loc: s.loc,
        ...clean({ addr: s.addr, num: s.num, city: s.city, postal_code: s.postal_code, country: s.country, name: s.name, instr: s.instr }),
        ...(contacts.length === 1 ? { contact: contacts[0] } : contacts.length > 1 ? { contacts } : {}),
        ...(s.meetingPoint
          ? { location_id: s.meetingPoint.locationId, meeting_point: { id: s.meetingPoint.id, loc: s.meetingPoint.loc, name: s.meetingPoint.name } }
          : {}),
      };
    }),
    ...(b.message ? { message: b.message } : {}),
    ...(b.reason ? { reason: sentReason(b.reason, b.reasonDetail) } : {}),
    label_slug: b.labelSlug,
    ...(b.preferredDriverId ? { preferred_driver_id: b.preferredDriverId } : {}),
  };
}
