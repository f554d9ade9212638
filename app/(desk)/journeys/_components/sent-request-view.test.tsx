import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import { SentRequestView } from "./sent-request-view";

const text = (html: string) =>
  html
    .replace(/<\/(dd|li|p|dt|h3)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
const render = (request: Record<string, unknown>, names = {}, locale: Locale = "en") =>
  text(
    renderToStaticMarkup(
      <InLanguage locale={locale}>
        <SentRequestView request={request} names={names} />
      </InLanguage>,
    ),
  );

const REQUEST = {
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
      contacts: [{ name: "Luis", mobile_cc: "34", mobile_num: "611222333" }],
    },
    { loc: [40.41, -3.68], instr: "North gate" },
  ],
};

describe("what was sent to the ride service", () => {
  it("says who, when, which ride and the details, and each stop with its meeting point and contacts", () => {
    const out = render(REQUEST);
    expect(out).toContain("What was sent to the ride service");
    expect(out).toContain("Requester\n" + "a".repeat(32));
    expect(out).toContain("Rider\nAna Guest · +34 600111222 · ana@example.com · speaks Spanish");
    expect(out).toContain("Pickup time\n2026-11-30 09:15:00 (pickup's local time)");
    expect(out).toContain("Product\np-exec");
    expect(out).toContain("Message for the driver\nCall on arrival");
    expect(out).toContain("Reason\nClient visit");
    expect(out).toContain("Label\nsales");
    expect(out).toContain(
      "Pickup\nChamartín, Calle de Agustín de Foxá, Madrid\nCoordinates 40.47, -3.68\nMeeting point: Main hall\nContact: Luis +34 611222333",
    );
    expect(out).toContain("Destination\nNo address\nCoordinates 40.41, -3.68\nInstructions: North gate");
  });

  it("names the requester, the product and a company user rider when their names are known, and an ASAP ride as such", () => {
    const out = render(
      { requester_id: "5b7e2c9d1a3f4e8b9c0d1e2f3a4b5c6d", product_id: "p-exec", rider: { id: "b".repeat(32) } },
      { requester: "María López", product: "Executive", rider: "Luis Ortega" },
    );
    expect(out).toContain("Requester\nMaría López");
    expect(out).toContain("Product\nExecutive");
    expect(out).toContain("Rider\nLuis Ortega (company user)");
    expect(out).toContain("Pickup time\nAs soon as possible");
    expect(render({ rider: { id: "b".repeat(32) } })).toContain(`Rider\nCompany user ${"b".repeat(32)}`);
    expect(render({})).toContain("Rider\n—");
  });

  it("speaks the reader's language, and keeps what was sent as it was", () => {
    const out = render(REQUEST, {}, "es");
    expect(out).toContain("Lo que se envió al servicio de viajes");
    expect(out).toContain("Pasajero\nAna Guest · +34 600111222 · ana@example.com · habla español");
    expect(out).toContain("Recogida\nChamartín, Calle de Agustín de Foxá, Madrid\nCoordenadas 40.47, -3.68\nPunto de encuentro: Main hall");
    expect(
      renderToStaticMarkup(
        <InLanguage>
          <SentRequestView request={REQUEST} />
        </InLanguage>,
      ),
    ).toContain('<span translate="no">Call on arrival</span>');
  });
});
