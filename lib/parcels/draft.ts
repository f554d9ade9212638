import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "@/lib/zod";

/**
 * A parcel as the desk describes it, checked the same way in the form and on the server.
 * Isomorphic: the form validates with it as the agent types; every action validates again.
 */

const MAX_TEXT = 500;

/** A contact's phone, any kind (an office's landline is fine), stored as E.164. */
export const contactPhone = z
  .string()
  .trim()
  .min(1, "Enter a phone number for the contact.")
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, "ES");
    if (!phone || !phone.isValid()) {
      ctx.addIssue({ code: "custom", message: "Enter a valid phone number, with its country code if it is not Spanish (e.g. +44 20 7946 0958)." });
      return z.NEVER;
    }
    return phone.number as string;
  });

const coordinate = (min: number, max: number, what: string) => z.number({ error: `Enter the ${what}.` }).min(min, `The ${what} must be between ${min} and ${max}.`).max(max, `The ${what} must be between ${min} and ${max}.`);

/** Where a parcel is picked up or left: by address, coordinates, a saved place or a provider hub. Exactly one. */
export const parcelPlaceSchema = z
  .object({
    kind: z.enum(["address", "coordinates", "place", "hub"]),
    label: z.string().trim().min(1, "Choose or type the place.").max(MAX_TEXT),
    addr: z.string().trim().min(5, "Type the full address, with street, number and city.").max(MAX_TEXT).optional(),
    loc: z.object({ lat: coordinate(-90, 90, "latitude"), lon: coordinate(-180, 180, "longitude") }).optional(),
    hubExternalId: z.string().trim().min(1).max(200).optional(),
    contactName: z.string().trim().min(1, "Enter who hands over or receives the parcel.").max(200),
    contactPhone,
    instr: z
      .string()
      .trim()
      .max(MAX_TEXT, `Keep instructions under ${MAX_TEXT} characters.`)
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .default(null),
  })
  .superRefine((p, ctx) => {
    const given = [p.addr, p.loc, p.hubExternalId].filter((v) => v !== undefined).length;
    const wanted = p.kind === "address" ? "addr" : p.kind === "hub" ? "hubExternalId" : "loc";
    if (given !== 1 || p[wanted] === undefined) ctx.addIssue({ code: "custom", path: [wanted], message: p.kind === "address" ? "Type the full address." : p.kind === "hub" ? "Choose a hub." : "Choose the place on the map or enter its coordinates." });
  });
export type ParcelPlaceInput = z.input<typeof parcelPlaceSchema>;

const whole = (what: string, max: number) => z.number({ error: `Enter the ${what}.` }).int(`The ${what} is a whole number.`).min(1, `The ${what} must be at least 1.`).max(max, `The ${what} must be at most ${max}.`);

export const parcelDraftSchema = z
  .object({
    description: z.string().trim().min(1, "Say what is being sent, e.g. “Visitor badge for Ana”.").max(200),
    pickup: parcelPlaceSchema,
    dropoff: parcelPlaceSchema,
    /** Centimetres; all three or none. */
    dimensions: z.object({ height: whole("height", 300), length: whole("length", 300), width: whole("width", 300) }).nullable().default(null),
    weightGrams: whole("weight", 100_000).nullable().default(null),
    /** RFC 3339; both or neither. */
    deliveryFrom: z.iso.datetime({ offset: true, error: "Enter when the delivery window opens." }).nullable().default(null),
    deliveryTo: z.iso.datetime({ offset: true, error: "Enter when the delivery window closes." }).nullable().default(null),
  })
  .superRefine((d, ctx) => {
    if ((d.deliveryFrom === null) !== (d.deliveryTo === null)) ctx.addIssue({ code: "custom", path: [d.deliveryFrom === null ? "deliveryFrom" : "deliveryTo"], message: "Give both ends of the delivery window, or neither." });
    if (d.deliveryFrom && d.deliveryTo && Date.parse(d.deliveryTo) <= Date.parse(d.deliveryFrom)) ctx.addIssue({ code: "custom", path: ["deliveryTo"], message: "The window must close after it opens." });
  });
export type ParcelDraft = z.output<typeof parcelDraftSchema>;
export type ParcelDraftInput = z.input<typeof parcelDraftSchema>;

/** At most this many parcels are created in one go (the provider names no limit; this keeps a request small). */
export const MAX_PARCELS_PER_BATCH = 20;

export const parcelBatchSchema = z.object({
  parcels: z.array(parcelDraftSchema).min(1, "Add at least one parcel.").max(MAX_PARCELS_PER_BATCH, `Create at most ${MAX_PARCELS_PER_BATCH} parcels at a time.`),
});
