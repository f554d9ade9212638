import { expect, test } from "@playwright/test";
import { bookButton, chooseFirstProduct } from "./booking-helpers";
import { bookRide, makeUser, signedInAs } from "./fixtures";
import { advanceTo, bookAndOpen, creationsFor, forceOutcome, journeyCalls, PAGE_READS_MS, passAsPageReads, uniqueRider } from "./journey-helpers";

// The sandbox runs 60 times faster: a whole ride takes about half a minute; tests move a ride on instead of
// waiting, and bring the page's next read forward on its clock (installed before the page opens).

test("a booked journey moves through its states on its page, with its driver, timeline and map", { tag: "@map" }, async ({ page }) => {
  const rider = uniqueRider("Page");
  await page.clock.install();
  // Reserved 40 minutes ahead, the ride waits for the test to move it on: an ASAP ride at the tests'
  // clock can be over before a loaded machine has drawn the page.
  const { journeyId } = await bookAndOpen(page, rider, { reserveInMinutes: 40 });
  const state = page.getByTestId("journey-state");
  const stops = page.getByTestId("journey-stop");
  await expect(stops).toHaveCount(2);
  await expect(stops.first()).toContainText("Pickup:");
  await expect(page.getByTestId("journey-map-stop")).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId("journey-price")).toContainText("€");

  const seen = new Set<string>();
  const see = async (states: RegExp) =>
    passAsPageReads(page, PAGE_READS_MS.journey, async () => {
      seen.add((await state.getAttribute("data-state"))!);
      expect([...seen].some((s) => states.test(s))).toBe(true);
    });
  // The page shows each state the refresh job reads: booked, a driver on the way, then the end.
  await see(/^(scheduled|hire)$/);
  await advanceTo(page.request, journeyId, "hired");
  await see(/^(hired|arrived|pick up)$/);
  await advanceTo(page.request, journeyId, "drop off");
  await see(/^(drop off|terminated)$/);
  await expect(state).toHaveText("Completed");
  expect(seen.size).toBeGreaterThan(1);

  // The driver and car stay on the page, with the phone as a link to call.
  const driver = page.getByTestId("journey-driver");
  await expect(driver.getByTestId("driver-name")).not.toBeEmpty();
  await expect(driver.getByTestId("vehicle-plate")).not.toBeEmpty();
  await expect(driver.getByTestId("driver-phone")).toHaveAttribute("href", /^tel:\+?\d+$/);
  await expect(page.getByTestId("journey-map-driver")).toBeVisible();
  const timeline = page.getByTestId("journey-timeline").getByRole("listitem");
  expect(await timeline.count()).toBeGreaterThan(1);
  await expect(timeline.last()).toContainText(/Arrived at the destination|Closed by the ride service/);
  // Over: nothing left to cancel.
  await expect(page.getByRole("button", { name: "Cancel the ride" })).toHaveCount(0);
  await expect(page.getByTestId("guest-link")).toBeVisible();
  await expect(page.getByTestId("guest-message")).toHaveCount(0);
});

test("a ride is cancelled before a driver is assigned, after a question that Escape dismisses", async ({ page }) => {
  const { journeyId } = await bookAndOpen(page, uniqueRider("Cancel"), { reserveInMinutes: 180 });
  await expect(page.getByTestId("journey-state")).toHaveAttribute("data-state", "scheduled");
  const cancel = page.getByRole("button", { name: "Cancel the ride" });
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: "Cancel this ride?" });
  await expect(dialog).toBeVisible();
  // No driver yet: no fee to warn of.
  await expect(dialog.getByTestId("cancel-fee")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await journeyCalls(page.request, journeyId, "state")).toHaveLength(0);

  await cancel.click();
  await dialog.getByRole("button", { name: "Yes, cancel the ride" }).click();
  await expect(page.getByTestId("cancel-outcome")).toContainText("The ride is cancelled.");
  await expect(page.getByTestId("journey-state")).toHaveText("Cancelled", { timeout: 15_000 });
  await expect(cancel).toHaveCount(0);
  // The page reads as over: nothing to send the guest (a message would say the ride is booked), no driver or price to wait for.
  await expect(page.getByTestId("guest-links-ended")).toContainText("The ride has ended (cancelled)");
  await expect(page.getByRole("heading", { name: "Share with the guest" })).toHaveCount(0);
  await expect(page.getByTestId("guest-message")).toHaveCount(0);
  await expect(page.getByTestId("no-driver")).toHaveText("No driver was assigned.");
  await expect(page.getByTestId("final-price")).toHaveText("None: the ride ended without a trip");
  // The provider got one cancel, with no body.
  const calls = await journeyCalls(page.request, journeyId, "state");
  expect(calls).toHaveLength(1);
  expect([null, undefined, ""]).toContain(calls[0]!.body);
});

test("a cancel the provider refuses because the ride has ended is explained, and the ended state shown", async ({ page }) => {
  const { journeyId } = await bookAndOpen(page, uniqueRider("Late cancel"));
  await expect(page.getByRole("button", { name: "Cancel the ride" })).toBeVisible();
  // The page stops reading the journey, as if left open on a bad connection while the ride ended.
  await page.route("**/api/journeys/**", (route) => route.abort());
  await advanceTo(page.request, journeyId, "drop off");
  await expect(async () => {
    const live = await (await page.request.get(`/api/journeys/${journeyId}`)).json();
    expect(live.finished || live.state === "drop off").toBe(true);
  }).toPass({ timeout: 100_000, intervals: [1_000] });

  await page.getByRole("button", { name: "Cancel the ride" }).click();
  await page.getByRole("button", { name: "Yes, cancel the ride" }).click();
  await expect(page.getByTestId("cancel-outcome")).toContainText("This ride has already finished, so it cannot be cancelled.");
  await expect(page.getByTestId("journey-state")).toHaveText("Completed");
  expect(await journeyCalls(page.request, journeyId, "state")).toHaveLength(1);
});

test("no driver found: keep searching, in one click, finds one", async ({ page }) => {
  await page.clock.install();
  const { journeyId } = await bookAndOpen(page, uniqueRider("Not found"));
  await forceOutcome(page.request, journeyId, "not found");
  // The search runs out now rather than after its 5 sandbox minutes.
  await advanceTo(page.request, journeyId, "hired");
  const attention = page.getByTestId("attention");
  await passAsPageReads(page, PAGE_READS_MS.journey, () => expect(attention).toHaveAttribute("data-problem", "not found", { timeout: 1_000 }));
  await expect(attention.getByRole("heading", { name: "No driver found" })).toBeVisible();
  await expect(attention.getByRole("link", { name: "Rebook" })).toBeVisible();
  await attention.getByRole("button", { name: "Keep searching" }).click();
  await expect(attention).toHaveCount(0);
  expect(await journeyCalls(page.request, journeyId, "keep_searching")).toHaveLength(1);
  await expect(page.getByTestId("journey-state")).toHaveAttribute("data-state", /^(hire|hired|arrived|pick up|drop off|terminated)$/);
  // The new search finds a driver (after 5 sandbox minutes, brought forward).
  await advanceTo(page.request, journeyId, "hired");
  await passAsPageReads(page, PAGE_READS_MS.journey, () =>
    expect(page.getByTestId("journey-state")).toHaveAttribute("data-state", /^(hired|arrived|pick up|drop off|terminated)$/, { timeout: 1_000 }),
  );
});

test("the guest did not show up: rebook opens the form filled in from the ride, and resolves it once booked", async ({ page }) => {
  const rider = uniqueRider("No show");
  await page.clock.install();
  const { bookingId, journeyId } = await bookAndOpen(page, rider);
  await forceOutcome(page.request, journeyId, "no show");
  // The driver gives up waiting at the pickup: brought forward to now.
  await advanceTo(page.request, journeyId, "pick up");
  const attention = page.getByTestId("attention");
  await passAsPageReads(page, PAGE_READS_MS.journey, () => expect(attention).toHaveAttribute("data-problem", "no show", { timeout: 1_000 }));
  await expect(attention).toContainText("never came");
  await attention.getByRole("link", { name: "Rebook" }).click();

  await expect(page).toHaveURL(`/book?from=${bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book the ride again" })).toBeVisible();
  const rows = page.getByTestId("stop-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Chamartín");
  await expect(rows.last()).toContainText("Castilla");
  await expect(page.getByLabel("Guest name")).toHaveValue(rider);
  await expect(page.getByLabel("Guest mobile")).toHaveValue(/600\s?111\s?222/);
  // A fresh estimate; no product carried over.
  await expect(page.getByTestId("product-option").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("product-option").locator("input:checked")).toHaveCount(0);
  await chooseFirstProduct(page);
  await bookButton(page).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 20_000 });

  const sent = await creationsFor(page.request, rider);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.body.stops).toEqual(sent[0]!.body.stops);
  expect(sent[1]!.body.rider).toEqual(sent[0]!.body.rider);

  await page.goto(`/journeys/${bookingId}`);
  await expect(page.getByTestId("attention")).toHaveCount(0);
  await expect(page.getByTestId("attention-resolution")).toContainText("The ride was booked again");

  // The return trip: stops reversed, and the time asked for again.
  await page.getByRole("link", { name: "Return trip" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Book the return trip" })).toBeVisible();
  await expect(rows.first()).toContainText("Castilla");
  await expect(rows.last()).toContainText("Chamartín");
  await expect(page.getByLabel("Reserve for later")).toBeChecked();
  await expect(page.getByLabel("Pickup time")).toHaveValue("");
  // Its stops are set: the prices wait for the time, and both the rides and the Book bar say so.
  await expect(page.getByText("Choose the pickup date and time to see prices.")).toBeVisible();
  await expect(page.getByTestId("booking-summary")).toContainText("Prices appear once the pickup date and time are set");
});

test("a booking id that is unknown gives the journey page's 404 and an empty booking form with a notice", async ({ page }) => {
  const unknown = crypto.randomUUID();
  expect((await page.goto(`/journeys/${unknown}`))!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Ridedesk" })).toHaveAttribute("href", "/");
  // Inside the desk, under its header: one main landmark, not the desk's with Ridedesk's 404 nested in it.
  await expect(page.getByRole("main")).toHaveCount(1);
  expect((await page.goto("/journeys/not-an-id"))!.status()).toBe(404);
  await page.goto(`/book?from=${unknown}&return=1`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a ride" })).toBeVisible();
  await expect(page.getByText("The ride to book again was not found")).toBeVisible();
  await expect(page.getByTestId("stop-row")).toHaveCount(0);
});

test("a ride the viewer may not see, and an address that does not exist, get Ridedesk's own 404", async ({ page, browser, baseURL }) => {
  const { bookingId } = await bookAndOpen(page, uniqueRider("Hidden"), { reserveInMinutes: 180 });
  const stranger = await signedInAs(browser, baseURL!, page.request, { name: "Sol Stranger", requesters: 0 });
  const notFound = async (who: typeof page, path: string) => {
    expect((await who.goto(path))!.status(), path).toBe(404);
    await expect(who.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(who.getByText("This page could not be found")).toHaveCount(0);
    await expect(who.getByRole("main")).toHaveCount(1);
  };
  // Someone else's ride: the desk's 404, in the desk.
  await notFound(stranger.page, `/journeys/${bookingId}`);
  await expect(stranger.page.getByTestId("signed-in-user")).toHaveText("Sol Stranger");
  await notFound(stranger.page, "/no-such-page");
  await notFound(page, "/no-such-page");
  await stranger.context.close();
});

test("a ride's page and the board speak the reader's language, with its formats", async ({ browser, baseURL, request }) => {
  const agent = await makeUser(request);
  // No language chosen yet: the desk follows the browser's.
  const context = await browser.newContext({ baseURL, locale: "es-ES", storageState: { cookies: [], origins: [] } });
  await context.addCookies([{ ...agent.cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const rider = uniqueRider("Español");
  const { bookingId } = await bookRide(page.request, { rider, reserveInMinutes: 180 });
  await page.goto(`/journeys/${bookingId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Viaje de ${rider}` })).toBeVisible();
  await expect(page).toHaveTitle("Viaje · Ridedesk");
  await expect(page.getByTestId("journey-state")).toHaveText(/^Programado para el [^,]+, \d{1,2} [^,]+, \d\d:\d\d \(hora de Madrid\)$/);
  await expect(page.getByTestId("journey-stop").first()).toContainText("Recogida:");
  await expect(page.getByTestId("no-driver")).toHaveText("Todavía no hay conductor asignado.");

  await page.getByRole("button", { name: "Cancelar el viaje" }).click();
  await page.getByRole("dialog", { name: "¿Cancelar este viaje?" }).getByRole("button", { name: "Sí, cancelar el viaje" }).click();
  await expect(page.getByTestId("cancel-outcome")).toHaveText("El viaje está cancelado.");
  await expect(page.getByTestId("journey-state")).toHaveText("Cancelado", { timeout: 15_000 });
  await expect(page.getByTestId("guest-links-ended")).toContainText("El viaje ha terminado (cancelado)");
  await expect(page.getByTestId("final-price")).toHaveText("Ninguno: el viaje terminó sin trayecto");

  // The board lists it under today's or the coming days' rides, by the browser's calendar.
  const later = new Date(Date.now() + 180 * 60_000).toDateString() !== new Date().toDateString();
  await page.goto(`/journeys?${later ? "tab=upcoming&" : ""}q=${encodeURIComponent(rider)}`);
  await expect(page).toHaveTitle("Viajes · Ridedesk");
  await expect(page.getByRole("tab", { name: later ? "Próximos" : "Hoy" })).toHaveAttribute("aria-selected", "true");
  const row = page.getByTestId("board-row").filter({ hasText: rider });
  await expect(row.getByTestId("board-state")).toHaveText("Cancelado");
  await expect(row.getByTestId("board-price")).toContainText(/\d+,\d\d\s€ (estimado|final)/);
  await expect(page.getByLabel("Nombre o teléfono del invitado")).toHaveValue(rider);
  await context.close();
});
