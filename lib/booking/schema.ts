import { z } from "@/lib/zod";
import { isMobileError, parseMobile } from "./phone";
import { MAX_REASON_LENGTH, presetOf, sentReason, type BookingPolicy } from "@/lib/policy/rules";
import { MAX_STOPS, MIN_STOPS, samePointProblems } from "./stops";

/** The booking form's rules: the form validates with them, and the server action again. */

const HEX32 = /^[a-f0-9]{32}$/;

/** A place's coordinates, [latitude, longitude]. (Kept out of ./stops so the page loads no zod for it.) */
export const locSchema = z
  .tuple([z.number(), z.number()], { error: "Choose a place on the map or from the search." })
  .refine(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180, "That place has impossible coordinates.");

const optionalText = (max: number, what: string) =>
  z.string().trim().max(max, `${what} can be at most ${max} characters.`).optional().transform((v) => v || undefined);

/** Refuses stops that repeat a place, with the complaint next to the stop to change ("stops.2.label"). */
export function refineDistinctStops(locs: readonly (readonly number[])[], ctx: z.RefinementCtx) {
  for (const [i, message] of samePointProblems(locs)) ctx.addIssue({ code: "custom", path: ["stops", i, "label"], message });
}

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Enter the contact's name.").max(120),
  mobile: z.string().trim().min(1, "Enter the contact's mobile number."),
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
  name: optionalText(120, "A saved-place name"),
  instr: optionalText(500, "Instructions"),
  contacts: z.array(contactSchema).max(5, "A stop can have at most 5 contacts.").default([]),
  meetingPoint: meetingPointSchema.nullable().default(null),
});
export type StopInput = z.input<typeof stopSchema>;

export const riderSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("user"), id: z.string().regex(HEX32, "Choose a company user.") }),
  z.object({
    kind: z.literal("guest"),
    name: z.string().trim().min(1, "Enter the guest's name.").max(120),
    mobile: z.string().trim().min(1, "Enter the guest's mobile number: the driver and the guest need it."),
    email: z.union([z.literal(""), z.email("Enter a valid email address.")]).optional(),
    language: z.enum(["en", "es"]).default("en"),
  }),
]);

export const whenSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("asap") }),
  z.object({ kind: z.literal("reserved"), date: z.iso.date("Choose a date."), time: z.string().regex(/^\d{2}:\d{2}$/, "Choose a time.") }),
]);

/** Every field of a booking; the company's rules on reason, label and driver are added by bookingSchemaFor. */
const bookingFields = z.object({
  intentId: z.uuid(),
  requesterId: z.string().regex(HEX32, "Choose who the ride is booked for."),
  when: whenSchema,
  stops: z
    .array(stopSchema)
    .min(MIN_STOPS, `Add at least ${MIN_STOPS} stops: a pickup and a destination.`)
    .max(MAX_STOPS, `A ride can have at most ${MAX_STOPS} stops.`),
  /** The estimate the agent chose from: its product, when the server made it, and the server's seal over both. */
  estimate: z.object({
    productId: z.string().min(1, "Choose a ride."),
    productName: z.string().max(200),
    price: z.object({ amount: z.number().int(), currency: z.string().max(3) }).nullable(),
    createdAt: z.number().int(),
    seal: z.string().max(100),
  }),
  rider: riderSchema,
  message: optionalText(1000, "The message"),
  /** The preset reason chosen, or the agent's own words when the company has no presets. */
  reason: optionalText(MAX_REASON_LENGTH, "The reason"),
  /** The agent's own words after a preset that allows them. */
  reasonDetail: optionalText(300, "The words after the reason"),
  labelSlug: z.string().trim().max(100).optional().transform((v) => v || null),
  preferredDriverId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || HEX32.test(v), "A driver id is 32 letters a–f and digits, without hyphens."),
  saveGuest: z.boolean().default(false),
  /** The booking this one is made again from (rebook or return trip). */
  rebookOf: z.uuid().optional(),
});

/** The rules that hold whatever the company's policy: distinct stops and valid mobiles. */
function refineBooking(b: z.output<typeof bookingFields>, ctx: z.RefinementCtx) {
  refineDistinctStops(b.stops.map((s) => s.loc), ctx);
  if (b.rider.kind === "guest" && isMobileError(parseMobile(b.rider.mobile))) {
    ctx.addIssue({ code: "custom", path: ["rider", "mobile"], message: (parseMobile(b.rider.mobile) as { error: string }).error });
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
      if (policy.reasonRequired) ctx.addIssue({ code: "custom", message: presets.length ? "Choose a reason: the company asks for one on every ride." : "Enter a reason: the company asks for one on every ride." });
    } else if (presets.length && !presetOf(policy, v)) {
      ctx.addIssue({ code: "custom", message: "Choose one of the company's reasons." });
    }
  });
  const labelSlug = bookingFields.shape.labelSlug.superRefine((v, ctx) => {
    if (v && !policy.labelsEnabled) ctx.addIssue({ code: "custom", message: "Labels are turned off for this company: leave the label empty." });
    if (!v && policy.labelsEnabled && policy.labelRequired) ctx.addIssue({ code: "custom", message: "Choose a label: the company asks for one on every ride." });
  });
  const preferredDriverId = bookingFields.shape.preferredDriverId.refine((v) => v === null || policy.ownFleet, "A preferred driver is only for companies with their own fleet.");
  return bookingFields.extend({ reason, labelSlug, preferredDriverId }).superRefine((b, ctx) => {
    refineBooking(b, ctx);
    if (b.reasonDetail) {
      const preset = presetOf(policy, b.reason);
      if (!presets.length || (preset && !preset.freeText)) ctx.addIssue({ code: "custom", path: ["reasonDetail"], message: "This reason takes no words of your own: leave them out." });
      else if ((sentReason(b.reason, b.reasonDetail) ?? "").length > MAX_REASON_LENGTH) ctx.addIssue({ code: "custom", path: ["reasonDetail"], message: `The reason and your words can be at most ${MAX_REASON_LENGTH} characters together.` });
    }
  });
}

/** The shape every booking must have under any policy: checked before the policy is read. */
export const bookingSchema = bookingFields.superRefine(refineBooking);
export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;

const clean = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== "" && v !== null)) as Partial<T>;

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
            return clean({ name: b.rider.name, email: b.rider.email || undefined, locale: b.rider.language, mobile: { mobile_cc: m.mobile_cc, mobile_num: m.mobile_num } });
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
        ...(s.meetingPoint ? { location_id: s.meetingPoint.locationId, meeting_point: { id: s.meetingPoint.id, loc: s.meetingPoint.loc, name: s.meetingPoint.name } } : {}),
      };
    }),
    ...(b.message ? { message: b.message } : {}),
    ...(b.reason ? { reason: sentReason(b.reason, b.reasonDetail) } : {}),
    label_slug: b.labelSlug,
    ...(b.preferredDriverId ? { preferred_driver_id: b.preferredDriverId } : {}),
  };
}
