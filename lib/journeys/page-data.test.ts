import { describe, expect, it } from "vitest";
import { toJourneyPageData } from "./page-data";

const row = {
  id: "b1",
  status: "booked" as const,
  journeyId: "j1",
  publicUrl: null,
  riderName: "Ana",
  riderLocale: "es",
  productName: "Executive",
  priceAmount: 2150,
  priceCurrency: "EUR",
  startAt: null,
  zone: "Europe/Madrid",
  pickupLabel: "Atocha station",
  destinationLabel: "Retiro",
  request: {
    stops: [
      { loc: [40.4, -3.69], location_id: "loc-atocha", meeting_point: { id: "mp-1", loc: [40.4, -3.69], name: "Door 2" } },
      { loc: [40.43, -3.7], addr: "Calle Mayor", num: "5", city: "Madrid", instr: "Ring twice" },
      { loc: [40.41, -3.68], name: "Retiro" },
    ],
  },
  error: null,
  createdAt: new Date("2026-11-23T10:00:00Z"),
  updatedAt: new Date("2026-11-23T10:05:00Z"),
  endState: null,
  stateTimes: {} as Record<string, string>,
  attentionResolvedAt: null,
  attentionResolution: null,
  rebookOf: null,
};

describe("toJourneyPageData", () => {
  it("lists the stops as sent, with our labels at the ends, the address between, and meeting points", () => {
    const d = toJourneyPageData(row, null);
    expect(d.stops).toEqual([
      { loc: [40.4, -3.69], label: "Atocha station", role: "pickup", instr: null, meetingPoint: { id: "mp-1", name: "Door 2", locationId: "loc-atocha" } },
      { loc: [40.43, -3.7], label: "Calle Mayor 5, Madrid", role: "stop", instr: "Ring twice", meetingPoint: null },
      { loc: [40.41, -3.68], label: "Retiro", role: "destination", instr: null, meetingPoint: null },
    ]);
    expect(d.estimate).toEqual({ amount: 2150, currency: "EUR" });
    expect(d.riderLanguage).toBe("es");
    expect(d.attention).toBeNull();
  });

  it("keeps a Portuguese guest's language, so what the agent shares them falls back as their page does", () => {
    expect(toJourneyPageData({ ...row, riderLocale: "pt" }, null).riderLanguage).toBe("pt");
    expect(toJourneyPageData({ ...row, riderLocale: "xx" }, null).riderLanguage).toBe("en");
  });

  it("names the problem and when it began, until it is resolved", () => {
    const noShow = { ...row, endState: "no show", stateTimes: { "no show": "2026-11-23T10:20:00Z" } };
    expect(toJourneyPageData(noShow, null).attention).toEqual({ problem: "no show", since: "2026-11-23T10:20:00Z" });
    const uncertain = { ...row, status: "uncertain" as const, journeyId: null };
    expect(toJourneyPageData(uncertain, null).attention).toEqual({ problem: "uncertain", since: "2026-11-23T10:05:00.000Z" });
    const resolved = { ...noShow, attentionResolvedAt: new Date("2026-11-23T10:30:00Z"), attentionResolution: "rebooked" };
    const d = toJourneyPageData(resolved, null);
    expect(d.attention).toBeNull();
    expect(d.resolution).toEqual({ how: "rebooked", by: null, at: "2026-11-23T10:30:00.000Z" });
    expect(toJourneyPageData(resolved, null, { requesterName: null, resolvedBy: "Ana Agent", rebookedAs: "b2" })).toMatchObject({
      resolution: { by: "Ana Agent" },
      rebookedAs: "b2",
    });
  });
});
