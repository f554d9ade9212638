import { describe, expect, it } from "vitest";
import { describeSentRequest } from "./sent-request";

describe("describeSentRequest", () => {
  it("says who, when, which ride and the details in words, and each stop with its meeting point and contacts", () => {
    const { lines, stops } = describeSentRequest({
      requester_id: "a".repeat(32),
      product_id: "p-exec",
      start_at: "2026-11-30 09:15:00",
      rider: { name: "Ana Guest", email: "ana@example.com", locale: "es", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
      message: "Call on arrival",
      reason: "Client visit",
      label_slug: "sales",
      stops: [
        { loc: [40.47, -3.68], name: "Chamartín", addr: "Calle de Agustín de Foxá", city: "Madrid", location_id: "l", meeting_point: { id: "m", loc: [1, 2], name: "Main hall" }, contacts: [{ name: "Luis", mobile_cc: "34", mobile_num: "611222333" }, { name: "Eva", mobile_cc: "44", mobile_num: "7911123456" }] },
        { loc: [40.41, -3.68], instr: "North gate" },
      ],
    });
    expect(Object.fromEntries(lines.map((l) => [l.term, l.value]))).toEqual({
      Requester: "a".repeat(32),
      Rider: "Ana Guest · +34 600111222 · ana@example.com · speaks Spanish",
      "Pickup time": "2026-11-30 09:15:00 (pickup's local time)",
      Product: "p-exec",
      "Message for the driver": "Call on arrival",
      Reason: "Client visit",
      Label: "sales",
    });
    expect(stops).toEqual([
      { title: "Pickup", lines: ["Chamartín, Calle de Agustín de Foxá, Madrid", "Coordinates 40.47, -3.68", "Meeting point: Main hall", "Contact: Luis +34 611222333", "Contact: Eva +44 7911123456"] },
      { title: "Destination", lines: ["No address", "Coordinates 40.41, -3.68", "Instructions: North gate"] },
    ]);
  });

  it("names the requester, the product and a company user rider instead of their ids when their names are known", () => {
    const request = { requester_id: "5b7e2c9d1a3f4e8b9c0d1e2f3a4b5c6d", product_id: "p-exec", rider: { id: "b".repeat(32) } };
    const named = Object.fromEntries(describeSentRequest(request, { requester: "María López", product: "Executive", rider: "Luis Ortega" }).lines.map((l) => [l.term, l.value]));
    expect(named).toMatchObject({ Requester: "María López", Product: "Executive", Rider: "Luis Ortega (company user)" });
    expect(JSON.stringify(named)).not.toContain("5b7e2c9d");
    // Nothing was sent: no name stands in for it.
    expect(describeSentRequest({}, { requester: "María López", product: "Executive" }).lines.slice(0, 4).map((l) => l.value)).toEqual(["—", "—", "As soon as possible", "—"]);
  });

  it("names a company user as the rider and an ASAP ride as such, and survives a malformed request", () => {
    const { lines } = describeSentRequest({ rider: { id: "b".repeat(32) }, start_at: null });
    expect(lines.find((l) => l.term === "Rider")?.value).toBe(`Company user ${"b".repeat(32)}`);
    expect(lines.find((l) => l.term === "Pickup time")?.value).toBe("As soon as possible");
    expect(describeSentRequest({ stops: "nope", rider: 3 }).stops).toEqual([]);
  });
});
