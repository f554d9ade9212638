import { describe, expect, it, vi } from "vitest";
import type { BookingRow } from "@/lib/booking/queries";
import { composeGuestMessage } from "./compose";
import { messageFacts } from "./outbox";

vi.mock("server-only", () => ({}));

/** A booking at Atocha's meeting point, whose names the provider gives in English and Spanish only. */
const booking = (riderLocale: string | null) =>
  ({
    riderName: "João Silva",
    riderLocale,
    productName: "Cabify",
    startAt: null,
    zone: "Europe/Madrid",
    pickupLabel: "Estación de Atocha",
    guestMeetingPoint: { title: { en: "Taxi rank, exit C", es: "Parada de taxis, salida C" } },
    driver: null,
    vehicle: null,
    endState: null,
  }) as unknown as BookingRow;

describe("the meeting point a guest's message names", () => {
  it("for a Portuguese guest, is the Spanish one their page shows (pt → es → en), not the English", () => {
    const facts = messageFacts(booking("pt"), { companyName: "Acme", guestUrl: "https://desk.example/r/x" });
    expect(facts.meetingPoint).toBe("Parada de taxis, salida C");
    expect(composeGuestMessage("reminder", "sms", facts).text).toContain("Parada de taxis, salida C");
  });

  it("is the reader's own where the provider wrote it", () => {
    expect(messageFacts(booking("es"), { companyName: "Acme", guestUrl: "x" }).meetingPoint).toBe("Parada de taxis, salida C");
    expect(messageFacts(booking("en"), { companyName: "Acme", guestUrl: "x" }).meetingPoint).toBe("Taxi rank, exit C");
  });
});
