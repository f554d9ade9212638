import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import type { RideView } from "@/lib/reports/types";
import { ReportRides } from "./report-rides";

const ride: RideView = {
  id: "r1",
  pickupLocal: "23 Nov 2026, 16:02",
  pickupIso: "2026-11-23T15:02:00Z",
  zone: "Europe/Madrid",
  riderName: "Ana García",
  requester: "Maximiliana Fernández de Córdoba y Villalobos",
  agent: "Aitor Agent with a very long name indeed",
  route: "Atocha → Chamartín",
  currency: "EUR",
  estimated: 2000,
  final: null,
  state: { board: "scheduled" },
  labelSlug: "eng",
  labelName: "Engineering",
  reason: "Client visit",
  corrected: true,
  outsideRules: [],
};
const html = renderToStaticMarkup(
  <InLanguage>
    <ReportRides rides={[ride]} total={1} page={1} perPage={25} pageHref={() => "/reports"} />
  </InLanguage>,
);

describe("ReportRides", () => {
  it("keeps the requester and the agent to one line each, the whole name in the title", () => {
    const cell = html.match(/<td[^>]*data-testid="report-ride-requester"[^>]*>(.*?)<\/td>/)![1]!;
    expect(cell).toContain(`class="block max-w-48 truncate" title="${ride.requester}"`);
    expect(cell).toMatch(/class="block max-w-48 truncate text-xs text-slate-500" title="Aitor Agent with a very long name indeed"/);
  });

  it("shows the state it is given in words, and keeps the reason apart from its Corrected mark for screen readers", () => {
    expect(html).toContain(">Scheduled</td>");
    expect(html).toContain(
      'Client visit</span><span class="mt-1 block w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"><span class="sr-only"> (</span>Corrected<span class="sr-only">)</span>',
    );
  });

  it("shows a state the desk has no words for as the provider wrote it, never to be translated", () => {
    const rows = [
      { ...ride, state: { code: "rerouted" } },
      { ...ride, id: "r2", state: { booked: true as const } },
    ];
    const spanish = renderToStaticMarkup(
      <InLanguage locale="es">
        <ReportRides rides={rows} total={2} page={1} perPage={25} pageHref={() => "/reports"} />
      </InLanguage>,
    );
    expect(spanish).toContain('<span translate="no">rerouted</span>');
    expect(spanish).toContain(">Reservado</td>");
    expect(spanish).toContain("1–2 de 2 viajes");
  });

  it("names each ride's clock by its city in the reader's words, never by the raw zone name", () => {
    const spanish = renderToStaticMarkup(
      <InLanguage locale="es">
        <ReportRides rides={[ride]} total={1} page={1} perPage={25} pageHref={() => "/reports"} />
      </InLanguage>,
    );
    expect(spanish).toContain("hora de Madrid");
    expect(html).toContain("Madrid time");
    expect(spanish + html).not.toContain("Europe/Madrid");
  });
});
