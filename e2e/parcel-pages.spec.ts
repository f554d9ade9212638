import { expect, test, type Page } from "@playwright/test";
import { createParcel, unique } from "./parcel-helpers";

/**
 * A parcel's page and the list as they are left open, and as they read once the parcel has settled.
 * The sandbox runs at 60 times real speed; a short delivery ends within about 15 s.
 */

async function shippingTypesLoaded(page: Page) {
  await expect(page.getByLabel("Shipping type")).toBeEnabled({ timeout: 15_000 });
}

test("a parcel page and the list left open see a shipment made in another tab", async ({ page, context }) => {
  const description = unique("Visitor badge");
  const path = await createParcel(page, description);
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
  await expect(row.getByTestId("parcel-requested").or(row.getByTestId("parcel-state").filter({ hasNotText: "Ready to ship" })).first()).toBeVisible({ timeout: 10_000 });
});
