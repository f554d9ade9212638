import { describe, expect, it } from "vitest";
import { guestMessage, guestShare } from "./guest-message";
import { pickupTimeWords } from "@/lib/outbound/pickup-time-words";

const link = "https://desk.example/r/AbCd";
const base = { riderName: "Ana María García", productName: "Comfort", pickupLabel: "Hotel Ritz, Plaza de la Lealtad 5", meetingPoint: null, link };

describe("guestMessage", () => {
  it("is written in the guest's language, the pickup time on the pickup's clock", () => {
    const reserved = { ...base, startAt: "2026-11-23 16:02:00", zone: "Europe/Madrid" };
    expect(guestMessage({ ...reserved, language: "en" })).toBe(
      `Hello Ana María García, your ride is booked: Comfort, Monday 23 November, 16:02, Madrid time. Pickup at Hotel Ritz, Plaza de la Lealtad 5. Follow it here: ${link}`,
    );
    expect(guestMessage({ ...reserved, language: "es" })).toBe(
      `Hola Ana María García, tu viaje está reservado: Comfort, lunes 23 de noviembre, 16:02, hora de Madrid. Recogida en Hotel Ritz, Plaza de la Lealtad 5. Síguelo aquí: ${link}`,
    );
    expect(guestMessage({ ...reserved, language: "pt" })).toBe(
      `Olá, Ana María García! Sua viagem está reservada: Comfort, segunda-feira, 23 de novembro, às 16:02, horário de Madrid. Embarque em Hotel Ritz, Plaza de la Lealtad 5. Acompanhe aqui: ${link}`,
    );
  });

  it("says as soon as possible in the guest's words, and where to meet the driver", () => {
    const meetingPoint = "Arrivals, Door 10 · Terminal 4";
    expect(guestMessage({ ...base, startAt: null, meetingPoint, language: "pt" })).toContain(
      "Comfort, o quanto antes. Embarque em Hotel Ritz, Plaza de la Lealtad 5 — encontre o motorista em Arrivals, Door 10 · Terminal 4. Acompanhe",
    );
    expect(guestMessage({ ...base, startAt: null, language: "es" })).not.toContain("reúnete");
  });

  it("reads the start a page already put in words: as soon as possible in any language, a reservation label, or as it is", () => {
    expect(guestMessage({ ...base, startLabel: "lo antes posible", language: "en" })).toContain("Comfort, as soon as possible.");
    expect(guestMessage({ ...base, startLabel: "2026-11-23 16:02 (Europe/Madrid)", language: "es" })).toContain("lunes 23 de noviembre, 16:02, hora de Madrid");
    expect(guestMessage({ ...base, startLabel: "Mon 23 Nov, 16:14 (Madrid time)", language: "es" })).toContain("Comfort, Mon 23 Nov, 16:14 (Madrid time).");
  });

  it("greets without a name when there is none, and avoids a doubled full stop", () => {
    const text = guestMessage({ ...base, riderName: " ", startAt: null, pickupLabel: "Gate B.", language: "pt" });
    expect(text.startsWith("Olá! Sua viagem está reservada")).toBe(true);
    expect(text).toContain("Embarque em Gate B. Acompanhe aqui:");
  });
});

describe("pickupTimeWords", () => {
  it("names the offset where the zone names no city, and gives up on a zone it cannot read", () => {
    expect(pickupTimeWords("2026-11-23 16:02:00", "UTC", "en")).toBe("Monday 23 November, 16:02, UTC");
    expect(pickupTimeWords("2026-11-23 16:02:00", "Mars/Olympus", "en")).toBeNull();
    expect(pickupTimeWords("2027-01-05 21:30:00", "America/Lima", "pt")).toBe("terça-feira, 5 de janeiro, às 21:30, horário de Lima");
  });
});

describe("guestShare", () => {
  it("gives the subject in the guest's language, and nothing without a link", () => {
    const share = guestShare({ ...base, startAt: null, language: "pt", guestUrl: link, publicUrl: null });
    expect(share.available && share.subject).toBe("Sua viagem está reservada");
    expect(share.available && share.links.email).toContain("subject=Sua%20viagem%20est%C3%A1%20reservada");
    expect(guestShare({ ...base, startAt: null, language: "en", guestUrl: null, publicUrl: " " })).toEqual({ available: false });
  });
});
