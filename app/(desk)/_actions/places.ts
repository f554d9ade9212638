"use server";

import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { locSchema } from "@/lib/booking/schema";
import { findSavedPlaces, savePlace } from "@/lib/booking/saved-queries";
import { labelOf, reversePlace, searchPlaces } from "@/lib/geocoder";

/** Address search: the desk's saved places first, then the geocoder's answers (or why it has none). */
export const searchPlacesAction = action(
  { role: "any", schema: z.object({ q: z.string().trim().min(2).max(200), near: locSchema.optional() }) },
  async ({ q, near }, ctx) => {
    const [saved, found] = await Promise.all([findSavedPlaces(ctx.db, q), searchPlaces(q, near)]);
    const mine = saved.map((p) => {
      const place = { name: p.name, addr: p.addr, num: p.num, city: p.city, postal_code: p.postalCode, country: p.country, loc: [p.lat, p.lng] as [number, number] };
      return { ...place, label: `${p.name} (saved) · ${labelOf({ ...place, name: null })}`, instr: p.instr, saved: true };
    });
    return { places: [...mine, ...found.places], source: found.source, unavailable: found.unavailable };
  },
);

const savePlaceSchema = z.object({
  name: z.string().trim().min(1, "Give the place a name.").max(120),
  loc: locSchema,
  addr: z.string().max(200).nullish(),
  num: z.string().max(20).nullish(),
  city: z.string().max(100).nullish(),
  postal_code: z.string().max(20).nullish(),
  country: z.string().max(60).nullish(),
  instr: z.string().max(500).nullish(),
});

/** Keeps a stop as a saved place, for the whole desk to reuse. */
export const savePlaceAction = action({ role: "any", schema: savePlaceSchema }, async (p, ctx) => {
  const row = await savePlace(ctx.db, {
    name: p.name, lat: p.loc[0], lng: p.loc[1], addr: p.addr ?? null, num: p.num ?? null, city: p.city ?? null,
    postalCode: p.postal_code ?? null, country: p.country ?? null, instr: p.instr ?? null, createdBy: ctx.user.id,
  });
  return { id: row.id, name: row.name };
});

export const reversePlaceAction = action({ role: "any", schema: z.object({ loc: locSchema }) }, async ({ loc }) => reversePlace(loc));
