import { expect, test } from "@playwright/test";
import { bookRide } from "./fixtures";
import { advanceTo, uniqueRider } from "./journey-helpers";

// The sandbox makes a ride's sale once the journey is terminated; the refresh job then reads it closed and
// the sales job its sale. The test moves the ride to its end at once, and waits only for those reads.

test("an ended ride's sale shows on its page and its receipt, which downloads as a PDF", async ({ page }) => {
  const rider = uniqueRider("Receipt");
  const { bookingId, journeyId } = await bookRide(page.request, { rider, reason: "Client visit" });
  await advanceTo(page.request, journeyId, "drop off");
  await advanceTo(page.request, journeyId, "terminated");

  await page.goto(`/journeys/${bookingId}`);
  const invoiced = page.getByTestId("invoiced-total");
  await expect(async () => {
    await page.reload();
    await expect(invoiced).toContainText(/€[\d.]+, of which €[\d.]+ tax/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const code = /Sale (\w+),/.exec(await page.getByTestId("invoice-line").first().innerText())![1]!;

  await page.getByTestId("receipt-link").click();
  const receipt = page.getByTestId("receipt");
  await expect(page.getByRole("heading", { level: 1, name: "Ride receipt" })).toBeVisible();
  await expect(receipt).toContainText(rider);
  await expect(receipt).toContainText("Client visit");
  await expect(receipt).toContainText(`Sale ${code}, invoiced`);
  await expect(receipt).toContainText("IVA 10 %");
  await expect(page.getByTestId("receipt-note")).toHaveCount(0);
  // This installation has no mail server: the receipt cannot be emailed from here, and the page says why.
  await expect(page.getByTestId("email-receipt")).toContainText("Emails are off");
  await expect(page.getByRole("button", { name: "Send the receipt" })).toHaveCount(0);
  // On paper the receipt stands alone: no desk navigation, no buttons.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(receipt).toContainText(`Sale ${code}, invoiced`);
  await page.emulateMedia({ media: "screen" });

  const pdf = await page.request.get(`/api/receipts/${bookingId}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="receipt-\d{4}-\d{2}-\d{2}-[\w-]+\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
