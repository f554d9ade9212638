import { describe, expect, it } from "vitest";
import { inEnglish } from "@/lib/i18n/in-english";
import { bookingSchema, toJourneyRequest, type BookingInput } from "./schema";

const base: BookingInput = {
  intentId: "5f1e7a52-3c1d-4d5e-9a2b-0c1d2e3f4a5b",
  requesterId: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
  when: { kind: "asap" },
  stops: [
    {
      key: "a",
      loc: [40.4065, -3.6896],
      label: "Atocha",
      addr: "Plaza del Emperador Carlos V",
      city: "Madrid",
      contacts: [],
      meetingPoint: { id: "mp-1", loc: [40.4066, -3.6899], name: "Exit C", locationId: "loc-mad-atocha" },
    },
    { key: "b", loc: [40.4626, -3.689], label: "Castellana 200", contacts: [{ name: "Reception", mobile: "+34 600 111 222" }] },
  ],
  estimate: { productId: "p1", productName: "Cabify", price: { amount: 1200, currency: "EUR" }, createdAt: 1, seal: "sealed" },
  rider: { kind: "guest", name: "Ana Ruiz", mobile: "600 111 222", email: "", language: "es" },
  message: "",
  reason: " Client visit ",
  labelSlug: "",
};

describe("booking schema", () => {
  it("maps a booking to the provider's journey request", () => {
    const b = bookingSchema.parse(base);
    expect(toJourneyRequest(b, null)).toEqual({
      product_id: "p1",
      requester_id: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
      rider: { name: "Ana Ruiz", locale: "es", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
      start_at: null,
      stops: [
        {
          loc: [40.4065, -3.6896],
          addr: "Plaza del Emperador Carlos V",
          city: "Madrid",
          location_id: "loc-mad-atocha",
          meeting_point: { id: "mp-1", loc: [40.4066, -3.6899], name: "Exit C" },
        },
        { loc: [40.4626, -3.689], contact: { name: "Reception", mobile_cc: "34", mobile_num: "600111222" } },
      ],
      reason: "Client visit",
      label_slug: null,
    });
  });

  it("sends several contacts as contacts, never with contact", () => {
    const b = bookingSchema.parse({
      ...base,
      stops: [
        base.stops[0]!,
        {
          ...base.stops[1]!,
          contacts: [
            { name: "A", mobile: "+34 600 111 222" },
            { name: "B", mobile: "+44 7911 123456" },
          ],
        },
      ],
    });
    const stop = toJourneyRequest(b, null).stops[1]!;
    expect(stop).not.toHaveProperty("contact");
    expect((stop as { contacts?: unknown[] }).contacts).toHaveLength(2);
  });

  it("refuses a guest without a mobile, a bad contact number, one stop and 16 stops", () => {
    const issues = (input: BookingInput) => bookingSchema.safeParse(input).error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(issues({ ...base, rider: { kind: "guest", name: "Ana", mobile: "" } })).toContain("rider.mobile");
    expect(issues({ ...base, stops: [base.stops[0]!, { ...base.stops[1]!, contacts: [{ name: "X", mobile: "12" }] }] })).toContain("stops.1.contacts.0.mobile");
    expect(issues({ ...base, stops: [base.stops[0]!] })).toContain("stops");
    expect(issues({ ...base, stops: Array.from({ length: 16 }, (_, i) => ({ ...base.stops[1]!, key: String(i) })) })).toContain("stops");
  });

  it("refuses a stop at the point of the one before it, and a destination back at the pickup, next to that stop", () => {
    const issues = (locs: [number, number][]) =>
      bookingSchema
        .safeParse({ ...base, stops: locs.map((loc, i) => ({ key: String(i), loc, label: `Stop ${i}`, contacts: [] })) })
        .error?.issues.filter((i) => i.path[0] === "stops")
        .map((i) => i.path.join(".")) ?? [];
    const sol: [number, number] = [40.4169, -3.7035];
    const nearSol: [number, number] = [40.41698, -3.7035]; // about 9 m north
    const prado: [number, number] = [40.4138, -3.6921];
    expect(issues([sol, nearSol])).toEqual(["stops.1.label"]);
    expect(issues([sol, prado, prado])).toEqual(["stops.2.label"]);
    expect(issues([sol, prado, nearSol])).toEqual(["stops.2.label"]);
    expect(issues([sol, prado])).toEqual([]);
    expect(issues([sol, prado, sol.map((n, i) => (i === 0 ? n + 0.0003 : n)) as [number, number]])).toEqual([]); // 33 m apart is another door
  });

  it("sends a place's name with its address, so the driver reads it", () => {
    const b = bookingSchema.parse({
      ...base,
      stops: [base.stops[0]!, { ...base.stops[1]!, name: "Rosewood Villa Magna", addr: "Paseo de la Castellana", num: "22", contacts: [] }],
    });
    expect(toJourneyRequest(b, null).stops[1]).toMatchObject({ name: "Rosewood Villa Magna", addr: "Paseo de la Castellana", num: "22" });
  });

  it("tells a guest by any of SMS, WhatsApp and email, each once, and by none unless told", () => {
    const guest = base.rider as Extract<BookingInput["rider"], { kind: "guest" }>;
    const channelsOf = (rider: BookingInput["rider"]) => {
      const r = bookingSchema.parse({ ...base, rider }).rider;
      return r.kind === "guest" ? r.channels : null;
    };
    expect(channelsOf(guest)).toEqual([]);
    expect(channelsOf({ ...guest, channels: ["sms", "whatsapp", "sms"] })).toEqual(["sms", "whatsapp"]);
    const refused = bookingSchema.safeParse({ ...base, rider: { ...guest, channels: ["pigeon"] } }).error?.issues[0];
    expect(refused?.path.join(".")).toBe("rider.channels.0");
    expect(inEnglish(refused!.message)).toBe("Choose SMS, WhatsApp or email.");
    // Channels travel with the booking, not to the provider.
    expect(toJourneyRequest(bookingSchema.parse({ ...base, rider: { ...guest, channels: ["sms"] } }), null).rider).not.toHaveProperty("channels");
  });

  it("asks for the guest's email, at the email field, when the guest is to be told by email", () => {
    const guest = base.rider as Extract<BookingInput["rider"], { kind: "guest" }>;
    for (const email of ["", undefined, "   "]) {
      const issues = bookingSchema.safeParse({ ...base, rider: { ...guest, email, channels: ["sms", "email"] } }).error?.issues ?? [];
      const atEmail = issues.filter((i) => i.path.join(".") === "rider.email");
      expect(atEmail.length, JSON.stringify(email)).toBe(1);
    }
    const missing = bookingSchema.safeParse({ ...base, rider: { ...guest, email: "", channels: ["email"] } }).error!.issues[0]!;
    expect(inEnglish(missing.message)).toBe("Give the guest's email to send them messages by email.");
    expect(bookingSchema.safeParse({ ...base, rider: { ...guest, email: "ana@example.com", channels: ["email"] } }).success).toBe(true);
    // Without the email channel, the email stays optional.
    expect(bookingSchema.safeParse({ ...base, rider: { ...guest, email: "", channels: ["sms"] } }).success).toBe(true);
  });

  it("offers a guest the desk's three languages, sending the choice as the rider's locale", () => {
    const guest = (language: string) => ({ kind: "guest" as const, name: "Ana Ruiz", mobile: "600 111 222", email: "", language: language as "pt" });
    expect(toJourneyRequest(bookingSchema.parse({ ...base, rider: guest("pt") }), null).rider).toMatchObject({ locale: "pt" });
    expect(toJourneyRequest(bookingSchema.parse({ ...base, rider: guest("en") }), null).rider).toMatchObject({ locale: "en" });
    const refused = bookingSchema.safeParse({ ...base, rider: guest("fr") });
    expect(refused.error?.issues.map((i) => [i.path.join("."), inEnglish(i.message)])).toEqual([["rider.language", "Choose the guest's language."]]);
  });

  it("checks a preferred driver's id and sends it only when given", () => {
    expect(bookingSchema.safeParse({ ...base, preferredDriverId: "d1a2-b3c4" }).success).toBe(false);
    const b = bookingSchema.parse({ ...base, preferredDriverId: "d1a2b3c4d5e6f708192a3b4c5d6e7f80" });
    expect(toJourneyRequest(b, null).preferred_driver_id).toBe("d1a2b3c4d5e6f708192a3b4c5d6e7f80");
    expect(toJourneyRequest(bookingSchema.parse(base), null)).not.toHaveProperty("preferred_driver_id");
  });
});
