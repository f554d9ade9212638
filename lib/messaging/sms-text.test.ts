import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locales";
import { composeGuestMessage, type GuestMessageFacts } from "./compose";
import { GUEST_EVENTS } from "@/lib/channels";
import { smsCost, smsText } from "./sms-text";

describe("what an SMS costs", () => {
  it("is 160 GSM-7 characters a segment alone, 153 once split; the extension's characters count two", () => {
    expect(smsCost("a".repeat(160))).toEqual({ segments: 1, encoding: "GSM-7", characters: 160 });
    expect(smsCost("a".repeat(161)).segments).toBe(2);
    expect(smsCost("a".repeat(306)).segments).toBe(2);
    expect(smsCost("a".repeat(307)).segments).toBe(3);
    expect(smsCost(`${"a".repeat(159)}€`).segments).toBe(2);
  });

  it("is 70 UCS-2 characters a segment alone, 67 once split, as soon as one character is outside GSM-7", () => {
    expect(smsCost(`${"a".repeat(69)}á`)).toMatchObject({ segments: 1, encoding: "UCS-2" });
    expect(smsCost(`${"a".repeat(70)}á`).segments).toBe(2);
    expect(smsCost(`${"a".repeat(133)}á`).segments).toBe(2);
    expect(smsCost(`${"a".repeat(134)}á`).segments).toBe(3);
  });
});

describe("an SMS's words", () => {
  it("lose the accents GSM-7 cannot carry and keep those it can, when that saves segments", () => {
    const text = `Tu viaje está reservado en la estación de Atocha, salida C. Síguelo aquí: https://desk.example/r/${"x".repeat(40)} — Responde STOP`;
    expect(smsCost(text).encoding).toBe("UCS-2");
    const sent = smsText(text);
    expect(sent).toBe(`Tu viaje esta reservado en la estacion de Atocha, salida C. Siguelo aqui: https://desk.example/r/${"x".repeat(40)} - Responde STOP`);
    expect(smsCost(sent)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    const tail = " Acompanhe a viagem pelo link que enviamos por aqui.";
    expect(smsText(`Olá João, à porta; Ñandú ¿qué?${tail}`)).toBe(`Ola Joao, à porta; Ñandu ¿qué?${tail}`);
  });

  it("stay as written when a character has no safe stand-in, or when nothing would be saved", () => {
    expect(smsText("Здравствуйте, Ана: está reservado")).toBe("Здравствуйте, Ана: está reservado");
    expect(smsText("Tu viaje está reservado, 🚕")).toBe("Tu viaje está reservado, 🚕");
    expect(smsText("café")).toBe("café");
  });
});

const facts = (language: GuestMessageFacts["language"]): GuestMessageFacts => ({
  riderName: "Ana Ruiz",
  language,
  productName: "Cabify Executive",
  startAt: "2026-12-01 09:30:00",
  zone: "Europe/Madrid",
  pickupLabel: "Aeropuerto Adolfo Suárez Madrid-Barajas T4",
  meetingPoint: "Vestíbulo de llegadas, salida 2",
  companyName: "Acme Travel",
  link: "https://desk.acme.example/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345",
  driver: { name: "Carlos Gómez" },
  vehicle: { name: "Toyota Corolla Hybrid", plate: "1234 KLM", color: "white" },
  endState: null,
});

describe("every SMS to a guest", () => {
  for (const language of LOCALES) {
    it(`fits two GSM-7 segments in ${language}, with a long airport pickup and meeting point`, () => {
      for (const event of GUEST_EVENTS) {
        const cost = smsCost(composeGuestMessage(event, "sms", facts(language)).text);
        expect({ event, ...cost }).toMatchObject({ event, encoding: "GSM-7" });
        expect(cost.segments, event).toBeLessThanOrEqual(2);
      }
    });
  }

  it("goes by WhatsApp with its accents, which cost nothing there", () => {
    expect(composeGuestMessage("reminder", "whatsapp", facts("es")).text).toContain("Vestíbulo de llegadas");
  });
});
