import { messageRef } from "@/lib/i18n/message-ref";
import { currencyDigits, decimalToMinor, minorToDecimal } from "@/lib/money";
import { z } from "@/lib/zod";
import { FALLBACKS, OUTCOMES, PERIODS, RIDE_RULES, type AreaZone, type RideRule, type RuleOverrides, type SpendRules, type Weekday } from "./rules";
import { cornerLine, MAX_AREA_ZONES, MAX_ZONE_CORNERS, zoneCorners } from "./zone-corners";

/**
 * The Policy page's spend rules and budgets as an admin types them, shared by the forms
 * (zodResolver) and the actions (parse). Amounts are typed as decimals in their currency and leave
 * as integer minor units; each refusal is a message at its field. Isomorphic and pure.
 */

/** The most one ride may be capped at, and one budget set to, in whole units of any currency: past these it is a typo. */
export const MAX_RIDE_PRICE = 1_000_000;
export const MAX_BUDGET = 100_000_000;
export const MAX_RIDES_PER_REQUESTER = 10_000;
export const MAX_PRODUCTS = 50;
export const ASAP_MINUTES = { min: 1, max: 60 } as const;
/** An allowed area's radius around a saved place, in km: under 100 m is a doorstep, over 100 km no limit at all. */
export const RADIUS_KM = { min: 0.1, max: 100 } as const;
export const MAX_AREA_PLACES = 50;

/** The currencies the page offers first: those of the markets the ride service works in. */
export const COMMON_CURRENCIES = ["EUR", "USD", "GBP", "BRL", "MXN", "ARS", "CLP", "COP", "PEN", "UYU"] as const;

/** Whether a code is an ISO 4217 currency the runtime knows (and so can write and count in). */
export function knownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

const outcome = z.enum(OUTCOMES);
const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
const ref = (key: string, params?: Record<string, string | number>) => messageRef(`spend.input.${key}`, params);

type Ctx = z.RefinementCtx;

/** A currency code at `path`, in capitals, or an issue there. */
function checkCurrency(ctx: Ctx, path: (string | number)[], code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) ctx.addIssue({ code: "custom", path, message: ref("currencyCode") });
  else if (!knownCurrency(upper)) ctx.addIssue({ code: "custom", path, message: ref("currencyUnknown", { currency: upper }) });
  else return upper;
  return null;
}

/** A typed amount in minor units, above zero and at most `max` whole units, or an issue at `path`. */
function checkAmount(ctx: Ctx, path: (string | number)[], text: string, currency: string | null, max: number): number | null {
  if (text.trim() === "") {
    ctx.addIssue({ code: "custom", path, message: ref("amountMissing") });
    return null;
  }
  // Without a valid currency the decimals cannot be judged; its own field says why.
  const parsed = decimalToMinor(text, currency ?? "EUR");
  if (!parsed.ok) {
    const digits = currencyDigits(currency ?? "EUR");
    const message =
      parsed.problem === "tooManyDecimals"
        ? ref("amountDecimals", { digits, currency: currency ?? "" })
        : ref(parsed.problem === "negative" ? "amountNegative" : "amountNotNumber");
    if (currency || parsed.problem !== "tooManyDecimals") ctx.addIssue({ code: "custom", path, message });
    return null;
  }
  if (parsed.minor === 0) ctx.addIssue({ code: "custom", path, message: ref("amountZero") });
  else if (currency && parsed.minor > max * 10 ** currencyDigits(currency))
    ctx.addIssue({ code: "custom", path, message: ref("amountTooLarge", { max, currency }) });
  else return parsed.minor;
  return null;
}

/** A typed radius in km ("2", "0.5" or "0,5"), or null when it is no plain number. */
function radiusOf(text: string): number | null {
  const t = text.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

/** The ride rules' fields: each rule switched on or off, with its limit and what a ride outside it does. */
const rideRuleFields = {
  maxPrice: z.object({ on: z.boolean(), amount: z.string().max(40), currency: z.string().max(8), outcome }),
  products: z.object({
    on: z.boolean(),
    allowed: z.array(z.string().max(80, ref("productTooLong", { max: 80 }))).max(MAX_PRODUCTS, ref("tooManyProducts", { max: MAX_PRODUCTS })),
    outcome,
  }),
  hours: z.object({ on: z.boolean(), days: z.array(z.number().int().min(1).max(7)).max(7), from: z.string().max(5), to: z.string().max(5), outcome }),
  ridesPerRequester: z.object({ on: z.boolean(), count: z.string().max(12), period: z.enum(PERIODS), outcome }),
  area: z.object({
    on: z.boolean(),
    places: z
      .array(z.object({ name: z.string().max(200), lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), radius: z.string().max(12) }))
      .max(MAX_AREA_PLACES, ref("tooManyPlaces", { max: MAX_AREA_PLACES })),
    zones: z
      .array(z.object({ name: z.string().max(100, ref("zoneNameTooLong", { max: 100 })), corners: z.string().max(20_000) }))
      .max(MAX_AREA_ZONES, ref("tooManyZones", { max: MAX_AREA_ZONES }))
      .default([]),
    outcome,
  }),
};
type RideRuleFields = { [K in RideRule]: z.output<(typeof rideRuleFields)[K]> };

/** Each ride rule that is on, checked at its fields. */
function checkRideRules(r: RideRuleFields, ctx: Ctx) {
  if (r.maxPrice.on) {
    const currency = checkCurrency(ctx, ["maxPrice", "currency"], r.maxPrice.currency);
    checkAmount(ctx, ["maxPrice", "amount"], r.maxPrice.amount, currency, MAX_RIDE_PRICE);
  }
  if (r.products.on) {
    if (r.products.allowed.length === 0) ctx.addIssue({ code: "custom", path: ["products", "allowed"], message: ref("productsEmpty") });
    const seen = new Set<string>();
    r.products.allowed.forEach((name, i) => {
      const key = name.trim().toLocaleLowerCase();
      if (!key) ctx.addIssue({ code: "custom", path: ["products", "allowed", i], message: ref("productEmpty") });
      else if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["products", "allowed", i], message: ref("productRepeated", { product: name.trim() }) });
      seen.add(key);
    });
  }
  if (r.hours.on) {
    if (r.hours.days.length === 0) ctx.addIssue({ code: "custom", path: ["hours", "days"], message: ref("daysEmpty") });
    for (const side of ["from", "to"] as const)
      if (!clock.test(r.hours[side])) ctx.addIssue({ code: "custom", path: ["hours", side], message: ref("timeInvalid") });
    if (clock.test(r.hours.from) && r.hours.from === r.hours.to)
      ctx.addIssue({ code: "custom", path: ["hours", "to"], message: ref("timeSame", { time: r.hours.from }) });
  }
  if (r.ridesPerRequester.on) {
    const count = r.ridesPerRequester.count.trim();
    if (!/^\d+$/.test(count)) ctx.addIssue({ code: "custom", path: ["ridesPerRequester", "count"], message: ref("countWhole") });
    else if (Number(count) < 1 || Number(count) > MAX_RIDES_PER_REQUESTER)
      ctx.addIssue({ code: "custom", path: ["ridesPerRequester", "count"], message: ref("countRange", { min: 1, max: MAX_RIDES_PER_REQUESTER }) });
  }
  if (r.area.on) {
    if (r.area.places.length === 0 && r.area.zones.length === 0) ctx.addIssue({ code: "custom", path: ["area", "places"], message: ref("placesEmpty") });
    const names = new Set<string>();
    r.area.zones.forEach((zone, i) => {
      const name = zone.name.trim().toLocaleLowerCase();
      if (!name) ctx.addIssue({ code: "custom", path: ["area", "zones", i, "name"], message: ref("zoneNameMissing") });
      else if (names.has(name)) ctx.addIssue({ code: "custom", path: ["area", "zones", i, "name"], message: ref("zoneRepeated", { zone: zone.name.trim() }) });
      names.add(name);
      const corners = zoneCorners(zone.corners);
      if (!corners.ok)
        ctx.addIssue({
          code: "custom",
          path: ["area", "zones", i, "corners"],
          message: corners.problem === "zoneLine" ? ref("zoneLine", { line: corners.line }) : ref(corners.problem, { max: MAX_ZONE_CORNERS }),
        });
    });
    const seen = new Set<string>();
    r.area.places.forEach((place, i) => {
      if (seen.has(place.name)) ctx.addIssue({ code: "custom", path: ["area", "places", i, "radius"], message: ref("placeRepeated", { place: place.name }) });
      seen.add(place.name);
      const km = radiusOf(place.radius);
      if (km === null || km < RADIUS_KM.min || km > RADIUS_KM.max)
        ctx.addIssue({ code: "custom", path: ["area", "places", i, "radius"], message: ref("radiusRange", RADIUS_KM) });
    });
  }
}

/** Drawn zones as kept (none: left out, so an area of places alone is kept as before). */
function zonesOf(zones: { name: string; corners: string }[]): { zones?: AreaZone[] } {
  if (!zones.length) return {};
  return { zones: zones.map((z) => ({ name: z.name.trim(), ring: (zoneCorners(z.corners) as { ring: [number, number][] }).ring })) };
}

/** The ride rules as typed, as they are kept: a rule that is off is null. */
function rideRulesOf(r: RideRuleFields): Pick<SpendRules, RideRule> {
  return {
    maxPrice: r.maxPrice.on
      ? {
          amountMinor: (decimalToMinor(r.maxPrice.amount, r.maxPrice.currency.trim().toUpperCase()) as { minor: number }).minor,
          currency: r.maxPrice.currency.trim().toUpperCase(),
          outcome: r.maxPrice.outcome,
        }
      : null,
    products: r.products.on ? { allowed: r.products.allowed.map((name) => name.trim()), outcome: r.products.outcome } : null,
    hours: r.hours.on ? { days: [...new Set(r.hours.days)].sort() as Weekday[], from: r.hours.from, to: r.hours.to, outcome: r.hours.outcome } : null,
    ridesPerRequester: r.ridesPerRequester.on
      ? { count: Number(r.ridesPerRequester.count.trim()), period: r.ridesPerRequester.period, outcome: r.ridesPerRequester.outcome }
      : null,
    area: r.area.on
      ? {
          places: r.area.places.map(({ name, lat, lng, radius }) => ({ name, lat, lng, radiusKm: radiusOf(radius)! })),
          ...zonesOf(r.area.zones),
          outcome: r.area.outcome,
        }
      : null,
  };
}

/** The ride rules' form, with how approvals run. */
export const spendRulesSchema = z
  .object({
    ...rideRuleFields,
    asapApprovalMinutes: z.coerce
      // An empty field reads as no number (the form sends NaN), not as 0 minutes.
      .number({ error: ref("minutesWhole") })
      .int(ref("minutesWhole"))
      .min(ASAP_MINUTES.min, ref("minutesRange", ASAP_MINUTES))
      .max(ASAP_MINUTES.max, ref("minutesRange", ASAP_MINUTES)),
    fallback: z.enum(FALLBACKS),
  })
  .superRefine(checkRideRules)
  .transform((r): SpendRules => ({ ...rideRulesOf(r), asapApprovalMinutes: r.asapApprovalMinutes, fallback: r.fallback }));
export type SpendRulesInput = z.input<typeof spendRulesSchema>;

/** Saved rules as the form shows them: a rule that is off keeps sensible values to start from. */
export function spendRulesForm(rules: SpendRules, currency: string): SpendRulesInput {
  const { maxPrice, products, hours, ridesPerRequester, area } = rules;
  return {
    maxPrice: maxPrice
      ? { on: true, amount: minorToDecimal(maxPrice.amountMinor, maxPrice.currency), currency: maxPrice.currency, outcome: maxPrice.outcome }
      : { on: false, amount: "", currency, outcome: "refuse" },
    products: products ? { on: true, allowed: products.allowed, outcome: products.outcome } : { on: false, allowed: [], outcome: "refuse" },
    hours: hours
      ? { on: true, days: hours.days, from: hours.from, to: hours.to, outcome: hours.outcome }
      : { on: false, days: [1, 2, 3, 4, 5], from: "07:00", to: "22:00", outcome: "approve" },
    ridesPerRequester: ridesPerRequester
      ? { on: true, count: String(ridesPerRequester.count), period: ridesPerRequester.period, outcome: ridesPerRequester.outcome }
      : { on: false, count: "", period: "month", outcome: "approve" },
    area: area
      ? {
          on: true,
          places: area.places.map(({ radiusKm, ...p }) => ({ ...p, radius: String(radiusKm) })),
          zones: (area.zones ?? []).map((z) => ({ name: z.name, corners: z.ring.map(cornerLine).join("\n") })),
          outcome: area.outcome,
        }
      : { on: false, places: [], zones: [], outcome: "refuse" },
    asapApprovalMinutes: rules.asapApprovalMinutes,
    fallback: rules.fallback,
  };
}

/** For a label's or requester's own rules, each ride rule: the company's, not capped for them, or their own. */
export const OWN_RULE_MODES = ["company", "none", "own"] as const;
export type OwnRuleMode = (typeof OWN_RULE_MODES)[number];

/** A label's or requester's own ride rules as the page's dialog saves them; a new set has no id. */
export const ruleOverrideSchema = z
  .object({
    id: z.uuid().nullable(),
    scope: z.enum(["label", "requester"]),
    subject: z.string().trim().min(1, ref("subjectMissing")).max(200),
    modes: z.object(
      Object.fromEntries(RIDE_RULES.map((k) => [k, z.enum(OWN_RULE_MODES)])) as Record<RideRule, z.ZodEnum<{ company: "company"; none: "none"; own: "own" }>>,
    ),
    ...rideRuleFields,
  })
  // Only a rule of their own has settings to check; the form's switches do not count here.
  .transform((r) => ({ ...r, ...Object.fromEntries(RIDE_RULES.map((k) => [k, { ...r[k], on: r.modes[k] === "own" }])) }) as typeof r)
  .superRefine((r, ctx) => {
    checkRideRules(r, ctx);
    if (RIDE_RULES.every((k) => r.modes[k] === "company")) ctx.addIssue({ code: "custom", path: ["modes"], message: ref("ownRulesNone") });
  })
  .transform(({ id, scope, subject, modes, ...fields }) => {
    const own = rideRulesOf(fields);
    const rules: RuleOverrides = Object.fromEntries(RIDE_RULES.filter((k) => modes[k] !== "company").map((k) => [k, modes[k] === "own" ? own[k] : null]));
    return { id, scope, subject, rules };
  });
export type RuleOverrideFormInput = z.input<typeof ruleOverrideSchema>;

/**
 * A label's or requester's own rules as the dialog shows them: each rule's mode, and settings to
 * start from: their own where they have one, else the company's.
 */
export function ruleOverrideForm(
  company: SpendRules,
  own: { id: string; scope: "label" | "requester"; subject: string; rules: RuleOverrides } | null,
  currency: string,
): RuleOverrideFormInput {
  const rules = own?.rules ?? {};
  const start = spendRulesForm({ ...company, ...Object.fromEntries(RIDE_RULES.filter((k) => rules[k]).map((k) => [k, rules[k]])) }, currency);
  const modes = Object.fromEntries(RIDE_RULES.map((k) => [k, !Object.hasOwn(rules, k) ? "company" : rules[k] ? "own" : "none"])) as Record<
    RideRule,
    OwnRuleMode
  >;
  const { asapApprovalMinutes: _minutes, fallback: _fallback, ...fields } = start;
  return { id: own?.id ?? null, scope: own?.scope ?? "label", subject: own?.subject ?? "", modes, ...fields };
}

export const deleteRuleOverrideSchema = z.object({ id: z.uuid() });

export const BUDGET_SCOPES = ["label", "requester"] as const;

/** A budget as the page's dialog saves it: a new one has no id; an existing one keeps its label or requester. */
export const budgetSchema = z
  .object({
    id: z.uuid().nullable(),
    scope: z.enum(BUDGET_SCOPES),
    subject: z.string().trim().min(1, ref("subjectMissing")).max(200),
    period: z.enum(PERIODS),
    amount: z.string().max(40),
    currency: z.string().max(8),
    onExceed: z.enum(["refuse", "approve"]),
  })
  .superRefine((b, ctx) => {
    const currency = checkCurrency(ctx, ["currency"], b.currency);
    checkAmount(ctx, ["amount"], b.amount, currency, MAX_BUDGET);
  })
  .transform(({ amount, ...b }) => {
    const currency = b.currency.trim().toUpperCase();
    return { ...b, currency, amountMinor: (decimalToMinor(amount, currency) as { minor: number }).minor };
  });
export type BudgetFormInput = z.input<typeof budgetSchema>;

export const deleteBudgetSchema = z.object({ id: z.uuid() });

/** The people who approve one label's rides; an empty list leaves it to the admins. */
export const labelApproversSchema = z.object({
  labelSlug: z.string().trim().min(1, ref("labelMissing")).max(200),
  userIds: z
    .array(z.uuid())
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});
export type LabelApproversInput = z.input<typeof labelApproversSchema>;
