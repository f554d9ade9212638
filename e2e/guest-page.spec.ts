import { expect, test, type Browser } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, sandboxRequests } from "./booking-helpers";
import { advanceTo, PAGE_READS_MS, passAsPageReads } from "./journey-helpers";

/** A phone with no cookies at all: how a guest opens the link from a message. */
const guestPhone = (browser: Browser) =>
  browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-GB" });

test("the guest's page shows the meeting point, the state and then the driver, and nothing of the desk", async ({ page, browser }) => {
  // The page reads the ride every 10 s; the ride is moved on at the sandbox, and the page's read brought forward, rather than waited for.
  await page.goto("/book");
  await addStop(page, "Puerta de Atocha");
  await addStop(page, "Museo del Prado");
  const option = page.getByTestId("meeting-point-picker").getByTestId("meeting-point-option").first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  // The radio is named by the point's title (the option also shows its number).
  const meetingPoint = await option.getByRole("radio").evaluate((r) => document.getElementById(r.getAttribute("aria-labelledby")!)!.textContent!.trim());
  await option.getByRole("radio").check();
  await chooseFirstProduct(page);
  const guest = `Guest Page ${Date.now().toString(36)}`;
  await fillGuest(page, guest);
  await bookButton(page).click();
  const confirmation = page.getByTestId("booking-confirmation");
  await expect(confirmation).toBeVisible();
  const journeyId = (await confirmation.getByTestId("journey-id").textContent())!.trim();

  // The message, the QR code and the copy field point to our page; the provider's live map is beside it.
  const guestLink = await page.getByTestId("guest-link").inputValue();
  expect(guestLink).toMatch(/^http:\/\/localhost:\d+\/r\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId("guest-message")).toHaveValue(new RegExp(`Follow it here: ${guestLink}$`));
  await expect(page.getByTestId("provider-link")).toHaveValue(/\/sandbox\/j\//);
  const price = (await confirmation.locator("dt", { hasText: "Price" }).locator("xpath=following-sibling::dd").textContent())!.trim();
  const hubLookups = (await sandboxRequests(page.request, "/api/v4/hub")).length;

  const context = await guestPhone(browser);
  const phone = await context.newPage();
  // The page's next read is brought forward on its clock rather than waited for.
  await phone.clock.install();
  const response = await phone.goto(guestLink);
  expect(response!.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-robots-tag"]).toContain("noindex");
  expect(headers["set-cookie"]).toBeUndefined();

  await expect(phone.getByRole("heading", { name: "Your ride" })).toBeVisible();
  await expect(phone.getByTestId("guest-company")).toHaveText("Ridedesk");
  const state = phone.getByTestId("guest-state");
  await expect(state).toHaveText(/^(Booked|Looking for a driver|Driver on the way|Driver has arrived)$/);
  const mp = phone.getByTestId("guest-meeting-point");
  await expect(mp).toContainText(meetingPoint);
  await expect(mp.locator("img").first()).toBeVisible();
  expect(await mp.locator("ol > li").count()).toBeGreaterThan(0);
  // Each step's picture is shown whole, at its own shape: none is cropped (its number is at the top).
  for (const picture of await mp.locator("ol > li img").all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((i: HTMLImageElement) =>
          i.complete && i.naturalWidth > 0 ? Math.abs(i.clientWidth / i.clientHeight - i.naturalWidth / i.naturalHeight) < 0.02 : null,
        ),
      )
      .toBe(true);
  }
  await expect(phone.getByTestId("guest-pickup")).toContainText("Atocha");
  await expect(phone.locator("svg.route")).toBeVisible();
  await expect(phone.getByTestId("guest-tracking")).toHaveAttribute("href", /\/sandbox\/j\//);

  // The page follows the ride by itself, from our database: the driver, car and plate appear.
  await advanceTo(page.request, journeyId, "hired");
  await passAsPageReads(phone, PAGE_READS_MS.guest, () => expect(phone.getByTestId("guest-driver-name")).not.toBeEmpty({ timeout: 1_000 }));
  await expect(phone.getByTestId("guest-plate")).toHaveText(/\S/);
  await expect(state).toHaveText(/^(Driver on the way|Driver has arrived|On the way|Arrived)$/);

  const text = await phone.locator("body").innerText();
  expect(text).not.toContain(price);
  expect(text).not.toContain(guest);
  expect(text).not.toMatch(/€|EUR|requester|alba\.admin/i);
  expect(await context.cookies()).toEqual([]);
  // Watching the page cost the provider nothing: no lookups beyond the booking's own.
  expect((await sandboxRequests(page.request, "/api/v4/hub")).length).toBe(hubLookups);

  // One character changed, and the link leads nowhere: the same neutral page as any unknown link.
  const altered = guestLink.slice(0, -1) + (guestLink.endsWith("A") ? "B" : "A");
  const gone = await phone.goto(altered);
  expect(gone!.status()).toBe(404);
  await expect(phone.getByRole("heading", { name: "This link is no longer active" })).toBeVisible();
  expect(await gone!.text()).toBe(await (await phone.request.get(guestLink.replace(/[^/]+$/, "A".repeat(32)))).text());
  await context.close();
});

test("an unknown or malformed link shows the same neutral page, with a 404", async ({ browser, baseURL }) => {
  const context = await guestPhone(browser);
  const phone = await context.newPage();
  const answers = [];
  for (const token of ["A".repeat(32), "not-a-token", "A".repeat(33)]) {
    const response = await phone.goto(`${baseURL}/r/${token}`);
    expect(response!.status()).toBe(404);
    expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(phone.getByRole("heading", { name: "This link is no longer active" })).toBeVisible();
    answers.push(await response!.text());
  }
  expect(new Set(answers).size).toBe(1);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
