import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/locales";
import type { GuestMessageFacts } from "./compose";
import { GUEST_EVENTS } from "@/lib/channels";
import { notificationSettingsSchema, DEFAULT_NOTIFICATIONS } from "@/lib/outbound/settings";
import { filledTemplate, isWindowOpen, templateText } from "./whatsapp-templates";

const facts = (language: GuestMessageFacts["language"], over: Partial<GuestMessageFacts> = {}): GuestMessageFacts => ({
  riderName: "Ana Ruiz",
  language,
  productName: "Cabify",
  startAt: "2026-12-01 09:30:00",
  zone: "Europe/Madrid",
  pickupLabel: "Estación de Atocha",
  meetingPoint: null,
  companyName: "Acme",
  link: "https://desk.example/r/abc",
  driver: null,
  vehicle: null,
  endState: null,
  ...over,
});

describe("WhatsApp templates", () => {
  for (const language of LOCALES) {
    it(`in ${language}, number their variables from 1, neither start nor end with one, and fill in to what Twilio renders`, () => {
      for (const event of GUEST_EVENTS) {
        const { text, variables } = templateText(event, language);
        expect(text.match(/\{\{\d+\}\}/g)).toEqual(variables.map((_, i) => `{{${i + 1}}}`));
        expect(text, event).not.toMatch(/^\{\{|\}\}\.?$/);
        const filled = filledTemplate(event, facts(language));
        // Twilio fills the registered text with the variables: the very words we keep as the message's body.
        expect(text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => filled.variables[n]!)).toBe(filled.text);
        expect(Object.values(filled.variables).every((v) => v.trim() !== "")).toBe(true);
      }
    });
  }

  it("never send an empty variable: a missing driver or car is said in words", () => {
    const { variables } = filledTemplate("driver_assigned", facts("es", { driver: { name: " " }, vehicle: null }));
    expect(variables).toEqual({ 1: "indicado en la página de tu viaje", 2: "datos del coche en la página de tu viaje", 3: "https://desk.example/r/abc" });
  });

  it("are mapped by an admin to Content SIDs of HX and 32 hex digits; an empty field is no template", () => {
    const base = { ...DEFAULT_NOTIFICATIONS };
    const ok = notificationSettingsSchema.parse({ ...base, whatsappTemplates: { "booked:es": " HX0123456789abcdef0123456789abcdef ", "reminder:pt": "" } });
    expect(ok.whatsappTemplates).toEqual({ "booked:es": "HX0123456789abcdef0123456789abcdef" });
    const bad = notificationSettingsSchema.safeParse({ ...base, whatsappTemplates: { "booked:es": "HX123" } });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ["whatsappTemplates", "booked:es"], message: expect.stringContaining("notifications.templateSid") });
  });
});

describe("WhatsApp's window", () => {
  it("is open for 24 hours after the guest's last message, and shut before they ever wrote", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(isWindowOpen(null, now)).toBe(false);
    expect(isWindowOpen(new Date(now.getTime() - 24 * 3600_000 + 1), now)).toBe(true);
    expect(isWindowOpen(new Date(now.getTime() - 24 * 3600_000), now)).toBe(false);
  });
});
