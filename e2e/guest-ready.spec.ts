import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { bookButton, SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";
import { bookRide } from "./fixtures";
import { advanceTo, PAGE_READS_MS, passAsPageReads, readyToBook, uniqueRider } from "./journey-helpers";
import { receivedBy, uniquePhone } from "./message-helpers";

/**
 * A ride the guest calls when ready: booked with nothing sent, the guest's page's one button books the
 * journey, two phones tapping at once book one, and a window that closes unused ends the ride.
 */

/** A phone with no cookies at all: how a guest opens the link from a message. */
const guestPhone = (browser: Browser, where: Parameters<Browser["newContext"]>[0] = {}) =>
  browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "en-GB",
    ...where,
  });

/** A ride booked as the signed-in admin whose guest may call the car from a minute ago until `closesInMinutes` from now. */
const readyRide = (request: APIRequestContext, rider: string, closesInMinutes = 120) =>
  bookRide(request, { rider, from: "Puerta de Atocha", to: "Museo del Prado", ready: { opensInMinutes: -1, closesInMinutes } });

/** The journeys the sandbox was asked to create for this rider: the provider's own count, whatever our records say. */
const journeysFor = async (request: APIRequestContext, rider: string) =>
  (await sandboxRequests(request, "/api/v4/journey")).filter((r) => (r.body?.rider as { name?: string } | undefined)?.name === rider).length;

test("the guest taps ready on their phone and then follows the car on the same page", async ({ page, browser }) => {
  const rider = uniqueRider("Ready Guest");
  const ride = await readyRide(page.request, rider);
  expect(ride.guestUrl).toMatch(/\/r\/[A-Za-z0-9_-]{32}$/);
  expect(await journeysFor(page.request, rider)).toBe(0);

  const context = await guestPhone(browser);
  const phone = await context.newPage();
  await phone.clock.install();
  await phone.goto(ride.guestUrl!);
  await expect(phone.getByTestId("guest-state")).toHaveText("Your car, when you are ready");
  await expect(phone.getByTestId("guest-pickup")).toContainText("Atocha");
  await expect(phone.getByTestId("guest-ready-until")).toContainText("Madrid time");
  await phone.getByRole("button", { name: "I'm ready — send my car" }).tap();

  // The same address becomes the live ride's page.
  await expect(phone).toHaveURL(ride.guestUrl!);
  await expect(phone.getByTestId("guest-state")).toHaveText(/^(Booked|Looking for a driver|Driver on the way|Driver has arrived)$/);
  expect(await journeysFor(page.request, rider)).toBe(1);
  await page.goto(`/journeys/${ride.bookingId}`);
  const journeyId = (await page.getByTestId("journey-id").textContent())!.trim();
  await advanceTo(page.request, journeyId, "hired");
  await passAsPageReads(phone, PAGE_READS_MS.guest, () => expect(phone.getByTestId("guest-driver-name")).not.toBeEmpty({ timeout: 1_000 }));
  await expect(phone.getByTestId("guest-plate")).toHaveText(/\S/);
  await context.close();
});

test("two phones tapping ready at once book one ride, and a reload books nothing more", async ({ page, browser }) => {
  const rider = uniqueRider("Two Phones");
  const ride = await readyRide(page.request, rider);
  const [first, second] = await Promise.all([guestPhone(browser), guestPhone(browser)]);
  const phones = await Promise.all([first.newPage(), second.newPage()]);
  for (const p of phones) await p.clock.install();
  await Promise.all(phones.map((p) => p.goto(ride.guestUrl!)));
  const buttons = phones.map((p) => p.getByRole("button", { name: "I'm ready — send my car" }));
  await Promise.all(buttons.map((b) => expect(b).toBeVisible()));
  await Promise.all(buttons.map((b) => b.tap()));
  // The phone whose tap came second while the first was being sent says so, then follows the ride by itself.
  for (const p of phones)
    await passAsPageReads(p, PAGE_READS_MS.guest, () =>
      expect(p.getByTestId("guest-state")).toHaveText(/^(Booked|Looking for a driver|Driver on the way)$/, { timeout: 1_000 }),
    );
  // A tap sent again (a reload of the answer, a forwarded link) is answered as the first was.
  const again = await phones[0]!.request.post(`${ride.guestUrl}/ready`, { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(await journeysFor(page.request, rider)).toBe(1);
  await Promise.all([first.close(), second.close()]);
});

test("a window that closes unused ends the ride with nothing sent, and the guest's page says so", async ({ page, browser }) => {
  const rider = uniqueRider("Never Ready");
  const ride = await readyRide(page.request, rider, 30);
  await page.goto(`/journeys?q=${encodeURIComponent(rider)}`);
  await expect(page.getByTestId("board-ready")).toHaveText(/^Waiting for the guest until \d{2}:\d{2}$/);

  // The app's clock moved past the window's close: the every-minute job's work, run now.
  const closed = await page.request.post("/api/e2e/ready/windows", {
    headers: { authorization: SANDBOX_AUTH },
    data: { at: new Date(Date.now() + 31 * 60_000).toISOString() },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  expect(((await closed.json()) as { ended: string[] }).ended).toContain(ride.bookingId);

  await page.goto(`/journeys/${ride.bookingId}`);
  await expect(page.getByText("The guest did not call the car").first()).toBeVisible();
  const context = await guestPhone(browser);
  const phone = await context.newPage();
  await phone.goto(ride.guestUrl!);
  await expect(phone.getByTestId("guest-state")).toHaveText("The time to call this car has ended");
  await expect(phone.getByRole("button")).toHaveCount(0);
  const late = await phone.request.post(`${ride.guestUrl}/ready`, { maxRedirects: 0 });
  expect(late.headers().location).toMatch(/\?ready=closed$/);
  expect(await journeysFor(page.request, rider)).toBe(0);
  await context.close();
});

test("a guest the ride lets be picked up where they are calls the car to where their phone says; a phone that will not say is told so", async ({
  page,
  browser,
}) => {
  const rider = uniqueRider("Where I Am");
  const ride = await bookRide(page.request, {
    rider,
    from: "Puerta de Atocha",
    to: "Museo del Prado",
    ready: { opensInMinutes: -1, closesInMinutes: 120, radiusM: 1000 },
  });

  // The phone will not share where the guest is: said in words, and nothing sent.
  const shy = await guestPhone(browser, { permissions: [] });
  const first = await shy.newPage();
  await first.goto(ride.guestUrl!);
  await expect(first.getByText("Anywhere within 1 km of the planned pickup.")).toBeVisible();
  await first.getByRole("button", { name: "I'm ready — pick me up where I am" }).tap();
  await expect(first.getByTestId("guest-here-denied")).toBeVisible();
  await expect(first.getByRole("button", { name: "I'm ready — pick me up where I am" })).toBeEnabled();
  expect(await journeysFor(page.request, rider)).toBe(0);
  await shy.close();

  // About 340 m from Atocha: the car is sent there, the rest of the route as booked.
  const sharing = await guestPhone(browser, { permissions: ["geolocation"], geolocation: { latitude: 40.409, longitude: -3.692 } });
  const phone = await sharing.newPage();
  await phone.goto(ride.guestUrl!);
  await phone.getByRole("button", { name: "I'm ready — pick me up where I am" }).tap();
  await expect(phone).toHaveURL(ride.guestUrl!);
  await expect(phone.getByTestId("guest-state")).toHaveText(/^(Booked|Looking for a driver|Driver on the way|Driver has arrived)$/);
  const [sent] = (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body?.rider as { name?: string } | undefined)?.name === rider);
  const stops = sent!.body.stops as { loc: [number, number] }[];
  expect(stops[0]!.loc).toEqual([40.409, -3.692]);
  expect(stops).toHaveLength(2);
  await sharing.close();
});

test("the desk sends the car now for a guest who has not called it", async ({ page }) => {
  const rider = uniqueRider("Sent By Desk");
  const ride = await readyRide(page.request, rider);
  await page.goto(`/journeys/${ride.bookingId}`);
  await expect(page.getByTestId("ready-window")).toContainText("Europe/Madrid");
  await page.getByTestId("ready-send-now").click();
  await expect(page.getByTestId("journey-id")).toHaveText(/\S/);
  expect(await journeysFor(page.request, rider)).toBe(1);
});

test("the booking form books a ride for when the guest is ready: today until 23:59 unless changed, refused in words when it ends before it starts", async ({
  page,
}) => {
  const rider = uniqueRider("Form Ready");
  await readyToBook(page, rider);
  await page.getByLabel("When the guest is ready").check();
  const until = page.getByTestId("ready-until");
  await expect(until).toHaveValue("23:59");
  await until.fill("00:00");
  await expect(page.getByRole("alert").filter({ hasText: "The window must close after it opens." })).toBeVisible();
  await until.fill("23:59");
  await bookButton(page).click();
  await expect(page.getByTestId("waiting-for-guest")).toBeVisible();
  await expect(page.getByTestId("waiting-guest-link")).toHaveText(/\/r\/[A-Za-z0-9_-]{32}$/);
  expect(await journeysFor(page.request, rider)).toBe(0);
});

test("the guest gets their link to call the car by their channel; a WhatsApp outside the guest's 24 hours goes by SMS, as Twilio takes no free text then", async ({
  page,
}) => {
  const phone = uniquePhone();
  const rider = uniqueRider("Linked Guest");
  const ride = await bookRide(page.request, {
    rider,
    mobile: phone,
    channels: ["whatsapp"],
    from: "Puerta de Atocha",
    to: "Museo del Prado",
    ready: { opensInMinutes: -1, closesInMinutes: 120 },
  });
  await expect.poll(async () => (await receivedBy(page.request, phone)).length, { timeout: 15_000 }).toBe(1);
  const [link] = await receivedBy(page.request, phone);
  expect(link!.channel).toBe("sms");
  expect(link!.body).toContain(ride.guestUrl!);
  expect(link!.body).toMatch(/call the car on this page when you are ready, until .+ Madrid time/);
  expect(await journeysFor(page.request, rider)).toBe(0);
});
