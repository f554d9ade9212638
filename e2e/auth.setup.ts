import { expect, test as setup } from "@playwright/test";
import { ADMIN, ADMIN_STATE } from "./helpers";

/** First-run setup through the screen, as the first admin would do it; the session is kept for the other tests. */
setup("first-run setup creates the first admin, then closes", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Set up Ridedesk" })).toBeVisible();

  await page.getByLabel("Your name").fill(ADMIN.name);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page.getByText("The password must be at least 12 characters long.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Confirm password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Create admin account" }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByTestId("signed-in-user")).toHaveText(ADMIN.name);
  await page.context().storageState({ path: ADMIN_STATE });
  // The company's requesters, read now rather than by the background sync, so every spec meets them.
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText(/^Synced: \d+ active/)).toBeVisible();
  await expect(page.getByTestId("requesters-count")).not.toHaveText("0");
  // And the webhook subscriptions, which the page shows as last read: a new installation has not read them.
  await page.goto("/admin/webhooks");
  await expect(page.getByText("The subscriptions have not been read yet")).toBeVisible();
  await page.getByRole("button", { name: "Read again" }).click();
  await expect(page.getByTestId("subscription-count")).toBeVisible();

  // Setup works only while no admin exists.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto("/setup");
  await expect(other).toHaveURL(/\/sign-in/);
  await stranger.close();
});
