import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/locales";
import { messageRef } from "@/lib/i18n/message-ref";
import { InLanguage } from "@/lib/i18n/testing";
import type { PlaceChoice } from "@/lib/events/checked-row";
import type { EventRowView } from "@/lib/events/view";
import { EventRow } from "./event-row";

// useAction reads the router to refresh after a change; these renders make none.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/app/(desk)/events/actions", () => ({ chooseEventPlaceAction: vi.fn(), keepSameEventRidesAction: vi.fn() }));

const row = (over: Partial<EventRowView>): EventRowView => ({
  id: "r1",
  rowNumber: 7,
  group: "Arrivals",
  status: "ready",
  cells: { guestName: "Ana Ruiz", mobile: "+34 612 345 678", pickup: "Atocha", destination: "IFEMA", group: "Arrivals" },
  errors: {},
  choices: {},
  product: null,
  price: null,
  confirmedPrice: null,
  problem: null,
  pickup: null,
  when: null,
  booking: null,
  sameAs: null,
  keepSame: false,
  spend: null,
  ...over,
});
const render = (r: EventRowView, { locale = "en" as Locale, sameText = 1, columns = {} as Record<string, string> } = {}) =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <table>
        <EventRow
          row={r}
          batchId="0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f"
          sameText={() => sameText}
          columns={columns}
          booking={false}
          selected={false}
          onSelect={() => {}}
        />
      </table>
    </InLanguage>,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
/** The table cell that holds a marked cell of this field. */
const cellOf = (html: string, field: string) =>
  [...html.matchAll(/<td[^>]*>(?:(?!<\/td>).)*<\/td>/g)].map((m) => m[0]).find((td) => td.includes(`data-error-cell="${field}"`)) ?? "";

describe("a row with errors", () => {
  it("names each wrong cell by the sheet's own header, and by the template's words where the sheet has none", () => {
    const html = text(
      render(
        row({
          status: "invalid",
          cells: { guestName: "Ana Ruiz", mobile: "612", pickup: "Atlantis", destination: "IFEMA" },
          errors: { mobile: messageRef("events.check.mobile"), pickup: messageRef("events.check.place.notFound", { text: "Atlantis" }) },
        }),
        { columns: { mobile: "Móvil del invitado", guestName: "Nombre" } },
      ),
    );
    expect(html).toContain("!Móvil del invitado: 612 — ");
    expect(html).toContain("!Pickup: Atlantis — ");
    expect(html).not.toContain("!Mobile:");
  });

  it("marks the sheet's own header as the agent's words, not ours to translate, and the template's words as ours", () => {
    const html = render(
      row({
        status: "invalid",
        cells: { mobile: "612", pickup: "Atlantis" },
        errors: { mobile: messageRef("events.check.mobile"), pickup: messageRef("events.check.place.notFound", { text: "Atlantis" }) },
      }),
      { columns: { mobile: "Móvil del invitado" } },
    );
    expect(html).toContain('<span class="font-medium"><span translate="no">Móvil del invitado</span></span>');
    expect(html).toContain('<span class="font-medium">Pickup</span>');
  });

  it("shows its time in the desk's format, as checked rows show theirs, and a time it cannot read as typed", () => {
    const withTime = (pickupTime: string, locale: Locale = "en") =>
      text(
        render(
          row({
            status: "invalid",
            cells: { guestName: "Ana Ruiz", mobile: "612", pickup: "Atocha", destination: "IFEMA", pickupTime },
            errors: { mobile: messageRef("events.check.mobile") },
          }),
          { locale },
        ),
      );
    expect(withTime("2026-12-01 13:25")).toContain("Tue 1 Dec, 13:25");
    expect(withTime("2026-12-01 13:25")).not.toContain("2026-12-01 13:25");
    expect(withTime("01/12/2026 13:25", "es")).toContain("mar, 1 dic, 13:25");
    expect(withTime("31/02/2026 13:25")).toContain("31/02/2026 13:25");
    expect(withTime("tomorrow")).toContain("tomorrow");
  });

  const invalid = row({
    status: "invalid",
    cells: { guestName: "Ana Ruiz", mobile: "612", pickup: "Atlantis", destination: "IFEMA" },
    errors: {
      mobile: messageRef("events.check.mobile"),
      pickup: messageRef("events.check.place.notFound", { text: "Atlantis" }),
      pickupTime: messageRef("events.check.time.needsTime"),
    },
  });

  it("marks each wrong cell, not by colour alone, and points it to its message", () => {
    const html = render(invalid);
    const pickup = cellOf(html, "pickup");
    expect(pickup).toContain('aria-describedby="row-r1-pickup-error"');
    expect(pickup).toContain('<span aria-hidden="true" class="mr-1 font-bold text-rose-700">!</span>');
    // The guest's cell answers for the guest's columns the table does not show (the mobile).
    expect(html).toMatch(/<td[^>]*aria-describedby="row-r1-mobile-error"[^>]*>.*?Ana Ruiz/);
    expect(cellOf(html, "destination")).toBe("");
  });

  it("lists every error of the row beside its cell's text, in the reader's words", () => {
    const html = render(invalid);
    const items = [...html.matchAll(/<li[^>]*data-error-field="(\w+)"[^>]*>(.*?)<\/li>/g)].map((m) => [m[1], text(m[2]!)]);
    expect(items).toEqual([
      [
        "mobile",
        "!Mobile: 612 — This is not a mobile number. Write it with its country code, e.g. +34 612 34 56 78 or +44 7911 123456 (Spanish numbers may leave +34 out).",
      ],
      ["pickup", "!Pickup: Atlantis — No place called “Atlantis” was found. Write the full address with its city, or coordinates (e.g. 40.4168, -3.7038)."],
      ["pickupTime", "!Pickup time: (empty) — Write the time too, e.g. 01/12/2026 09:30."],
    ]);
    expect(html).toContain('<span id="row-r1-pickup-error">');
    // The sheet's text is data, shown as it came.
    expect(html).toContain('<span translate="no">Atlantis</span>');
    expect(text(render(invalid, { locale: "es" }))).toContain("Móvil: 612 — ");
    expect(text(render(invalid, { locale: "pt" }))).toContain("Embarque: Atlantis — ");
  });
});

describe("a row whose place matched several", () => {
  const place = (label: string, loc: [number, number]): PlaceChoice => ({
    typed: "Hotel Miguel Ángel",
    label,
    name: "Hotel Miguel Ángel",
    addr: null,
    num: null,
    city: null,
    postal_code: null,
    country: "ES",
    loc,
  });
  const choosing = row({
    status: "needs_choice",
    cells: { guestName: "Ana Ruiz", pickup: "Hotel Miguel Ángel", destination: "IFEMA" },
    choices: {
      pickup: [
        place("Hotel Miguel Ángel, Calle de Miguel Ángel 29, Madrid", [40.43, -3.69]),
        place("Hotel Miguel Ángel, Avenida de Andalucía 10, Sevilla", [37.38, -5.98]),
      ],
    },
  });

  it("asks which place, offering each as a radio button, and says the pick fixes every row with the same text", () => {
    const html = render(choosing, { sameText: 3 });
    expect(text(/<legend[^>]*>(.*?)<\/legend>/.exec(html)![1]!)).toBe("Pickup: which “Hotel Miguel Ángel”?");
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('<span translate="no">Hotel Miguel Ángel, Avenida de Andalucía 10, Sevilla</span>');
    expect(text(html)).toContain("Your pick fixes all 3 rows with this text.");
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Use this place<\/button>/);
    expect(text(render(choosing, { sameText: 3, locale: "es" }))).toContain("Recogida: ¿qué «Hotel Miguel Ángel»?");
    expect(text(render(choosing, { sameText: 1, locale: "pt" }))).toContain("Sua escolha fica guardada para esta linha.");
  });
});

describe("a row's outcome", () => {
  it("links a booked row to its ride, with the guest's link to copy", () => {
    const html = render(
      row({
        status: "booked",
        booking: { id: "b-1", guestUrl: "https://desk.example/r/abc", state: "hired", endState: null, pickupAt: "2026-12-01T08:30:00.000Z" },
      }),
    );
    expect(html).toContain('href="/journeys/b-1"');
    expect(text(html)).toContain("See Ana Ruiz's ride");
    expect(text(html)).toContain("Copy the guest's link");
  });

  it("says a refusal in the ride service's own words, and sends an uncertain one to its ride", () => {
    expect(text(render(row({ status: "refused", problem: "Pickup outside the service area" })))).toContain("Pickup outside the service area");
    const html = render(
      row({ status: "uncertain", booking: { id: "b-2", guestUrl: null, state: null, endState: null, pickupAt: "2026-12-01T08:30:00.000Z" } }),
    );
    expect(text(html)).toContain("The ride service did not confirm this booking: the ride may exist.");
    expect(html).toContain('href="/journeys/b-2"');
  });

  it("offers a row waiting at a new price to be booked at it, with the old price beside", () => {
    const html = render(row({ status: "waiting_price", price: { amount: 2450, currency: "EUR" }, confirmedPrice: { amount: 2000, currency: "EUR" } }));
    expect(html).toContain('type="checkbox"');
    expect(text(html)).toContain("Book at €24.50 (it was €20.00 when you confirmed)");
  });
});

describe("a row that repeats a ride booked elsewhere", () => {
  it("says which event's row it repeats, links to it, is left out, and can be ticked back in", () => {
    const html = render(
      row({ status: "priced", price: { amount: 1850, currency: "EUR" }, sameAs: { kind: "event", batchId: "e-1", eventName: "Kick-off", rowNumber: 4 } }),
    );
    expect(text(html)).toContain("Same ride as row 4 of the event “Kick-off”, booked or being booked (same guest, time and stops): left out of this event.");
    expect(text(html)).toContain("Left out: already booked");
    expect(html).toContain('href="/events/e-1"');
    expect(html).toMatch(/<input type="checkbox"[^>]*\/>Book it anyway/);
    const kept = render(row({ status: "priced", keepSame: true, sameAs: { kind: "booking", bookingId: "b-9", eventName: null } }));
    expect(text(kept)).toContain("Same ride as one already booked for this guest at the same time and stops: left out of this event.");
    expect(text(kept)).not.toContain("Left out: already booked");
    expect(kept).toContain('href="/journeys/b-9"');
    expect(kept).toMatch(/checked=""/);
    expect(text(render(row({ status: "priced", sameAs: { kind: "booking", bookingId: "b-9", eventName: "Gala" } }), { locale: "es" }))).toContain(
      "Es el mismo viaje que uno ya reservado para este invitado a la misma hora y con las mismas paradas en el evento «Gala»",
    );
    expect(text(render(row({ status: "priced", sameAs: { kind: "event", batchId: "e-1", eventName: "Gala", rowNumber: null } }), { locale: "pt" }))).toContain(
      "É a mesma viagem que uma linha do evento “Gala”",
    );
  });
});

describe("a priced row outside the spend rules", () => {
  it("says at its row what it breaks, in the reader's words, and what will become of it", () => {
    const spend = {
      verdict: "approve" as const,
      breaches: [
        {
          rule: "budget" as const,
          outcome: "approve" as const,
          budgetId: "b",
          scope: "label" as const,
          subject: "events-2026",
          period: "month" as const,
          amountMinor: 50_000,
          usedMinor: 48_000,
          priceMinor: 2_150,
          currency: "EUR",
        },
      ],
    };
    const html = text(render(row({ status: "priced", product: "Executive", price: { amount: 2150, currency: "EUR" }, spend }), { locale: "es" }));
    expect(html).toContain("Fuera de las reglas: esperará aprobación");
    expect(html.replaceAll("\u00a0", " ")).toContain("A la etiqueta events-2026 le quedan 20,00 € de sus 500,00 € este mes, y este viaje cuesta 21,50 €.");
    expect(text(render(row({ status: "priced", price: { amount: 2150, currency: "EUR" } })))).not.toContain("Outside the rules");
  });
});
