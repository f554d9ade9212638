import { describe, expect, it } from "vitest";
import { GUEST_LINK_UNAVAILABLE, firstName, guestMessage, guestShare, shareLinks, startPhrase } from "./share-texts";

const url = "https://rides.example/j/AB12?t=x&y=1";
const base = {
  riderName: "Ana María García",
  productName: "Comfort",
  startLabel: "Tue 12 Jan, 18:45 (Europe/Madrid)",
  pickupLabel: "Hotel Ritz, Plaza de la Lealtad 5",
  meetingPoint: null,
  publicUrl: url,
};

describe("guestMessage", () => {
  it("reads naturally in English", () => {
    expect(guestMessage({ ...base, language: "en" })).toBe(
      "Hello Ana, your ride is booked: Comfort, Tue 12 Jan, 18:45 (Europe/Madrid), pickup at Hotel Ritz, Plaza de la Lealtad 5. " +
        `Follow it here: ${url}`,
    );
  });

  it("reads naturally in Spanish", () => {
    expect(guestMessage({ ...base, language: "es" })).toBe(
      "Hola Ana, tu viaje está reservado: Comfort, Tue 12 Jan, 18:45 (Europe/Madrid), recogida en Hotel Ritz, Plaza de la Lealtad 5. " +
        `Síguelo aquí: ${url}`,
    );
  });

  it("tells the guest where to meet the driver when there is a meeting point", () => {
    const meetingPoint = "Arrivals, Door 10 · Terminal 4";
    const pickupLabel = "Madrid-Barajas Airport, Terminal 4";
    expect(guestMessage({ ...base, pickupLabel, meetingPoint, language: "en" })).toContain(
      "pickup at Madrid-Barajas Airport, Terminal 4 — meet the driver at Arrivals, Door 10 · Terminal 4. Follow it here:",
    );
    expect(guestMessage({ ...base, pickupLabel, meetingPoint, language: "es" })).toContain(
      "recogida en Madrid-Barajas Airport, Terminal 4 — reúnete con el conductor en Arrivals, Door 10 · Terminal 4. Síguelo aquí:",
    );
  });

  it("says nothing about a meeting point when there is none, or it is blank", () => {
    expect(guestMessage({ ...base, language: "en" })).not.toContain("meet the driver");
    expect(guestMessage({ ...base, meetingPoint: "  ", language: "es" })).not.toContain("reúnete");
  });

  it("puts 'as soon as possible' in the guest's language, in lower case", () => {
    expect(guestMessage({ ...base, startLabel: "As soon as possible", language: "en" })).toContain("booked: Comfort, as soon as possible, pickup");
    expect(guestMessage({ ...base, startLabel: "As soon as possible", language: "es" })).toContain("reservado: Comfort, lo antes posible, recogida");
  });

  it("greets without a name when there is none, and avoids a doubled full stop", () => {
    const text = guestMessage({ ...base, riderName: " ", pickupLabel: "Gate B.", language: "en" });
    expect(text.startsWith("Hello, your ride is booked")).toBe(true);
    expect(text).toContain("pickup at Gate B. Follow it here:");
  });
});

describe("firstName and startPhrase", () => {
  it("takes the first word of the name", () => {
    expect(firstName("  José  Luis Pérez ")).toBe("José");
    expect(firstName("")).toBe("");
  });

  it("leaves a date as it is", () => {
    expect(startPhrase("Tue 12 Jan, 18:45", "es")).toBe("Tue 12 Jan, 18:45");
    expect(startPhrase("ASAP", "es")).toBe("lo antes posible");
  });
});

describe("shareLinks", () => {
  const message = "Hola Ana, tu viaje: 18:45 — síguelo aquí: https://x.example/j?a=1&b=2 #1 +34";
  const links = shareLinks(message, "Tu viaje está reservado");

  it("encodes the message whole in each link, so &, #, + and accents survive", () => {
    expect(links.sms).toBe(`sms:?&body=${encodeURIComponent(message)}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(links.email).toBe(`mailto:?subject=Tu%20viaje%20est%C3%A1%20reservado&body=${encodeURIComponent(message)}`);
    for (const link of Object.values(links)) {
      const query = link.slice(link.indexOf("?") + 1);
      expect(query).not.toMatch(/[ #+]/);
      expect(query.split("&").filter(Boolean)).toHaveLength(link.startsWith("mailto:") ? 2 : 1);
    }
  });

  it("decodes back to the same message", () => {
    expect(decodeURIComponent(new URL(links.whatsapp).searchParams.get("text") ?? "")).toBe(message);
    expect(decodeURIComponent(links.sms.slice("sms:?&body=".length))).toBe(message);
  });
});

describe("guestShare", () => {
  it("gives the message, subject and links in the guest's language", () => {
    const share = guestShare({ ...base, language: "es" });
    if (!share.available) throw new Error("expected a share");
    expect(share.subject).toBe("Tu viaje está reservado");
    expect(share.message).toContain(url);
    expect(share.links.whatsapp).toContain(encodeURIComponent(share.message));
    const en = guestShare({ ...base, language: "en" });
    expect(en.available && en.subject).toBe("Your ride is booked");
  });

  it("says the guest link is not available yet instead of sharing without one", () => {
    expect(guestShare({ ...base, publicUrl: null, language: "en" })).toEqual({ available: false, reason: GUEST_LINK_UNAVAILABLE });
    expect(guestShare({ ...base, publicUrl: "  ", language: "es" }).available).toBe(false);
    expect(GUEST_LINK_UNAVAILABLE).toBe("The guest link is not available yet");
  });
});
