import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { advanceParcel, askForCodeProof, makeParcel, subscribeEverything, unique } from "./parcel-helpers";

/**
 * A parcel's page and the list as they are left open, and as they read once the parcel has settled.
 * The sandbox runs at 60 times real speed; a delivery is brought forward there rather than waited for.
 */

const stateBadge = (page: Page) => page.getByTestId("parcel-state").first();
const whatToDo = (page: Page) => page.getByRole("region", { name: "What to do" });

async function shippingTypesLoaded(page: Page) {
  await expect(page.getByLabel("Shipping type")).toBeEnabled({ timeout: 15_000 });
}

test("a parcel page and the list left open see a shipment made in another tab", async ({ page, context }) => {
  const description = unique("Visitor badge");
  const path = await makeParcel(page.request, description);
  await page.goto("/parcels");
  const row = page.getByTestId("parcel-row").filter({ hasText: description });
  await expect(row.getByTestId("parcel-state")).toHaveText("Ready to ship");

  const left = await context.newPage();
  await left.goto(path);
  await shippingTypesLoaded(left);

  const other = await context.newPage();
  await other.goto(path);
  await shippingTypesLoaded(other);
  await other.getByRole("button", { name: "Ship", exact: true }).click();
  await expect(other.getByRole("button", { name: "Ship", exact: true })).toHaveCount(0);

  // Neither the page nor the list is reloaded: they read again by themselves.
  await expect(left.getByRole("button", { name: "Ship", exact: true })).toHaveCount(0, { timeout: 10_000 });
  await expect(
    row
      .getByTestId("parcel-requested")
      .or(row.getByTestId("parcel-state").filter({ hasNotText: "Ready to ship" }))
      .first(),
  ).toBeVisible({ timeout: 10_000 });
});

test("a delivered parcel: the courier's photo, nothing left to do, the proof code kept small, the collection time and a truthful timeline", async ({
  page,
  request,
  context,
}) => {
  await subscribeEverything(page);
  const description = unique("Laptop");
  await page.goto(await makeParcel(page.request, description));
  await shippingTypesLoaded(page);
  const providerId = (await page.getByTestId("provider-id").textContent())!.trim();
  const forced = await request.put(`/sandbox/_sandbox/parcels/${providerId}/outcome`, {
    headers: { authorization: SANDBOX_AUTH },
    data: { outcome: "delivered" },
  });
  expect(forced.ok()).toBe(true);
  await askForCodeProof(page);

  await page.getByRole("button", { name: "Estimate" }).click();
  await expect(page.getByTestId("parcel-estimate")).toContainText("Valid until", { timeout: 15_000 });
  // A collection time already past is refused under its field, and nothing is shipped.
  await page.getByLabel("Collection time").fill("2026-01-05T09:00");
  await page.getByRole("button", { name: "Ship", exact: true }).click();
  await expect(page.getByTestId("collection-time-error")).toContainText("The collection time has passed");
  await expect(page.getByRole("button", { name: "Ship", exact: true })).toBeEnabled();
  // Express, collected at the next minute: ahead of now however long the press takes (a time more than a minute past is refused).
  const soon = await page.evaluate(() => {
    const d = new Date(Date.now() + 60_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await page.getByLabel("Collection time").fill(soon);
  await page.getByRole("button", { name: "Ship", exact: true }).click();
  // The delivery is brought forward at the sandbox rather than waited for; its notifications follow.
  await advanceParcel(request, providerId, "delivered");

  await expect(stateBadge(page)).toHaveText("Delivered", { timeout: 30_000 });
  // The creation is known from the provider's timeline, which the job's confirming read of the final state
  // brings; a page that has seen the end stops reading, so it is opened again once that read is done.
  const parcelPath = new URL(page.url()).pathname;
  await expect
    .poll(async () => ((await (await page.request.get(`/api${parcelPath}`)).json()) as { events: { state: string }[] }).events.map((e) => e.state), {
      timeout: 30_000,
    })
    .toContain("ready");
  await page.reload();
  await expect(stateBadge(page)).toHaveText("Delivered");
  // The code was for the handover; once delivered it is a detail, not a banner to share.
  await expect(page.getByTestId("proof-code")).toHaveCount(0);
  await expect(page.getByTestId("proof-code-detail")).toHaveText(/^\d{4}$/);
  await expect(whatToDo(page)).toContainText(/delivered/i);
  await expect(page.getByTestId("parcel-estimate")).toHaveCount(0);
  await expect(page.getByText("Valid until")).toHaveCount(0);
  await expect(page.getByTestId("parcel-collection-time")).toBeVisible();

  // Creation has no notification; every later step's came.
  const events = page.getByTestId("parcel-event");
  await expect(events.first()).toContainText("Ready to ship");
  await expect(page.getByText(/No notification/)).toHaveCount(0);
  await expect(page.getByTestId("parcel-event-source").filter({ hasText: "notified" }).first()).toBeVisible();

  const photo = page.getByTestId("courier").locator("img");
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Where the photo cannot be had, the courier's initial stands in its place.
  const offline = await context.newPage();
  await offline.route("**/logistics/drivers/**", (route) => route.abort());
  await offline.goto(page.url());
  await expect(offline.getByTestId("courier").locator("img")).toHaveCount(0);
  await expect(offline.getByTestId("courier-initials")).toHaveText(/^[A-ZÁÉÍÓÚ]{1,2}$/);
});

test("a deleted parcel says so in its timeline and in what to do", async ({ page }) => {
  const description = unique("Spare keys");
  await page.goto(await makeParcel(page.request, description));
  await page.getByRole("button", { name: "Delete parcel" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete parcel" }).click();
  await expect(stateBadge(page)).toHaveText("Deleted", { timeout: 30_000 });
  await expect(page.getByTestId("parcel-event").last()).toContainText("Deleted");
  await expect(whatToDo(page)).toContainText(/deleted/i);
  await expect(page.getByText(/No notification/)).toHaveCount(0);
});
