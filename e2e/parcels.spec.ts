import { expect, test, type Page } from "@playwright/test";
import { SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";
import { formAlert } from "./helpers";
import { advanceParcel, askForCodeProof, fillEnd, subscribeEverything, unique, type End } from "./parcel-helpers";

/**
 * Parcels from the desk's side, against the sandbox at 60 times real speed: created through the
 * form, estimated, shipped, followed to the end through the provider's notifications, cancelled.
 */

const PICKUP: End = { address: "Calle de Alcalá 45, 28014 Madrid" };
const DROPOFF: End = { lat: "40.4530", lon: "-3.6883" };

async function fillParcel(
  page: Page,
  index: number,
  description: string,
  pickup: End = PICKUP,
  dropoff: End = DROPOFF,
  dropoffPhone = "+34 600 222 333",
  dropoffName = "Ana García",
) {
  const group = page.getByRole("group", { name: `Parcel ${index}` });
  await group.getByLabel("Description").fill(description);
  await fillEnd(group, "Pickup", pickup, { name: "Reception", phone: "+34 910 000 000" });
  await fillEnd(group, "Drop-off", dropoff, { name: dropoffName, phone: dropoffPhone });
  return group;
}

/** Creates one parcel through the form and opens its page. */
async function createAndOpen(page: Page, description: string) {
  await page.goto("/parcels");
  await fillParcel(page, 1, description);
  await page.getByRole("button", { name: "Create parcel" }).click();
  await expect(page.getByText("The parcel was created.", { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: description }).click();
  await expect(page.getByRole("heading", { name: description })).toBeVisible();
}

const stateBadge = (page: Page) => page.getByTestId("parcel-state").first();

async function ship(page: Page) {
  await expect(page.getByLabel("Shipping type")).toBeEnabled({ timeout: 15_000 });
  await page.getByRole("button", { name: "Ship", exact: true }).click();
}

test.describe.serial("parcels through the provider's notifications", () => {
  test("created, estimated and shipped, a parcel is followed to delivered by its notifications", async ({ page, request }) => {
    await subscribeEverything(page);
    const description = unique("Visitor badge");
    await createAndOpen(page, description);
    const parcelId = page.url().split("/").pop()!;

    // What the provider received: our external_id, the address as typed, the coordinates as numbers.
    const created = (await sandboxRequests(request, "/logistics/v1/parcels")).find((r) => JSON.stringify(r.body).includes(`ridedesk-${parcelId}`));
    expect(created?.body).toMatchObject({
      parcels: [
        {
          external_id: `ridedesk-${parcelId}`,
          pickup_info: { addr: "Calle de Alcalá 45, 28014 Madrid" },
          dropoff_info: { loc: { lat: 40.453, lon: -3.6883 }, contact: { phone: "+34600222333" } },
        },
      ],
    });

    await expect(page.getByLabel("Shipping type")).toBeEnabled({ timeout: 15_000 });
    await page.getByRole("button", { name: "Estimate" }).click();
    const estimate = page.getByTestId("parcel-estimate");
    await expect(estimate).toContainText("Valid until", { timeout: 15_000 });
    await expect(estimate).toContainText(/€|EUR/);
    const estimates = await sandboxRequests(request, "/logistics/v3/parcels/estimate");
    expect(estimates.at(-1)?.body).toMatchObject({ parcels: [{ external_id: `ridedesk-${parcelId}`, dropoff_location: { lat: 40.453, lon: -3.6883 } }] });

    // However the sandbox's shares are set, this one is delivered.
    const providerId = (await page.getByTestId("provider-id").textContent())!.trim();
    const forced = await request.put(`/sandbox/_sandbox/parcels/${providerId}/outcome`, {
      headers: { authorization: SANDBOX_AUTH },
      data: { outcome: "delivered" },
    });
    expect(forced.ok()).toBe(true);

    await askForCodeProof(page);

    await ship(page);
    await expect
      .poll(async () => (await sandboxRequests(request, "/logistics/v1/parcels/ship")).some((r) => JSON.stringify(r.body).includes(providerId)), {
        timeout: 15_000,
      })
      .toBe(true);
    // The delivery is brought forward at the sandbox rather than waited for; its notifications follow.
    await advanceParcel(request, providerId, "delivered");

    await expect(stateBadge(page)).toHaveText("Delivered", { timeout: 30_000 });
    await expect(page.getByTestId("parcel-requested")).toHaveCount(0);
    const events = page.getByTestId("parcel-event");
    await expect(events.filter({ hasText: "Delivered" })).toHaveCount(1);
    await expect(events.filter({ hasText: "On its way" })).toHaveCount(1);
    await expect(page.getByTestId("parcel-event-source").filter({ hasText: "notified" }).first()).toBeVisible();
    // Once delivered, the code is a detail of the parcel, no longer a banner to share.
    await expect(page.getByTestId("proof-code-detail")).toHaveText(/^\d{4}$/);
    await expect(page.getByRole("link", { name: /Tracking page/ })).toHaveAttribute("target", "_blank");
  });

  test("a shipped parcel is cancelled before pickup, and shows as cancelled only once the provider says so", async ({ page, request }) => {
    test.setTimeout(120_000);
    await subscribeEverything(page);
    const description = unique("Documents");
    await createAndOpen(page, description);
    // An express collection an hour from now holds the courier back: the parcel waits, cancellable, until then.
    await expect(page.getByLabel("Shipping type")).toBeEnabled({ timeout: 15_000 });
    const inAnHour = await page.evaluate(() => {
      const d = new Date(Date.now() + 3_600_000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await page.getByLabel("Collection time").fill(inAnHour);
    await ship(page);

    const cancel = page.getByRole("button", { name: "Cancel delivery" });
    await expect(cancel).toBeVisible({ timeout: 20_000 });
    const heldAs = (await page.getByTestId("provider-id").textContent())!.trim();
    const shipped = (await sandboxRequests(request, "/logistics/v1/parcels/ship")).find((r) => JSON.stringify(r.body).includes(heldAs));
    expect(Math.abs(Date.parse((shipped?.body as { pickup_time: string }).pickup_time) - Date.now() - 3_600_000)).toBeLessThan(5 * 60_000);
    await cancel.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("may be charged");
    await dialog.getByRole("button", { name: "Cancel delivery" }).click();
    await expect(dialog).toBeHidden();

    await expect(stateBadge(page)).toHaveText("Cancelled", { timeout: 60_000 });
    await expect(page.getByTestId("parcel-requested")).toHaveCount(0);
    const providerId = (await page.getByTestId("provider-id").textContent())!.trim();
    expect((await sandboxRequests(request, "/logistics/v1/parcels/deliver/cancel")).some((r) => JSON.stringify(r.body).includes(providerId))).toBe(true);
    await expect(page.getByRole("button", { name: "Cancel delivery" })).toHaveCount(0);
  });
});

test("two parcels are created in one request, both listed", async ({ page, request }) => {
  const first = unique("Badge for Ana");
  const second = unique("Laptop for Luis");
  await page.goto("/parcels");
  await fillParcel(page, 1, first);
  await page.getByRole("button", { name: "Add another parcel" }).click();
  const row = page.getByRole("group", { name: "Parcel 2" });
  // The second leaves from the same office: the pickup came along; the drop-off is its own.
  await expect(row.getByLabel("Pickup address")).toHaveValue("Calle de Alcalá 45, 28014 Madrid");
  await row.getByLabel("Description").fill(second);
  await fillEnd(row, "Drop-off", { lat: "40.4400", lon: "-3.7000" }, { name: "Luis Pérez", phone: "600 444 555" });
  await page.getByRole("button", { name: "Create 2 parcels" }).click();
  await expect(page.getByText("The 2 parcels were created.", { exact: false })).toBeVisible({ timeout: 30_000 });

  const list = page.getByRole("list", { name: "Parcels" });
  await expect(list.getByRole("link", { name: first })).toBeVisible();
  await expect(list.getByRole("link", { name: second })).toBeVisible();
  await expect(page.getByTestId("parcel-row").filter({ hasText: second }).getByTestId("parcel-state")).toHaveText("Ready to ship");

  // The provider is not told descriptions: the request is found by the second parcel's contact.
  const sent = (await sandboxRequests(request, "/logistics/v1/parcels")).find((r) => JSON.stringify(r.body).includes("Luis Pérez"));
  expect((sent?.body as { parcels: unknown[] }).parcels).toHaveLength(2);
});

test("a bad phone is refused under its field, and nothing typed is lost", async ({ page, request }) => {
  const description = unique("Hotel key");
  // Other tests create parcels meanwhile: this one's requests are told apart by its recipient's name.
  const recipient = unique("Key holder");
  const ours = async () => (await sandboxRequests(request, "/logistics/v1/parcels")).filter((r) => JSON.stringify(r.body).includes(recipient));
  await page.goto("/parcels");
  const group = await fillParcel(page, 1, description, PICKUP, DROPOFF, "12", recipient);
  await page.getByRole("button", { name: "Create parcel" }).click();

  const phone = group.getByLabel("Drop-off contact phone");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(group.getByText(/Enter a valid phone number/)).toBeVisible();
  await expect(group.getByLabel("Description")).toHaveValue(description);
  await expect(group.getByLabel("Pickup address")).toHaveValue("Calle de Alcalá 45, 28014 Madrid");
  await expect(group.getByLabel("Drop-off latitude")).toHaveValue("40.4530");
  expect(await ours()).toHaveLength(0);
  await expect(formAlert(page)).toHaveCount(0);

  // Corrected as typed, the message goes and the parcel is created.
  await phone.fill("+34 600 999 888");
  await expect(group.getByText(/Enter a valid phone number/)).toHaveCount(0);
  await page.getByRole("button", { name: "Create parcel" }).click();
  await expect(page.getByRole("list", { name: "Parcels" }).getByRole("link", { name: description })).toBeVisible({ timeout: 30_000 });
  expect(await ours()).toHaveLength(1);
});
