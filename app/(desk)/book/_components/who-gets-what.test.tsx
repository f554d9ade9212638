import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/locales";
import { InLanguage } from "@/lib/i18n/testing";
import type { GuestChannel } from "@/lib/channels";
import { WhoGetsWhat } from "./who-gets-what";

const ana = { name: "Ana García", mobile: "612345678", email: "ana@example.com" };
const render = (channels: GuestChannel[], locale: Locale = "en", guest: Partial<typeof ana> & { email?: string | null } = {}) =>
  renderToStaticMarkup(
    <InLanguage locale={locale}>
      <WhoGetsWhat guest={{ ...ana, ...guest, channels }} />
    </InLanguage>,
  );
/** The sentence as read, tags left out. */
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("who gets what, on the confirmation", () => {
  it.each<[GuestChannel[], string]>([
    [["sms"], "Ana García gets an SMS at +34 612 34 56 78."],
    [["whatsapp"], "Ana García gets a WhatsApp at +34 612 34 56 78."],
    [["sms", "whatsapp"], "Ana García gets an SMS and a WhatsApp at +34 612 34 56 78."],
    [["email"], "Ana García gets an email at ana@example.com."],
    [["sms", "email"], "Ana García gets an SMS at +34 612 34 56 78, and an email at ana@example.com."],
    [["whatsapp", "email"], "Ana García gets a WhatsApp at +34 612 34 56 78, and an email at ana@example.com."],
    [["email", "whatsapp", "sms"], "Ana García gets an SMS and a WhatsApp at +34 612 34 56 78, and an email at ana@example.com."],
    [[], "Ana García gets no messages from Ridedesk: share the link yourself."],
  ])("%j: %s", (channels, sentence) => {
    expect(text(render(channels))).toBe(sentence);
  });

  it("keeps the name, the number and the address as they are, marked as data", () => {
    const html = render(["sms", "email"]);
    expect(html).toContain('<span translate="no">Ana García</span>');
    expect(html).toContain('<span translate="no">+34 612 34 56 78</span>');
    expect(html).toContain('<span translate="no">ana@example.com</span>');
  });

  it("shows a number it cannot read as it was typed", () => {
    expect(text(render(["sms"], "en", { mobile: "+1 555" }))).toBe("Ana García gets an SMS at +1 555.");
  });

  it("says so in Spanish", () => {
    expect(text(render(["sms", "whatsapp", "email"], "es"))).toBe(
      "Ana García recibirá un SMS y un WhatsApp en el +34 612 34 56 78, y un email en ana@example.com.",
    );
    expect(text(render(["whatsapp"], "es"))).toBe("Ana García recibirá un WhatsApp en el +34 612 34 56 78.");
    expect(text(render(["email"], "es"))).toBe("Ana García recibirá un email en ana@example.com.");
    expect(text(render([], "es"))).toBe("Ana García no recibirá mensajes de Ridedesk: comparte tú el enlace.");
  });

  it("says so in Portuguese", () => {
    expect(text(render(["sms", "whatsapp"], "pt"))).toBe("Ana García vai receber um SMS e uma mensagem de WhatsApp no +34 612 34 56 78.");
    expect(text(render(["sms", "email"], "pt"))).toBe("Ana García vai receber um SMS no +34 612 34 56 78, e um email em ana@example.com.");
    expect(text(render(["email"], "pt"))).toBe("Ana García vai receber um email em ana@example.com.");
    expect(text(render([], "pt"))).toBe("Ana García não vai receber mensagens do Ridedesk: compartilhe o link você mesmo.");
  });
});
