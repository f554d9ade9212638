import { describe, expect, it } from "vitest";
import { GUEST_LINK_UNAVAILABLE, cityOfZone, greetingName, guestMessage, guestShare, pickupTimePhrase, shareLinks, startPhrase } from "./share-texts";

const url = "https://rides.example/j/AB12?t=x&y=1";
const base = {
  riderName: "Ana María García",
  productName: "Comfort",
  startLabel: "2026-11-23 16:02 (Europe/Madrid)",
  pickupLabel: "Hotel Ritz, Plaza de la Lealtad 5",
  meetingPoint: null,
  guestUrl: url,
  publicUrl: null,
};

describe("guestMessage", () => {
  it("reads naturally in English: the name as typed, the date in words in the pickup's time", () => {
    expect(guestMessage({ ...base, link: url, language: "en" })).toBe(
      "Hello Ana María García, your ride is booked: Comfort, Monday 23 November, 16:02, Madrid time. Pickup at Hotel Ritz, Plaza de la Lealtad 5. " +
        `Follow it here: ${url}`,
    );
  });

  it("reads naturally in Spanish", () => {
    expect(guestMessage({ ...base, link: url, language: "es" })).toBe(
      "Hola Ana María García, tu viaje está reservado: Comfort, lunes 23 de noviembre, 16:02, hora de Madrid. Recogida en Hotel Ritz, Plaza de la Lealtad 5. " +
        `Síguelo aquí: ${url}`,
    );
  });

  it("reads naturally in Brazilian Portuguese", () => {
    expect(guestMessage({ ...base, link: url, language: "pt" })).toBe(
      "Olá, Ana María García! Sua viagem está reservada: Comfort, segunda-feira, 23 de novembro, 16:02, horário de Madrid. Embarque em Hotel Ritz, Plaza de la Lealtad 5. " +
        `Acompanhe aqui: ${url}`,
    );
    expect(guestMessage({ ...base, link: url, language: "pt", riderName: "", startLabel: "As soon as possible", meetingPoint: "Arrivals, Door 10" })).toBe(
      `Olá! Sua viagem está reservada: Comfort, o quanto antes. Embarque em Hotel Ritz, Plaza de la Lealtad 5 — encontre o motorista em Arrivals, Door 10. Acompanhe aqui: ${url}`,
    );
  });

  it("keeps what the agent typed as it came, braces and quotes included", () => {
    expect(guestMessage({ ...base, link: url, riderName: "Ana {VIP} O'Neil", pickupLabel: "Gate {B}", language: "en" })).toContain("Hello Ana {VIP} O'Neil, your ride is booked: Comfort, Monday 23 November, 16:02, Madrid time. Pickup at Gate {B}.");
  });

  it("never shortens or mangles the name", () => {
    for (const riderName of ["Acc Guest", "Dr. Ngozi Okonjo-Iweala", "O'Brien", "李小龙", "María-José de la Fuente"]) {
      expect(guestMessage({ ...base, link: url, riderName, language: "en" })).toMatch(new RegExp(`^Hello ${riderName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, your ride`));
    }
    expect(guestMessage({ ...base, link: url, riderName: "  Ana   María ", language: "es" })).toMatch(/^Hola Ana María, tu viaje/);
  });

  it("tells the guest where to meet the driver when there is a meeting point", () => {
    const meetingPoint = "Arrivals, Door 10 · Terminal 4";
    const pickupLabel = "Madrid-Barajas Airport, Terminal 4";
    expect(guestMessage({ ...base, link: url, pickupLabel, meetingPoint, language: "en" })).toContain(
      "Pickup at Madrid-Barajas Airport, Terminal 4 — meet the driver at Arrivals, Door 10 · Terminal 4. Follow it here:",
    );
    expect(guestMessage({ ...base, link: url, pickupLabel, meetingPoint, language: "es" })).toContain(
      "Recogida en Madrid-Barajas Airport, Terminal 4 — reúnete con el conductor en Arrivals, Door 10 · Terminal 4. Síguelo aquí:",
    );
  });

  it("says nothing about a meeting point when there is none, or it is blank", () => {
    expect(guestMessage({ ...base, link: url, language: "en" })).not.toContain("meet the driver");
    expect(guestMessage({ ...base, link: url, meetingPoint: "  ", language: "es" })).not.toContain("reúnete");
  });

  it("puts 'as soon as possible' in the guest's language, in lower case", () => {
    expect(guestMessage({ ...base, link: url, startLabel: "As soon as possible", language: "en" })).toContain("booked: Comfort, as soon as possible. Pickup");
    expect(guestMessage({ ...base, link: url, startLabel: "As soon as possible", language: "es" })).toContain("reservado: Comfort, lo antes posible. Recogida");
  });

  it("greets without a name when there is none, and avoids a doubled full stop", () => {
    const text = guestMessage({ ...base, link: url, riderName: " ", pickupLabel: "Gate B.", language: "en" });
    expect(text.startsWith("Hello, your ride is booked")).toBe(true);
    expect(text).toContain("Pickup at Gate B. Follow it here:");
  });
});

describe("greetingName", () => {
  it("keeps the whole name, tidying spaces", () => {
    expect(greetingName("  José  Luis Pérez ")).toBe("José Luis Pérez");
    expect(greetingName("")).toBe("");
  });
});

describe("startPhrase and pickupTimePhrase", () => {
  it("says a reservation's day and time in the guest's language, in the pickup's zone", () => {
    expect(startPhrase("2026-11-23 16:02 (Europe/Madrid)", "en")).toBe("Monday 23 November, 16:02, Madrid time");
    expect(startPhrase("2026-11-23 16:02 (Europe/Madrid)", "es")).toBe("lunes 23 de noviembre, 16:02, hora de Madrid");
    // Lima's evening is already the next day in UTC: the guest reads Lima's date.
    expect(pickupTimePhrase("2027-01-05", "21:30", "America/Lima", "en")).toBe("Tuesday 5 January, 21:30, Lima time");
    expect(pickupTimePhrase("2027-01-05", "09:05", "America/Argentina/Buenos_Aires", "es")).toBe("martes 5 de enero, 09:05, hora de Buenos Aires");
    expect(pickupTimePhrase("2027-01-05", "09:05", "America/Sao_Paulo", "pt")).toBe("terça-feira, 5 de janeiro, 09:05, horário de Sao Paulo");
  });

  it("keeps the wall-clock time on a daylight-saving day", () => {
    expect(pickupTimePhrase("2026-03-29", "03:30", "Europe/Madrid", "en")).toBe("Sunday 29 March, 03:30, Madrid time");
    expect(pickupTimePhrase("2026-10-25", "23:59", "Europe/Madrid", "es")).toBe("domingo 25 de octubre, 23:59, hora de Madrid");
  });

  it("names the offset where the zone names no city, and leaves what it cannot read as it is", () => {
    expect(pickupTimePhrase("2026-11-23", "16:02", "UTC", "en")).toBe("Monday 23 November, 16:02, UTC");
    expect(startPhrase("2026-11-23 16:02 (Mars/Olympus)", "en")).toBe("2026-11-23 16:02 (Mars/Olympus)");
    expect(startPhrase("2026-02-30 16:02 (Europe/Madrid)", "en")).toBe("2026-02-30 16:02 (Europe/Madrid)");
    expect(startPhrase("Tue 12 Jan, 18:45", "es")).toBe("Tue 12 Jan, 18:45");
    expect(startPhrase("ASAP", "es")).toBe("lo antes posible");
    expect(startPhrase("O quanto antes", "pt")).toBe("o quanto antes");
    expect(startPhrase("Lo antes posible", "en")).toBe("as soon as possible");
  });

  it("takes the city from the zone", () => {
    expect(cityOfZone("Europe/Madrid")).toBe("Madrid");
    expect(cityOfZone("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(cityOfZone("Etc/GMT+5")).toBeNull();
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
    const pt = guestShare({ ...base, language: "pt" });
    expect(pt.available && pt.subject).toBe("Sua viagem está reservada");
  });

  it("points to the guest's page, and to the provider's page only for a booking without one", () => {
    const provider = "https://provider.example/j/1";
    const both = guestShare({ ...base, publicUrl: provider, language: "en" });
    expect(both.available && both.link).toBe(url);
    expect(both.available && both.message).not.toContain(provider);
    const onlyProvider = guestShare({ ...base, guestUrl: null, publicUrl: provider, language: "en" });
    expect(onlyProvider.available && onlyProvider.message).toMatch(/Follow it here: https:\/\/provider\.example\/j\/1$/);
  });

  it("says the guest link is not available yet instead of sharing without one", () => {
    expect(guestShare({ ...base, guestUrl: null, publicUrl: null, language: "en" })).toEqual({ available: false, reason: GUEST_LINK_UNAVAILABLE });
    expect(guestShare({ ...base, guestUrl: " ", publicUrl: "  ", language: "es" }).available).toBe(false);
    expect(GUEST_LINK_UNAVAILABLE).toBe("The guest link is not available yet");
  });
});
