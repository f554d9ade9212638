import "server-only";
import type { Db } from "@/lib/db";
import type { Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";
import { bookingByGuestToken } from "@/lib/booking/guest-link-queries";
import { TtlCache } from "./cache";
import { guestPageHtml, inactiveLinkHtml } from "./html";
import { browserLanguage, guestLanguage } from "./language";
import { guestTokenSchema, isGuestLinkActive } from "./link";
import { guestView, type GuestBooking } from "./view";
import { readyPageHtml, type TapNotice } from "./ready-html";

/** How long one read of a booking serves its guest's page: well under the page's 10 s refresh. */
export const GUEST_CACHE_MS = 3_000;
const cache = new TtlCache<GuestBooking | null>(GUEST_CACHE_MS, 5_000);

const isLoc = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number" && Number.isFinite(n));

/** The guest's own tap changed the booking: this process's next page for the token reads it again. */
export const forgetGuestPage = (token: string) => cache.forget(token);

/** The booking as the guest's page may know it, or null for a token no booking has. */
export async function readGuestBooking(db: Db, token: string): Promise<GuestBooking | null> {
  const row = await bookingByGuestToken(db, token);
  if (!row) return null;
  const { stopLocs, ...rest } = row;
  return { ...rest, stops: Array.isArray(stopLocs) ? stopLocs.filter(isLoc) : [] };
}

/** The headers of every answer, found or not: never indexed, never referred, never shared by caches. */
const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-cache",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
  Vary: "Accept-Language",
};

export type GuestPageRequest = {
  token: string;
  acceptLanguage: string | null;
  db: () => Promise<Db>;
  companyName: string;
  nowMs?: number;
  cached?: boolean;
  /** The pseudo-locale's words instead of the guest's language's (a test installation only: request-locale.ts). */
  pseudo?: boolean;
  /** What came of the guest's last tap on "send my car", to say in words (read fresh, not from the cache). */
  notice?: TapNotice | null;
};

/**
 * The guest's page for a token. Unknown, altered and expired tokens get the very same 404 page
 * (in the browser's language, never the booking's), so it tells nothing about whether the link
 * ever worked. The token's shape is checked before the database is. The page itself is in the
 * language the guest was booked in (English, Spanish or Portuguese), its dates and times on the
 * pickup's clock.
 */
export async function guestPageResponse(req: GuestPageRequest): Promise<Response> {
  const nowMs = req.nowMs ?? Date.now();
  const words = (language: Locale) => translator(language, { pseudo: req.pseudo });
  const gone = async () => {
    const language = browserLanguage(req.acceptLanguage);
    return new Response(inactiveLinkHtml(language, await words(language)), { status: 404, headers: HEADERS });
  };
  const token = guestTokenSchema.safeParse(req.token);
  if (!token.success) return gone();
  const read = async () => readGuestBooking(await req.db(), token.data);
  const booking = req.cached === false || req.notice !== undefined ? await read() : await cache.get(token.data, read);
  if (!booking || !isGuestLinkActive(booking, nowMs)) return gone();
  const language = guestLanguage(booking.riderLocale, req.acceptLanguage);
  const view = guestView(booking, { language, t: await words(language), companyName: req.companyName, nowMs });
  // A ride its guest calls shows the button (or where its window stands) until its journey exists.
  if (booking.readyUntil && booking.status !== "booked")
    return new Response(readyPageHtml(booking, view, token.data, nowMs, req.notice ?? null), { status: 200, headers: HEADERS });
  return new Response(guestPageHtml(view, token.data), { status: 200, headers: HEADERS });
}
