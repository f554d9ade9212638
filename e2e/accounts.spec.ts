import { expect, test } from "@playwright/test";
import { makeUser, signedInAs } from "./fixtures";
import { acceptInvite, AGENT_PASSWORD, formAlert, invite, signIn, uniqueEmail } from "./helpers";

// Only the first test invites through the screens; the others make their agent through the fixtures.

test("an admin invites an agent, who sets a password and is signed in", async ({ page, browser }) => {
  const email = uniqueEmail("ana");
  const link = await invite(page, "Ana Agent", email);
  await expect(page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email })).toBeVisible();

  const agent = await acceptInvite(browser, link);
  await expect(agent.page.getByTestId("signed-in-user")).toHaveText("Ana Agent");
  await expect(agent.page.getByRole("link", { name: "Users" })).toHaveCount(0);

  // The link works once.
  await agent.page.goto(link);
  await expect(agent.page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await agent.context.close();
});

test("an agent signs in with email and password", async ({ page, browser }) => {
  const email = uniqueEmail("bea");
  await makeUser(page.request, { name: "Bea Agent", email, password: AGENT_PASSWORD });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const agent = await context.newPage();
  await signIn(agent, email.toUpperCase(), AGENT_PASSWORD);
  await expect(agent.getByTestId("signed-in-user")).toHaveText("Bea Agent");
  await context.close();
});

test("an agent opening an admin page is refused", async ({ page, browser, baseURL }) => {
  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Cai Agent" });
  for (const path of ["/admin/users", "/admin/audit"]) {
    const response = await agent.page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(agent.page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  }
  await agent.context.close();
});

test("a deactivated agent is signed out and cannot sign in again", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("dan");
  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Dan Agent", email, password: AGENT_PASSWORD });
  await agent.page.goto("/");
  await expect(agent.page.getByTestId("signed-in-user")).toHaveText("Dan Agent");

  await page.goto("/admin/users");
  const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("Deactivated");

  await agent.page.reload();
  await expect(agent.page).toHaveURL(/\/sign-in/);
  // The right password gets the same answer as a wrong one, so the refusal never confirms it.
  await signIn(agent.page, email, AGENT_PASSWORD);
  await expect(formAlert(agent.page)).toContainText("That email and password do not match");
  await agent.context.close();
});

test("wrong passwords slow down, then lock the account and say so", async ({ page, browser }) => {
  test.slow();
  const email = uniqueEmail("eve");
  await makeUser(page.request, { name: "Eve Agent", email, password: AGENT_PASSWORD });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const agent = await context.newPage();
  for (let i = 1; i <= 2; i++) {
    await signIn(agent, email, `wrong password ${i}`);
    await expect(formAlert(agent)).toHaveText("That email and password do not match. Check them and try again.");
  }
  // From the third failure each answer is slowed down, and the page says so and counts down to the lock.
  for (const left of ["2 more failed attempts", "1 more failed attempt"]) {
    await signIn(agent, email, `wrong password ${left}`);
    await expect(formAlert(agent)).toContainText("That email and password do not match. After repeated failures each try is slowed down");
    await expect(formAlert(agent)).toContainText(`${left} will lock this account from your network for 15 minutes`);
  }
  await signIn(agent, email, "wrong password 5");
  await expect(formAlert(agent)).toContainText(/Too many failed attempts: this account is locked from your network for 15 more minutes/);
  // Even the right password waits for the lock to end.
  await signIn(agent, email, AGENT_PASSWORD);
  await expect(formAlert(agent)).toContainText("locked");
  await context.close();

  await page.goto("/admin/users");
  const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Locked");
});
