import { expect, test } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, sandboxRequests } from "./booking-helpers";

/** A place the gazetteer knows, as the estimate request carries it. */
const near = (loc: number[] | undefined, [lat, lng]: [number, number]) => !!loc && Math.abs(loc[0]! - lat) < 1e-4 && Math.abs(loc[1]! - lng) < 1e-4;

test("the same place twice is refused next to the stop, and never priced", async ({ page }) => {
  await page.clock.install();
  await page.goto("/book");
  await addStop(page, "Museo Reina Sofía");
  await addStop(page, "Museo Reina Sofía");
  const destination = page.getByTestId("stop-row").nth(1);
  await expect(destination).toContainText("same place as the pickup");
  await expect(page.getByText("Change the repeated stop to see prices.")).toBeVisible();

  // A stop in between makes it a round trip back to the pickup: still refused, on the destination.
  await page.getByRole("button", { name: "Remove Destination" }).click();
  await addStop(page, "Templo de Debod");
  await addStop(page, "Museo Reina Sofía");
  await expect(page.getByTestId("stop-row").nth(2)).toContainText("The destination is the same place as the pickup");
  // Run the prices' wait for the basket to settle out: had the round trip been priced, its request would leave now.
  await page.clock.runFor(1_000);
  await expect(page.getByTestId("product-option")).toHaveCount(0);
  // Then a basket that is priced. The page calls server actions one at a time, so once this one's request
  // reaches the provider, any request for the round trip would have reached it before.
  await page.getByRole("button", { name: "Remove Destination" }).click();
  await addStop(page, "Puerta de Alcalá");
  const reinaSofia: [number, number] = [40.4079, -3.6946];
  const alcala: [number, number] = [40.42, -3.6887];
  const asked = async () => (await sandboxRequests(page.request, "/api/v4/estimates")).map((r) => (r.body.stops as { loc: number[] }[]).map((s) => s.loc));
  await expect.poll(async () => (await asked()).some((locs) => near(locs[0], reinaSofia) && near(locs[locs.length - 1], alcala))).toBe(true);

  const pickup = await asked();
  expect(pickup.filter((locs) => near(locs[0], reinaSofia) && near(locs[locs.length - 1], reinaSofia))).toHaveLength(0);
});

test("a place's name reaches the provider with its address", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Rosewood Villa Magna");
  await addStop(page, "Plaza Mayor");
  await expect(page.getByTestId("stop-label").first()).toHaveText(/^Rosewood Villa Magna, Paseo de la Castellana 22/);
  await chooseFirstProduct(page);
  await fillGuest(page, "Named Place Guest");
  await bookButton(page).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();
  const [sent] = (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string })?.name === "Named Place Guest");
  expect((sent!.body.stops as Record<string, unknown>[])[0]).toMatchObject({ name: "Rosewood Villa Magna", addr: "Paseo de la Castellana", num: "22" });
});

test("the guest's mobile is checked as the agent types, before booking", async ({ page }) => {
  await page.goto("/book");
  const error = page.getByText(/mobile number/i).and(page.locator("#guest-mobile-error"));
  // Typed before the form has hydrated, a value is not checked yet: type it again until the form answers.
  await expect(async () => {
    await page.getByLabel("Guest mobile").fill("12");
    await page.getByLabel("Guest mobile").blur();
    await expect(error).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel("Guest mobile").fill("+34 600 111 222");
  await expect(error).toHaveCount(0);
  await page.getByLabel("Guest name").fill("x");
  await page.getByLabel("Guest name").fill("");
  await page.getByLabel("Guest name").blur();
  await expect(page.getByText("Enter the guest's name.")).toBeVisible();
});

test("an agent who goes back to as soon as possible before the reservation's calendar has come keeps as soon as possible", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Templo de Debod");
  await addStop(page, "Plaza Mayor");
  // The reservation's rules and calendar load with the first "Reserve for later": held until the agent has changed their mind.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<unknown>[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    held.push(route.request().response());
    await released;
    await route.continue();
  });
  await page.getByLabel("Reserve for later").check();
  await expect(page.getByText("Loading the calendar…")).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByLabel("As soon as possible").check();
  release();
  await Promise.all(held);
  // Two frames after the rules came, the earliest reservation time they bring would have been set.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await expect(page.getByLabel("As soon as possible")).toBeChecked();
  await expect(page.getByLabel("Reserve for later")).not.toBeChecked();
  await expect(page.getByLabel("Pickup time")).toHaveCount(0);
});

test("the cheapest and the fastest rides are marked", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Plaza de Cibeles");
  await addStop(page, "Chamartín");
  const options = page.getByTestId("product-option");
  await expect(options.first()).toBeVisible({ timeout: 15_000 });
  const rows = await options.evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  const price = (t: string) => Number(/€([\d.,]+)/.exec(t)![1]!.replace(",", ""));
  const eta = (t: string) => Number(/about (\d+) min/.exec(t)?.[1] ?? Infinity);
  const cheapest = Math.min(...rows.map(price));
  const fastest = Math.min(...rows.map(eta));
  for (const [i, text] of rows.entries()) {
    await expect(options.nth(i).getByText("Cheapest", { exact: true })).toHaveCount(price(text) === cheapest ? 1 : 0);
    await expect(options.nth(i).getByText("Fastest", { exact: true })).toHaveCount(eta(text) === fastest ? 1 : 0);
  }
});

test("on a phone, the chosen ride and Book stay in view at the top of the form", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/book");
  await addStop(page, "Puerta del Sol");
  await addStop(page, "Plaza de Castilla");
  await chooseFirstProduct(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bookButton(page)).toBeInViewport();
  await expect(page.getByTestId("booking-summary").getByTestId("estimate-age")).toContainText("just now");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
