import { expect, test } from "@playwright/test";
import { acceptInvite, uniqueEmail } from "./helpers";

test("an agent invited with requesters finds their default chosen on their first booking", async ({ page, browser }) => {
  test.slow();
  const email = uniqueEmail("ines");
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Inés Agent");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption({ label: "Agent" });

  const options = dialog.getByTestId("requester-options").getByRole("listitem");
  await expect(options.first()).toBeVisible();
  await options.nth(0).getByRole("checkbox").check();
  await options.nth(1).getByRole("checkbox").check();
  // The first one ticked is the default until another is chosen.
  await expect(options.nth(0).getByRole("radio")).toBeChecked();
  await options.nth(1).getByRole("radio").check();
  const defaultEmail = (await options.nth(1).getByText(/@/).textContent())!.trim();

  await dialog.getByRole("button", { name: "Create invitation" }).click();
  await expect(dialog.getByText("They can book for 2 requesters.")).toBeVisible();
  const link = await dialog.getByLabel("Invitation link").inputValue();

  const agent = await acceptInvite(browser, link);
  await agent.page.goto("/book");
  const bookedFor = agent.page.getByLabel("Booked for");
  await expect(bookedFor).toBeVisible();
  await expect(bookedFor.locator("option")).toHaveCount(2);
  await expect(bookedFor.locator("option:checked")).toContainText(defaultEmail);
  await expect(agent.page.getByTestId("no-requesters")).toHaveCount(0);
  await agent.context.close();
});

test("an invitation for an admin does not ask for requesters", async ({ page }) => {
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("requester-options")).toBeVisible();
  await dialog.getByLabel("Role").selectOption({ label: "Admin" });
  await expect(dialog.getByTestId("requester-options")).toHaveCount(0);
});
