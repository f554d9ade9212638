import { expect, test } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest } from "./booking-helpers";

/** A wall-clock date and time in Madrid, some minutes from now. */
const madridIn = (minutes: number) => {
  const [date, time] = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "short" }).format(new Date(Date.now() + minutes * 60_000)).split(" ");
  return { date: date!, time: time! };
};

test("a booked ride's state follows the journey as the refresh job reads it, to its end", { tag: "@smoke" }, async ({ page }) => {
  // The whole ride, at 60 times real speed, takes about half a minute.
  test.setTimeout(120_000);
  await page.goto("/book");
  await addStop(page, "Estación de Chamartín");
  await addStop(page, "Plaza de Castilla");
  await chooseFirstProduct(page);
  await fillGuest(page, `Follow ${Date.now().toString(36)}`);
  await bookButton(page).click();
  const state = page.getByTestId("journey-state");
  await expect(state).toBeVisible();
  // The sandbox runs 60 times faster: the ride is on, then over, within a minute.
  await expect(state).toHaveAttribute("data-state", /^(hire|hired|arrived|pick up|drop off|terminated)$/, { timeout: 20_000 });
  const seen = new Set<string>();
  await expect(async () => {
    seen.add((await state.getAttribute("data-state"))!);
    expect(seen.has("drop off") || seen.has("terminated")).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [500] });
  await expect(state).toHaveText("Completed");
  expect([...seen].every((s) => s !== "unknown" || seen.size > 1)).toBe(true);
});

test("a reservation reads as scheduled, in the pickup's time, until its driver search begins", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Estación de Atocha");
  await addStop(page, "Parque del Retiro");
  await page.getByLabel("Reserve for later").check();
  const { date, time } = madridIn(3 * 60);
  await page.getByLabel("Date").fill(date);
  await page.getByLabel("Pickup time").fill(time);
  await chooseFirstProduct(page);
  await fillGuest(page, `Scheduled ${Date.now().toString(36)}`);
  await bookButton(page).click();
  const state = page.getByTestId("journey-state");
  const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", weekday: "short", day: "numeric", month: "short" }).format(new Date(Date.now() + 3 * 3_600_000));
  await expect(state).toHaveText(`Scheduled for ${day}, ${time} (Madrid time)`);
  await expect(state).toHaveAttribute("data-state", "scheduled");
  // Once the job has read it, it stays scheduled: the provider's "hire" is not shown as a search.
  await page.waitForTimeout(3_000);
  await expect(state).toHaveText(/^Scheduled for /);
});

test("admins see the journey reads at work on the jobs page", async ({ page }) => {
  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { name: "Background jobs" })).toBeVisible();
  await expect(page.getByText("Job runner: Running")).toBeVisible();
  const reads = page.locator('tr[data-queue="journey.refresh"]');
  await expect(reads).toContainText("Journey reads");
  await expect(page.getByText(/Journey follow-up/).first()).toBeVisible();
});

test("health says ok, and nothing more to someone signed out", async ({ page, browser }) => {
  const signedIn = await page.request.get("/api/health");
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toEqual({ status: "ok", checks: { database: { ok: true }, jobs: { ok: true } } });
  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const r = await anonymous.request.get("/api/health");
  expect(r.status()).toBe(200);
  expect(await r.json()).toEqual({ status: "ok", checks: { database: "ok", jobs: "ok" } });
  // The journey reads are for signed-in people only.
  expect((await anonymous.request.get("/api/journeys/anything")).status()).toBe(401);
  await anonymous.close();
});
