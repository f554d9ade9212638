import { expect, test } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, sandboxRequests } from "./booking-helpers";

test("pickup at Atocha and destination at Barajas T4, each with a meeting point, reach the provider", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Puerta de Atocha");
  await addStop(page, "Terminal 4");
  const pickers = page.getByTestId("meeting-point-picker");
  await expect(pickers).toHaveCount(2, { timeout: 15_000 });
  for (const i of [0, 1]) await pickers.nth(i).getByTestId("meeting-point-option").first().getByRole("radio").check();
  const chosen = await Promise.all([0, 1].map((i) => pickers.nth(i).getByTestId("meeting-point-option").first().getAttribute("data-uid")));
  await chooseFirstProduct(page);
  await fillGuest(page, "Hub Traveller");
  await bookButton(page).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();

  const [sent] = (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string })?.name === "Hub Traveller");
  const stops = sent!.body.stops as { location_id?: string; meeting_point?: { id: string; loc: number[]; name: string } }[];
  expect(stops[0]).toMatchObject({ location_id: "loc-mad-atocha", meeting_point: { id: chosen[0], name: expect.any(String) } });
  expect(stops[1]).toMatchObject({ location_id: "loc-mad-t4", meeting_point: { id: chosen[1], name: expect.any(String) } });
  expect(stops[0]!.meeting_point!.loc).toHaveLength(2);
});

test("an unchanged basket asks for prices once", async ({ page }) => {
  await page.clock.install();
  await page.goto("/book");
  await addStop(page, "Templo de Debod");
  await addStop(page, "Auditorio Nacional");
  await expect(page.getByTestId("product-option").first()).toBeVisible({ timeout: 15_000 });
  // Things that are not part of the basket, and a basket that comes back to what it was.
  await fillGuest(page, "Basket Guest");
  await page.getByLabel("Reserve for later").check();
  await page.getByLabel("As soon as possible").check();
  await expect(page.getByTestId("product-option").first()).toBeVisible();
  // Run the prices' wait for the basket to settle out: a second request for this basket would leave now.
  await page.clock.runFor(1_000);
  // Then another basket. The page calls server actions one at a time, so once this one's request reaches
  // the provider, any second request for the first basket would have reached it before.
  await addStop(page, "Puerta de Alcalá");
  // Templo de Debod to Auditorio Nacional, as the gazetteer places them: no other test rides this way.
  const thisWay = (count: number) => async () =>
    (await sandboxRequests(page.request, "/api/v4/estimates")).filter((r) => {
      const stops = r.body.stops as { loc: number[] }[];
      const at = (i: number, [lat, lng]: [number, number]) => Math.abs(stops[i]!.loc[0]! - lat) < 1e-4 && Math.abs(stops[i]!.loc[1]! - lng) < 1e-4;
      return r.body.start_type === "asap" && stops.length === count && at(0, [40.424, -3.7177]) && at(1, [40.4459, -3.6772]);
    });
  // The new basket is priced after its stop's address is looked up: a busy machine may take longer than a poll's default.
  await expect.poll(async () => (await thisWay(3)()).length, { timeout: 15_000 }).toBe(1);
  const estimates = await thisWay(2)();
  expect(estimates).toHaveLength(1);
});

test("prices expire after 5 minutes: booking waits for fresh ones, then books", async ({ page }) => {
  await page.clock.install();
  await page.goto("/book");
  await addStop(page, "Puerta de Alcalá");
  await addStop(page, "Estadio Santiago Bernabéu");
  await chooseFirstProduct(page);
  await fillGuest(page, "Late Guest");
  await expect(page.getByTestId("estimate-age")).toContainText("just now");

  await page.clock.fastForward("05:01");
  await expect(page.getByTestId("estimate-age")).toHaveText("Prices expired");
  await expect(bookButton(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Get fresh prices" }).first().click();
  await expect(page.getByTestId("estimate-age")).toContainText("just now");
  await chooseFirstProduct(page);
  await bookButton(page).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();
});

test("a saved guest and a saved place are there for the next booking", async ({ page }) => {
  // Two visits to the booking page and a booking in between.
  test.slow();
  const place = `Client HQ ${Date.now().toString(36)}`;
  await page.goto("/book");
  await addStop(page, "Torre Europa");
  await page.getByRole("button", { name: "Details of Pickup" }).click();
  await page.getByLabel("Place name").fill(place);
  await page.getByRole("button", { name: "Save as a saved place" }).click();
  await expect(page.getByText(`Saved as “${place}”`)).toBeVisible();
  await addStop(page, "Plaza de España");
  await chooseFirstProduct(page);
  await fillGuest(page, "Saved Sofia", "+34 611 222 333");
  await page.getByLabel("Save this guest for next time").check();
  await bookButton(page).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();

  await page.goto("/book");
  await addStop(page, place, new RegExp(`${place} \\(saved\\)`));
  await expect(page.getByTestId("stop-label").first()).toContainText(place);
  await page.getByLabel("Saved guest").selectOption({ label: "Saved Sofia · +34611222333" });
  await expect(page.getByLabel("Guest name")).toHaveValue("Saved Sofia");
  await expect(page.getByLabel("Guest mobile")).toHaveValue("+34611222333");
});
