import { expect, type Browser, type Page } from "@playwright/test";

export const ADMIN = { name: "Alba Admin", email: "alba.admin@ridedesk.example", password: "a long admin passphrase" };
export const ADMIN_STATE = "e2e/.auth/admin.json";
/** The admin of the second installation, where the specs that change the whole installation run. */
export const ISOLATED_ADMIN_STATE = "e2e/.auth/isolated-admin.json";
export const AGENT_PASSWORD = "agents have long passwords";

let counter = 0;
/**
 * A mark no other test's holds: the time, this worker's count, and the worker (two workers counting
 * alike in the same millisecond made the same one).
 */
export const uniqueMark = () => `${Date.now().toString(36)}${(counter++).toString(36)}w${process.env.TEST_WORKER_INDEX ?? "0"}`;
/** An email no other test uses, so tests can run side by side on one database. */
export const uniqueEmail = (prefix: string) => `${prefix}.${uniqueMark()}@ridedesk.example`;

/** As an admin: invites someone through the Users screen and returns the invitation link. */
export async function invite(page: Page, name: string, email: string, role: "Agent" | "Admin" = "Agent"): Promise<string> {
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption({ label: role });
  await dialog.getByRole("button", { name: "Create invitation" }).click();
  const link = dialog.getByLabel("Invitation link");
  await expect(link).toHaveValue(/\/welcome\//);
  return link.inputValue();
}

/** In a fresh browser context: follows an invitation link and chooses a password. */
export async function acceptInvite(browser: Browser, link: string, password = AGENT_PASSWORD) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  // Setting the password hashes it (Argon2), then signing in checks it: seconds each on a loaded runner.
  await expect(page.getByTestId("signed-in-user")).toBeVisible({ timeout: 20_000 });
  return { context, page };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The form's own alert; Next's route announcer is an alert region too. */
export const formAlert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

/** Brings our copy of the labels in step with the provider's now, as an admin does with "Sync now" on the Labels page. */
export async function syncLabelsNow(page: Page) {
  await page.goto("/admin/labels");
  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText(/^Read \d+ labels from the ride service\.$/)).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens the report (its `query`, this month unless told) on the page of its rides that lists `rider`,
 * and gives that row. The rides are newest pickup first, 25 a page: the other tests' reservations
 * later in the month may come before a ride booked now.
 */
export async function openReportAt(page: Page, rider: string, query = "") {
  const row = page.getByTestId("report-ride").filter({ hasText: rider });
  for (let n = 1; n <= 20; n++) {
    await page.goto(`/reports?${new URLSearchParams(`${query}&page=${n}`)}`);
    if ((await row.count()) > 0) return row;
    if ((await page.getByTestId("report-ride").count()) === 0) break;
  }
  throw new Error(`no ride of ${rider} in the report (${query || "this month"})`);
}
