import { describe, expect, it } from "vitest";
import type { Hub } from "@/lib/provider/schemas";
import { inEnglish } from "@/lib/i18n/in-english";
import { defaultPolicy } from "@/lib/policy/rules";
import { chooseRequester, matchLabel, matchMeetingPoint, matchReason } from "./desk-cells";

const LUCIA = { id: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b", email: "lucia.martin@acme.example", isDefault: true };
const OLIVER = { id: "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6", email: "oliver.grant@acme.example", isDefault: false };
const error = (r: object) => ("error" in r ? inEnglish(r.error as string) : null);

describe("the requester cell", () => {
  it("names one the agent books for by email, any case, or falls back to the default", () => {
    expect(chooseRequester("Oliver.Grant@acme.example ", [LUCIA, OLIVER])).toEqual({ requesterId: OLIVER.id });
    expect(chooseRequester("", [LUCIA, OLIVER])).toEqual({ requesterId: LUCIA.id });
    expect(chooseRequester(undefined, [{ ...OLIVER }])).toEqual({ requesterId: OLIVER.id });
  });

  it("refuses someone else's requester, and an empty cell with no default", () => {
    expect(error(chooseRequester("carmen.ruiz@acme.example", [LUCIA]))).toBe(
      "carmen.ruiz@acme.example is not one of the requesters you book for. Write one of yours, or ask an admin to assign it to you.",
    );
    expect(error(chooseRequester("", [{ ...LUCIA, isDefault: false }, OLIVER]))).toMatch(/^You have no default requester/);
  });
});

describe("the label cell", () => {
  const labels = [
    { slug: "sales-emea", name: "Sales EMEA" },
    { slug: "events-2026", name: "Events 2026" },
  ];
  const policy = defaultPolicy(false);

  it("takes an active label by slug or by name, and none when empty", () => {
    expect(matchLabel("sales-emea", labels, policy)).toEqual({ labelSlug: "sales-emea" });
    expect(matchLabel(" events 2026 ", labels, policy)).toEqual({ labelSlug: "events-2026" });
    expect(matchLabel("", labels, { ...policy, labelRequired: true })).toEqual({ labelSlug: null });
  });

  it("refuses a label that is not active, and any label when labels are off", () => {
    expect(error(matchLabel("legacy-project", labels, policy))).toBe("“legacy-project” is not one of the company's active labels.");
    expect(error(matchLabel("sales-emea", labels, { ...policy, labelsEnabled: false }))).toMatch(/^Labels are turned off/);
  });
});

describe("the reason cell", () => {
  const policy = {
    ...defaultPolicy(false),
    reasons: [
      { text: "Client visit", freeText: true },
      { text: "Trade fair", freeText: false },
    ],
  };

  it("takes a preset in any case, with the agent's own words after a colon", () => {
    expect(matchReason("client VISIT", policy)).toEqual({ reason: "Client visit" });
    expect(matchReason("Client visit: ACME Madrid", policy)).toEqual({ reason: "Client visit", reasonDetail: "ACME Madrid" });
    expect(matchReason("Trade fair: FITUR", policy)).toEqual({ reason: "Trade fair", reasonDetail: "FITUR" });
    expect(matchReason("", policy)).toEqual({});
  });

  it("takes any words when the company has no presets, and refuses others, listing the presets", () => {
    expect(matchReason("Board dinner", defaultPolicy(false))).toEqual({ reason: "Board dinner" });
    expect(error(matchReason("Board dinner", policy))).toBe("Write one of the company's reasons: Client visit; Trade fair.");
  });
});

const T4: Hub = {
  uid: "hub-mad-t4",
  location_id: "loc-mad-t4",
  active: true,
  title: { en: "Madrid-Barajas Airport, Terminal 4", es: "Aeropuerto Madrid-Barajas, Terminal 4" },
  meeting_points: [
    {
      uid: "mp-t4-arrivals-p1",
      title: { en: "Arrivals, Floor 0, Door 10", es: "Llegadas, Planta 0, Puerta 10" },
      coordinates: { latitude: 40.4915, longitude: -3.5934 },
      header_image_url: null,
      bottom_image_url: null,
      instructions: [],
    },
    {
      uid: "mp-t4-parking-b",
      title: { en: "T4 Car Park, Module B", es: "Aparcamiento T4, Módulo B" },
      coordinates: { latitude: 40.4921, longitude: -3.5941 },
      header_image_url: null,
      bottom_image_url: null,
      instructions: [],
    },
  ],
};

describe("the meeting point cell", () => {
  it("names one of the hub's meeting points in English or Spanish, any case, accents or punctuation", () => {
    const door10 = { meetingPoint: { id: "mp-t4-arrivals-p1", loc: [40.4915, -3.5934], name: "Arrivals, Floor 0, Door 10", locationId: "loc-mad-t4" } };
    expect(matchMeetingPoint("arrivals floor 0 door 10", T4, "en")).toEqual(door10);
    expect(matchMeetingPoint("LLEGADAS, PLANTA 0, PUERTA 10", T4, "en")).toEqual(door10);
    expect(matchMeetingPoint("mp-t4-arrivals-p1", T4, "es")).toEqual({ meetingPoint: { ...door10.meetingPoint, name: "Llegadas, Planta 0, Puerta 10" } });
    expect(matchMeetingPoint("aparcamiento t4, modulo b", T4, "en")).toMatchObject({ meetingPoint: { id: "mp-t4-parking-b" } });
  });

  it("is required at a hub, and names the options; refused away from one", () => {
    expect(error(matchMeetingPoint("", T4, "en"))).toBe(
      "The pickup is Madrid-Barajas Airport, Terminal 4: write one of its meeting points in this cell: Arrivals, Floor 0, Door 10; T4 Car Park, Module B.",
    );
    expect(error(matchMeetingPoint("Door 99", T4, "en"))).toBe(
      "“Door 99” is not a meeting point at Madrid-Barajas Airport, Terminal 4. Write one of: Arrivals, Floor 0, Door 10; T4 Car Park, Module B.",
    );
    expect(matchMeetingPoint("", null, "en")).toEqual({ meetingPoint: null });
    expect(error(matchMeetingPoint("Door 10", null, "en"))).toMatch(/^The pickup is not an airport or station/);
    expect(matchMeetingPoint("", { ...T4, meeting_points: [] }, "en")).toEqual({ meetingPoint: null });
  });
});
