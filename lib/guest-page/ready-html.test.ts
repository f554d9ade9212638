import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";
import { isGuestLinkActive } from "./link";
import { guestPageHtml } from "./html";
import { readyPageHtml, readyPhase, tapNoticeOf, type TapNotice } from "./ready-html";
import { guestBooking } from "./testing";
import { guestView, type GuestBooking } from "./view";

const words = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await translator(l)] as const))) as Record<
  Locale,
  Awaited<ReturnType<typeof translator>>
>;
const HOUR = 3_600_000;
const now = Date.parse("2026-11-23T15:05:00Z"); // 16:05 in Madrid
const TOKEN = "A".repeat(32);
const waiting = (over: Partial<GuestBooking> = {}): GuestBooking =>
  guestBooking({ status: "waiting_for_guest", publicUrl: null, readyFrom: new Date(now - HOUR), readyUntil: new Date("2026-11-23T18:00:00Z"), ...over });
const page = (b: GuestBooking, { language = "en" as Locale, nowMs = now, notice = null as TapNotice | null } = {}) =>
  readyPageHtml(b, guestView(b, { language, t: words[language], companyName: "Acme Travel", nowMs }), TOKEN, nowMs, notice);
const text = (html: string) =>
  html
    .replace(/<script>[\s\S]*?<\/script>|<style>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the guest's page of a ride they call when ready", () => {
  it("inside the window: one large button posting to this link's own action, and where the car will come", () => {
    const html = page(waiting());
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain(`<form class="ready" method="post" action="/r/${TOKEN}/ready"`);
    expect(html).toContain(">I&#39;m ready — send my car</button>");
    expect(text(html)).toContain("until Monday 23 November, 19:00, Madrid time");
    expect(text(html)).toContain("The car will come to Madrid Puerta de Atocha");
    expect(text(html)).toContain("Taxi rank, Exit 1");
  });

  it("offers to pick the guest up where they are only when the ride allows it: a second form sending the phone's position, shown by its script", () => {
    expect(page(waiting())).not.toContain("data-here");
    const html = page(waiting({ readyRadiusM: 1500 }));
    expect(html).toContain(`<form class="ready here" method="post" action="/r/${TOKEN}/ready" data-here hidden>`);
    expect(html).toContain('<input type="hidden" name="lat"><input type="hidden" name="lng">');
    expect(html).toContain("navigator.geolocation.getCurrentPosition");
    expect(text(html)).toContain("Anywhere within 1.5 km of the planned pickup");
    expect(text(page(waiting({ readyRadiusM: 800 }), { language: "es" }))).toContain("a menos de 800 m de la recogida prevista");
    // Outside the window, neither the form nor its script.
    expect(page(waiting({ readyRadiusM: 1500, readyFrom: new Date(now + HOUR) }))).not.toContain("geolocation");
  });

  it("says how far is too far, in the guest's words", () => {
    expect(text(page(waiting({ readyRadiusM: 2000 }), { notice: "too_far" }))).toContain("at most 2 km from it");
    expect(text(page(waiting(), { notice: "bad_position" }))).toContain("Where you are could not be read");
  });

  it("in the guest's language", () => {
    expect(text(page(waiting(), { language: "es" }))).toContain("Estoy listo: que venga mi coche");
    expect(text(page(waiting(), { language: "pt" }))).toContain("Estou pronto — enviem meu carro");
  });

  it("before the window: when it opens, and no button", () => {
    const html = page(waiting({ readyFrom: new Date(now + HOUR) }));
    expect(html).not.toContain("<button");
    expect(text(html)).toContain("You can call your car from Monday 23 November, 17:05, Madrid time.");
  });

  it("after the window, or cancelled: that it ended, no button, no more refreshing", () => {
    for (const b of [waiting({ readyUntil: new Date(now - 1) }), waiting({ status: "guest_never_ready" })]) {
      const html = page(b);
      expect(html).not.toContain("<button");
      expect(text(html)).toContain("The time to call this car has ended");
      expect(html).toContain('data-final="true"');
    }
    expect(text(page(waiting({ status: "ready_cancelled" })))).toContain("This ride was cancelled");
  });

  it("says in words what came of a tap the provider refused, with the button to try again", () => {
    const html = page(waiting(), { notice: "refused" });
    expect(text(html)).toContain("No car could be sent just now. Try again in a moment; the travel desk has been told.");
    expect(html).toContain("<button");
    expect(tapNoticeOf("refused")).toBe("refused");
    expect(tapNoticeOf("<script>")).toBeUndefined();
    expect(tapNoticeOf(null)).toBeUndefined();
  });

  it("while the car is being asked for, says so; the link stays open a day after its window for a last look", () => {
    expect(readyPhase(waiting({ status: "pending" }), now)).toBe("sending");
    expect(text(page(waiting({ status: "uncertain" }), { notice: "uncertain" }))).toContain(
      "We could not confirm your car The ride service did not answer, so your car may or may not be on its way.",
    );
    expect(isGuestLinkActive(waiting(), now + 30 * 24 * HOUR)).toBe(true);
    const closed = waiting({ status: "guest_never_ready" });
    expect(isGuestLinkActive(closed, closed.readyUntil!.getTime() + 23 * HOUR)).toBe(true);
    expect(isGuestLinkActive(closed, closed.readyUntil!.getTime() + 25 * HOUR)).toBe(false);
    expect(isGuestLinkActive(guestBooking({ status: "failed" }), now)).toBe(false);
  });

  it("when no driver was found for the car the guest called, offers to try again while the window is open, and says so in words", () => {
    const notFound = waiting({
      status: "booked",
      state: "not found",
      endState: "not found",
      finished: true,
      stateTimes: { "not found": "2026-11-23T15:04:00Z" },
    });
    const html = guestPageHtml(guestView(notFound, { language: "en", t: words.en, companyName: "Acme Travel", nowMs: now }), TOKEN);
    expect(html).toContain(
      `<form class="ready" method="post" action="/r/${TOKEN}/ready"><button type="submit" data-testid="guest-try-again">Try again</button>`,
    );
    expect(text(html)).toContain("No driver was free for your car. Try again and the search goes on for a few more minutes; the travel desk has been told.");
    expect(html).toContain('data-final="false"');
    const late = now + 4 * HOUR;
    const after = guestPageHtml(guestView(notFound, { language: "en", t: words.en, companyName: "Acme Travel", nowMs: late }), TOKEN);
    expect(after).not.toContain("guest-try-again");
    expect(after).toContain('data-final="true"');
  });
});
