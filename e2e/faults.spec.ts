import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formAlert } from "./helpers";
import { addStop, bookButton, chooseFirstProduct, fillGuest, SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";

// These make the sandbox fail its next calls, so they run alone (their own project, after the others) and in order.
test.describe.configure({ mode: "serial" });

async function setFaults(request: APIRequestContext, faults: { next?: number[]; nextFor?: string | null; rate5xx?: number }) {
  const r = await request.patch("/sandbox/_sandbox/faults", {
    headers: { authorization: SANDBOX_AUTH },
    data: { next: [], nextFor: null, rate5xx: 0, retryAfterSeconds: 0, ...faults },
  });
  expect(r.ok()).toBe(true);
}
// Journeys booked earlier are read in the background meanwhile: the faults are for journey creation only.
const failNextBooking = (request: APIRequestContext, next: number[]) => setFaults(request, { next, nextFor: "POST /api/v4/journey" });

const journeysFor = async (page: Page, rider: string) =>
  (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string })?.name === rider);

async function readyToBook(page: Page, rider: string) {
  await page.goto("/book");
  await addStop(page, "Puerta del Sol");
  await addStop(page, "Museo del Prado");
  await chooseFirstProduct(page);
  await fillGuest(page, rider);
}

test.afterEach(async ({ request }) => {
  await setFaults(request, {});
});

test("a booking the provider never confirmed is not sent again; booking anew is a deliberate choice", async ({ page }) => {
  const rider = `Unconfirmed ${Date.now().toString(36)}`;
  await readyToBook(page, rider);
  await failNextBooking(page.request, [503]);
  await bookButton(page).click();
  await expect(formAlert(page)).toContainText("may or may not have been booked");
  await expect(bookButton(page)).toBeDisabled();
  // The notice sits in the form, in view above the sticky Book bar, rather than stacked into the bar over the form.
  const bar = page.getByTestId("booking-summary");
  await expect(bar.locator('[role="alert"]')).toHaveCount(0);
  await expect
    .poll(async () => (await formAlert(page).boundingBox())!.y + (await formAlert(page).boundingBox())!.height <= (await bar.boundingBox())!.y)
    .toBe(true);
  expect((await bar.boundingBox())!.height).toBeLessThan(130);

  // Submitting the same booking again (Enter in a field) must not reach the provider a second time.
  await page.getByLabel("Guest name").press("Enter");
  await expect(formAlert(page)).toContainText("may or may not have been booked");
  expect(await journeysFor(page, rider)).toHaveLength(0);

  await page.getByRole("button", { name: "It was not booked: book it as a new ride" }).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();
  expect(await journeysFor(page, rider)).toHaveLength(1);
});

test("a busy provider when booking offers a retry, which books once", async ({ page }) => {
  const rider = `Busy ${Date.now().toString(36)}`;
  await readyToBook(page, rider);
  await failNextBooking(page.request, [429]);
  await bookButton(page).click();
  await expect(formAlert(page)).toContainText("busy");
  await formAlert(page).getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();
  expect(await journeysFor(page, rider)).toHaveLength(1);
});

test("prices that fail after the client's own retries offer a retry that gets them", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Plaza de Colón");
  // Every call fails for now: the client's own retries run out and the page says so.
  await setFaults(page.request, { rate5xx: 1 });
  await addStop(page, "Palacio Real");
  const products = page.getByTestId("products");
  await expect(products.getByRole("alert")).toContainText("had a problem", { timeout: 30_000 });
  await setFaults(page.request, {});
  await products.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("product-option").first()).toBeVisible({ timeout: 15_000 });
});
