import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import type { SeriesDayView, SeriesView } from "@/lib/series/view";

vi.mock("@/app/(desk)/journeys/series/[id]/actions", () => ({ changeSeriesFromAction: vi.fn() }));
const { SeriesDays } = await import("./series-days");

const day = (over: Partial<SeriesDayView>): SeriesDayView => ({
  day: "2027-03-22",
  time: "02:30",
  status: "booked",
  skip: null,
  problem: null,
  bookingId: null,
  journeyState: null,
  route: null,
  changeable: false,
  ...over,
});

const series = (days: SeriesDayView[]): SeriesView => ({
  id: "0b6f8a52-7c1e-4d3a-9f2b-5e8d7c6a4b3f",
  status: "active",
  weekdays: [7],
  time: "02:30",
  zone: "Europe/Madrid",
  startDate: "2027-03-21",
  untilDate: null,
  rides: 3,
  riderName: "Ana",
  pickupLabel: "Sol",
  destinationLabel: "Atocha",
  days,
});

const render = (s: SeriesView, locale: "en" | "es" | "pt" = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <SeriesDays series={s} onNotice={() => {}} />
    </InLanguage>,
  );

describe("a series' days", () => {
  it("say in words why a day books no ride: a holiday, a time the clocks skip, a time they pass twice, a refusal", () => {
    const html = render(
      series([
        day({ day: "2027-03-21", bookingId: "b1", changeable: true }),
        day({ day: "2027-03-28", time: null, status: "skipped", skip: { kind: "nonexistent" } }),
        day({ day: "2027-10-31", time: null, status: "skipped", skip: { kind: "ambiguous" } }),
        day({ day: "2027-12-26", time: null, status: "skipped", skip: { kind: "holiday", name: "Boxing Day" } }),
        day({ day: "2028-01-02", status: "failed", problem: '$series.send.providerDown{"attempts":6}' }),
      ]),
    );
    expect(html).toContain("02:30 does not exist on the pickup&#x27;s clock that day (the clocks go forward)");
    expect(html).toContain("02:30 happens twice on the pickup&#x27;s clock that day (the clocks go back)");
    expect(html).toContain("Holiday: Boxing Day");
    expect(html).toContain("The ride service did not answer after 6 tries; book this day by hand.");
    expect(html).toContain('href="/journeys/b1"');
    // Only a day still ahead can start a change.
    expect(html.match(/aria-label="Change from here: /g)?.length).toBe(1);
  });

  it("speak the reader's language", () => {
    const html = render(series([day({ day: "2027-03-28", time: null, status: "skipped", skip: { kind: "nonexistent" } })]), "pt");
    expect(html).toContain("02:30 não existe nesse dia no relógio do embarque (o relógio adianta)");
    expect(html).toContain("Pulada");
  });
});
