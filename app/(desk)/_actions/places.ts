"use server";

import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { locSchema } from "@/lib/booking/schema";
import { savePlace } from "@/lib/booking/saved-queries";

const savePlaceSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messageRef("booking.place.nameMissing"))
    .max(120, messageRef("booking.tooLong.placeName", { max: 120 })),
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
    name: p.name,
    lat: p.loc[0],
    lng: p.loc[1],
    addr: p.addr ?? null,
    num: p.num ?? null,
    city: p.city ?? null,
    postalCode: p.postal_code ?? null,
    country: p.country ?? null,
    instr: p.instr ?? null,
    createdBy: ctx.user.id,
  });
  return { id: row.id, name: row.name };
});
