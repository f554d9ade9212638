import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";
import { signedInAs } from "./fixtures";
import { ISOLATED_ADMIN_STATE, syncLabelsNow } from "./helpers";

/**
 * The company's booking policy, end to end: an admin requires a reason and a label; the form
 * refuses a booking without them before the provider hears of it, and books with them; an agent
 * cannot change the policy; and when the provider's settings are stricter than the policy, the
 * provider's refusal shows next to the field and the admin is told. (Runs alone: the policy and
 * the sandbox's company settings apply to every booking made meanwhile.)
 */

test.describe.configure({ mode: "serial" });

let admin: { context: BrowserContext; page: Page };
let agent: { context: BrowserContext; page: Page };
const label = { name: `Policy Check ${Date.now().toString(36)}`, slug: "" };

async function sandboxToken(request: APIRequestContext) {
  const r = await request.post("/sandbox/auth/api/authorization", { headers: { authorization: SANDBOX_AUTH }, form: { grant_type: "client_credentials" } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { access_token: string }).access_token;
}

const setSandboxCompany = async (request: APIRequestContext, settings: Record<string, boolean>) =>
  expect((await request.patch("/sandbox/_sandbox/company", { headers: { authorization: SANDBOX_AUTH }, data: settings })).ok()).toBe(true);

/** Whether a text is wholly in view above the sticky Book bar. */
const clearOfBookBar = (page: Page, text: string) =>
  page.getByText(text).evaluate((el) => {
    const bar = document.querySelector('[data-testid="booking-summary"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= bar.top;
  });

/** As the admin: sets the policy's switches through the page and saves. */
async function savePolicy(page: Page, switches: { reason: boolean; label: boolean }) {
  await page.goto("/admin/policy");
  await page.getByLabel("Labels on bookings").check();
  await page.getByLabel("Reason required").setChecked(switches.reason);
  await page.getByLabel("Label required").setChecked(switches.label);
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Policy saved/ })).toBeVisible();
}

/** Stops, a ride and a guest: everything but the policy's fields. */
async function fillBooking(page: Page, guest: string) {
  await page.goto("/book");
  await addStop(page, "Puerta del Sol");
  await addStop(page, "Museo del Prado");
  await chooseFirstProduct(page);
  await fillGuest(page, guest);
}

const journeysFor = async (request: APIRequestContext, guest: string) =>
  (await sandboxRequests(request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string } | undefined)?.name === guest);

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ storageState: ISOLATED_ADMIN_STATE });
  admin = { context, page: await context.newPage() };
  // The label, created at the provider (its sandbox) with the fixed sandbox credentials.
  const token = await sandboxToken(admin.page.request);
  const created = await admin.page.request.post("/sandbox/api/v4/labels", { headers: { authorization: `Bearer ${token}` }, data: { name: label.name } });
  expect(created.ok()).toBe(true);
  label.slug = ((await created.json()) as { data: { slug: string } }).data.slug;
  await syncLabelsNow(admin.page);

  // An agent who books for one requester.
  agent = await signedInAs(browser, baseURL!, admin.page.request, { name: "Pia Policy", requesters: 1 });
});

test.afterAll(async () => {
  if (!admin) return;
  await setSandboxCompany(admin.page.request, { label_required: false, reason_required: false });
  await savePolicy(admin.page, { reason: false, label: false }).catch(() => null);
  await agent?.context.close();
  await admin?.context.close();
});

test("a booking without the required reason and label is refused in the form, before any provider call; with them, it books", async () => {
  test.slow();
  const page = admin.page;
  await page.goto("/admin/policy");
  // Label required waits for labels to be on.
  await page.getByLabel("Labels on bookings").uncheck();
  await expect(page.getByLabel("Label required")).toBeDisabled();
  await page.getByLabel("Labels on bookings").check();
  await page.getByLabel("Label required").check();
  await page.getByLabel("Reason required").check();
  await page.getByRole("button", { name: "Add a reason" }).click();
  await page.getByLabel("Preset reason 1", { exact: true }).fill("Airport transfer");
  await page.getByRole("button", { name: "Add a reason" }).click();
  await page.getByLabel("Preset reason 2", { exact: true }).fill("Client visit");
  await page.getByTestId("preset-reason").nth(1).getByLabel("Allow free text").check();
  // Client visit goes first.
  await page.getByRole("button", { name: "Move preset reason 2 up" }).click();
  await expect(page.getByLabel("Preset reason 1", { exact: true })).toHaveValue("Client visit");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Policy saved: label required, reason required, preset reasons changed/ })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);

  // The audit log has the old and new values.
  await page.goto("/admin/audit?action=policy.changed");
  await expect(page.getByText("label required:").first()).toBeVisible();
  await expect(page.getByText("off → on").first()).toBeVisible();

  const booking = agent.page;
  const guest = `Policy Guest ${Date.now().toString(36)}`;
  await fillBooking(booking, guest);
  // Each field is heard by its own name, and as required by aria-required: not "Reasonrequired".
  const reason = booking.getByRole("combobox", { name: "Reason", exact: true });
  const labelBox = booking.getByRole("combobox", { name: "Label (cost centre)", exact: true });
  // Marked as required before anything is submitted.
  await expect(reason).toHaveAttribute("aria-required", "true");
  await expect(labelBox).toHaveAttribute("aria-required", "true");
  await expect(booking.getByText("required", { exact: true })).toHaveCount(2);

  await bookButton(booking).click();
  await expect(booking.getByText("Choose a reason: the company asks for one on every ride.")).toBeVisible();
  await expect(booking.getByText("Choose a label: the company asks for one on every ride.")).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(labelBox).toHaveAttribute("aria-invalid", "true");
  await expect(booking.getByTestId("booking-confirmation")).toHaveCount(0);
  expect(await journeysFor(booking.request, guest)).toHaveLength(0);

  await reason.selectOption("Client visit");
  await booking.getByLabel(/^Your words after/).fill("Quarterly review");
  // Only the label missing, its field just above the sticky Book bar: booking again brings it and its whole error clear of the bar.
  await labelBox.evaluate((input) => {
    const bar = document.querySelector('[data-testid="booking-summary"]')!.getBoundingClientRect();
    window.scrollBy(0, input.getBoundingClientRect().bottom - bar.top + 2);
  });
  await bookButton(booking).click();
  await expect(labelBox).toBeFocused();
  await expect.poll(() => clearOfBookBar(booking, "Choose a label: the company asks for one on every ride.")).toBe(true);
  await labelBox.press("Escape");
  // The label by keyboard: type part of its name, arrow to it, Enter.
  await labelBox.click();
  await labelBox.fill(label.name.slice(0, 12).toLowerCase());
  const option = booking.getByRole("option", { name: new RegExp(label.slug) });
  await expect(option).toBeVisible();
  await expect(booking.getByRole("option", { name: "No label" })).toHaveCount(0);
  await labelBox.press("ArrowDown");
  await labelBox.press("ArrowUp");
  await expect(labelBox).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await labelBox.press("Enter");
  await expect(labelBox).toHaveValue(label.name);
  await expect(booking.getByText(`Code: ${label.slug}`)).toBeVisible();

  await bookButton(booking).click();
  await expect(booking.getByTestId("booking-confirmation")).toBeVisible({ timeout: 20_000 });
  const [sent] = await journeysFor(booking.request, guest);
  expect(sent!.body).toMatchObject({ reason: "Client visit: Quarterly review", label_slug: label.slug });
});

test("an agent can neither open the policy page nor save a policy", async () => {
  const response = await agent.page.goto("/admin/policy");
  expect(response?.status()).toBe(403);

  // The admin's own save, replayed with the agent's session: the same server action, refused.
  const page = admin.page;
  await page.goto("/admin/policy");
  const saved = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
  await page.getByRole("button", { name: "Save policy" }).click();
  const request = await saved;
  const forged = JSON.stringify([{ labelsEnabled: false, labelRequired: false, reasonRequired: false, reasons: [], ownFleet: true }]);
  const reply = await agent.page.request.post("/admin/policy", {
    headers: { "next-action": request.headers()["next-action"]!, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
    data: forged,
  });
  expect(await reply.text()).toContain("Only admins can do this.");
  await page.reload();
  await expect(page.getByLabel("Labels on bookings")).toBeChecked();
  await expect(page.getByLabel("Reason required")).toBeChecked();
});

test("how far from the planned pickup a guest may be picked up where they are is whole metres up to 10 km, saved with the policy", async () => {
  const page = admin.page;
  await page.goto("/admin/policy");
  const field = page.getByLabel("Pick the guest up where they are, within (metres)");
  await expect(field).toHaveValue("0");
  await field.fill("20000");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Between 0 and 10,?000 metres\./);
  await field.fill("1500");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Policy saved: where guests may be picked up changed/ })).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue("1500");
  // Back to the default: guests are picked up at the planned pickup.
  await field.fill("0");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Policy saved/ })).toBeVisible();
});

test("the price tolerance for events is a whole percent from 0 to 100, saved with the policy", async () => {
  const page = admin.page;
  await page.goto("/admin/policy");
  const field = page.getByLabel("Price tolerance for events (%)");
  await expect(field).toHaveValue("10");
  await expect(field).toHaveAccessibleDescription("An event's ride whose fresh price is more than this much above the confirmed one waits for the agent.");
  await field.fill("150");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Between 0% and 100%\./);
  await field.fill("15");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Policy saved: price tolerance for events changed/ })).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue("15");
  // Back to the default, for the events other tests confirm.
  await field.fill("10");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Policy saved/ })).toBeVisible();
});

test("when the provider requires a label the policy does not, its refusal shows by the field and the admin is told", async () => {
  test.slow();
  await savePolicy(admin.page, { reason: false, label: false });
  await setSandboxCompany(admin.page.request, { label_required: true });

  const booking = agent.page;
  const guest = `Mismatch Guest ${Date.now().toString(36)}`;
  await fillBooking(booking, guest);
  const labelBox = booking.getByRole("combobox", { name: /^Label \(cost centre\)/ });
  await expect(labelBox).toHaveAttribute("aria-required", "false");
  await bookButton(booking).click();
  // The provider's refusal, next to the label field.
  await expect(labelBox).toHaveAccessibleDescription(/The label is required by this company's policy\./, { timeout: 20_000 });
  await expect(labelBox).toHaveAttribute("aria-invalid", "true");
  expect((await journeysFor(booking.request, guest)).length).toBeGreaterThan(0);
  await expect(booking.getByTestId("booking-confirmation")).toHaveCount(0);

  const page = admin.page;
  await page.goto("/admin/policy");
  const notice = page.getByTestId("policy-mismatch");
  await expect(notice).toContainText("The ride service's settings disagree with this policy");
  await expect(notice).toContainText("It refused the label of a booking this policy allowed");
  await page.goto("/admin/system");
  await expect(page.getByText("The ride service refuses bookings the policy allows")).toBeVisible();

  // Requiring the label brings the policy in step, and saving clears the notice.
  await savePolicy(page, { reason: false, label: true });
  await expect(page.getByTestId("policy-mismatch")).toHaveCount(0);
});
