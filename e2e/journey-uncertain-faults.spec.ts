import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formAlert } from "./helpers";
import { bookButton, SANDBOX_AUTH } from "./booking-helpers";
import { creationsFor, readyToBook, uniqueRider } from "./journey-helpers";

// These make the sandbox lose its answers to journey creation, so they run alone (the faults project) and in order.
test.describe.configure({ mode: "serial" });

async function setFaults(request: APIRequestContext, faults: { next?: number[]; nextAfterEffect?: number[]; nextHeldMs?: number[] }) {
  const r = await request.patch("/sandbox/_sandbox/faults", {
    headers: { authorization: SANDBOX_AUTH },
    data: { next: [], nextAfterEffect: [], nextHeldMs: [], nextFor: "POST /api/v4/journey", rate5xx: 0, retryAfterSeconds: 0, ...faults },
  });
  expect(r.ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await setFaults(request, {});
});

/** Books with the provider's answer lost, then opens the unconfirmed booking's page from the form's alert. */
async function bookUnconfirmed(page: Page, rider: string, faults: { next?: number[]; nextAfterEffect?: number[] }) {
  await readyToBook(page, rider);
  const requester = (await page.getByLabel("Booked for").locator("option:checked").textContent())!.split(" · ")[0]!;
  await setFaults(page.request, faults);
  await bookButton(page).click();
  await expect(formAlert(page)).toContainText("may or may not have been booked");
  await formAlert(page).getByRole("link", { name: "Check what was sent and settle it" }).click();
  await expect(page).toHaveURL(/\/journeys\/[0-9a-f-]{36}$/);
  const attention = page.getByTestId("attention");
  await expect(attention).toHaveAttribute("data-problem", "uncertain");
  // Everything that was sent, to compare with the provider's panel.
  const sent = attention.getByTestId("sent-request");
  await expect(sent).toContainText(rider);
  await expect(sent).toContainText("Pickup");
  await expect(sent).toContainText("As soon as possible");
  // The requester and the ride by their names, never the provider's 32-character ids (those stay in the JSON).
  const terms = sent.locator("dl");
  await expect(terms).toContainText(requester);
  await expect(terms).not.toContainText(/[0-9a-f]{32}/);
  return attention;
}

test("an unconfirmed booking the provider never made is marked not booked, and can be booked again", async ({ page }) => {
  const rider = uniqueRider("Never made");
  // The provider fails before making the journey (the sandbox then logs nothing of it).
  const attention = await bookUnconfirmed(page, rider, { next: [503] });
  expect(await creationsFor(page.request, rider)).toHaveLength(0);
  await attention.getByRole("button", { name: "It was not booked" }).click();
  await expect(page.getByTestId("attention")).toHaveCount(0, { timeout: 15_000 });
  // The desk's decision, said as such: not a refusal by the ride service.
  await expect(page.getByTestId("journey-state")).toHaveText("Marked not booked");
  await expect(page.getByText(/marked it not booked on .*The ride service never confirmed it/)).toBeVisible();
  await expect(page.getByTestId("attention-resolution")).toContainText("Marked as not booked by");
  await expect(page.getByText(/refused|The ride service said/)).toHaveCount(0);
  await page.goto(`/journeys?q=${encodeURIComponent(rider)}`);
  const row = page.getByTestId("board-row").filter({ hasText: rider });
  await expect(row.getByTestId("board-state")).toHaveText("Marked not booked");
  await expect(row.getByTestId("board-note")).toContainText("marked it not booked on");
  await expect(row.getByText(/refused|The ride service said/)).toHaveCount(0);
  await row.getByRole("link", { name: rider }).click();
  await page.getByRole("link", { name: "Rebook" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Book the ride again" })).toBeVisible();
  await expect(page.getByLabel("Guest name")).toHaveValue(rider);
});

test("an unconfirmed booking the provider did make is linked by the journey id from its panel", async ({ page }) => {
  const rider = uniqueRider("Made");
  // The provider makes the journey, and its answer is lost.
  const attention = await bookUnconfirmed(page, rider, { nextAfterEffect: [502] });
  const field = attention.getByLabel("Journey id from the provider's panel");
  const linkIt = attention.getByRole("button", { name: "It was booked" });

  // The form checks the shape; the server checks the journey exists and matches.
  await field.fill("not-a-journey");
  await linkIt.click();
  await expect(attention.getByText("A journey id looks like")).toBeVisible();
  await field.fill(crypto.randomUUID());
  await linkIt.click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(attention).toBeVisible();

  const panel = await page.request.get("/sandbox/_sandbox/journeys", { headers: { authorization: SANDBOX_AUTH } });
  const made = ((await panel.json()) as { journeys: { id: string; rider_name: string | null }[] }).journeys.find((j) => j.rider_name === rider);
  expect(made).toBeTruthy();
  await field.fill(` ${made!.id.toUpperCase()} `);
  await linkIt.click();
  await expect(page.getByTestId("attention")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("journey-id")).toHaveText(made!.id);
  await expect(page.getByTestId("journey-state")).toHaveAttribute("data-state", /^(hire|hired|arrived|pick up|drop off|terminated)$/, { timeout: 20_000 });
  await expect(page.getByTestId("attention-resolution")).toContainText("Linked to the journey");
  expect(await creationsFor(page.request, rider)).toHaveLength(1);
});

test("an unconfirmed booking booked again from the form as a new ride is settled, and the new booking rebooks it", async ({ page }) => {
  const rider = uniqueRider("Again");
  await readyToBook(page, rider);
  await setFaults(page.request, { next: [503] });
  await bookButton(page).click();
  await expect(formAlert(page)).toContainText("may or may not have been booked");
  const settle = formAlert(page).getByRole("link", { name: "Check what was sent and settle it" });
  const unconfirmed = (await settle.getAttribute("href"))!.split("/").pop()!;

  await formAlert(page).getByRole("button", { name: "It was not booked: book it as a new ride" }).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
  expect(await creationsFor(page.request, rider)).toHaveLength(1);

  // The unconfirmed booking no longer needs attention: it was not booked, and was booked again.
  const board = await page.request.get("/api/journeys?tab=attention&tz=Europe/Madrid");
  expect(board.ok()).toBe(true);
  expect(((await board.json()) as { rows: { id: string }[] }).rows.map((r) => r.id)).not.toContain(unconfirmed);
  await page.goto(`/journeys/${unconfirmed}`);
  await expect(page.getByRole("heading", { level: 1, name: `Ride for ${rider}` })).toBeVisible();
  await expect(page.getByTestId("attention")).toHaveCount(0);
  await expect(page.getByTestId("attention-resolution")).toContainText("booked again");
  // And the new booking says which ride it rebooked.
  await page.getByRole("link", { name: "the new booking" }).click();
  await expect(page.getByText("Booked again from an earlier ride")).toBeVisible();
  await expect(page.getByRole("link", { name: "an earlier ride" })).toHaveAttribute("href", `/journeys/${unconfirmed}`);
});
