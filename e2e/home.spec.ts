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

test("an admin reaches the provider's connection from the navigation's System page, through the Admin menu by keyboard", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const admin = nav.getByRole("button", { name: "Admin" });
  // The admin pages wait behind one button, grouped; Escape closes it and gives the focus back.
  await expect(nav.getByRole("link", { name: "System" })).toBeHidden();
  await admin.focus();
  await page.keyboard.press("Enter");
  await expect(admin).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("list", { name: "Running" }).getByRole("link")).toHaveText(["System", "Jobs", "Audit log"]);
  await page.keyboard.press("Escape");
  await expect(admin).toHaveAttribute("aria-expanded", "false");
  await expect(admin).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Policy" })).toBeFocused();
  await nav.getByRole("link", { name: "System" }).click();
  await expect(page).toHaveURL(/\/admin\/system$/);
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ride provider" })).toBeVisible();
  await expect(page.getByTestId("provider-mode")).toContainText("Embedded sandbox");
  await expect(page.getByTestId("provider-status")).toHaveAttribute("data-ok", "true");
});
