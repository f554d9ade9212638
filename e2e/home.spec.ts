import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";

test("an agent's home page offers booking and lists today's rides, none yet", async ({ page, browser, baseURL }) => {
  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Hugo Agent", requesters: 0 });
  await agent.page.goto("/");
  await expect(agent.page.getByRole("heading", { name: "Welcome, Hugo" })).toBeVisible();
  await expect(agent.page.getByTestId("todays-rides")).toContainText("No rides today yet");
  // Nothing of the provider's configuration is shown to agents.
  await expect(agent.page.getByTestId("provider-mode")).toHaveCount(0);
  await expect(agent.page.getByText(/PROVIDER_|\/sandbox/)).toHaveCount(0);
  await expect(agent.page.getByRole("link", { name: "System" })).toHaveCount(0);
  await agent.page.getByRole("main").getByRole("link", { name: "Book a ride" }).first().click();
  await expect(agent.page).toHaveURL(/\/book$/);

  const response = await agent.page.goto("/admin/system");
  expect(response?.status()).toBe(403);
  await agent.context.close();
});

test("an admin reaches the provider's connection from the navigation's System page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "System" }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ride provider" })).toBeVisible();
  await expect(page.getByTestId("provider-mode")).toContainText("Embedded sandbox");
  await expect(page.getByTestId("provider-status")).toHaveAttribute("data-ok", "true");
});
