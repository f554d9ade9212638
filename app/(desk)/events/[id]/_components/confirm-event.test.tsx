import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import type { EventView } from "@/lib/events/view";
import { ConfirmEvent } from "./confirm-event";

// useAction reads the router to refresh after a change; these renders make none.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock("@/app/(desk)/events/actions", () => ({ confirmEventAction: vi.fn() }));

const batch = (status: EventView["batch"]["status"]): EventView["batch"] => ({
  id: "0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f",
  name: "Summit",
  status,
  progress: null,
  productRule: "cheapest",
  productName: null,
  fileName: "summit.xlsx",
  createdAt: "2026-11-01T10:00:00.000Z",
  confirmedAt: null,
});
const render = (status: EventView["batch"]["status"], toConfirm: EventView["toConfirm"], locale: Locale = "en", leftOut: EventView["leftOut"] = []) =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <ConfirmEvent view={{ batch: batch(status), toConfirm, leftOut }} tolerancePct={10} />
    </InLanguage>,
  );
const button = (html: string) => /<button[^>]*data-testid="confirm-event"[^>]*>(.*?)<\/button>/.exec(html)!;
const text = (s: string) => s.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

describe("the confirm button", () => {
  it("says how many rides it books and for how much, in the reader's formats", () => {
    const html = render("draft", [{ currency: "EUR", amount: 43250, rows: 18 }]);
    expect(text(button(html)[1]!)).toBe("Book 18 rides for €432.50");
    expect(button(html)[0]).not.toContain('disabled=""');
    expect(text(button(render("draft", [{ currency: "EUR", amount: 43250, rows: 18 }], "es"))[1]!)).toBe("Reservar 18 viajes por 432,50\u00a0€");
    expect(text(button(render("draft", [{ currency: "EUR", amount: 1250, rows: 1 }], "pt"))[1]!)).toBe("Reservar 1 viagem por €\u00a012,50");
  });

  it("adds up every currency the rides are priced in", () => {
    const html = render("draft", [
      { currency: "EUR", amount: 43250, rows: 18 },
      { currency: "GBP", amount: 2000, rows: 1 },
    ]);
    expect(text(button(html)[1]!)).toBe("Book 19 rides for €432.50 and £20.00");
  });

  it("is disabled, saying why, when nothing is priced or the sheet is still being checked or priced", () => {
    const none = render("draft", []);
    expect(button(none)[0]).toContain('disabled=""');
    expect(text(none)).toContain("No ride is priced yet");
    const pricing = render("pricing", [{ currency: "EUR", amount: 43250, rows: 18 }]);
    expect(button(pricing)[0]).toContain('disabled=""');
    expect(button(pricing)[0]).toContain('aria-describedby="confirm-why"');
    expect(text(pricing)).toContain("Wait until the sheet is checked and every ride is priced.");
  });

  it("says that every priced ride repeats one already booked, rather than that nothing is priced, when all are left out", () => {
    const all = render("draft", [], "en", [{ currency: "EUR", amount: 3700, rows: 2 }]);
    expect(button(all)[0]).toContain('disabled=""');
    expect(text(all)).toContain("The 2 priced rides repeat rides already booked: include above the ones to book again.");
    expect(text(all)).not.toContain("No ride is priced yet");
    expect(text(render("draft", [], "es", [{ currency: "EUR", amount: 1850, rows: 1 }]))).toContain("El viaje con precio repite uno ya reservado");
  });
});
