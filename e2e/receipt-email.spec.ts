import { expect, test } from "@playwright/test";
import { bookRide } from "./fixtures";
import { advanceTo, uniqueRider } from "./journey-helpers";
import { mailPortOf } from "./mail-port";
import { startMailReceiver } from "./receivers";

// On the installation that mails (the isolated one): the test's SMTP server receives what the send job sends.

let mail: Awaited<ReturnType<typeof startMailReceiver>>;

test.beforeAll(async ({}, testInfo) => {
  mail = await startMailReceiver(mailPortOf(Number(new URL(testInfo.project.use.baseURL!).port)));
});

test.afterAll(async () => {
  await mail?.close();
});

test("an ended ride's receipt is emailed to its guest, as a PDF in their language, and only once", async ({ page }) => {
  const rider = uniqueRider("Emailed receipt");
  const guest = `receipt-${Date.now().toString(36)}@guest.example`;
  const { bookingId, journeyId } = await bookRide(page.request, { rider, email: guest, language: "es" });
  await advanceTo(page.request, journeyId, "drop off");
  await advanceTo(page.request, journeyId, "terminated");

  // The form comes once the refresh job has read the ride's end and its final price.
  const section = page.getByTestId("email-receipt");
  await expect(async () => {
    await page.goto(`/journeys/${bookingId}/receipt`);
    await expect(section).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const address = section.getByLabel("Email address");
  await expect(address).toHaveValue(guest);

  await address.fill("not an address");
  await section.getByRole("button", { name: "Send the receipt" }).click();
  await expect(section.getByText("Enter a valid email address.")).toBeVisible();
  await expect(address).toHaveAttribute("aria-invalid", "true");

  await address.fill(guest);
  await section.getByRole("button", { name: "Send the receipt" }).click();
  await expect(section).toContainText(new RegExp(`(On its way to|Sent to) ${guest}`));
  await expect(section.getByRole("button", { name: "Send the receipt" })).toHaveCount(0);

  await expect.poll(() => mail.to(guest).length, { timeout: 20_000 }).toBe(1);
  const [email] = mail.to(guest);
  expect(email!.subject).toMatch(/^El recibo de tu viaje, /);
  expect(email!.text).toContain(`Hola, ${rider}:`);
  expect(email!.attachments).toHaveLength(1);
  const [pdf] = email!.attachments;
  expect(pdf!.contentType).toBe("application/pdf");
  expect(pdf!.filename).toMatch(/\.pdf$/);
  expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The ride's page lists it with the guest's other messages; the receipt's page says where it went.
  await page.reload();
  await expect(section).toContainText(`Sent to ${guest}`);
  await page.goto(`/journeys/${bookingId}`);
  const line = page.getByTestId("guest-message-row").filter({ hasText: guest });
  await expect(line).toContainText("Receipt");
  await expect(line.getByTestId("guest-message-status")).toBeVisible();
});
