import { describe, expect, it } from "vitest";
import { stopAddressOf, stopTitle } from "./place";

describe("a place as a stop", () => {
  it("keeps the place's name with its street address", () => {
    const hotel = {
      label: "Rosewood Villa Magna, Paseo de la Castellana 22, Madrid",
      name: "Rosewood Villa Magna",
      addr: "Paseo de la Castellana",
      num: "22",
      city: "Madrid",
      postal_code: "28046",
      country: "ES",
    };
    expect(stopAddressOf(hotel)).toEqual({ ...hotel });
  });

  it("drops a name that only repeats the street, and empty fields", () => {
    expect(
      stopAddressOf({
        label: "Calle de Alcalá 1",
        name: "Calle de Alcalá",
        addr: "Calle de Alcalá",
        num: "1",
        city: null,
        postal_code: "",
        country: undefined,
      }),
    ).toEqual({
      label: "Calle de Alcalá 1",
      name: undefined,
      addr: "Calle de Alcalá",
      num: "1",
      city: undefined,
      postal_code: undefined,
      country: undefined,
    });
  });

  it("shows a name in front of the label only when the label lacks it", () => {
    expect(stopTitle({ name: "Rosewood Villa Magna", label: "Rosewood Villa Magna, Paseo de la Castellana 22" })).toBe(
      "Rosewood Villa Magna, Paseo de la Castellana 22",
    );
    expect(stopTitle({ name: "Client HQ", label: "Paseo de la Castellana 22" })).toBe("Client HQ · Paseo de la Castellana 22");
    expect(stopTitle({ label: "40.41690, -3.70350" })).toBe("40.41690, -3.70350");
  });
});
