import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { breachMessage } from "./breach-words";
import { breachesOf, inArea, inWindow, inZone, NO_SPEND_RULES, rulesInForce, verdictOf, type Breach, type RideFacts, type SpendRules } from "./rules";

const ride = (over: Partial<RideFacts> = {}): RideFacts => ({
  priceMinor: 2500,
  currency: "EUR",
  productName: "Cabify",
  pickupWeekday: 3,
  pickupTime: "10:00",
  requesterRides: 0,
  pickup: null,
  dropoff: null,
  ...over,
});
const rules = (over: Partial<SpendRules>): SpendRules => ({ ...NO_SPEND_RULES, ...over });

describe("spend rules", () => {
  it("with none saved, nothing is capped", () => {
    expect(
      breachesOf(NO_SPEND_RULES, ride({ priceMinor: 10_000_000, productName: "Executive", pickupWeekday: 7, pickupTime: "03:00", requesterRides: 999 })),
    ).toEqual([]);
    expect(verdictOf([])).toBe("ok");
  });

  it("a price over the cap breaks it, one at the cap does not, and a ride in another currency is not held to it", () => {
    const cap = rules({ maxPrice: { amountMinor: 2500, currency: "EUR", outcome: "refuse" } });
    expect(breachesOf(cap, ride({ priceMinor: 2500 }))).toEqual([]);
    expect(breachesOf(cap, ride({ priceMinor: 2501 }))).toEqual([{ rule: "maxPrice", outcome: "refuse", limitMinor: 2500, priceMinor: 2501, currency: "EUR" }]);
    expect(breachesOf(cap, ride({ priceMinor: 900_000, currency: "MXN" }))).toEqual([]);
  });

  it("products are matched by the provider's name, whatever the case or spaces", () => {
    const only = rules({ products: { allowed: ["Cabify", "Eco "], outcome: "approve" } });
    expect(breachesOf(only, ride({ productName: "eco" }))).toEqual([]);
    expect(breachesOf(only, ride({ productName: "Executive" }))).toEqual([
      { rule: "products", outcome: "approve", product: "Executive", allowed: ["Cabify", "Eco "] },
    ]);
  });

  it("hours are read on the pickup's clock, a window past midnight included, and days by ISO weekday", () => {
    expect(inWindow("23:30", "22:00", "06:00")).toBe(true);
    expect(inWindow("05:59", "22:00", "06:00")).toBe(true);
    expect(inWindow("06:00", "22:00", "06:00")).toBe(false);
    expect(inWindow("07:00", "07:00", "20:00")).toBe(true);
    expect(inWindow("20:00", "07:00", "20:00")).toBe(false);
    const weekdays = rules({ hours: { days: [1, 2, 3, 4, 5], from: "07:00", to: "20:00", outcome: "flag" } });
    expect(breachesOf(weekdays, ride({ pickupWeekday: 5, pickupTime: "19:59" }))).toEqual([]);
    expect(breachesOf(weekdays, ride({ pickupWeekday: 6, pickupTime: "10:00" }))).toMatchObject([{ rule: "hours", outcome: "flag", at: "10:00" }]);
    expect(breachesOf(weekdays, ride({ pickupWeekday: 2, pickupTime: "21:00" }))).toMatchObject([{ rule: "hours", at: "21:00" }]);
  });

  it("the rides-per-requester cap lets the Nth ride through and stops the next", () => {
    const cap = rules({ ridesPerRequester: { count: 3, period: "week", outcome: "refuse" } });
    expect(breachesOf(cap, ride({ requesterRides: 2 }))).toEqual([]);
    expect(breachesOf(cap, ride({ requesterRides: 3 }))).toEqual([{ rule: "ridesPerRequester", outcome: "refuse", count: 3, period: "week", already: 3 }]);
  });

  describe("area", () => {
    const sol = [40.4169, -3.7035] as const;
    const kmNorth = (km: number, from: readonly [number, number] = sol) => [from[0] + km / 111.195, from[1]] as const;
    const office = { name: "Office Madrid", lat: sol[0], lng: sol[1], radiusKm: 2 };
    const airport = { name: "Airport T4", lat: 40.4915, lng: -3.5934, radiusKm: 5 };
    const area = rules({ area: { places: [office, airport], outcome: "refuse" } });
    const at = (loc: readonly [number, number], label = "Stop") => ({ loc, label });

    it("a pickup and drop-off within a place's radius pass; one outside breaks the rule at that stop, with the places named", () => {
      expect(breachesOf(area, ride({ pickup: at(kmNorth(1.9)), dropoff: at(kmNorth(4.9, [airport.lat, airport.lng])) }))).toEqual([]);
      expect(breachesOf(area, ride({ pickup: at(kmNorth(2.1), "Chamberí"), dropoff: at(sol) }))).toEqual([
        {
          rule: "area",
          outcome: "refuse",
          stop: "pickup",
          label: "Chamberí",
          places: [
            { name: "Office Madrid", radiusKm: 2 },
            { name: "Airport T4", radiusKm: 5 },
          ],
        },
      ]);
      expect(breachesOf(area, ride({ pickup: at(sol), dropoff: at(kmNorth(30), "Toledo") }))).toMatchObject([
        { rule: "area", stop: "dropoff", label: "Toledo" },
      ]);
      expect(breachesOf(area, ride({ pickup: at(kmNorth(30), "A"), dropoff: at(kmNorth(40), "B") })).map((b) => b.rule === "area" && b.stop)).toEqual([
        "pickup",
        "dropoff",
      ]);
    });

    it("the radius's edge is inside, a few metres past it outside", () => {
      const edge = { ...office, radiusKm: 1 };
      expect(inArea(kmNorth(0.999), [edge])).toBe(true);
      expect(inArea(kmNorth(1.01), [edge])).toBe(false);
    });

    it("any one of several places is enough", () => {
      expect(inArea(kmNorth(3), [office, { ...office, name: "Wide", radiusKm: 3.5 }])).toBe(true);
      expect(inArea(kmNorth(3), [office, airport])).toBe(false);
    });

    it("says in words which stop is outside and the places it may be near", () => {
      const [b] = breachesOf(area, ride({ pickup: at(kmNorth(8), "Atocha"), dropoff: null }));
      expect(inEnglish(breachMessage(b!, "en-GB"))).toBe(
        "the pickup (Atocha) is outside the allowed areas (within the radius of Office Madrid (2 km), Airport T4 (5 km)).",
      );
      expect(
        inEnglish(breachMessage({ ...(b as Extract<Breach, { rule: "area" }>), stop: "dropoff", places: [{ name: "Sol", radiusKm: 0.5 }] }, "en-GB")),
      ).toMatch(/^the drop-off \(Atocha\) .* Sol \(0\.5 km\)\)\.$/);
    });

    it("no places configured, or stops not known, check nothing", () => {
      expect(breachesOf(rules({ area: { places: [], outcome: "refuse" } }), ride({ pickup: at(kmNorth(500)), dropoff: at(kmNorth(500)) }))).toEqual([]);
      expect(breachesOf(area, ride())).toEqual([]);
      expect(breachesOf(NO_SPEND_RULES, ride({ pickup: at(kmNorth(500)), dropoff: null }))).toEqual([]);
    });
  });

  it("the strictest outcome wins: refuse over approve over flag", () => {
    const all = rules({
      maxPrice: { amountMinor: 1000, currency: "EUR", outcome: "flag" },
      products: { allowed: ["Eco"], outcome: "approve" },
      ridesPerRequester: { count: 1, period: "month", outcome: "refuse" },
    });
    const broken = breachesOf(all, ride({ requesterRides: 1 }));
    expect(broken.map((b) => b.rule)).toEqual(["maxPrice", "products", "ridesPerRequester"]);
    expect(verdictOf(broken)).toBe("refuse");
    expect(verdictOf(broken.filter((b) => b.outcome !== "refuse"))).toBe("approve");
    expect(verdictOf(broken.filter((b) => b.outcome === "flag"))).toBe("flag");
  });

  describe("a label's and a requester's own rules", () => {
    const company = rules({ maxPrice: { amountMinor: 3000, currency: "EUR", outcome: "refuse" }, products: { allowed: ["Cabify"], outcome: "approve" } });
    const events = { name: "Events", rules: { maxPrice: { amountMinor: 8000, currency: "EUR", outcome: "approve" as const }, products: null } };
    const maria = { name: "María López", rules: { maxPrice: null } };

    it("take the company's place rule by rule: the requester's first, then the label's; a rule they leave out stays the company's", () => {
      expect(rulesInForce(company, {})).toEqual({ rules: company, sources: {} });
      const forEvents = rulesInForce(company, { label: events });
      expect(forEvents.rules).toEqual({ ...company, maxPrice: events.rules.maxPrice, products: null });
      expect(forEvents.sources).toEqual({ maxPrice: { scope: "label", name: "Events" }, products: { scope: "label", name: "Events" } });
      const forMaria = rulesInForce(company, { label: events, requester: maria });
      expect(forMaria.rules).toEqual({ ...company, maxPrice: null, products: null });
      expect(forMaria.sources.maxPrice).toEqual({ scope: "requester", name: "María López" });
      // Nothing of their own: the company's rules, said as the company's.
      expect(rulesInForce(company, { requester: { name: "Ana", rules: {} } }).sources).toEqual({});
    });

    it("say whose rule a ride broke, and the words say so first", () => {
      const { rules: inForce, sources } = rulesInForce(company, { label: events });
      const found = breachesOf(inForce, ride({ priceMinor: 9000, productName: "Executive" }), sources);
      expect(found).toEqual([
        { rule: "maxPrice", outcome: "approve", limitMinor: 8000, priceMinor: 9000, currency: "EUR", source: { scope: "label", name: "Events" } },
      ]);
      expect(inEnglish(breachMessage(found[0]!, "en-GB"))).toBe("for the label Events, its price, €90.00, is over the €80.00 a ride may cost.");
      const mine = breachesOf(rules({ maxPrice: { amountMinor: 100, currency: "EUR", outcome: "refuse" } }), ride(), {
        maxPrice: { scope: "requester", name: "María López" },
      });
      expect(inEnglish(breachMessage(mine[0]!, "en-GB"))).toBe("for María López, its price, €25.00, is over the €1.00 a ride may cost.");
    });
  });

  describe("zones drawn on the map", () => {
    // Around the Puerta del Sol and Atocha; Chamartín is well to the north.
    const centre: [number, number][] = [
      [40.43, -3.72],
      [40.43, -3.68],
      [40.4, -3.68],
      [40.4, -3.72],
    ];
    const SOL: [number, number] = [40.4169, -3.7035];
    const CHAMARTIN: [number, number] = [40.4722, -3.6826];

    it("hold a point inside them, not one outside, a concave corner included", () => {
      expect(inZone(SOL, centre)).toBe(true);
      expect(inZone(CHAMARTIN, centre)).toBe(false);
      // An L: the notch at its north-east is outside.
      const ell: [number, number][] = [
        [40.43, -3.72],
        [40.43, -3.7],
        [40.415, -3.7],
        [40.415, -3.68],
        [40.4, -3.68],
        [40.4, -3.72],
      ];
      expect(inZone([40.425, -3.69], ell)).toBe(false);
      expect(inZone([40.405, -3.69], ell)).toBe(true);
    });

    it("count as allowed beside the places' radii, and a breach names them", () => {
      const zones = [{ name: "City centre", ring: centre }];
      expect(inArea(CHAMARTIN, [], zones)).toBe(false);
      expect(inArea(CHAMARTIN, [{ name: "Chamartín", lat: 40.4722, lng: -3.6826, radiusKm: 1 }], zones)).toBe(true);
      const only = rules({ area: { places: [], zones, outcome: "approve" } });
      expect(breachesOf(only, ride({ pickup: { loc: SOL, label: "Sol" }, dropoff: { loc: CHAMARTIN, label: "Chamartín" } }))).toEqual([
        { rule: "area", outcome: "approve", stop: "dropoff", label: "Chamartín", places: [], zones: ["City centre"] },
      ]);
      const [zoneOnly] = breachesOf(only, ride({ pickup: { loc: CHAMARTIN, label: "Chamartín" } }));
      expect(inEnglish(breachMessage(zoneOnly!, "en-GB"))).toBe("the pickup (Chamartín) is outside the allowed areas (City centre).");
      const both = rules({ area: { places: [{ name: "T4", lat: 40.4915, lng: -3.5934, radiusKm: 2 }], zones, outcome: "refuse" } });
      const [b] = breachesOf(both, ride({ pickup: { loc: CHAMARTIN, label: "Chamartín" } }));
      expect(inEnglish(breachMessage(b!, "en-GB"))).toBe(
        "the pickup (Chamartín) is outside the allowed areas (City centre, or within the radius of T4 (2 km)).",
      );
    });
  });
});
