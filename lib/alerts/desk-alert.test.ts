import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/locales";
import { translator, type AppTranslator } from "@/lib/i18n/server-translator";
import { ALERT_PROBLEMS, deskAlertFor } from "./desk-alert";
import { factsFor, rideFacts } from "./testing";

const words = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await translator(l)] as const))) as Record<Locale, AppTranslator>;
const ridePage = `${rideFacts.appUrl}/journeys/${rideFacts.bookingId}`;
const rebookPage = `${rideFacts.appUrl}/book?from=${rideFacts.bookingId}`;

describe("deskAlertFor", () => {
  it("knows the four problems that need the desk, a reservation with no driver yet, and a guest's call refused or never made", () => {
    expect([...ALERT_PROBLEMS].sort()).toEqual(["driver cancel", "no driver yet", "no show", "not found", "ready refused", "ready unused", "uncertain"]);
  });

  it.each(LOCALES)("says every problem in %s with words of its own, naming the guest and the pickup time", (locale) => {
    const alerts = ALERT_PROBLEMS.map((problem) => deskAlertFor(factsFor(problem), words[locale]));
    for (const alert of alerts) {
      expect(alert.title).toContain("Ana Ruiz");
      expect(alert.title).toContain(rideFacts.pickupTime);
      expect(alert.title).not.toMatch(/[{}]/);
      expect(alert.fix.label.trim()).not.toBe("");
      expect(alert.ride?.label.trim() ?? "-").not.toBe("");
      expect(alert.lines).toHaveLength(5);
      for (const line of alert.lines) expect(line.label.trim()).not.toBe("");
    }
    expect(new Set(alerts.map((a) => a.title)).size).toBe(ALERT_PROBLEMS.length);
    // Each problem's button says its own fix; a driver cancel and a no show are both fixed by rebooking.
    const fix = Object.fromEntries(alerts.map((a) => [a.problem, a.fix.label]));
    expect(fix["driver cancel"]).toBe(fix["no show"]);
    expect(new Set(Object.values(fix)).size).toBe(ALERT_PROBLEMS.length - 1);
  });

  it("is written in each language's own words", () => {
    for (const problem of ALERT_PROBLEMS) {
      const titles = LOCALES.map((l) => deskAlertFor(factsFor(problem), words[l]).title);
      expect(new Set(titles).size, problem).toBe(LOCALES.length);
    }
  });

  it("labels the ride's facts in reading order", () => {
    const alert = deskAlertFor(factsFor("not found"), words.en);
    expect(alert.lines).toEqual([
      { label: "Guest", value: "Ana Ruiz" },
      { label: "Pickup", value: rideFacts.pickupLabel },
      { label: "Destination", value: rideFacts.destinationLabel },
      { label: "Pickup time", value: rideFacts.pickupTime },
      { label: "Booked by", value: "Marta Gil" },
    ]);
    expect(deskAlertFor(factsFor("not found", { agentName: null }), words.es).lines.map((l) => l.label)).toEqual([
      "Invitado",
      "Recogida",
      "Destino",
      "Hora de recogida",
    ]);
  });

  it("sends a problem fixed on the ride's page there, with no second link to the same page", () => {
    for (const problem of ["not found", "uncertain", "no driver yet"] as const) {
      const alert = deskAlertFor(factsFor(problem), words.en);
      expect(alert.fix.url, problem).toBe(ridePage);
      expect(alert.ride, problem).toBeNull();
    }
    expect(deskAlertFor(factsFor("not found"), words.en).fix.label).toBe("Keep searching or rebook");
    expect(deskAlertFor(factsFor("uncertain"), words.en).fix.label).toBe("Decide whether it was booked");
  });

  it("sends a ride that ended with no guest aboard to the booking form filled from it, and offers the ride's page beside it", () => {
    for (const problem of ["driver cancel", "no show"] as const) {
      const alert = deskAlertFor(factsFor(problem), words.pt);
      expect(alert.fix).toEqual({ label: "Pedir de novo", url: rebookPage });
      expect(alert.ride).toEqual({ label: "Abrir a viagem", url: ridePage });
    }
  });

  it("says how soon the pickup is for a reservation with no driver yet, in the language's plural", () => {
    expect(deskAlertFor(factsFor("no driver yet", { minutesToPickup: 1 }), words.en).title).toContain("1 minute before pickup");
    expect(deskAlertFor(factsFor("no driver yet", { minutesToPickup: 12.4 }), words.en).title).toContain("12 minutes before pickup");
    expect(deskAlertFor(factsFor("no driver yet", { minutesToPickup: 1 }), words.es).title).toContain("falta 1 minuto");
    expect(deskAlertFor(factsFor("no driver yet", { minutesToPickup: 20 }), words.pt).title).toContain("a 20 minutos do embarque");
  });

  it("builds links from an APP_URL with or without a trailing slash", () => {
    expect(deskAlertFor(factsFor("uncertain", { appUrl: "https://desk.example.com/" }), words.en).fix.url).toBe(ridePage);
    expect(deskAlertFor(factsFor("no show", { appUrl: "https://example.com/ridedesk//" }), words.en).fix.url).toBe(
      `https://example.com/ridedesk/book?from=${rideFacts.bookingId}`,
    );
  });

  it("keeps a very long name short in the title and whole in the Guest line", () => {
    const name = "Maria ".repeat(100).trim();
    const alert = deskAlertFor(factsFor("driver cancel", { riderName: name }), words.en);
    expect(alert.title).toContain("…");
    expect(alert.title.length).toBeLessThan(150);
    expect(alert.lines[0]).toEqual({ label: "Guest", value: name });
  });
});
