import { expect, test, type Browser } from "@playwright/test";
import { makeUser } from "./fixtures";
import { AGENT_PASSWORD, formAlert, signIn, uniqueEmail } from "./helpers";

/** A browser behind its own network, as the reverse proxy in front of Ridedesk reports it. */
const fromNetwork = async (browser: Browser, address: string) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, extraHTTPHeaders: { "x-forwarded-for": address } });
  return { context, page: await context.newPage() };
};

test("wrong passwords from one network lock the account there only: its owner still signs in from another", async ({ page, browser }) => {
  test.slow();
  const email = uniqueEmail("ona");
  await makeUser(page.request, { name: "Ona Agent", email, password: AGENT_PASSWORD, requesters: 0 });

  const attacker = await fromNetwork(browser, "198.51.100.77");
  for (let i = 1; i <= 4; i++) {
    await signIn(attacker.page, email, `guess ${i}`);
    await expect(formAlert(attacker.page)).toContainText("That email and password do not match.");
  }
  await signIn(attacker.page, email, "guess 5");
  await expect(formAlert(attacker.page)).toContainText(/this account is locked from your network for 15 more minutes/);
  await signIn(attacker.page, email, AGENT_PASSWORD);
  await expect(formAlert(attacker.page)).toContainText("locked");

  const owner = await fromNetwork(browser, "203.0.113.88");
  await signIn(owner.page, email, AGENT_PASSWORD);
  await expect(owner.page.getByTestId("signed-in-user")).toHaveText("Ona Agent");
  await Promise.all([attacker.context.close(), owner.context.close()]);
});

test("an email without an account gets the same notices as one with an account", async ({ page, browser }) => {
  test.slow();
  const known = uniqueEmail("pia");
  await makeUser(page.request, { name: "Pia Agent", email: known, password: AGENT_PASSWORD, requesters: 0 });
  const notices: string[][] = [];
  for (const [email, address] of [
    [known, "192.0.2.41"],
    [uniqueEmail("nobody"), "192.0.2.42"],
  ] as const) {
    const { context, page: visitor } = await fromNetwork(browser, address);
    const seen: string[] = [];
    for (let i = 1; i <= 3; i++) {
      await signIn(visitor, email, `guess ${i}`);
      await expect(formAlert(visitor)).toContainText("That email and password do not match.");
      seen.push((await formAlert(visitor).textContent())!);
    }
    notices.push(seen);
    await context.close();
  }
  expect(notices[0]!.at(-1)).toContain("2 more failed attempts will lock this account from your network for 15 minutes");
  expect(notices[1]).toEqual(notices[0]);
});
