import { messageRef } from "@/lib/i18n/message-ref";
import { parsePhone } from "@/lib/phone";
import { z } from "@/lib/zod";

/**
 * A parcel as the desk describes it, checked the same way in the form and on the server.
 * Isomorphic: the form validates with it as the agent types; every action validates again. Its
 * refusals are message references (lib/i18n/message-ref.ts) with their words in errors.json ("parcels.draft").
 */

const MAX_TEXT = 500;
const MAX_NAME = 200;

const tooLong = (max: number) => messageRef("parcels.draft.tooLong", { max });

/** A contact's phone, any kind (an office's landline is fine), stored as E.164. */
export const contactPhone = z
  .string()
  .trim()
  .min(1, messageRef("parcels.draft.phoneRequired"))
  .transform((value, ctx) => {
    const phone = parsePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: messageRef("parcels.draft.phoneInvalid", { example: "+44 20 7946 0958" }) });
      return z.NEVER;
    }
    return phone;
  });

const coordinate = (min: number, max: number, what: "latitude" | "longitude") =>
  z
    .number({ error: messageRef("parcels.draft.coordinateMissing", { what }) })
    .min(min, messageRef("parcels.draft.coordinateRange", { what, min, max }))
    .max(max, messageRef("parcels.draft.coordinateRange", { what, min, max }));

/** Where a parcel is picked up or left: by address, coordinates, a saved place or a provider hub. Exactly one. */
export const parcelPlaceSchema = z
  .object({
    kind: z.enum(["address", "coordinates", "place", "hub"]),
    label: z.string().trim().min(1, messageRef("parcels.draft.placeRequired")).max(MAX_TEXT, tooLong(MAX_TEXT)),
    addr: z.string().trim().min(5, messageRef("parcels.draft.addressIncomplete")).max(MAX_TEXT, tooLong(MAX_TEXT)).optional(),
    loc: z.object({ lat: coordinate(-90, 90, "latitude"), lon: coordinate(-180, 180, "longitude") }).optional(),
    hubExternalId: z.string().trim().min(1, messageRef("parcels.draft.hubRequired")).max(MAX_NAME, tooLong(MAX_NAME)).optional(),
    contactName: z.string().trim().min(1, messageRef("parcels.draft.contactRequired")).max(MAX_NAME, tooLong(MAX_NAME)),
    contactPhone,
    instr: z
      .string()
      .trim()
      .max(MAX_TEXT, messageRef("parcels.draft.instructionsTooLong", { max: MAX_TEXT }))
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .default(null),
  })
  .superRefine((p, ctx) => {
    const given = [p.addr, p.loc, p.hubExternalId].filter((v) => v !== undefined).length;
    const wanted = p.kind === "address" ? "addr" : p.kind === "hub" ? "hubExternalId" : "loc";
    if (given !== 1 || p[wanted] === undefined)
      ctx.addIssue({
        code: "custom",
        path: [wanted],
        message: messageRef(
          p.kind === "address" ? "parcels.draft.addressRequired" : p.kind === "hub" ? "parcels.draft.hubRequired" : "parcels.draft.placeOrCoordinates",
        ),
      });
  });
export type ParcelPlaceInput = z.input<typeof parcelPlaceSchema>;

type Measure = "height" | "length" | "width" | "weight";
const whole = (what: Measure, max: number) =>
  z
    .number({ error: messageRef("parcels.draft.measureMissing", { what }) })
    .int(messageRef("parcels.draft.measureWhole", { what }))
    .min(1, messageRef("parcels.draft.measureMin", { what }))
    .max(max, messageRef("parcels.draft.measureMax", { what, max }));

export const parcelDraftSchema = z
  .object({
    description: z.string().trim().min(1, messageRef("parcels.draft.descriptionRequired")).max(MAX_NAME, tooLong(MAX_NAME)),
    pickup: parcelPlaceSchema,
    dropoff: parcelPlaceSchema,
    /** Centimetres; all three or none. */
    dimensions: z
      .object({ height: whole("height", 300), length: whole("length", 300), width: whole("width", 300) })
      .nullable()
      .default(null),
    weightGrams: whole("weight", 100_000).nullable().default(null),
    /** RFC 3339; both or neither. */
    deliveryFrom: z.iso
      .datetime({ offset: true, error: messageRef("parcels.draft.windowOpensMissing") })
      .nullable()
      .default(null),
    deliveryTo: z.iso
      .datetime({ offset: true, error: messageRef("parcels.draft.windowClosesMissing") })
      .nullable()
      .default(null),
  })
  .superRefine((d, ctx) => {
    if ((d.deliveryFrom === null) !== (d.deliveryTo === null))
      ctx.addIssue({ code: "custom", path: [d.deliveryFrom === null ? "deliveryFrom" : "deliveryTo"], message: messageRef("parcels.draft.windowHalf") });
    if (d.deliveryFrom && d.deliveryTo && Date.parse(d.deliveryTo) <= Date.parse(d.deliveryFrom))
      ctx.addIssue({ code: "custom", path: ["deliveryTo"], message: messageRef("parcels.draft.windowBackwards") });
  });
export type ParcelDraft = z.output<typeof parcelDraftSchema>;
export type ParcelDraftInput = z.input<typeof parcelDraftSchema>;

/** At most this many parcels are created in one go (the provider names no limit; this keeps a request small). */
export const MAX_PARCELS_PER_BATCH = 20;

export const parcelBatchSchema = z.object({
  parcels: z
    .array(parcelDraftSchema)
    .min(1, messageRef("parcels.draft.noParcels"))
    .max(MAX_PARCELS_PER_BATCH, messageRef("parcels.draft.tooManyParcels", { max: MAX_PARCELS_PER_BATCH })),
});
