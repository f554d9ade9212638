import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en/guest.json";
import es from "@/lib/i18n/messages/es/guest.json";
import pt from "@/lib/i18n/messages/pt/guest.json";
import type { Locale } from "@/lib/locales";
import { cityOfZone, greetingName, instantPhrase, shareLinks } from "./share-texts";
import type { GuestWords } from "./words";

const words = (locale: Locale) => createTranslator({ locale, messages: { guest: { en, es, pt }[locale] } }) as unknown as GuestWords;
const at = (iso: string, locale: Locale, zone: string) => instantPhrase(Date.parse(iso), zone, locale, words(locale));

describe("greetingName", () => {
  it("keeps the whole name, tidying spaces", () => {
    expect(greetingName("  José  Luis Pérez ")).toBe("José Luis Pérez");
    expect(greetingName("")).toBe("");
  });
});

describe("instantPhrase", () => {
  it("says the day and time in the guest's language, on the pickup's clock", () => {
    expect(at("2026-11-23T15:02:00Z", "en", "Europe/Madrid")).toBe("Monday 23 November, 16:02, Madrid time");
    expect(at("2026-11-23T15:02:00Z", "es", "Europe/Madrid")).toBe("lunes 23 de noviembre, 16:02, hora de Madrid");
    // Lima's evening is already the next day in UTC: the guest reads Lima's date.
    expect(at("2027-01-06T02:30:00Z", "en", "America/Lima")).toBe("Tuesday 5 January, 21:30, Lima time");
    expect(at("2027-01-05T12:05:00Z", "pt", "America/Sao_Paulo")).toBe("terça-feira, 5 de janeiro, 09:05, horário de Sao Paulo");
  });

  it("names the offset where the zone names no city", () => {
    expect(at("2026-11-23T16:02:00Z", "en", "UTC")).toBe("Monday 23 November, 16:02, UTC");
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
