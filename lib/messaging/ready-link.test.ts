import { describe, expect, it } from "vitest";
import { composeGuestMessage, type GuestMessageFacts } from "./compose";
import { filledTemplate, templateText } from "./whatsapp-templates";

/** The message that gives a guest their link to call the car when ready: the window's close on the pickup's clock, the pickup, the link. */

const LINK = "https://desk.acme.example/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const facts = (over: Partial<GuestMessageFacts> = {}): GuestMessageFacts => ({
  riderName: "Ana Ruiz",
  language: "en",
  productName: "Cabify",
  startAt: null,
  zone: "Europe/Madrid",
  pickupLabel: "Madrid Puerta de Atocha",
  meetingPoint: null,
  companyName: "Acme",
  link: LINK,
  driver: null,
  vehicle: null,
  endState: null,
  readyUntil: "2026-11-30 19:00:00",
  ...over,
});

describe("the guest's link to call the car when ready", () => {
  it("says until when, on the pickup's clock, from where, and the link, in the guest's language", () => {
    expect(composeGuestMessage("ready_link", "whatsapp", facts()).text).toBe(
      "Hello Ana Ruiz, a ride from Madrid Puerta de Atocha is booked for you: call the car on this page when you are ready, until Monday 30 November, 19:00, Madrid time: " +
        `${LINK} Reply STOP to stop these messages.`,
    );
    expect(composeGuestMessage("ready_link", "sms", facts({ language: "es" })).text).toContain("hasta lunes 30 de noviembre, 19:00, hora de Madrid");
    expect(composeGuestMessage("ready_link", "email", facts({ language: "pt" })).subject).toBe("Peça seu carro quando estiver pronto");
  });

  it("has a WhatsApp template for a guest outside the 24-hour window, its variables filled from the ride", () => {
    expect(templateText("ready_link", "en")).toEqual({
      text: "A ride from {{1}} is booked for you: call the car when you are ready, until {{2}}, on this page: {{3}} Reply STOP to stop these messages.",
      variables: ["pickup", "until", "link"],
    });
    expect(filledTemplate("ready_link", facts()).variables).toEqual({
      "1": "Madrid Puerta de Atocha",
      "2": "Monday 30 November, 19:00, Madrid time",
      "3": LINK,
    });
  });
});
