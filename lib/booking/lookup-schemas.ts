import { z } from "@/lib/zod";
import { locSchema } from "./schema";

/** The queries of the booking form's GET routes (see ./lookups), checked before anything is read. */

const NUMBER = "-?\\d+(?:\\.\\d+)?(?:e-?\\d+)?";
const decimal = z
  .string()
  .regex(new RegExp(`^${NUMBER}$`, "i"), "must be a decimal number")
  .transform(Number);
const latLngText = z
  .string()
  .regex(new RegExp(`^${NUMBER},${NUMBER}$`, "i"), "must be latitude,longitude")
  .transform((text) => text.split(",").map(Number) as [number, number])
  .pipe(locSchema);

/** ?q=…&near=lat,lng */
export const placeSearchQuerySchema = z.strictObject({ q: z.string().trim().min(2).max(200), near: latLngText.optional() });

/** ?lat=…&lng=… */
export const pointQuerySchema = z
  .strictObject({ lat: decimal, lng: decimal })
  .transform(({ lat, lng }): [number, number] => [lat, lng])
  .pipe(locSchema);
