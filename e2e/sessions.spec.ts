import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { AGENT_PASSWORD, signIn, uniqueEmail } from "./helpers";

test("signing out ends the session on the server: a copied cookie no longer opens the desk, other sessions go on", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail("sol");
  const laptop = await signedInAs(browser, baseURL!, page.request, { name: "Sol Agent", email, password: AGENT_PASSWORD, requesters: 0 });
  await laptop.page.goto("/");
  const phoneContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const phone = await phoneContext.newPage();
  await signIn(phone, email, AGENT_PASSWORD);
  await expect(phone.getByTestId("signed-in-user")).toHaveText("Sol Agent");

  const copied = await laptop.context.cookies();
  expect(copied.some((c) => c.name.includes("session-token"))).toBe(true);
  await laptop.page.getByRole("button", { name: "Sign out" }).click();
  await expect(laptop.page).toHaveURL(/\/sign-in$/);

  const thief = await browser.newContext({ storageState: { cookies: copied, origins: [] } });
  const response = await thief.request.get("/book", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/sign-in\?next=%2Fbook$/);
  const thiefPage = await thief.newPage();
  await thiefPage.goto("/book");
  await expect(thiefPage).toHaveURL(/\/sign-in/);

  // Only the session that signed out has ended.
  await phone.goto("/book");
  await expect(phone.getByTestId("signed-in-user")).toHaveText("Sol Agent");
  await Promise.all([thief.close(), phoneContext.close(), laptop.context.close()]);
});
