import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";
import { guestPageHtml, inactiveLinkHtml } from "./html";
import { guestBooking, withDriver } from "./testing";
import { guestState, guestView, type GuestBooking } from "./view";

const words = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await translator(l)] as const))) as Record<
  Locale,
  Awaited<ReturnType<typeof translator>>
>;
const pseudo = await translator("en", { pseudo: true });
const now = Date.parse("2026-11-23T15:05:00Z");
const page = (over: Partial<GuestBooking> = {}, language: Locale = "en", nowMs = now) =>
  guestPageHtml(guestView(guestBooking(over), { language, t: words[language], companyName: "Acme Travel", nowMs }));
const text = (html: string) =>
  html
    .replace(/<script>[\s\S]*?<\/script>|<style>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("guestState", () => {
  const at = (state: string | null, endState: string | null = null, startAt: string | null = null, pickupAt = new Date(now)) =>
    guestState({ state, endState, startAt, pickupAt }, now);
  it("puts every provider state in the guest's terms", () => {
    expect(at(null)).toBe("booked");
    expect(at("hire")).toBe("hire");
    expect(at("hired")).toBe("hired");
    expect(at("arrived")).toBe("arrived");
    expect(at("pick up")).toBe("pick up");
    expect(at("drop off")).toBe("drop off");
    expect(at("terminated", "drop off")).toBe("drop off");
    expect(at("terminated", "rider cancel")).toBe("cancelled");
    expect(at("terminated", "driver cancel")).toBe("cancelled");
    expect(at("terminated", "not found")).toBe("not found");
    expect(at("terminated", "no show")).toBe("no show");
  });

  it("says Scheduled for a reservation until 20 minutes before its pickup", () => {
    expect(at("hire", null, "2026-11-23 18:00:00", new Date(now + 21 * 60_000))).toBe("scheduled");
    expect(at(null, null, "2026-11-23 18:00:00", new Date(now + 21 * 60_000))).toBe("scheduled");
    expect(at("hire", null, "2026-11-23 18:00:00", new Date(now + 19 * 60_000))).toBe("hire");
  });
});

describe("the guest's page", () => {
  it("shows the company's name, the state in words and the pickup time on the pickup's clock", () => {
    const html = page({ state: "hire" });
    expect(html).toContain('data-testid="guest-company">Acme Travel<');
    expect(html).toContain('data-testid="guest-state">Looking for a driver<');
    expect(html).toContain('<time datetime="2026-11-23T16:02+01:00" data-testid="guest-pickup-time">Monday 23 November, 16:02, Madrid time</time>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Your ride · Acme Travel</title>");
  });

  it("shows the meeting point's photo and numbered steps before the pickup, and not after", () => {
    const html = page();
    expect(html).toContain("Taxi rank, Exit 1 · Atocha Station");
    expect(html).toContain('src="https://img.example/header.jpg"');
    expect(html).toMatch(
      /<ol><li><span translate="no">Leave through Exit 1\.<\/span><img src="https:\/\/img\.example\/step1\.jpg"[^>]*><\/li><li><span translate="no">Wait by the blue sign\.<\/span><\/li><\/ol>/,
    );
    expect(page({ ...withDriver, state: "pick up" })).not.toContain("guest-meeting-point");
    // Step pictures keep their own shape: nothing crops them (their numbered caption is at the top).
    expect(html).toMatch(/<img src="https:\/\/img\.example\/step1\.jpg" alt="" width="480" height="320" loading="lazy">/);
    const stepRule = /ol li img\{([^}]*)\}/.exec(html)![1];
    expect(stepRule).not.toMatch(/aspect-ratio|object-fit/);
    expect(page({ meetingPoint: null })).not.toContain("guest-meeting-point");
  });

  it("shows the driver's first name, photo, car and plate once assigned, and the driver on the drawing", () => {
    const before = page({ state: "hire" });
    expect(before).not.toContain("guest-driver");
    expect(before).not.toContain('class="driver"');
    const html = page(withDriver);
    expect(html).toContain('data-testid="guest-state">Driver on the way<');
    expect(html).toContain('data-testid="guest-driver-name">Carlos<');
    expect(html).not.toContain("Martín");
    expect(html).not.toContain("+34600000000");
    expect(html).toContain('src="https://img.example/carlos.jpg" alt="Photo of Carlos, your driver"');
    expect(html).toContain("Toyota Prius, white");
    // The provider's English colour, in a Portuguese guest's words.
    expect(page(withDriver, "pt")).toContain("Toyota Prius, branco");
    expect(html).toContain('data-testid="guest-plate">1234 KLM<');
    expect(html).toContain('<circle class="driver"');
  });

  it("links to the provider's live map while the ride is on, and stops refreshing once it is over", () => {
    const live = page(withDriver);
    expect(live).toContain('href="https://provider.example/j/abc" target="_blank" rel="noopener noreferrer"');
    expect(live).toContain('data-final="false"');
    expect(live).toContain("<script>");
    const over = page({ ...withDriver, state: "terminated", endState: "drop off", finished: true });
    expect(over).toContain('data-testid="guest-state">Arrived<');
    expect(over).not.toContain("provider.example");
    expect(over).toContain('data-final="true"');
    expect(over).not.toContain("<script>");
  });

  it("says honestly when the ride was cancelled, found no driver or the guest was missed, without the driver", () => {
    expect(page({ ...withDriver, state: "terminated", endState: "driver cancel" })).toContain(">Cancelled<");
    expect(page({ state: "terminated", endState: "not found" })).toContain(">No driver found<");
    const missed = page({ ...withDriver, state: "terminated", endState: "no show" });
    expect(missed).toContain("could not find you");
    expect(missed).not.toContain("guest-driver");
  });

  it("shows nothing of the desk: no price, requester, phone or message", () => {
    const html = text(page(withDriver));
    for (const hidden of ["€", "EUR", "price", "requester", "+34"]) expect(html.toLowerCase()).not.toContain(hidden.toLowerCase());
  });

  it("reads in Spanish for a Spanish guest", () => {
    const html = page({ ...withDriver, state: "arrived" }, "es");
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(">El conductor ha llegado<");
    expect(html).toContain("lunes 23 de noviembre, 16:02, hora de Madrid");
    expect(html).toContain("Matrícula");
    expect(page({}, "es")).toContain("Parada de taxis, salida 1 · Estación de Atocha");
    expect(page({}, "es")).toContain("Sal por la salida 1.");
  });

  it("reads in Portuguese for a Brazilian guest, the hub's texts in Spanish where it has none in Portuguese", () => {
    const html = page({ ...withDriver, state: "arrived" }, "pt");
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain("<h1>Sua viagem</h1>");
    expect(html).toContain(">O motorista chegou<");
    expect(html).toContain("Seu motorista está esperando no local de embarque.");
    expect(html).toContain("segunda-feira, 23 de novembro, 16:02, horário de Madrid");
    expect(html).toContain("Placa");
    expect(html).toContain('alt="Foto de Carlos, seu motorista"');
    expect(
      page(
        {
          stops: [
            [40.4, -3.7],
            [40.41, -3.69],
            [40.42, -3.68],
            [40.43, -3.67],
          ],
        },
        "pt",
      ),
    ).toContain("2 paradas no caminho");
    expect(page({}, "pt")).toContain("Parada de taxis, salida 1 · Estación de Atocha");
    expect(page({ state: "terminated", endState: "no show" }, "pt")).toContain(">Viagem encerrada<");
  });

  it("keeps what came from the provider and the booking out of a browser's translation, and every word of its own in the messages", () => {
    const html = page({
      ...withDriver,
      stops: [
        [40.4, -3.7],
        [40.41, -3.69],
        [40.42, -3.68],
      ],
    });
    for (const kept of [
      'translate="no" data-testid="guest-company"',
      'translate="no" data-testid="guest-pickup"',
      'translate="no" data-testid="guest-driver-name"',
      'translate="no" data-testid="guest-vehicle"',
      'translate="no" class="plate"',
    ])
      expect(html).toContain(kept);
    const inPseudo = guestPageHtml(
      guestView(
        guestBooking({
          ...withDriver,
          stops: [
            [40.4, -3.7],
            [40.41, -3.69],
            [40.42, -3.68],
          ],
        }),
        { language: "en", t: pseudo, companyName: "Acme Travel", nowMs: now },
      ),
    );
    expect(inPseudo).toContain("<h1>⟦Yóúr rídé⟧</h1>");
    expect(inPseudo).toContain("⟦1 stóp óñ thé wáý⟧");
    expect(inPseudo).toContain('data-testid="guest-state">⟦Drívér óñ thé wáý⟧<');
  });

  it("escapes what it shows and links only to http(s) addresses", () => {
    const html = page({
      pickupLabel: '<img src=x onerror="alert(1)">',
      publicUrl: "javascript:alert(1)",
      driver: { name: "<b>Eve", phone: null, avatarUrl: "javascript:1" },
      state: "hired",
    });
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;b&gt;Eve");
  });

  it("draws the route as an inline SVG with every stop", () => {
    const html = page({
      stops: [
        [40.4, -3.7],
        [40.41, -3.69],
        [40.42, -3.68],
      ],
    });
    expect(html).toMatch(/<svg [^>]*role="img" aria-label="Drawing of the route"/);
    expect((html.match(/<circle /g) ?? []).length).toBe(3);
    expect(html).toContain("1 stop on the way");
  });
});

describe("the neutral page", () => {
  it("says the link is no longer active, in the browser's language, with nothing about any ride", () => {
    expect(inactiveLinkHtml("en", words.en)).toContain("This link is no longer active");
    expect(inactiveLinkHtml("es", words.es)).toContain("Este enlace ya no está activo");
    expect(inactiveLinkHtml("pt", words.pt)).toContain("Este link não está mais ativo");
    expect(inactiveLinkHtml("pt", words.pt)).toContain('<html lang="pt">');
    expect(inactiveLinkHtml("en", words.en)).not.toContain("<script>");
  });
});
