import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import type { Locale } from "@/lib/locales";
import { EventList, type EventListItem } from "./event-list";
import { SheetColumns } from "./sheet-columns";

const event = (over: Partial<EventListItem> = {}): EventListItem => ({
  id: "6f1c2a3b-0000-4000-8000-000000000001",
  name: "Offsite <Madrid>",
  fileName: "offsite.xlsx",
  createdAt: "2026-05-02T10:00:00.000Z",
  status: "draft",
  progress: null,
  creatorName: null,
  sheetRows: 23,
  counts: { booked: 18, needs_choice: 1, waiting_price: 1, invalid: 3 },
  ...over,
});
const render = (events: EventListItem[], locale: Locale = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <EventList events={events} caption="Your events" />
    </InLanguage>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("the list of events", () => {
  it("shows each event's name linking to its page, its file, when it was uploaded, its status and its rides in words", () => {
    const html = render([event()]);
    const link = /<a ([^>]*)>Offsite &lt;Madrid&gt;<\/a>/.exec(html)?.[1];
    expect(link).toContain('href="/events/6f1c2a3b-0000-4000-8000-000000000001"');
    expect(link).toContain('translate="no"');
    expect(html).toMatch(/<td[^>]*translate="no"[^>]*>offsite.xlsx<\/td>/);
    expect(html).toContain('<time dateTime="2026-05-02T10:00:00.000Z">');
    expect(text(html)).toContain("Ready to confirm");
    expect(text(html)).toContain("18 booked · 2 need attention · 3 with errors");
    expect(html).toContain('<caption class="sr-only">Your events</caption>');
  });

  it("shows how far a check has gone, the sheet's size until its rows are counted, and who made someone else's event", () => {
    const html = render([event({ status: "checking", progress: { done: 5, total: 23 }, counts: {}, creatorName: "Aitor Agent" })]);
    expect(text(html)).toContain("Checking the sheet5 of 23");
    expect(text(html)).toContain("23 rides");
    expect(html).toContain('by <span translate="no">Aitor Agent</span>');
  });

  it("says so when there are none, and speaks the reader's language", () => {
    expect(render([])).toMatch(/data-testid="events-empty"[^>]*>No events yet/);
    expect(text(render([event({ counts: { booked: 1, invalid: 2 } })], "es"))).toContain("1 reservado · 2 con errores");
    expect(text(render([event({ status: "done", counts: { booked: 2 } })], "pt"))).toContain("Concluído");
  });
});

describe("what the columns are", () => {
  it("lists the template's columns in the reader's language, the required ones marked, the stops as one", () => {
    const html = renderToStaticMarkup(
      <InLanguage locale="es">
        <SheetColumns />
      </InLanguage>,
    );
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Qué es cada columna<\/summary>/);
    const terms = [...html.matchAll(/<dt[^>]*>([^<]*)<span[^>]*>([^<]*)<\/span><\/dt>/g)].map((m) => [m[1], m[2]]);
    expect(terms.slice(0, 4)).toEqual([
      ["Nombre del invitado", "Obligatoria"],
      ["Móvil", "Obligatoria"],
      ["Correo electrónico", "Opcional"],
      ["Idioma", "Opcional"],
    ]);
    expect(terms).toContainEqual(["Parada 1 – Parada 13", "Opcional"]);
    expect(terms).toContainEqual(["Destino", "Obligatoria"]);
    expect(terms).toHaveLength(14);
  });
});
