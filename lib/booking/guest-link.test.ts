import { describe, expect, it } from "vitest";
import type { Hub } from "@/lib/provider/schemas";
import { guestMeetingPoint, guestUrlOf, pickupMeetingPointOf } from "@/lib/booking/guest-link";

const hub: Hub = {
  uid: "hub-1",
  location_id: "loc-mad-atocha",
  active: true,
  title: { en: "Atocha Station", es: "Estación de Atocha" },
  meeting_points: [
    {
      uid: "mp-1",
      title: { en: "Taxi rank", es: "Parada de taxis" },
      coordinates: { latitude: 40.4, longitude: -3.69 },
      header_image_url: "https://img.example/h.jpg",
      bottom_image_url: null,
      instructions: [{ en: "Exit 1", es: "Salida 1", step_image_url: "https://img.example/1.jpg" }, { en: "Wait" }],
    },
  ],
};

describe("pickupMeetingPointOf", () => {
  it("reads the pickup's hub and meeting point as sent to the provider", () => {
    const request = {
      stops: [
        { loc: [40.4, -3.69], location_id: "loc-mad-atocha", meeting_point: { id: "mp-1", loc: [40.4, -3.69], name: "Taxi rank" } },
        { loc: [40.41, -3.7] },
      ],
    };
    expect(pickupMeetingPointOf(request)).toEqual({ loc: [40.4, -3.69], locationId: "loc-mad-atocha", id: "mp-1" });
  });

  it("is null when only a later stop has one, or nothing was chosen", () => {
    expect(pickupMeetingPointOf({ stops: [{ loc: [40.4, -3.69] }, { loc: [40.41, -3.7], location_id: "l", meeting_point: { id: "m" } }] })).toBeNull();
    expect(pickupMeetingPointOf({})).toBeNull();
  });
});

describe("guestMeetingPoint", () => {
  it("keeps the titles, photos and steps in both languages", () => {
    expect(guestMeetingPoint(hub, "loc-mad-atocha", "mp-1")).toEqual({
      hubTitle: { en: "Atocha Station", es: "Estación de Atocha" },
      title: { en: "Taxi rank", es: "Parada de taxis" },
      headerImageUrl: "https://img.example/h.jpg",
      bottomImageUrl: null,
      steps: [
        { en: "Exit 1", es: "Salida 1", imageUrl: "https://img.example/1.jpg" },
        { en: "Wait", es: undefined, imageUrl: null },
      ],
    });
  });

  it("is null when the hub or the point is not the one chosen", () => {
    expect(guestMeetingPoint(hub, "loc-other", "mp-1")).toBeNull();
    expect(guestMeetingPoint(hub, "loc-mad-atocha", "mp-9")).toBeNull();
    expect(guestMeetingPoint(null, "loc-mad-atocha", "mp-1")).toBeNull();
  });
});

describe("guestUrlOf", () => {
  it("is an absolute link on the app's address", () => {
    expect(guestUrlOf("AbC")).toMatch(/^https?:\/\/[^/]+\/r\/AbC$/);
  });
});
