import { expect, test } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest } from "./booking-helpers";
import { advanceTo, PAGE_READS_MS, passAsPageReads } from "./journey-helpers";

/** A wall-clock date and time in Madrid, some minutes from now. */
const madridIn = (minutes: number) => {
  const [date, time] = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "short" })
    .format(new Date(Date.now() + minutes * 60_000))
    .split(" ");
  return { date: date!, time: time! };
};

test("a booked ride's state follows the journey as the refresh job reads it, to its end", { tag: "@smoke" }, async ({ page }) => {
  // The confirmation's next read is brought forward on its clock rather than waited for.
  await page.clock.install();
  await page.goto("/book");
  await addStop(page, "Estación de Chamartín");
  await addStop(page, "Plaza de Castilla");
  await chooseFirstProduct(page);
  await fillGuest(page, `Follow ${Date.now().toString(36)}`);
  await bookButton(page).click();
  const state = page.getByTestId("journey-state");
  await expect(state).toBeVisible();
  const journeyId = (await page.getByTestId("journey-id").textContent())!.trim();
  const seen = new Set<string>();
  const until = (states: RegExp) =>
    passAsPageReads(page, PAGE_READS_MS.journey, async () => {
      seen.add((await state.getAttribute("data-state"))!);
      expect(await state.getAttribute("data-state")).toMatch(states);
    });
  // The ride is moved on at the sandbox rather than waited for: a driver, then the end.
  await advanceTo(page.request, journeyId, "hired");
  await until(/^(hired|arrived|pick up|drop off|terminated)$/);
  await advanceTo(page.request, journeyId, "drop off");
  await until(/^(drop off|terminated)$/);
  await expect(state).toHaveText("Completed");
  expect([...seen].every((s) => s !== "unknown" || seen.size > 1)).toBe(true);
});

test("a reservation reads as scheduled, in the pickup's time, until its driver search begins", async ({ page }) => {
  await page.clock.install();
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
  const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", weekday: "short", day: "numeric", month: "short" }).format(
    new Date(Date.now() + 3 * 3_600_000),
  );
  await expect(state).toHaveText(`Scheduled for ${day}, ${time} (Madrid time)`);
  await expect(state).toHaveAttribute("data-state", "scheduled");
  // Once the job has read it, it stays scheduled: the provider's "hire" is not shown as a search.
  const journeyId = (await page.getByTestId("journey-id").textContent())!.trim();
  await expect.poll(async () => (await (await page.request.get(`/api/journeys/${journeyId}`)).json()).readAt, { timeout: 15_000 }).not.toBeNull();
  const pageRead = page.waitForResponse((r) => r.url().includes(`/api/journeys/${journeyId}`) && r.ok());
  await page.clock.fastForward(PAGE_READS_MS.journey);
  expect((await (await pageRead).json()).readAt).not.toBeNull();
  await expect(state).toHaveText(/^Scheduled for /);
  await expect(state).toHaveAttribute("data-state", "scheduled");
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
