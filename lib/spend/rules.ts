import { distanceM } from "@/lib/distance";

/**
 * The company's spend rules and what a ride that breaks one does. Isomorphic and pure: the Policy
 * page, the booking action, event rows and the tests all read these.
 */

/** What happens to a ride outside a rule: refused before anything is sent, held for an approver, or let through and marked in reports. */
export const OUTCOMES = ["refuse", "approve", "flag"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What runs when no approver answers in time. */
export const FALLBACKS = ["decline", "approve", "cheaper"] as const;
export type Fallback = (typeof FALLBACKS)[number];

export const PERIODS = ["month", "week"] as const;
export type Period = (typeof PERIODS)[number];

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type SpendRules = {
  /** The most one ride may cost, in one currency (rides priced in another are not held to it). */
  maxPrice: { amountMinor: number; currency: string; outcome: Outcome } | null;
  /** The products a ride may use, by the provider's names. */
  products: { allowed: string[]; outcome: Outcome } | null;
  /** When rides may start, on the pickup's clock: these days, from `from` until `to` ("HH:MM"; `to` before `from` runs past midnight). */
  hours: { days: Weekday[]; from: string; to: string; outcome: Outcome } | null;
  /** At most `count` rides per requester per period. */
  ridesPerRequester: { count: number; period: Period; outcome: Outcome } | null;
  /**
   * Where rides may start and end: within `radiusKm` of at least one of the company's saved places
   * (kept here by name and point, as saved), or inside one of the zones drawn on the map.
   */
  area: { places: AreaPlace[]; zones?: AreaZone[]; outcome: Outcome } | null;
  /** How long an approver has for a ride as soon as possible, in minutes. */
  asapApprovalMinutes: number;
  /** What runs at an approval's deadline. */
  fallback: Fallback;
};

/** The rules about the ride itself, which a label or a requester may have of their own. */
export const RIDE_RULES = ["maxPrice", "products", "hours", "ridesPerRequester", "area"] as const;
export type RideRule = (typeof RIDE_RULES)[number];

/**
 * A label's or a requester's own ride rules: a rule present with a value is theirs, present as
 * null is not capped for them, and absent is the company's.
 */
export type RuleOverrides = Partial<Pick<SpendRules, RideRule>>;

export type Scope = "label" | "requester";

/** Whose own rule a breach broke (absent: the company's), named as the agent knows them. */
export type RuleSource = { scope: Scope; name: string };

/** The rules a ride is held to, and which of them are a label's or a requester's own. */
export type RulesInForce = { rules: SpendRules; sources: Partial<Record<RideRule, RuleSource>> };

/**
 * The company's rules with a label's and a requester's own in their place, rule by rule: the
 * requester's come first (the most particular), then the label's, then the company's.
 */
export function rulesInForce(
  company: SpendRules,
  own: { label?: { name: string; rules: RuleOverrides }; requester?: { name: string; rules: RuleOverrides } },
): RulesInForce {
  const rules: SpendRules = { ...company };
  const sources: RulesInForce["sources"] = {};
  for (const key of RIDE_RULES) {
    for (const scope of ["requester", "label"] as const) {
      const set = own[scope];
      if (!set || !Object.hasOwn(set.rules, key)) continue;
      (rules as Record<RideRule, unknown>)[key] = set.rules[key] ?? null;
      sources[key] = { scope, name: set.name };
      break;
    }
  }
  return { rules, sources };
}

/** A saved place and how far from it a ride may start or end. */
export type AreaPlace = { name: string; lat: number; lng: number; radiusKm: number };

/** A zone drawn on the map: its corners in order, [lat, lng], the last joined back to the first. */
export type AreaZone = { name: string; ring: [number, number][] };

/** A stop the area rule checks: its point, and how the agent named it (said back in the breach). */
export type RideStop = { loc: readonly [number, number]; label: string };

export const DEFAULT_ASAP_APPROVAL_MINUTES = 5;

/** Before an admin saves any: nothing capped, as Ridedesk always was. */
export const NO_SPEND_RULES: SpendRules = {
  maxPrice: null,
  products: null,
  hours: null,
  ridesPerRequester: null,
  area: null,
  asapApprovalMinutes: DEFAULT_ASAP_APPROVAL_MINUTES,
  fallback: "decline",
};

/** A rule a ride breaks, with what is needed to say so in words (and whose rule it is, when not the company's). */
export type Breach = BreachFacts & { source?: RuleSource };
type BreachFacts =
  | { rule: "maxPrice"; outcome: Outcome; limitMinor: number; priceMinor: number; currency: string }
  | { rule: "products"; outcome: Outcome; product: string; allowed: string[] }
  | { rule: "hours"; outcome: Outcome; days: Weekday[]; from: string; to: string; at: string }
  | { rule: "ridesPerRequester"; outcome: Outcome; count: number; period: Period; already: number }
  | { rule: "area"; outcome: Outcome; stop: "pickup" | "dropoff"; label: string; places: { name: string; radiusKm: number }[]; zones?: string[] }
  | {
      rule: "budget";
      outcome: Outcome;
      budgetId: string;
      scope: Scope;
      subject: string;
      subjectName?: string;
      period: Period;
      amountMinor: number;
      usedMinor: number;
      priceMinor: number;
      currency: string;
    }
  | { rule: "noPrice"; outcome: Outcome };

/** The facts about one ride the rules are checked against. */
export type RideFacts = {
  priceMinor: number | null;
  currency: string | null;
  productName: string;
  /** The pickup on its own clock: ISO weekday and "HH:MM". */
  pickupWeekday: Weekday;
  pickupTime: string;
  /** Rides the requester already has in the pickup's period (this one not counted), for the per-requester cap. */
  requesterRides: number;
  /** The first and last stops, for the area rule; null is not checked (a ride whose stops are not known here). */
  pickup: RideStop | null;
  dropoff: RideStop | null;
};

export type StopLike = { loc?: unknown; label?: string; name?: string; addr?: string };
const stopOf = (s: StopLike | undefined): RideStop | null => {
  const loc = s?.loc;
  if (!Array.isArray(loc) || loc.length !== 2 || !loc.every((n) => typeof n === "number")) return null;
  return { loc: [loc[0] as number, loc[1] as number], label: s!.label || s!.name || s!.addr || loc.join(", ") };
};

/** A ride's pickup and last stop for the area rule, from the booking form's stops or a stored journey request's (name or address as the label). */
export function rideEnds(stops: readonly StopLike[] | undefined): { pickup: RideStop | null; dropoff: RideStop | null } {
  if (!stops?.length) return { pickup: null, dropoff: null };
  return { pickup: stopOf(stops[0]), dropoff: stops.length > 1 ? stopOf(stops[stops.length - 1]) : null };
}

/** Whether a point is within the radius of at least one place or inside one zone; neither is no area to be outside of. */
export function inArea(loc: readonly [number, number], places: readonly AreaPlace[], zones: readonly AreaZone[] = []): boolean {
  if (places.length === 0 && zones.length === 0) return true;
  return places.some((p) => distanceM(loc, [p.lat, p.lng]) <= p.radiusKm * 1000) || zones.some((z) => inZone(loc, z.ring));
}

/**
 * Whether a point is inside a ring, by the even-odd rule on latitude and longitude as plane
 * coordinates: exact enough for a city's zones (their edges are straight on the map as drawn).
 */
export function inZone([lat, lng]: readonly [number, number], ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i]!;
    const [latJ, lngJ] = ring[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) inside = !inside;
  }
  return inside;
}

/** Whether a clock time falls in a window; a window whose end is before its start runs past midnight. */
export function inWindow(time: string, from: string, to: string): boolean {
  if (from === to) return true;
  return from < to ? time >= from && time < to : time >= from || time < to;
}

/** The rules one ride breaks, in the order the page lists them; a label's or requester's own rule says so. */
export function breachesOf(rules: SpendRules, ride: RideFacts, sources: RulesInForce["sources"] = {}): Breach[] {
  const found = breachesOfRules(rules, ride);
  return found.map((b) => (b.rule in sources ? { ...b, source: sources[b.rule as RideRule] } : b));
}

function breachesOfRules(rules: SpendRules, ride: RideFacts): Breach[] {
  const found: Breach[] = [];
  const { maxPrice, products, hours, ridesPerRequester, area } = rules;
  if (maxPrice && ride.currency === maxPrice.currency && ride.priceMinor !== null && ride.priceMinor > maxPrice.amountMinor) {
    found.push({ rule: "maxPrice", outcome: maxPrice.outcome, limitMinor: maxPrice.amountMinor, priceMinor: ride.priceMinor, currency: ride.currency });
  }
  if (products && !products.allowed.some((name) => name.trim().toLocaleLowerCase() === ride.productName.trim().toLocaleLowerCase())) {
    found.push({ rule: "products", outcome: products.outcome, product: ride.productName, allowed: products.allowed });
  }
  if (hours && !(hours.days.includes(ride.pickupWeekday) && inWindow(ride.pickupTime, hours.from, hours.to))) {
    found.push({ rule: "hours", outcome: hours.outcome, days: hours.days, from: hours.from, to: hours.to, at: ride.pickupTime });
  }
  if (ridesPerRequester && ride.requesterRides + 1 > ridesPerRequester.count) {
    found.push({
      rule: "ridesPerRequester",
      outcome: ridesPerRequester.outcome,
      count: ridesPerRequester.count,
      period: ridesPerRequester.period,
      already: ride.requesterRides,
    });
  }
  if (area) {
    const places = area.places.map(({ name, radiusKm }) => ({ name, radiusKm }));
    const zones = area.zones ?? [];
    const named = zones.length ? { zones: zones.map((z) => z.name) } : {};
    for (const [stop, at] of [
      ["pickup", ride.pickup],
      ["dropoff", ride.dropoff],
    ] as const) {
      if (at && !inArea(at.loc, area.places, zones)) found.push({ rule: "area", outcome: area.outcome, stop, label: at.label, places, ...named });
    }
  }
  return found;
}

/** What the breaches add up to: the strictest outcome wins (refuse over approve over flag). */
export function verdictOf(breaches: readonly Breach[]): Outcome | "ok" {
  if (breaches.some((b) => b.outcome === "refuse")) return "refuse";
  if (breaches.some((b) => b.outcome === "approve")) return "approve";
  return breaches.length ? "flag" : "ok";
}

/** Whether any rule asks for a ride's requester count (so the count is only queried when it matters). */
export const countsRides = (rules: SpendRules) => rules.ridesPerRequester !== null;
