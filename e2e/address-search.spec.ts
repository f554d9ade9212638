import { expect, test } from "@playwright/test";
import { addStop, stopSearch } from "./booking-helpers";

test("typing a place's exact name and pressing Enter picks that place, not one on a street of that name", async ({ page }) => {
  await page.goto("/book");
  // From Sol, the Thyssen (on Paseo del Prado) is nearer than the Prado itself.
  await addStop(page, "Puerta del Sol");
  await stopSearch(page).fill("Museo del Prado");
  const first = page.getByRole("listbox").getByRole("option").first();
  await expect(first).toContainText("Museo Nacional del Prado");
  await expect(page.getByRole("listbox").getByRole("option", { name: /Thyssen/ })).toBeVisible();
  await stopSearch(page).press("Enter");
  await expect(page.getByTestId("stop-row")).toHaveCount(2);
  await expect(page.getByTestId("stop-label").nth(1)).toContainText("Museo Nacional del Prado");
});

test("coordinates typed into the search box become a stop there", async ({ page }) => {
  await page.goto("/book");
  await stopSearch(page).fill("40.4168, -3.7038");
  const option = page.getByRole("listbox").getByRole("option").first();
  // The place there is read through a server action; a cold server under load takes seconds.
  await expect(option).toContainText("40.41680, -3.70380", { timeout: 15_000 });
  await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(1);
  await stopSearch(page).press("Enter");
  await expect(page.getByTestId("stop-row")).toHaveCount(1);
  await expect(page.getByTestId("stop-label").first()).toContainText("40.41680, -3.70380");
});

test("results for an earlier text are never offered for what is typed now", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Puerta del Sol");
  // Typed straight after picking: the search for it has not answered yet, so nothing can be chosen.
  await stopSearch(page).fill("Plaza de Castilla");
  await expect(page.getByRole("listbox").getByRole("option", { name: /Puerta del Sol/ })).toHaveCount(0);
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("Plaza de Castilla");
  await stopSearch(page).press("Enter");
  await expect(page.getByTestId("stop-label").nth(1)).toContainText("Plaza de Castilla");
});
