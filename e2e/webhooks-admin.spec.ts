import { expect, test, type Page } from "@playwright/test";
import { sandboxRequests } from "./booking-helpers";
import { signedInAs } from "./fixtures";

const WEBHOOKS = "/logistics/v1/webhooks";
const row = (page: Page, hook: string) => page.locator(`tr[data-hook="${hook}"]`);
type Posted = { hook: string; callback_url: string; headers: { name: string; value: string }[]; timeout?: number };

/** The newest subscription request the sandbox received for a hook. */
async function lastPosted(page: Page, hook: string): Promise<Posted> {
  const posted = (await sandboxRequests(page.request, WEBHOOKS)).map((r) => r.body as unknown as Posted).filter((b) => b.hook === hook);
  expect(posted.length, `a POST ${WEBHOOKS} for ${hook}`).toBeGreaterThan(0);
  return posted.at(-1)!;
}

/** The receiver as registered: APP_URL is http://localhost:PORT, which the provider is given as 127.0.0.1. */
const receiverOf = (page: Page) => `http://127.0.0.1:${new URL(page.url()).port}/api/webhooks/logistics`;

// Subscriptions belong to the sandbox account every spec shares: these run in order, and leave all three
// subscribed, as the parcels' specs need notifications to arrive.
test.describe.serial("webhook subscriptions", () => {
  test("an admin subscribes one event with the {parcelID} header, sees it listed, then unsubscribes it", async ({ page }) => {
    await page.goto("/admin/webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    await expect(page.getByText("The receiver is not reachable from the internet")).toBeVisible();
    await page.getByLabel("Event", { exact: true }).selectOption("proofCodeGenerated");
    await expect(page.getByLabel("Callback URL")).toHaveValue(receiverOf(page));
    await page.getByLabel("Send the parcel's id in a header").check();
    await page.getByLabel("Header name").fill("X-Desk-Parcel");
    await page.getByLabel("Timeout in milliseconds (optional)").fill("4000");
    await page.getByRole("button", { name: /^(Subscribe|Replace subscription)$/ }).click();
    await expect(page.getByText(/^(Subscribed to|Replaced the subscription to) proof-of-delivery codes\.$/)).toBeVisible();

    const proof = row(page, "proofCodeGenerated");
    await expect(proof.getByText("Subscribed", { exact: true })).toBeVisible();
    await expect(proof.getByTestId("callback-url")).toHaveText(receiverOf(page));
    await expect(proof.getByRole("listitem").filter({ hasText: "X-Desk-Parcel" })).toContainText("X-Desk-Parcel: {parcelID}");
    await expect(proof.getByRole("listitem").filter({ hasText: "Authorization" })).toHaveText("Authorization: Bearer ••••••••");
    await expect(proof.getByText(/Points elsewhere|Another secret|No secret/)).toHaveCount(0);

    // What the provider was sent: the installation's secret as Authorization, and the {parcelID} header.
    const sent = await lastPosted(page, "proofCodeGenerated");
    expect(sent).toMatchObject({ callback_url: receiverOf(page), timeout: 4000 });
    const auth = sent.headers.find((h) => h.name === "Authorization")!.value;
    expect(auth).toMatch(/^Bearer [A-Za-z0-9_-]{32,}$/);
    expect(sent.headers).toContainEqual({ name: "X-Desk-Parcel", value: "{parcelID}" });
    // The secret never reaches the browser: not in the page, nor in the data the page is rendered from.
    const secret = auth.slice("Bearer ".length);
    const html = await (await page.request.get("/admin/webhooks")).text();
    expect(html).toContain("X-Desk-Parcel");
    expect(html).not.toContain(secret);
    expect(await page.content()).not.toContain(secret);

    await proof.getByRole("button", { name: "Unsubscribe from proof-of-delivery codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Unsubscribe from proof-of-delivery codes?" });
    await dialog.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Unsubscribed from proof-of-delivery codes.")).toBeVisible();
    await expect(proof.getByText("Not subscribed", { exact: true })).toBeVisible();
  });

  test("the page shows the subscriptions as last read; Read again reads them from the delivery service", async ({ page }) => {
    await page.goto("/admin/webhooks");
    await expect(page.getByTestId("subscriptions-read-at")).toContainText("As read from the delivery service:");
    await page.getByRole("button", { name: "Read again" }).click();
    // The first test left proof-of-delivery codes unsubscribed.
    await expect(page.getByText(/^Read again: [0-2] of 3 events subscribed\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Read again" })).toBeEnabled();
  });

  test('"Subscribe to every event" subscribes every missing event with the secret and the defaults', async ({ page }) => {
    await page.goto("/admin/webhooks");
    const everything = page.getByRole("button", { name: "Subscribe to every event" });
    // Another spec may have subscribed them meanwhile; the button is only for what is missing.
    const clicked = await everything.isEnabled();
    if (clicked) {
      await everything.click();
      await expect(page.getByText(/^Subscribed to .+\.$/)).toBeVisible();
    }
    for (const hook of ["parcel", "parcelLocation", "proofCodeGenerated"]) await expect(row(page, hook).getByText("Subscribed", { exact: true })).toBeVisible();
    await expect(everything).toBeDisabled();
    await expect(page.getByTestId("subscription-count")).toHaveText("Every event is subscribed.");
    for (const hook of ["parcel", "parcelLocation", "proofCodeGenerated"])
      await expect(row(page, hook).getByText(/Points elsewhere|Another secret|No secret/)).toHaveCount(0);
    if (clicked) {
      // The first test left this one unsubscribed: the button subscribed it with the defaults.
      const sent = await lastPosted(page, "proofCodeGenerated");
      expect(sent.callback_url).toBe(receiverOf(page));
      expect(sent.headers.map((h) => h.name)).toEqual(["Authorization", "X-Parcel-Id"]);
      expect(sent.headers[1]!.value).toBe("{parcelID}");
    }
  });

  test("a private callback URL is refused with the delivery service's words, and the subscription stays", async ({ page }) => {
    await page.goto("/admin/webhooks");
    await page.getByRole("button", { name: "Change courier's position" }).click();
    await expect(page.getByLabel("Event", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Event", { exact: true })).toHaveValue("parcelLocation");
    await page.getByLabel("Callback URL").fill("http://10.0.0.5/hook");
    await page.getByRole("button", { name: "Replace subscription" }).click();
    await expect(page.getByText("The delivery service refused this: callback_url must be an http(s) URL with a public host.")).toBeVisible();
    await expect(page.getByLabel("Callback URL")).toHaveAttribute("aria-invalid", "true");
    const location = row(page, "parcelLocation");
    await expect(location.getByText("Subscribed", { exact: true })).toBeVisible();
    await expect(location.getByTestId("callback-url")).toHaveText(receiverOf(page));
  });
});

test("an agent cannot open the webhooks page", async ({ page, browser, baseURL }) => {
  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Wes Agent", requesters: 0 });
  const response = await agent.page.goto("/admin/webhooks");
  expect(response?.status()).toBe(403);
  await agent.context.close();
});
