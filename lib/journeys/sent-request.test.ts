import { describe, expect, it } from "vitest";
import { describeSentRequest } from "./sent-request";

describe("describeSentRequest", () => {
  it("gives who, when, which ride and the details as sent, and each stop with its meeting point and contacts", () => {
    expect(
      describeSentRequest({
        requester_id: "a".repeat(32),
        product_id: "p-exec",
        start_at: "2026-11-30 09:15:00",
        rider: { name: "Ana Guest", email: "ana@example.com", locale: "es", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
        message: "Call on arrival",
        reason: "Client visit",
        label_slug: "sales",
        stops: [
          {
            loc: [40.47, -3.68],
            name: "Chamartín",
            addr: "Calle de Agustín de Foxá",
            city: "Madrid",
            location_id: "l",
            meeting_point: { id: "m", loc: [1, 2], name: "Main hall" },
            contacts: [
              { name: "Luis", mobile_cc: "34", mobile_num: "611222333" },
              { name: "Eva", mobile_cc: "44", mobile_num: "7911123456" },
            ],
          },
          { loc: [40.41, -3.68], instr: "North gate" },
        ],
      }),
    ).toEqual({
      requester: "a".repeat(32),
      rider: { kind: "guest", name: "Ana Guest", mobile: "+34 600111222", email: "ana@example.com", language: "es" },
      startAt: "2026-11-30 09:15:00",
      product: "p-exec",
      message: "Call on arrival",
      reason: "Client visit",
      label: "sales",
      preferredDriver: null,
      stops: [
        {
          role: "pickup",
          number: 1,
          place: "Chamartín, Calle de Agustín de Foxá, Madrid",
          coordinates: "40.47, -3.68",
          meetingPoint: "Main hall",
          instructions: null,
          contacts: [
            { name: "Luis", mobile: "+34 611222333" },
            { name: "Eva", mobile: "+44 7911123456" },
          ],
        },
        { role: "destination", number: 2, place: null, coordinates: "40.41, -3.68", meetingPoint: null, instructions: "North gate", contacts: [] },
      ],
    });
  });

  it("names the requester, the product and a company user rider instead of their ids when their names are known", () => {
    const request = { requester_id: "5b7e2c9d1a3f4e8b9c0d1e2f3a4b5c6d", product_id: "p-exec", rider: { id: "b".repeat(32) } };
    const named = describeSentRequest(request, { requester: "María López", product: "Executive", rider: "Luis Ortega" });
    expect(named).toMatchObject({ requester: "María López", product: "Executive", rider: { kind: "user", name: "Luis Ortega" } });
    // Nothing was sent: no name stands in for it.
    expect(describeSentRequest({}, { requester: "María López", product: "Executive" })).toMatchObject({
      requester: null,
      rider: null,
      startAt: null,
      product: null,
    });
  });

  it("keeps a company user's id when their name is unknown, an ASAP ride as such, and survives a malformed request", () => {
    expect(describeSentRequest({ rider: { id: "b".repeat(32) }, start_at: null })).toMatchObject({
      rider: { kind: "user", id: "b".repeat(32), name: null },
      startAt: null,
    });
    expect(describeSentRequest({ stops: "nope", rider: 3 })).toMatchObject({ stops: [], rider: null });
  });
});
