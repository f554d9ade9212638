import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { uniqueMark } from "./helpers";

/** Filling the parcels form as a person does, and pressing its buttons as a person presses them. */

export const unique = (what: string) => `${what} ${uniqueMark()}`;

export type End = { address: string } | { lat: string; lon: string };

/** Close to each other in central Madrid: the sandbox's shortest delivery. */
export const NEAR_PICKUP = { lat: "40.4169", lon: "-3.7035" };
export const NEAR_DROPOFF = { lat: "40.4180", lon: "-3.7010" };

export async function fillEnd(group: Locator, title: "Pickup" | "Drop-off", end: End, contact: { name: string; phone: string }) {
  if ("address" in end) {
    await group.getByLabel(`${title} given by`).selectOption({ label: "Address" });
    await group.getByLabel(`${title} address`).fill(end.address);
  } else {
    await group.getByLabel(`${title} given by`).selectOption({ label: "Coordinates" });
    await group.getByLabel(`${title} latitude`).fill(end.lat);
    await group.getByLabel(`${title} longitude`).fill(end.lon);
  }
  await group.getByLabel(`${title} contact name`).fill(contact.name);
  await group.getByLabel(`${title} contact phone`).fill(contact.phone);
}

/** Fills parcel `index` (1-based), ending, as people do, on the drop-off's contact phone. */
export async function fillParcel(
  page: Page,
  index: number,
  description: string,
  { pickup = NEAR_PICKUP, dropoff = NEAR_DROPOFF }: { pickup?: End; dropoff?: End } = {},
) {
  const group = page.getByRole("group", { name: `Parcel ${index}` });
  await group.getByLabel("Description").fill(description);
  await fillEnd(group, "Pickup", pickup, { name: "Reception", phone: "+34 910 000 000" });
  await fillEnd(group, "Drop-off", dropoff, { name: "Ana García", phone: "+34 600 222 333" });
  return group;
}

/**
 * A press as a person makes it: the pointer goes down on the button, stays a moment, and comes up
 * where it went down. Whatever the press sets off in between (a field's blur) must not move the
 * button away from under the pointer, or the browser drops the click.
 */
export async function press(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const before = (await button.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  // While the button is held, the blur's validation renders and is painted: two frames later it has.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const during = await button.boundingBox();
  await page.mouse.up();
  expect(during, "the button stayed under the pointer").toEqual(before);
}

/** The receiver must be subscribed for notifications to arrive; clicking again when all are is harmless. */
export async function subscribeEverything(page: Page) {
  await page.goto("/admin/webhooks");
  const button = page.getByRole("button", { name: "Subscribe to every event" });
  await expect(button.or(page.getByText("Subscribed", { exact: true })).first()).toBeVisible();
  if ((await button.count()) > 0 && (await button.isEnabled())) await button.click();
  // Subscribing asks the delivery service once per event, then reads the subscriptions back.
  await expect(page.getByText("Subscribed", { exact: true })).toHaveCount(3, { timeout: 15_000 });
}

/**
 * One parcel made as the request's signed-in user (page.request), as the parcels form makes it (its own
 * action: recorded, sent to the delivery service, audited), near pickup to near drop-off; gives its page's path.
 */
export async function makeParcel(request: APIRequestContext, description: string) {
  const end = ({ lat, lon }: { lat: string; lon: string }, contactName: string, contactPhone: string) => ({
    kind: "coordinates",
    label: `${lat}, ${lon}`,
    loc: { lat: Number(lat), lon: Number(lon) },
    contactName,
    contactPhone,
  });
  const r = await request.post("/api/e2e/parcels", {
    headers: { authorization: SANDBOX_AUTH },
    data: { parcels: [{ description, pickup: end(NEAR_PICKUP, "Reception", "+34 910 000 000"), dropoff: end(NEAR_DROPOFF, "Ana García", "+34 600 222 333") }] },
  });
  expect(r.status(), await r.text()).toBe(201);
  const { parcelIds } = (await r.json()) as { parcelIds: string[] };
  return `/parcels/${parcelIds[0]}`;
}

/** Creates one parcel through the form and gives its page's path. */
export async function createParcel(page: Page, description: string) {
  await page.goto("/parcels");
  await fillParcel(page, 1, description);
  await page.getByRole("button", { name: "Create parcel" }).click();
  await expect(page.getByText("The parcel was created.", { exact: false })).toBeVisible({ timeout: 30_000 });
  const href = await page.getByRole("link", { name: description }).getAttribute("href");
  return href!;
}

/** On a parcel's page: a code as its proof of delivery, the only proof for which the provider makes and sends a code. */
export async function askForCodeProof(page: Page) {
  await page.getByRole("form", { name: "Proof of delivery" }).getByLabel(/^Code/).check();
  await page.getByRole("button", { name: "Save proof of delivery" }).click();
  await expect(page.getByTestId("parcel-proof-methods")).toHaveText("Code");
}

/**
 * Moves a shipped parcel on to a later state now (under SANDBOX_CONTROL), as if the sandbox's clock had
 * run ahead for it alone, once the provider has planned its shipment: its notifications follow at once.
 */
export async function advanceParcel(request: APIRequestContext, providerId: string, to: "intransit" | "delivered") {
  const advance = () => request.post(`/sandbox/_sandbox/parcels/${providerId}/advance`, { headers: { authorization: SANDBOX_AUTH }, data: { to } });
  await expect.poll(async () => (await advance()).status(), { timeout: 15_000 }).toBe(200);
}
