import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locales";
import { composeGuestMessage, type GuestMessageFacts } from "./compose";
import { emailBodies } from "./email-body";
import { GUEST_CHANNELS, GUEST_EVENTS } from "@/lib/channels";

const LINK = "https://desk.acme.example/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345";

const facts = (over: Partial<GuestMessageFacts> = {}): GuestMessageFacts => ({
  riderName: "Ana Ruiz",
  language: "en",
  productName: "Cabify",
  startAt: "2026-12-01 09:30:00",
  zone: "Europe/Madrid",
  pickupLabel: "Madrid-Barajas Airport T4",
  meetingPoint: "Arrivals hall, exit 2",
  companyName: "Acme",
  link: LINK,
  driver: { name: "Carlos Gómez" },
  vehicle: { name: "Toyota Prius", plate: "1234 KLM", color: "white" },
  endState: null,
  ...over,
});

describe("every message to a guest, in every language", () => {
  for (const language of LOCALES) {
    it(`is written whole in ${language}, for every event and channel`, () => {
      const texts = new Set<string>();
      for (const event of GUEST_EVENTS) {
        for (const channel of GUEST_CHANNELS) {
          const { subject, text } = composeGuestMessage(
            event,
            channel,
            facts({ language, endState: event === "not_found" ? "not found" : event === "cancelled" ? "rider cancel" : null }),
          );
          expect(text.trim().length, `${event}/${channel}`).toBeGreaterThan(20);
          expect(subject.trim().length, `${event}/${channel}`).toBeGreaterThan(5);
          // Every argument was filled in: no ICU left over.
          expect(`${subject} ${text}`).not.toMatch(/[{}]/);
          texts.add(text);
        }
      }
      expect(texts.size).toBeGreaterThanOrEqual(GUEST_EVENTS.length);
    });
  }

  it("says the link, the pickup time on the pickup's clock and the meeting point when booked; how to stop by text, not by email", () => {
    const sms = composeGuestMessage("booked", "sms", facts({ language: "es" })).text;
    expect(sms).toContain(LINK);
    expect(sms).toContain("09:30");
    expect(sms).toContain("hora de Madrid");
    expect(sms).toContain("Arrivals hall, exit 2");
    expect(sms).toMatch(/STOP/);
    expect(composeGuestMessage("booked", "email", facts({ language: "es" })).text).not.toMatch(/STOP/);
  });

  it("names the driver by first name, the car and the plate; says where the driver waits", () => {
    const assigned = composeGuestMessage("driver_assigned", "sms", facts({ language: "pt" })).text;
    expect(assigned).toContain("Carlos");
    expect(assigned).not.toContain("Gómez");
    expect(assigned).toContain("Toyota Prius (branco), placa 1234 KLM");
    // An English colour inside a Spanish sentence, marked as the provider's when we do not know it.
    expect(
      composeGuestMessage("driver_assigned", "sms", facts({ language: "es", vehicle: { name: "Skoda Octavia", plate: "9054 LPX", color: "blue" } })).text,
    ).toContain("Skoda Octavia (azul), matricula 9054 LPX");
    expect(
      composeGuestMessage("driver_assigned", "whatsapp", facts({ language: "es", vehicle: { name: "Skoda Octavia", plate: "9054 LPX", color: "teal" } })).text,
    ).toContain('Skoda Octavia ("teal"), matrícula');
    const arrived = composeGuestMessage("driver_arrived", "whatsapp", facts({ language: "en", meetingPoint: null })).text;
    expect(arrived).toContain("at Madrid-Barajas Airport T4");
    expect(composeGuestMessage("driver_assigned", "sms", facts({ vehicle: null })).text).toBe(`Ana Ruiz, your driver is Carlos. Follow your ride: ${LINK}`);
  });

  it("says what happens next, by why the ride ended", () => {
    const ended = (endState: string) => composeGuestMessage("cancelled", "sms", facts({ endState })).text;
    expect(ended("driver cancel")).toMatch(/^Your driver cancelled .+Acme's travel desk has been told and will arrange another ride/);
    expect(ended("no show")).toMatch(/could not find you/);
    expect(ended("rider cancel")).toMatch(/cancelled by Acme\. If you still need a ride, contact the person who booked it\./);
    expect(composeGuestMessage("not_found", "whatsapp", facts({ language: "es" })).text).toMatch(/^No se ha encontrado ningún conductor/);
  });

  it("an email has the same words, its link as a link, escaped, and who sent it", () => {
    const { text, html } = emailBodies(`Hola <Ana> & co: ${LINK}.`, "es", "Acme");
    expect(text).toMatch(/^Hola <Ana> & co: .+\n\n--\nAcme te envía este mensaje/);
    expect(html).toContain(`<a href="${LINK}">${LINK}</a>.`);
    expect(html).toContain("Hola &lt;Ana&gt; &amp; co");
    expect(html).toContain('lang="es"');
  });

  it("an email carries names as text: nothing in a guest's or driver's name looks like an address to a mail client", () => {
    // What mail clients link in text and HTML alike: a scheme, "www.", a domain, an email address.
    const LINKABLE = /https?:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}|@[a-z]/i;
    const named = facts({ riderName: "Ana (pay at https://evil.example or www.evil.example, mail x@evil.example)", driver: { name: "pay.evil.example" } });
    for (const event of GUEST_EVENTS) {
      const email = composeGuestMessage(event, "email", named);
      const { text, html } = emailBodies(email.text, "en", "Acme");
      const withoutOurLink = (s: string) => s.split(LINK).join("");
      expect(withoutOurLink(text), event).not.toMatch(LINKABLE);
      expect(withoutOurLink(email.subject), event).not.toMatch(LINKABLE);
      expect(withoutOurLink(html).replace(/<a href="">/g, ""), event).not.toMatch(/<a href="(?!")|https?:\/\/|www\./);
      if (event === "booked") expect(text).toContain("Ana (pay at https\uA789//evil\u2024example");
    }
    // Only the email changes: a text message carries the name as typed.
    expect(composeGuestMessage("booked", "whatsapp", named).text).toContain("https://evil.example");
  });
});
