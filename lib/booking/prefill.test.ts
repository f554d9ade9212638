import { describe, expect, it } from "vitest";
import { bookingSchema, toJourneyRequest } from "./schema";
import { mobileText } from "./mobile-text";
import { prefillFrom, type PrefillSource } from "./prefill";

let n = 0;
const newKey = () => `key-${++n}`;
const NOW = Date.parse("2026-11-23T10:00:00Z");

const request = {
  product_id: "p1",
  requester_id: "a".repeat(32),
  rider: { name: "Ana Guest", email: "ana@example.com", locale: "es", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
  start_at: null,
  stops: [
    {
      loc: [40.4721, -3.6822],
      addr: "Calle de Agustín de Foxá",
      city: "Madrid",
      name: "Estación de Chamartín",
      contact: { name: "Luis", mobile_cc: "34", mobile_num: "611222333" },
      location_id: "loc-chamartin",
      meeting_point: { id: "mp-1", loc: [40.4723, -3.6825], name: "Main hall" },
    },
    { loc: [40.4531, -3.6883], addr: "Paseo de la Castellana", num: "200", city: "Madrid" },
    { loc: [40.4153, -3.6845], name: "Parque del Retiro", instr: "North gate" },
  ],
  message: "Call on arrival",
  reason: "Client visit",
  label_slug: "sales",
};

const ORIGINAL = "0b6c2f1e-4d3a-4e5b-9c8d-7a6b5c4d3e2f";
const source: PrefillSource = {
  id: ORIGINAL,
  requesterId: "a".repeat(32),
  pickupLabel: "Estación de Chamartín, Madrid",
  destinationLabel: "Parque del Retiro",
  zone: "Europe/Madrid",
  request,
};

describe("prefillFrom", () => {
  it("carries the requester, rider, stops with addresses and meeting points, reason, label and message", () => {
    const p = prefillFrom(source, { returnTrip: false, newKey, now: NOW })!;
    expect(p.rebookOf).toBe(ORIGINAL);
    expect(p.requesterId).toBe("a".repeat(32));
    expect(p.rider).toEqual({ kind: "guest", name: "Ana Guest", mobile: "+34 600111222", email: "ana@example.com", language: "es", channels: [] });
    expect(p.stops.map((s) => s.label)).toEqual(["Estación de Chamartín, Madrid", "Paseo de la Castellana 200, Madrid", "Parque del Retiro"]);
    expect(p.stops[0]!.meetingPoint).toEqual({ id: "mp-1", loc: [40.4723, -3.6825], name: "Main hall", locationId: "loc-chamartin" });
    expect(p.stops[0]!.contacts).toEqual([{ name: "Luis", mobile: "+34 611222333" }]);
    expect(p.stops[2]!.instr).toBe("North gate");
    expect(new Set(p.stops.map((s) => s.key)).size).toBe(3);
    expect({ message: p.message, reason: p.reason, labelSlug: p.labelSlug, when: p.when }).toEqual({
      message: "Call on arrival",
      reason: "Client visit",
      labelSlug: "sales",
      when: { kind: "asap" },
    });
  });

  it("keeps a guest's language among the desk's three, and English for any other", () => {
    const rider = (locale: unknown) =>
      prefillFrom({ ...source, request: { ...request, rider: { ...request.rider, locale } } }, { returnTrip: false, newKey, now: NOW })!.rider;
    expect(rider("pt")).toMatchObject({ language: "pt" });
    expect(rider("fr")).toMatchObject({ language: "en" });
  });

  it("tells the guest by the channels the earlier booking chose, none when it chose none", () => {
    expect(prefillFrom({ ...source, messageChannels: ["sms", "email"] }, { returnTrip: true, newKey, now: NOW })!.rider).toMatchObject({
      channels: ["sms", "email"],
    });
    expect(prefillFrom({ ...source, messageChannels: [] }, { returnTrip: false, newKey, now: NOW })!.rider).toMatchObject({ channels: [] });
  });

  it("reverses the stops for a return trip and asks for the time again", () => {
    const p = prefillFrom({ ...source, request: { ...request, start_at: "2026-11-30 09:15:00" } }, { returnTrip: true, newKey, now: NOW })!;
    expect(p.returnTrip).toBe(true);
    expect(p.stops.map((s) => s.label)).toEqual(["Parque del Retiro", "Paseo de la Castellana 200, Madrid", "Estación de Chamartín, Madrid"]);
    // The meeting point stays with its stop, now the destination.
    expect(p.stops[2]!.meetingPoint?.id).toBe("mp-1");
    expect(p.when).toEqual({ kind: "reserved", date: "", time: "" });
  });

  it("keeps a reservation's time only while it can still be reserved", () => {
    const later = prefillFrom({ ...source, request: { ...request, start_at: "2026-11-23 12:00:00" } }, { returnTrip: false, newKey, now: NOW })!;
    expect(later.when).toEqual({ kind: "reserved", date: "2026-11-23", time: "12:00" });
    // 11:20 in Madrid is 10:20 UTC: 20 minutes ahead, too soon to reserve.
    const soon = prefillFrom({ ...source, request: { ...request, start_at: "2026-11-23 11:20:00" } }, { returnTrip: false, newKey, now: NOW })!;
    expect(soon.when).toEqual({ kind: "asap" });
  });

  it("carries a company user as the rider", () => {
    const p = prefillFrom({ ...source, request: { ...request, rider: { id: "b".repeat(32) } } }, { returnTrip: false, newKey, now: NOW })!;
    expect(p.rider).toEqual({ kind: "user", id: "b".repeat(32) });
  });

  it("gives nothing for a request without two usable stops", () => {
    expect(prefillFrom({ ...source, request: { stops: [{ loc: [1, 2] }, { loc: "x" }] } }, { returnTrip: false, newKey })).toBeNull();
    expect(prefillFrom({ ...source, request: {} }, { returnTrip: false, newKey })).toBeNull();
  });

  it("round-trips: the prefilled form sends the provider the same stops, rider and details", () => {
    const p = prefillFrom(source, { returnTrip: false, newKey, now: NOW })!;
    const parsed = bookingSchema.parse({
      ...p,
      intentId: "5f0e8d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f",
      estimate: { productId: "p1", productName: "Executive", price: null, createdAt: NOW, seal: "s" },
      preferredDriverId: "",
    });
    expect(parsed.rebookOf).toBe(ORIGINAL);
    const again = toJourneyRequest(parsed, null);
    expect(again.stops).toEqual(request.stops);
    expect(again.rider).toEqual(request.rider);
    expect({ message: again.message, reason: again.reason, label_slug: again.label_slug }).toEqual({
      message: "Call on arrival",
      reason: "Client visit",
      label_slug: "sales",
    });
  });
});

describe("mobileText", () => {
  it("joins calling code and number, and tolerates a plus or a missing code", () => {
    expect(mobileText({ mobile_cc: "+44", mobile_num: "7911123456" })).toBe("+44 7911123456");
    expect(mobileText({ mobile_num: "600111222" })).toBe("600111222");
    expect(mobileText(null)).toBe("");
  });
});
