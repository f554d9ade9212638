import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const SANDBOX_AUTH = `Basic ${Buffer.from("ridedesk-sandbox:sandbox-secret").toString("base64")}`;

/** Adds a stop through the address search: type, then choose the first suggestion (or one that matches). */
export async function addStop(page: Page, query: string, option?: RegExp | string) {
  const before = await page.getByTestId("stop-row").count();
  await stopSearch(page).fill(query);
  await page
    .getByRole("listbox")
    .getByRole("option", option ? { name: option } : {})
    .first()
    .click();
  await expect(page.getByTestId("stop-row")).toHaveCount(before + 1);
}

export async function chooseFirstProduct(page: Page) {
  const first = page.getByTestId("product-option").first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.click();
}

export async function fillGuest(page: Page, name: string, mobile = "+34 600 111 222") {
  await page.getByLabel("Guest name").fill(name);
  await page.getByLabel("Guest mobile").fill(mobile);
}

/** What the sandbox received at a path, newest last. */
export async function sandboxRequests(request: APIRequestContext, path: string) {
  const r = await request.get(`/sandbox/_sandbox/requests?path=${encodeURIComponent(path)}`, { headers: { authorization: SANDBOX_AUTH } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { requests: { at: number; body: Record<string, unknown> }[] }).requests;
}

export const bookButton = (page: Page) => page.getByRole("button", { name: /^Book / });

/** The address search that adds the next stop. */
export const stopSearch = (page: Page) => page.getByRole("combobox", { name: /^(Pickup address|Destination address|Add a stop)$/ });
