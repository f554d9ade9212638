import { describe, expect, it } from "vitest";
import { notificationPreviews } from "@/lib/notifications/preview";
import { GUEST_EVENTS, DESK_PROBLEMS } from "@/lib/channels";

const previews = await notificationPreviews({
  companyName: "Acme Travel",
  appUrl: "https://desk.example.com/",
  now: new Date("2026-03-02T08:00:30Z"),
  noDriverMinutes: 12,
});
const inLanguage = (language: string) => previews.find((p) => p.language === language)!;

describe("the preview of every message and alert", () => {
  it("has every event and every problem in every language, all written out", () => {
    expect(previews.map((p) => p.language)).toEqual(["en", "es", "pt"]);
    for (const p of previews) {
      expect(p.guest.map((m) => m.event)).toEqual([...GUEST_EVENTS]);
      expect(p.alerts.map((a) => a.problem)).toEqual([...DESK_PROBLEMS]);
      const texts = [
        ...p.guest.flatMap((m) => [m.text, m.email.subject, m.email.text]),
        ...p.alerts.flatMap((a) => [a.title, a.fix, ...a.lines.map((l) => l.value)]),
      ];
      for (const text of texts) expect(text, `${p.language}: ${text}`).not.toMatch(/[{}]|undefined|null/);
    }
  });

  it("counts each SMS's segments and shows each WhatsApp template with its variables and an example of each", () => {
    const es = inLanguage("es");
    for (const m of es.guest) expect(m.sms, m.event).toMatchObject({ encoding: "GSM-7", segments: expect.any(Number) });
    // WhatsApp, within the guest's window, keeps every accent and the fuller words.
    expect(es.guest[0]!.whatsapp).toMatch(/^Hola Alex Ejemplo, tu viaje está reservado: Clase Ejemplo, /);
    const booked = es.templates.find((t) => t.event === "booked")!;
    expect(booked).toMatchObject({
      key: "booked:es",
      text: expect.stringMatching(/^Tu viaje está reservado: \{\{1\}\}, desde \{\{2\}\}\. Síguelo aquí: \{\{3\}\} Responde STOP/),
    });
    expect(booked.variables.map((v) => v.name)).toEqual(["start", "place", "link"]);
    expect(booked.variables[2]!.example).toBe("https://desk.example.com/r/example");
    expect(previews.every((p) => p.templates.length === GUEST_EVENTS.length)).toBe(true);
  });

  it("writes the guest's messages in the guest's words from a ride that is plainly an example", () => {
    const booked = inLanguage("es").guest.find((m) => m.event === "booked")!;
    // The SMS in GSM-7 and fewer words (lib/messaging/sms-text): two segments at most.
    expect(booked.text).toMatch(
      /^Hola Alex Ejemplo, tu viaje esta reservado: .*Calle Ejemplo 1, Madrid.*https:\/\/desk\.example\.com\/r\/example Responde STOP/,
    );
    // An email says how it was sent instead of how to stop texts.
    expect(booked.email.subject).toBe("Tu viaje está reservado");
    expect(booked.email.text).not.toContain("STOP");
    expect(booked.email.text).toContain("Acme Travel te envía este mensaje");
    const assigned = inLanguage("pt").guest.find((m) => m.event === "driver_assigned")!;
    expect(assigned.text).toContain("seu motorista é Joao - Carro de exemplo (branco), placa 0000 EXM");
  });

  it("writes the desk's alerts in each language, the pickup as far ahead as the no-driver setting", () => {
    const [notFound, , , , noDriver] = inLanguage("es").alerts;
    expect(notFound!.title).toMatch(/^No se encontró conductor para Alex Ejemplo \(recogida: /);
    expect(notFound!.lines).toContainEqual({ label: "Reservado por", value: "Sam Muestra" });
    expect(noDriver!.title).toContain("faltan 12 minutos");
    expect(inLanguage("en").alerts[1]).toMatchObject({ fix: "Rebook", openRide: "Open the ride" });
  });
});
