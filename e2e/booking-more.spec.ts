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
  await page.goto("/book");
  await addStop(page, "Templo de Debod");
  await addStop(page, "Auditorio Nacional");
  await expect(page.getByTestId("product-option").first()).toBeVisible({ timeout: 15_000 });
  // Things that are not part of the basket, and a basket that comes back to what it was.
  await fillGuest(page, "Basket Guest");
  await page.getByLabel("Reserve for later").check();
  await page.getByLabel("As soon as possible").check();
  await expect(page.getByTestId("product-option").first()).toBeVisible();
  await page.waitForTimeout(1500);
  const estimates = (await sandboxRequests(page.request, "/api/v4/estimates")).filter((r) => {
    const stops = r.body.stops as { loc: number[] }[];
    return r.body.start_type === "asap" && stops.length === 2 && Math.abs(stops[0]!.loc[0]! - 40.424) < 0.01 && Math.abs(stops[1]!.loc[0]! - 40.4455) < 0.02;
  });
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
