import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Ctx } from "../context";
import { badRequest, json, notFound } from "../http";
import { zoneAt } from "../local-time";
import { HEX32, locSchema, parseOrThrow } from "../validate";
import { addSale, invoiceDate, newSaleCode } from "./records";
import { countryOfZone, SALE_CURRENCIES, SALES_TAX } from "./tax";

/**
 * The sandbox's own control over sales (not part of the provider's API): the provider issuing a
 * rectification, and rides charged to the company that were booked elsewhere (the provider's app, another tool).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const amount = z.number({ error: "must be a whole number (cents, or whole units for CLP)" }).int("must be a whole number (cents, or whole units for CLP)");
const day = z.string().regex(DATE, "must be a date as YYYY-MM-DD");

const settingsPatch = z.strictObject({
  close_after_ms: z
    .number()
    .int("must be a whole number of milliseconds")
    .min(0, "must be from 0 to 86400000 (a day)")
    .max(86_400_000, "must be from 0 to 86400000 (a day)")
    .optional(),
});

/** Sets how long after a drop off journeys booked from now on become terminated and get their sale; journeys booked earlier keep theirs. */
export function patchSalesSettings(ctx: Omit<Ctx, "clientId">, body: unknown): Response {
  Object.assign(ctx.state.sales_settings, parseOrThrow(settingsPatch, body));
  ctx.changes.set("sales_settings", ctx.state.sales_settings);
  return json(ctx.state.sales_settings);
}

const rectificationBody = z.strictObject({
  total: amount,
  discount: amount.optional(),
  description: z.string().max(500, "must be at most 500 characters").optional(),
  invoice_date: day.optional(),
});

/** Issues a rectification of a sale: a new sale in the same currency and tax, whose total corrects the first (often negative). */
export function rectifySale(ctx: Ctx, code: string, body: unknown): Response {
  const original = ctx.state.sales[code];
  if (!original || original.client_id !== ctx.clientId) throw notFound(`sale ${code}`);
  const b = parseOrThrow(rectificationBody, body);
  const newCode = newSaleCode(ctx.state.sales);
  const zone = original.sale.concept.type === "journey" ? zoneOfSale(original.sale.concept.type_object) : "Europe/Madrid";
  const saved = addSale(ctx, {
    code: newCode,
    client_id: ctx.clientId,
    requester_id: original.requester_id,
    journey_id: original.journey_id,
    sale: {
      code: newCode,
      currency: original.sale.currency,
      invoice_date: b.invoice_date ?? invoiceDate(ctx.now, zone),
      price_details: { ...original.sale.price_details, total: b.total, discount: b.discount ?? 0 },
      concept: { type: "rectification", type_object: { description: b.description ?? `Rectification of ${code}`, rectified_sale_id: code } },
    },
  });
  return json(saved.sale, 201);
}

const zoneOfSale = (o: Record<string, unknown>) => {
  const loc = (o.pickup as { loc?: [number, number] } | undefined)?.loc;
  return loc ? zoneAt(loc[0], loc[1]) : "Europe/Madrid";
};

const placeSchema = z.strictObject({ loc: locSchema, name: z.string().max(200).optional(), addr: z.string().max(200).optional() });

const outsideBody = z.strictObject({
  requester_id: z.string().regex(HEX32, "must be 32 lower-case hexadecimal characters (a user id without hyphens)"),
  charge_code: z.string().max(100, "must be at most 100 characters").optional(),
  start_at: z.iso.datetime({ error: "must be a date and time in ISO 8601, e.g. 2027-01-12T09:00:00Z" }),
  end_at: z.iso.datetime({ error: "must be a date and time in ISO 8601, e.g. 2027-01-12T09:30:00Z" }),
  pickup: placeSchema,
  dropoff: placeSchema,
  total: amount,
  currency: z.enum(SALE_CURRENCIES, { error: `must be one of ${SALE_CURRENCIES.join(", ")}` }).optional(),
  region: z.string().max(100).optional(),
  journey_id: z.uuid("must be a UUID").optional(),
  invoice_date: day.optional(),
});

/** A sale for a ride booked outside the app: a journey the sandbox never saw, charged to a company user. */
export function addOutsideSale(ctx: Ctx, body: unknown): Response {
  const b = parseOrThrow(outsideBody, body);
  if (!ctx.state.users.some((u) => u.id === b.requester_id)) throw badRequest("requester_id", `"${b.requester_id}" is not a user of this company`);
  if (Date.parse(b.end_at) < Date.parse(b.start_at)) throw badRequest("end_at", "must not be before start_at");
  const zone = zoneAt(b.pickup.loc[0], b.pickup.loc[1]);
  const country = countryOfZone(zone);
  if (!country) throw badRequest("pickup.loc", `is in no country the sandbox bills (time zone ${zone})`);
  const tax = SALES_TAX[country]!;
  const code = newSaleCode(ctx.state.sales);
  const journeyId = b.journey_id ?? randomUUID();
  const stop = (p: z.infer<typeof placeSchema>, i: number, at: string) => ({ id: `${journeyId}-${i}`, ...p, contacts: [], hit_at: at });
  const saved = addSale(ctx, {
    code,
    client_id: ctx.clientId,
    requester_id: b.requester_id,
    journey_id: journeyId,
    sale: {
      code,
      currency: b.currency ?? tax.currency,
      invoice_date: b.invoice_date ?? invoiceDate(Math.max(ctx.now, Date.parse(b.end_at)), zone),
      price_details: { total: b.total, discount: 0, tax_rate: tax.tax_rate, tax_type: tax.tax_type },
      concept: {
        type: "journey",
        type_object: {
          id: journeyId,
          charge_code: b.charge_code ?? "",
          country,
          description: "Ride booked in the provider's app",
          region: b.region ?? zone.split("/").pop()!.toLowerCase(),
          start_at: new Date(b.start_at).toISOString(),
          end_at: new Date(b.end_at).toISOString(),
          pickup: stop(b.pickup, 0, new Date(b.start_at).toISOString()),
          dropoff: stop(b.dropoff, 1, new Date(b.end_at).toISOString()),
        },
      },
    },
  });
  return json(saved.sale, 201);
}
