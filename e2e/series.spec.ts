import { expect, test, type APIRequestContext } from "@playwright/test";
import { SANDBOX_AUTH, bookButton } from "./booking-helpers";
import { signedInAs } from "./fixtures";
import { creationsFor, readyToBook, uniqueRider } from "./journey-helpers";

const DAY = 86_400_000;
/** The app sends a day once its pickup is within the provider's 60 days, an hour early at the latest (lib/series/window.ts). */
const WINDOW_MS = 60 * DAY - 3_600_000;

type MadeSeries = { seriesId: string; days: { day: string; pickupAt: string; skipped: boolean }[] };

async function fixture<T>(request: APIRequestContext, name: string, data: object): Promise<T> {
  const r = await request.post(`/api/e2e/${name}`, { headers: { authorization: SANDBOX_AUTH }, data });
  expect(r.status(), await r.text()).toBe(201);
  return r.json();
}

test("a weekday series over four weeks shows its reservations at the sandbox as each enters the 60-day window", async ({ browser, baseURL, request }) => {
  const { page, context } = await signedInAs(browser, baseURL!, request);
  const rider = uniqueRider("Series");
  // Four weeks of weekdays from 45 days ahead, at 10:07 in Madrid (off the quarter hours the app's own sweep runs at).
  const made = await fixture<MadeSeries>(page.request, "series", { rider, firstInDays: 45, time: "10:07", weekdays: [1, 2, 3, 4, 5], forDays: 27 });
  const rides = made.days.filter((d) => !d.skipped);
  expect(rides).toHaveLength(20);
  const inWindowAt = (at: number) => rides.filter((d) => Date.parse(d.pickupAt) <= at + WINDOW_MS).map((d) => `${d.day} 10:07:00`);
  const startsAtSandbox = async () => (await creationsFor(page.request, rider)).map((r) => r.body.start_at as string);

  // The job's clock moves forward to now: ten days ago only the first days were within 60 days, three days ago more.
  const now = Date.now();
  for (const at of [now - 10 * DAY, now - 3 * DAY, now]) {
    await fixture(page.request, "series/send", { at: new Date(at).toISOString() });
    const starts = await startsAtSandbox();
    expect(starts).toEqual(expect.arrayContaining(inWindowAt(at)));
    // Each day once, however many sends found it.
    expect(new Set(starts).size).toBe(starts.length);
  }
  const sent = inWindowAt(now);
  expect(sent.length).toBeGreaterThan(inWindowAt(now - 10 * DAY).length);
  expect((await startsAtSandbox()).sort()).toEqual(sent);

  // The series' page: the days sent are booked rides, the days beyond the window wait for theirs.
  await page.goto(`/journeys/series/${made.seriesId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Ride that repeats: ${rider}` })).toBeVisible();
  await expect(page.locator('[data-testid="series-day"][data-status="booked"]')).toHaveCount(sent.length);
  await expect(page.locator('[data-testid="series-day"][data-status="planned"]')).toHaveCount(20 - sent.length);
  await expect(page.getByRole("link", { name: "Open the ride" })).toHaveCount(sent.length);
  // Each day is a ride of its own, whose page leads back to its series; the desk finds the series in its list.
  await page.getByRole("link", { name: "Open the ride" }).first().click();
  await page.getByTestId("series-link").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/journeys/series/${made.seriesId}$`));
  await page.goto("/journeys/series");
  await expect(page.getByTestId("series-row").filter({ hasText: rider })).toContainText(`${sent.length} booked, ${20 - sent.length} to come`);
  await context.close();
});

test("Repeat on the booking form books a series whose rides are sent by the job, and stopping it cancels them", async ({ browser, baseURL, request }) => {
  const { page, context } = await signedInAs(browser, baseURL!, request);
  const rider = uniqueRider("Repeat");
  await readyToBook(page, rider, { reserveInMinutes: 2 * 24 * 60 });
  // The repeat fields load when the agent opens Repeat.
  await expect(page.getByTestId("repeat-fields")).toHaveCount(0);
  await page.getByLabel("Repeat this ride").check();
  await expect(page.getByTestId("repeat-fields")).toBeVisible();
  await page.getByLabel("After a number of rides").check();
  await page.getByLabel("Rides", { exact: true }).fill("3");
  await bookButton(page).click();

  await expect(page).toHaveURL(/\/journeys\/series\/[0-9a-f-]{36}$/);
  const days = page.getByTestId("series-day");
  await expect(days).toHaveCount(3);
  // The job sends the three days, all within 60 days; the page reads our records on each visit. A sweep,
  // then a send a day, each a poll apart, on a machine the other specs share: up to half a minute.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-testid="series-day"][data-status="booked"]')).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await creationsFor(page.request, rider)).toHaveLength(3);

  await page.getByRole("button", { name: "Stop the series" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stop the series" }).click();
  await expect(page.getByText("The series is stopped; 3 rides were cancelled.")).toBeVisible();
  await expect(page.locator('[data-testid="series-day"][data-status="cancelled"]')).toHaveCount(3);
  await expect(page.getByTestId("series-status")).toHaveText("Stopped: the rides still ahead were cancelled.");
  await context.close();
});

test("this and the following days move to a new destination: their rides are cancelled and booked again", async ({ browser, baseURL, request }) => {
  const { page, context } = await signedInAs(browser, baseURL!, request);
  const rider = uniqueRider("Change");
  // Three days in a row from the day after tomorrow, all within 60 days, sent as the job would.
  const made = await fixture<MadeSeries>(page.request, "series", { rider, firstInDays: 2, time: "11:07", weekdays: [1, 2, 3, 4, 5, 6, 7], forDays: 2 });
  await fixture(page.request, "series/send", { at: new Date().toISOString() });
  expect(await creationsFor(page.request, rider)).toHaveLength(3);
  await page.goto(`/journeys/series/${made.seriesId}`);
  const days = page.getByTestId("series-day");
  await expect(page.locator('[data-testid="series-day"][data-status="booked"]')).toHaveCount(3);

  await page
    .getByRole("button", { name: /^Change from here/ })
    .nth(1)
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "New destination (optional)" }).fill("Museo del Prado");
  await dialog.getByRole("listbox").getByRole("option").first().click();
  await expect(dialog.getByTestId("chosen-place")).toContainText("Prado");
  await dialog.getByRole("button", { name: "Change the rides" }).click();
  await expect(page.getByText("2 rides now start at 11:07.")).toBeVisible();
  await expect(days.filter({ hasText: "Prado" })).toHaveCount(2);
  // Sent again (the app's own sweep, queued by the change, may come first): each changed day once more, to the new destination.
  await fixture(page.request, "series/send", { at: new Date().toISOString() });
  await expect.poll(async () => (await creationsFor(page.request, rider)).length).toBe(5);
  const creations = await creationsFor(page.request, rider);
  const to = (c: (typeof creations)[number]) => (c.body.stops as { name?: string }[]).at(-1)?.name ?? "";
  expect(creations.slice(3).map(to)).toEqual([expect.stringContaining("Prado"), expect.stringContaining("Prado")]);
  await page.reload();
  await expect(page.locator('[data-testid="series-day"][data-status="booked"]')).toHaveCount(3);
  await context.close();
});

test("admins keep the company's holidays", async ({ page }) => {
  await page.goto("/admin/holidays");
  await expect(page.getByRole("heading", { level: 1, name: "Company holidays" })).toBeVisible();
  await page.getByRole("button", { name: "Add holiday" }).click();
  await expect(page.getByText("Choose the holiday's date.")).toBeVisible();
  await expect(page.getByText("Give the holiday a name.")).toBeVisible();
  const name = uniqueRider("Founders' day");
  await page.getByLabel("Day", { exact: true }).fill("2031-03-14");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Add holiday" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
