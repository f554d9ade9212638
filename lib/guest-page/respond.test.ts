import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { newGuestToken } from "@/lib/booking/guest-link";
import { bookedJourney } from "@/lib/booking/testing";
import { saveGuestMeetingPoint } from "@/lib/booking/guest-link-queries";
import { bookings } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { AFTER_END_MS } from "./link";
import { guestPageResponse } from "./respond";
import { guestBooking } from "./testing";

const request = {
  product_id: "p1",
  requester_id: "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b",
  rider: { name: "Ana Ruiz", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
  message: "Call the requester on arrival",
  stops: [
    { loc: [40.4065, -3.6895], location_id: "loc-mad-atocha", meeting_point: { id: "mp-1", loc: [40.4066, -3.6896], name: "Taxi rank" } },
    { loc: [40.4138, -3.6921] },
  ],
};

describe.each(TEST_ENGINES)("the guest's page on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const now = Date.parse("2026-11-23T15:05:00Z");

  async function booking(over: Partial<typeof bookings.$inferInsert> = {}) {
    const token = newGuestToken();
    const row = await bookedJourney(h.db, { guestToken: token, request, pickupAt: new Date("2026-11-23T15:02:00Z"), riderLocale: "en", priceAmount: 4321 });
    if (Object.keys(over).length) await h.db.update(bookings).set(over).where(eq(bookings.id, row.id));
    return { token, id: row.id };
  }
  const open = (token: string, opts: { acceptLanguage?: string; nowMs?: number; db?: () => Promise<typeof h.db> } = {}) =>
    guestPageResponse({
      token,
      acceptLanguage: opts.acceptLanguage ?? "en",
      db: opts.db ?? (async () => h.db),
      companyName: "Acme Travel",
      nowMs: opts.nowMs ?? now,
      cached: false,
    });

  it("shows the booking's state, meeting point and stops from our database, with its headers", async () => {
    const { token, id } = await booking({ journeyState: "hire", stateTimes: { hire: "2026-11-23T15:02:30Z" } });
    await saveGuestMeetingPoint(h.db, id, guestBooking().meetingPoint!);
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).toContain(">Looking for a driver<");
    expect(html).toContain("Taxi rank, Exit 1 · Atocha Station");
    expect(html).toContain("Acme Travel");
    expect((html.match(/<circle /g) ?? []).length).toBe(2);
    // Nothing else of the booking reaches the page: price, rider's phone, message, requester.
    for (const hidden of ["4321", "43.21", "600111222", "Call the requester", "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b", "Ana Ruiz"])
      expect(html).not.toContain(hidden);
  });

  it("answers unknown, altered, expired and unconfirmed tokens with one and the same 404", async () => {
    const live = await booking();
    const expired = await booking({ journeyState: "terminated", endState: "drop off", finished: true, stateTimes: { "drop off": "2026-11-22T15:00:00Z" } });
    const failed = await booking({ status: "failed" });
    const altered = live.token.slice(0, -1) + (live.token.endsWith("A") ? "B" : "A");
    const answers = await Promise.all([newGuestToken(), altered, expired.token, failed.token, "short", "x".repeat(5000)].map((t) => open(t)));
    const first = { status: answers[0]!.status, headers: [...answers[0]!.headers], body: await answers[0]!.text() };
    expect(first.status).toBe(404);
    expect(first.body).toContain("This link is no longer active");
    for (const a of answers.slice(1)) expect({ status: a.status, headers: [...a.headers], body: await a.text() }).toEqual(first);
    expect((await open(live.token)).status).toBe(200);
  });

  it("stops working exactly 24 hours after the journey ends", async () => {
    const endedAt = Date.parse("2026-11-23T15:40:00Z");
    const { token } = await booking({
      journeyState: "terminated",
      endState: "drop off",
      finished: true,
      stateTimes: { "drop off": new Date(endedAt).toISOString() },
    });
    const before = await open(token, { nowMs: endedAt + AFTER_END_MS - 1000 });
    expect(before.status).toBe(200);
    expect(await before.text()).toContain(">Arrived<");
    expect((await open(token, { nowMs: endedAt + AFTER_END_MS })).status).toBe(404);
  });

  it("reads the guest's language from the booking, and the neutral page from the browser only", async () => {
    const { token } = await booking({ riderLocale: "es" });
    expect(await (await open(token, { acceptLanguage: "en-GB" })).text()).toContain('<html lang="es">');
    const { token: userRide } = await booking({ riderLocale: null });
    expect(await (await open(userRide, { acceptLanguage: "es-ES,es;q=0.9" })).text()).toContain("Tu viaje");
    expect(await (await open(newGuestToken(), { acceptLanguage: "es" })).text()).toContain("Este enlace ya no está activo");
    const { token: brazilian } = await booking({ riderLocale: "pt" });
    const pt = await (await open(brazilian, { acceptLanguage: "es-ES" })).text();
    expect(pt).toContain('<html lang="pt">');
    expect(pt).toContain("<h1>Sua viagem</h1>");
    expect(await (await open(newGuestToken(), { acceptLanguage: "pt-BR" })).text()).toContain("Este link não está mais ativo");
  });

  it("shows the pseudo-locale's words when asked to, for the booked page and the neutral one", async () => {
    const { token } = await booking({ riderLocale: "es" });
    const res = await guestPageResponse({
      token,
      acceptLanguage: "es",
      db: async () => h.db,
      companyName: "Acme Travel",
      nowMs: now,
      cached: false,
      pseudo: true,
    });
    expect(await res.text()).toContain("<h1>⟦Yóúr rídé⟧</h1>");
    const gone = await guestPageResponse({
      token: newGuestToken(),
      acceptLanguage: "es",
      db: async () => h.db,
      companyName: "Acme Travel",
      nowMs: now,
      cached: false,
      pseudo: true,
    });
    expect(await gone.text()).toContain("⟦Thís líñk ís ñó lóñgér áçtívé⟧");
  });

  it("checks the token's shape before opening the database", async () => {
    const db = vi.fn(async () => h.db);
    for (const token of ["", "short", "../../etc", `${newGuestToken()}=`]) expect((await open(token, { db })).status).toBe(404);
    expect(db).not.toHaveBeenCalled();
  });

  it("answers repeated views from its cache, one read per few seconds", async () => {
    const { token } = await booking({ journeyState: "hired" });
    const db = vi.fn(async () => h.db);
    const cachedOpen = () => guestPageResponse({ token, acceptLanguage: "en", db, companyName: "Acme", nowMs: now });
    const answers = await Promise.all(Array.from({ length: 20 }, cachedOpen));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(db).toHaveBeenCalledTimes(1);
  });
});
