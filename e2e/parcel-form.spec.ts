import { expect, test } from "@playwright/test";
import { fillParcel, press, unique } from "./parcel-helpers";

/** The parcels form as a new user meets it: filling parcel after parcel, pressing its buttons with the mouse. */

test("adding a parcel only adds one, and the buttons stay under the pointer while parcel after parcel is filled", async ({ page }) => {
  await page.goto("/parcels");
  // Safari keeps no scroll anchor, nor does any browser at the top of a page, so what shrinks above a button
  // moves it; and a desk's long list of parcels below the form keeps the page from simply ending there.
  await page.addStyleTag({ content: "* { overflow-anchor: none !important; } body { padding-bottom: 1500px; }" });
  const form = page.getByRole("form", { name: "New parcels" });
  const add = page.getByRole("button", { name: "Add another parcel" });
  // The list below the form loads first, as it has long before a person's first press.
  await expect(page.getByRole("status", { name: "Loading parcels" })).toHaveCount(0);

  // On an untouched form: a second parcel, and nothing marked wrong.
  await press(page, add);
  await expect(page.getByRole("group", { name: "Parcel 2" })).toBeVisible();
  await fillParcel(page, 1, unique("Badge"));
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(form.getByText(/^Enter |^Type |^Say what/)).toHaveCount(0);

  await fillParcel(page, 2, unique("Keys"));
  // The pointer goes down while the last phone typed still has the focus.
  await press(page, add);
  await expect(page.getByRole("group", { name: "Parcel 3" })).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

  await fillParcel(page, 3, unique("Laptop"));
  await press(page, page.getByRole("button", { name: "Create 3 parcels" }));
  await expect(page.getByText("The 3 parcels were created.", { exact: false })).toBeVisible({ timeout: 30_000 });
});

test("after a refused create, a parcel added is clean and the messages already shown stay", async ({ page }) => {
  await page.goto("/parcels");
  const first = page.getByRole("group", { name: "Parcel 1" });
  await page.getByRole("button", { name: "Create parcel" }).click();
  await expect(first.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");
  await expect(first.getByLabel("Drop-off contact name")).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Add another parcel" }).click();
  const second = page.getByRole("group", { name: "Parcel 2" });
  await expect(second).toBeVisible();
  // A correction typed afterwards is checked as typed: once it shows, the list has been checked too.
  await first.getByLabel("Description").fill(unique("Badge"));
  await expect(first.getByLabel("Description")).not.toHaveAttribute("aria-invalid", "true");
  await expect(second.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(first.getByLabel("Drop-off contact name")).toHaveAttribute("aria-invalid", "true");
});
