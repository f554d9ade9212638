import { expect, test, type APIRequestContext } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { makeEvent, signedInAs } from "./fixtures";
import { uniqueRider } from "./journey-helpers";

/**
 * The same sheet made into a second event ("Create another event anyway"): every ride of it is already
 * booked by the first, so each row says so and is left out; the agent includes them all after a
 * confirmation naming the count and the money, or one by one.
 */

const statusOf = async (request: APIRequestContext, batchId: string) =>
  ((await (await request.get(`/api/events/${batchId}`)).json()) as { batch: { status: string } }).batch.status;

test("rides already booked by another event are shown at their rows, left out, and included only when the agent ticks them back in", async ({
  browser,
  baseURL,
  request,
}) => {
  const { context, page } = await signedInAs(browser, baseURL!, request);
  const mobiles = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  const guests = [uniqueRider("Twice A"), uniqueRider("Twice B")];
  const csv = ["Guest name,Mobile,Pickup,Destination", ...guests.map((g, i) => `${g},+34 6${mobiles}${i}0,Puerta del Sol,Museo del Prado`)].join("\n");
  const name = `Gala ${mobiles}`;

  const first = await makeEvent(page.request, { csv, name });
  await expect.poll(() => statusOf(page.request, first.batchId), { timeout: 30_000 }).toBe("draft");
  const confirmed = await page.request.post("/api/e2e/events/confirm", { headers: { authorization: SANDBOX_AUTH }, data: { batchId: first.batchId } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);

  const second = await makeEvent(page.request, { csv, name: `${name} again`, again: true });
  await page.goto(`/events/${second.batchId}`);
  await expect(page.getByTestId("event-status")).toHaveAttribute("data-status", "draft", { timeout: 30_000 });

  const rows = page.getByTestId("event-row");
  await expect(rows.getByTestId("left-out")).toHaveCount(2);
  await expect(rows.first().getByTestId("same-ride")).toContainText(
    `Same ride as row 2 of the event “${name}”, booked or being booked (same guest, time and stops): left out of this event.`,
  );
  await expect(rows.first().getByTestId("same-ride").getByRole("link", { name: "See that ride" })).toHaveAttribute("href", `/events/${first.batchId}`);
  // Nothing is left to book until the agent says so.
  await expect(page.getByTestId("confirm-event")).toBeDisabled();
  await expect(page.locator("#confirm-why")).toHaveText("The 2 priced rides repeat rides already booked: include above the ones to book again.");

  const prices = await rows.evaluateAll((all) => all.map((r) => r.querySelector("tr")!.querySelectorAll("td")[5]!.textContent!.trim()));
  const cents = prices.reduce((sum, p) => sum + Math.round(Number(p.replace(/[^\d.]/g, "")) * 100), 0);
  const total = `€${(cents / 100).toFixed(2)}`;
  const notice = page.getByTestId("same-rides");
  await expect(notice).toContainText(
    "2 rows repeat rides already booked or waiting for the same guest at the same time and stops: they are left out of the booking.",
  );
  await notice.getByRole("button", { name: "Book all 2 anyway…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading")).toHaveText(`Book 2 repeated rides for ${total} more?`);
  await dialog.getByRole("button", { name: "Include 2 rides" }).click();

  await expect(rows.getByTestId("left-out")).toHaveCount(0);
  await expect(page.getByTestId("confirm-event")).toHaveText(`Book 2 rides for ${total}`);
  // One by one: left out again, and back in.
  const tick = rows.first().getByLabel("Book it anyway (the guest gets a second car)");
  await expect(tick).toBeChecked();
  // The tick shows what the server kept: it changes once the row is saved.
  await tick.click();
  await expect(rows.getByTestId("left-out")).toHaveCount(1);
  await expect(tick).not.toBeChecked();
  await expect(page.getByTestId("confirm-event")).toHaveText(/^Book 1 ride for €[\d.]+$/);
  await context.close();
});
