import { expect, test, type APIRequestContext } from "@playwright/test";

const CREDS = { client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" };
const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";

async function bookThroughSandbox(request: APIRequestContext) {
  const token = await request.post("/sandbox/auth/api/authorization", { form: { grant_type: "client_credentials", ...CREDS } });
  expect(token.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const stops = [{ loc: [40.4065, -3.6896] }, { loc: [40.4626, -3.689] }];
  const estimate = await request.post("/sandbox/api/v4/estimates", { headers, data: { requester_id: REQUESTER, start_type: "asap", stops } });
  expect(estimate.status()).toBe(200);
  const [item] = await estimate.json();
  const journey = await request.post("/sandbox/api/v4/journey", {
    headers,
    data: {
      product_id: item.product.id,
      requester_id: REQUESTER,
      rider: { name: "Ana Ruiz", locale: "en-GB", mobile: { mobile_cc: "34", mobile_num: "600111222" } },
      stops: [
        { ...stops[0], addr: "Plaza del Emperador Carlos V", name: "Atocha station" },
        { ...stops[1], addr: "Paseo de la Castellana", num: "200" },
      ],
    },
  });
  expect(journey.status()).toBe(200);
  return (await journey.json()) as { id: string; public_url: string };
}

test("the System page says the embedded sandbox is the provider, and reaches it", { tag: "@smoke" }, async ({ page }) => {
  await page.goto("/admin/system");
  await expect(page.getByRole("heading", { name: "System", level: 1 })).toBeVisible();
  await expect(page.getByTestId("provider-mode")).toContainText("Embedded sandbox");
  const status = page.getByTestId("provider-status");
  await expect(status).toHaveAttribute("data-ok", "true");
  await expect(status).toContainText(/Connected: the account has \d+ active users/);
});

test.describe("without an account", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the desk asks for sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });
});

test("a rider follows the journey at its public_url", async ({ page, request }) => {
  const { public_url } = await bookThroughSandbox(request);
  expect(public_url).toMatch(/^http:\/\/localhost:\d+\/sandbox\/j\//);
  await page.goto(public_url);
  // At 60 times real speed the search may be over before the page opens.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Looking for a driver|Your driver is on the way|Your driver has arrived|On your way/);
  await expect(page.getByText("Atocha station · Plaza del Emperador Carlos V")).toBeVisible();
  // The e2e server runs the sandbox clock 60 times faster: a driver is assigned within seconds, and the page updates by itself.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Your driver is on the way|Your driver has arrived|On your way/, { timeout: 20_000 });
  await expect(page.locator("#driver")).toBeVisible();
});

test("the sandbox answers a bad journey with a 400 that names the field", async ({ request }) => {
  const token = await request.post("/sandbox/auth/api/authorization", { form: { grant_type: "client_credentials", ...CREDS } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const r = await request.post("/sandbox/api/v4/estimates", { headers, data: { requester_id: REQUESTER, start_type: "asap", stops: [{ loc: [40.4, -3.7] }] } });
  expect(r.status()).toBe(400);
  expect(await r.json()).toMatchObject({ field: "stops", message: expect.stringMatching(/at least 2 stops/) });
});
