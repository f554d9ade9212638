import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";
import { setSpendRules, signedInAs } from "./fixtures";
import { ISOLATED_ADMIN_STATE, syncLabelsNow } from "./helpers";

/**
 * Spend control as an admin sets it on the Policy page: a price cap below every ride's price that
 * refuses stops an agent's booking in words before the provider hears of it; a budget is added,
 * listed with nothing used, refused at its field when its amount is bad or its label has one, and
 * removed; an allowed area far from the pickup that refuses stops the same booking for where it
 * starts. (Runs on the isolated installation: the cap applies to every booking made meanwhile.)
 */

test.describe.configure({ mode: "serial" });

let admin: { context: BrowserContext; page: Page };
const label = { name: `Spend Check ${Date.now().toString(36)}`, slug: "" };
/** A saved place at Barajas T4, about 13 km from the Puerta del Sol. */
const AIRPORT = { name: `Area T4 ${Date.now().toString(36)}`, lat: 40.4915, lng: -3.5934 };

async function sandboxToken(request: APIRequestContext) {
  const r = await request.post("/sandbox/auth/api/authorization", { headers: { authorization: SANDBOX_AUTH }, form: { grant_type: "client_credentials" } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

/** As the admin: switches the price cap on at an amount, refusing, and saves the ride rules. */
async function setPriceCap(page: Page, amount: string) {
  await page.goto("/admin/policy");
  await page.getByLabel("Maximum price per ride").check();
  await page.getByTestId("spend-max-price").fill(amount);
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  await page.getByLabel("Outside it").selectOption({ label: "Refuse (the agent is told why)" });
  await saveRideRules(page);
}

async function saveRideRules(page: Page) {
  await page.getByRole("button", { name: "Save ride rules" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Ride rules saved/ })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: ISOLATED_ADMIN_STATE });
  admin = { context, page: await context.newPage() };
  await setSpendRules(admin.page.request, { maxPriceMinor: null, places: [AIRPORT] });
});

test.afterAll(async () => {
  if (!admin) return;
  await setSpendRules(admin.page.request, { maxPriceMinor: null }).catch(() => null);
  await admin.context.close();
});

test("a ride over the price cap that refuses is refused on the booking form in words, and the provider never hears of it", async ({ browser, baseURL }) => {
  const page = admin.page;
  await page.goto("/admin/policy");
  // A cap of zero is refused at its field, and nothing is saved.
  await page.getByLabel("Maximum price per ride").check();
  await page.getByTestId("spend-max-price").fill("0");
  await page.getByRole("button", { name: "Save ride rules" }).click();
  await expect(page.getByTestId("spend-max-price")).toHaveAccessibleDescription("The amount must be more than zero.");
  await setPriceCap(page, "0.01");
  await page.reload();
  await expect(page.getByTestId("spend-max-price")).toHaveValue("0.01");

  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Sol Spend", requesters: 1 });
  const guest = `Capped Guest ${Date.now().toString(36)}`;
  const booking = agent.page;
  await booking.goto("/book");
  await addStop(booking, "Puerta del Sol");
  await addStop(booking, "Museo del Prado");
  await chooseFirstProduct(booking);
  await fillGuest(booking, guest);
  await bookButton(booking).click();
  await expect(
    booking.getByText(/^This ride is outside the company's rules, so it was not booked: its price, €[\d.,]+, is over the €0\.01 a ride may cost\.$/),
  ).toBeVisible();
  await expect(booking.getByTestId("booking-confirmation")).toHaveCount(0);
  const sent = (await sandboxRequests(booking.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string } | undefined)?.name === guest);
  expect(sent).toHaveLength(0);

  // The cap lifted, and rides allowed only within 1 km of the airport: booking again is refused for where it starts.
  await page.goto("/admin/policy");
  await page.getByLabel("Maximum price per ride").uncheck();
  await page.getByLabel("Allowed area").check();
  await page.getByLabel("Choose a saved place").selectOption(AIRPORT.name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const radius = page.getByLabel(`Radius (km) around ${AIRPORT.name}`);
  await radius.fill("0");
  await page.getByRole("button", { name: "Save ride rules" }).click();
  await expect(radius).toHaveAccessibleDescription("Write a radius from 0.1 to 100 km, such as 2 or 0.5.");
  await radius.fill("1");
  await page.getByLabel("Outside it").selectOption({ label: "Refuse (the agent is told why)" });
  await saveRideRules(page);
  await bookButton(booking).click();
  await expect(
    booking.getByText(
      new RegExp(
        `^This ride is outside the company's rules, so it was not booked: the pickup \\(.+\\) is outside the allowed areas \\(within the radius of ${AIRPORT.name} \\(1 km\\)\\)\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(booking.getByTestId("booking-confirmation")).toHaveCount(0);
  expect(
    (await sandboxRequests(booking.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string } | undefined)?.name === guest),
  ).toHaveLength(0);
  await agent.context.close();
});

test("a budget is added and listed with nothing used, a bad amount and a second budget for its label refused at their fields; the label gets its own approver", async () => {
  const page = admin.page;
  const token = await sandboxToken(page.request);
  const created = await page.request.post("/sandbox/api/v4/labels", { headers: { authorization: `Bearer ${token}` }, data: { name: label.name } });
  expect(created.ok()).toBe(true);
  label.slug = ((await created.json()) as { data: { slug: string } }).data.slug;
  await syncLabelsNow(page);

  await page.goto("/admin/policy");
  await expect(page.getByText("A budget counts only rides priced in its own currency.")).toBeVisible();
  await expect(page.getByText("A ride counts against both its label's budget and its requester's budget.")).toBeVisible();
  const addBudget = async () => {
    await page.getByRole("button", { name: "Add a budget" }).click();
    const dialog = page.getByRole("dialog", { name: "New budget" });
    await dialog.getByLabel("Label", { exact: true }).selectOption({ label: label.name });
    return dialog;
  };
  let dialog = await addBudget();
  const amount = dialog.getByLabel("Amount");
  for (const [typed, words] of [
    ["12.345", "EUR has 2 decimals: write the amount with no more."],
    ["-5", "The amount cannot be negative."],
    ["lots", "Write the amount as a number, such as 25.50, without thousands separators."],
    ["100000001", "At most 100,000,000 EUR: check the amount for a typo."],
  ]) {
    await amount.fill(typed!);
    await dialog.getByRole("button", { name: "Save budget" }).click();
    await expect(amount).toHaveAccessibleDescription(words!);
  }
  await amount.fill("750");
  await dialog.getByRole("button", { name: "Save budget" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Budget saved." })).toBeVisible();
  const row = page.getByTestId("budget").filter({ hasText: label.name });
  await expect(row.getByRole("cell")).toHaveText(["Monthly", "€750.00", "€0.00", "€0.00", "€750.00", "€0.00", "Refused", /Edit/]);

  dialog = await addBudget();
  await dialog.getByLabel("Amount").fill("10");
  await dialog.getByRole("button", { name: "Save budget" }).click();
  await expect(dialog.getByLabel("Label", { exact: true })).toHaveAccessibleDescription("This label already has a budget. Edit that one in the list instead.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row.getByRole("cell").nth(1)).toHaveText("€750.00");

  // Its label's rides are approved by a person the admin chooses, besides the admins.
  const approvers = page.locator("section").filter({ has: page.getByRole("heading", { name: "Who approves" }) });
  await approvers.getByLabel("Label", { exact: true }).selectOption({ label: label.name });
  await approvers.getByRole("checkbox", { name: /^Sol Spend / }).check();
  await approvers.getByRole("button", { name: "Save approvers" }).click();
  await expect(approvers.getByRole("status")).toHaveText(`Approvers of ${label.name} saved.`);
  // Other specs of this installation may have chosen approvers for their own labels.
  await expect(approvers.getByRole("listitem").filter({ hasText: label.name })).toHaveText(`${label.name}: Sol Spend`);

  await row.getByRole("button", { name: `Remove the budget of ${label.name}` }).click();
  await page.getByRole("dialog", { name: "Remove this budget?" }).getByRole("button", { name: "Remove budget" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The budget of ${label.name} was removed.` })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a label's own rules take the company's place for its rides: not capped, then capped lower, then removed", async () => {
  const page = admin.page;
  // The company refuses any ride over €0.01; the label from the test before gets rules of its own.
  await setSpendRules(page.request, { maxPriceMinor: 1, maxPriceOutcome: "refuse" });
  const book = (labelSlug?: string) =>
    page.request.post("/api/e2e/bookings", {
      headers: { authorization: SANDBOX_AUTH },
      data: { rider: `Own Rules ${Date.now().toString(36)}`, ...(labelSlug ? { labelSlug } : {}) },
    });
  const refusal = async (r: Awaited<ReturnType<typeof book>>) => {
    expect(r.status(), await r.text()).toBe(400);
    return ((await r.json()) as { error: { code: string; message: string } }).error;
  };

  await page.goto("/admin/policy");
  const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Rules for a label or a requester" }) });
  await expect(card.getByText("No label or requester has rules of its own")).toBeVisible();
  await card.getByRole("button", { name: "Add rules for a label or requester" }).click();
  let dialog = page.getByRole("dialog", { name: "Rules for a label or requester" });
  await dialog.getByLabel("Label", { exact: true }).selectOption({ label: label.name });
  await expect(dialog.getByTestId("own-rule-maxPrice")).toContainText("The company's: at most €0.01 a ride · refused");
  // Every rule left as the company's changes nothing, and says so.
  await dialog.getByRole("button", { name: "Save rules" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose at least one rule of their own, or “Not capped”; otherwise the company's rules already apply.");
  await dialog.getByLabel("Maximum price per ride").selectOption({ label: "Not capped" });
  await dialog.getByRole("button", { name: "Save rules" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("status")).toHaveText(`Rules of ${label.name} saved. Their next ride follows them.`);
  const line = card.getByTestId("own-rules-line").filter({ hasText: label.name });
  await expect(line.getByRole("definition")).toHaveText(["Not capped"]);

  expect((await book(label.slug)).status()).toBe(201);
  expect((await refusal(await book())).code).toBe("outside_policy");

  // Their own cap, lower than the ride: refused, in words that say whose rule it is.
  await line.getByRole("button", { name: `Edit the rules of ${label.name}` }).click();
  dialog = page.getByRole("dialog", { name: `Rules of ${label.name}` });
  await dialog.getByLabel("Maximum price per ride").selectOption({ label: "Their own" });
  const amount = dialog.getByTestId("spend-max-price");
  await amount.fill("lots");
  await dialog.getByRole("button", { name: "Save rules" }).click();
  await expect(amount).toHaveAccessibleDescription("Write the amount as a number, such as 25.50, without thousands separators.");
  await amount.fill("0.02");
  await dialog.getByLabel("Outside it").selectOption({ label: "Refuse (the agent is told why)" });
  await dialog.getByRole("button", { name: "Save rules" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(line.getByRole("definition")).toHaveText(["at most €0.02 a ride · refused"]);
  const refused = await refusal(await book(label.slug));
  expect(refused.code).toBe("outside_policy");
  expect(refused.message).toContain(label.name);

  await line.getByRole("button", { name: `Remove the rules of ${label.name}` }).click();
  await page.getByRole("dialog", { name: "Remove these rules?" }).getByRole("button", { name: "Remove rules" }).click();
  await expect(card.getByRole("status")).toHaveText(`${label.name} now follows the company's rules.`);
  await expect(line).toHaveCount(0);
});

test("an allowed zone is drawn by its corners (typed where the map cannot be drawn): a ride outside it is refused naming it, one inside goes", async () => {
  const page = admin.page;
  await setSpendRules(page.request, { maxPriceMinor: null });
  // The booking fixture rides from Chamartín to Plaza de Castilla, in the north of Madrid.
  const book = () =>
    page.request.post("/api/e2e/bookings", { headers: { authorization: SANDBOX_AUTH }, data: { rider: `Zone Guest ${Date.now().toString(36)}` } });
  const CENTRE = ["40.43, -3.72", "40.43, -3.68", "40.40, -3.68", "40.40, -3.72"].join("\n");
  const NORTH = ["40.48, -3.70", "40.48, -3.67", "40.46, -3.67", "40.46, -3.70"].join("\n");

  await page.goto("/admin/policy");
  await page.getByLabel("Allowed area").check();
  await page.getByRole("button", { name: "Draw a zone" }).click();
  const zone = page.getByTestId("area-zone");
  // This browser draws no maps: it says so, and the corners are written instead.
  await expect(page.getByTestId("area-map").getByRole("status")).toHaveText("This browser can't show the map. Write the corners in the fields below instead.");
  await zone.getByLabel("Zone name").fill("Centre");
  const corners = zone.getByLabel("Corners");
  await corners.fill("40.43, -3.72\nSol\n40.40, -3.68");
  await page.getByLabel("Outside it").selectOption({ label: "Refuse (the agent is told why)" });
  await page.getByRole("button", { name: "Save ride rules" }).click();
  await expect(corners).toHaveAccessibleDescription(/ Line 2 is not a corner: write its latitude and longitude, such as 40\.4169, -3\.7035\.$/);
  await corners.fill(CENTRE);
  await saveRideRules(page);

  const refused = await book();
  expect(refused.status()).toBe(400);
  const error = ((await refused.json()) as { error: { code: string; message: string } }).error;
  expect(error.code).toBe("outside_policy");
  expect(error.message).toContain("Centre");

  await page.reload();
  await expect(page.getByTestId("area-zone").getByLabel("Corners")).toHaveValue(
    "40.430000, -3.720000\n40.430000, -3.680000\n40.400000, -3.680000\n40.400000, -3.720000",
  );
  await page.getByTestId("area-zone").getByLabel("Corners").fill(NORTH);
  await saveRideRules(page);
  expect((await book()).status()).toBe(201);
});
