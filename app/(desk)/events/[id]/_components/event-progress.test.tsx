import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import type { EventProgress } from "@/lib/events/summary";
import { EventProgressBar } from "./event-progress";

const render = (progress: EventProgress, locale: Locale = "en") =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <EventProgressBar progress={progress} />
    </InLanguage>,
  );
const label = (html: string) => /<label[^>]*>(.*?)<\/label>/.exec(html)![1];

describe("an event's progress, in words and as a <progress>", () => {
  it("checks the sheet with a bar that does not pretend to know how far it is", () => {
    const html = render({ stage: "checking", done: null, total: null });
    expect(label(html)).toBe("Checking the sheet…");
    expect(html).toMatch(/<progress id="event-progress" class="[^"]*"><\/progress>/);
  });

  it("counts the pricing as the job reports it", () => {
    const html = render({ stage: "pricing", done: 40, total: 150 });
    expect(label(html)).toBe("Pricing 40 of 150 rides…");
    expect(html).toContain('value="40" max="150"');
    expect(label(render({ stage: "pricing", done: null, total: null }))).toBe("Pricing the rides…");
  });

  it("counts the booked rows while booking, the bar moving with every outcome", () => {
    const html = render({ stage: "booking", done: 125, total: 500, booked: 120 });
    expect(label(html)).toBe("Booking: 120 of 500 booked");
    expect(html).toContain('value="125" max="500"');
    expect(label(render({ stage: "booking", done: 125, total: 500, booked: 120 }, "es"))).toBe("Reservando: 120 de 500 reservados");
    expect(label(render({ stage: "pricing", done: 40, total: 150 }, "pt"))).toBe("Calculando o preço de 40 de 150 viagens…");
  });
});
