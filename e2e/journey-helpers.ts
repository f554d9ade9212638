import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { addStop, chooseFirstProduct, fillGuest, SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";
import { bookRide } from "./fixtures";
import { BOARD_REFRESH_MS } from "../lib/journeys/board-query-options";
import { HELD_RIDE_READ_MS, JOURNEY_FOLLOW_MS } from "../lib/journeys/query-options";

/** How often an open board, a page following a ride and the guest's page (its own script) read our server again on their own. */
export const PAGE_READS_MS = { board: BOARD_REFRESH_MS, journey: JOURNEY_FOLLOW_MS, held: HELD_RIDE_READ_MS, guest: 10_000 } as const;

/**
 * Passes once `check` does, bringing the page's next timed read forward on each try: the page's clock
 * (page.clock.install() before it was opened) jumps by `everyMs`, so the page reads again now rather
 * than on the wall clock. A page that did not read on its own timer would never pass.
 */
export async function passAsPageReads(page: Page, everyMs: number, check: () => Promise<unknown>, timeout = 30_000) {
  await expect(async () => {
    await page.clock.fastForward(everyMs);
    await check();
  }).toPass({ timeout, intervals: [500] });
}

/** A wall-clock date and time in Madrid, some minutes from now. */
export const madridIn = (minutes: number) => {
  const [date, time] = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "short" })
    .format(new Date(Date.now() + minutes * 60_000))
    .split(" ");
  return { date: date!, time: time! };
};

/**
 * The board's address showing a rider whose pickup is some minutes from now: its "Today" tab, or
 * "Upcoming" when the pickup falls after midnight on the browser's clock, which the board counts days by.
 */
export async function boardFor(page: Page, rider: string, minutesAhead: number) {
  const sameDay = await page.evaluate((m) => new Date().toDateString() === new Date(Date.now() + m * 60_000).toDateString(), minutesAhead);
  return `/journeys?q=${encodeURIComponent(rider)}${sameDay ? "" : "&tab=upcoming"}`;
}

export const uniqueRider = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Fills the booking form up to the book button: two stops, optionally a reservation, a product and a guest. */
export async function readyToBook(
  page: Page,
  rider: string,
  { from = "Estación de Chamartín", to = "Plaza de Castilla", reserveInMinutes }: { from?: string; to?: string; reserveInMinutes?: number } = {},
) {
  await page.goto("/book");
  await addStop(page, from);
  await addStop(page, to);
  if (reserveInMinutes) {
    await page.getByLabel("Reserve for later").check();
    const { date, time } = madridIn(reserveInMinutes);
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Pickup time").fill(time);
  }
  await chooseFirstProduct(page);
  await fillGuest(page, rider);
}

/**
 * Books a ride as the page's signed-in person (through the fixtures, as the form books it) and opens its
 * journey page: our booking id and the provider's journey id.
 */
export async function bookAndOpen(page: Page, rider: string, options: Omit<Parameters<typeof bookRide>[1], "rider"> = {}) {
  const ride = await bookRide(page.request, { rider, ...options });
  await page.goto(`/journeys/${ride.bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Ride for ${rider}` })).toBeVisible();
  return ride;
}

/** Makes the sandbox end a journey the given way (under SANDBOX_CONTROL). */
export async function forceOutcome(request: APIRequestContext, journeyId: string, outcome: "not found" | "driver cancel" | "no show" | "drop off") {
  const r = await request.post(`/sandbox/_sandbox/journeys/${journeyId}/outcome`, { headers: { authorization: SANDBOX_AUTH }, data: { outcome } });
  expect(r.ok(), await r.text()).toBe(true);
}

/** What the provider received for one journey at a sub-path ("state", "keep_searching"). */
export const journeyCalls = (request: APIRequestContext, journeyId: string, sub: string) =>
  sandboxRequests(request, `/api/v4/journey/${journeyId}/${sub}`).then((all) => all.filter((r) => (r as { method?: string }).method === "POST"));

/** Journey creations the provider received for a rider. */
export const creationsFor = async (request: APIRequestContext, rider: string) =>
  (await sandboxRequests(request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string } | undefined)?.name === rider);

/**
 * Moves one journey on to a later state now (under SANDBOX_CONTROL), as if the sandbox's clock had run
 * ahead for it alone: tests step a ride through its states instead of waiting for them.
 */
export async function advanceTo(request: APIRequestContext, journeyId: string, to: "hired" | "arrived" | "pick up" | "drop off" | "terminated") {
  const r = await request.post(`/sandbox/_sandbox/journeys/${journeyId}/advance`, { headers: { authorization: SANDBOX_AUTH }, data: { to } });
  expect(r.ok(), await r.text()).toBe(true);
}
