import { expect, test, type Locator, type Page } from "@playwright/test";
import { SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";
import { signedInAs } from "./fixtures";
import { advanceParcel, subscribeEverything, unique } from "./parcel-helpers";

/**
 * Parcels against a provider as strict as its spec: a hub picked from the account's hubs, shipping
 * types asked for at the pickup's coordinates, a proof of delivery set before shipping and its code
 * arriving, and parcels seen only by the agent who made them and by admins.
 */

async function contacts(group: Locator) {
  await group.getByLabel("Pickup contact name").fill("Reception");
  await group.getByLabel("Pickup contact phone").fill("+34 910 000 000");
  await group.getByLabel("Drop-off given by").selectOption({ label: "Coordinates" });
  await group.getByLabel("Drop-off latitude").fill("40.4530");
  await group.getByLabel("Drop-off longitude").fill("-3.6883");
  await group.getByLabel("Drop-off contact name").fill("Ana García");
  await group.getByLabel("Drop-off contact phone").fill("+34 600 222 333");
}

/** Creates one parcel picked up at an address through the form, and opens its page. */
async function createAtAddress(page: Page, description: string, address: string) {
  await page.goto("/parcels");
  const group = page.getByRole("group", { name: "Parcel 1" });
  await group.getByLabel("Description").fill(description);
  await group.getByLabel("Pickup given by").selectOption({ label: "Address" });
  await group.getByLabel("Pickup address").fill(address);
  await contacts(group);
  await page.getByRole("button", { name: "Create parcel" }).click();
  await expect(page.getByText("The parcel was created.", { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: description }).click();
  await expect(page.getByRole("heading", { name: description })).toBeVisible();
  return page.url().split("/").pop()!;
}

test("a parcel picked up at one of the account's hubs, proved by a code, is shipped and its code arrives", async ({ page, request }) => {
  test.setTimeout(120_000);
  await subscribeEverything(page);
  const description = unique("Hub parcel");
  await page.goto("/parcels");
  const group = page.getByRole("group", { name: "Parcel 1" });
  await group.getByLabel("Description").fill(description);
  await group.getByLabel("Pickup given by").selectOption({ label: "Hub" });
  // The account's hubs, listed by the delivery service; no id typed blind.
  await group.getByLabel("Pickup hub").selectOption({ label: "Calle de Serrano 41, 28001 Madrid (office-serrano)" });
  await expect(group.getByText("Reception on the ground floor, open 8:00 to 20:00.")).toBeVisible();
  await contacts(group);
  await page.getByRole("button", { name: "Create parcel" }).click();
  await expect(page.getByText("The parcel was created.", { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: description }).click();
  await expect(page.getByRole("heading", { name: description })).toBeVisible();
  // The hub's address names the pickup.
  await expect(page.getByText("Calle de Serrano 41, 28001 Madrid", { exact: true })).toBeVisible();
  const created = (await sandboxRequests(request, "/logistics/v1/parcels")).findLast((r) => JSON.stringify(r.body).includes("office-serrano"));
  expect(created?.body).toMatchObject({ parcels: [{ pickup_info: { hub_external_id: "office-serrano" } }] });

  // The proof: a code goes alone, as the form says before the server is asked.
  const proof = page.getByRole("form", { name: "Proof of delivery" });
  await proof.getByLabel(/^Code/).check();
  await proof.getByLabel(/^Photo/).check();
  await expect(proof.getByText("A code cannot be combined with a photo, an ID check or a comment")).toBeVisible();
  await proof.getByLabel(/^Photo/).uncheck();
  await proof.getByRole("button", { name: "Save proof of delivery" }).click();
  await expect(page.getByTestId("parcel-proof-methods")).toHaveText("Code");
  const providerId = (await page.getByTestId("provider-id").textContent())!.trim();
  const configured = await sandboxRequests(request, `/logistics/v1/parcels/${providerId}/proof_configuration`);
  expect(configured.at(-1)?.body).toEqual({
    delivered_proofs: { code_proof: { active: true }, ic_proof: { active: false }, photo_proof: { active: false }, comment_proof: { active: false } },
  });

  // Shipping types come for the hub's location (the sandbox refuses a request without one).
  await expect(page.getByLabel("Shipping type")).toBeEnabled({ timeout: 15_000 });
  await request.put(`/sandbox/_sandbox/parcels/${providerId}/outcome`, { headers: { authorization: SANDBOX_AUTH }, data: { outcome: "delivered" } });
  await page.getByRole("button", { name: "Ship", exact: true }).click();
  // The pickup, where the code is made, is brought forward at the sandbox rather than waited for.
  await advanceParcel(request, providerId, "intransit");
  await expect(page.getByTestId("proof-code")).toContainText(/\d{4}/, { timeout: 30_000 });
});

test("a pickup address nobody can find on the map is explained where the shipping types would be", async ({ page }) => {
  await createAtAddress(page, unique("Unfindable pickup"), "Calle Inventada 999, Villanada");
  await expect(page.getByText(/Ridedesk could not find the pickup address “Calle Inventada 999, Villanada” on the map/)).toBeVisible({ timeout: 15_000 });
});

test("a parcel is seen by the agent who made it and by admins; another agent gets the same 404 as for an unknown parcel", async ({
  browser,
  baseURL,
  page,
}) => {
  const maker = await signedInAs(browser, baseURL!, page.request, { name: "Maria Maker" });
  const description = unique("Agent's own parcel");
  const id = await createAtAddress(maker.page, description, "Calle de Alcalá 45, 28014 Madrid");

  const other = await signedInAs(browser, baseURL!, page.request, { name: "Otto Other" });
  const unknown = crypto.randomUUID();
  expect((await other.page.goto(`/parcels/${id}`))!.status()).toBe(404);
  const refused = await other.page.request.get(`/api/parcels/${id}`);
  const nothing = await other.page.request.get(`/api/parcels/${unknown}`);
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toEqual(await nothing.json());
  await other.page.goto("/parcels");
  await expect(other.page.getByRole("heading", { name: "Parcels", exact: true })).toBeVisible();
  await expect(other.page.getByRole("link", { name: description })).toHaveCount(0);

  // An admin (this test's own session) sees it.
  expect((await page.goto(`/parcels/${id}`))!.status()).toBe(200);
  await expect(page.getByRole("heading", { name: description })).toBeVisible();
  await maker.context.close();
  await other.context.close();
});
