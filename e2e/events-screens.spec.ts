import { expect, test } from "@playwright/test";
import { makeEvent, signedInAs } from "./fixtures";
import { madridIn, uniqueRider } from "./journey-helpers";

/**
 * An event's screens as a desk reads them: a sheet with its own (Spanish) headers, one row wrong, rides
 * two days ahead; the wrong row in the sheet's words and the desk's times, nothing left "to confirm"
 * once it is done, and the board opened where its rides are rather than on an empty today.
 */
test("an event booked for the coming days reads in the sheet's words, says nothing to confirm once done, and opens the board where its rides are", async ({ browser, baseURL, request }) => {
  const { page, context } = await signedInAs(browser, baseURL!, request);
  const guest = uniqueRider("Screens guest");
  const mobile = `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const { date, time } = madridIn(2 * 24 * 60);
  const typed = `${date} ${time}`;
  const csv = [
    ["Nombre del invitado", "Móvil", "Recogida", "Destino", "Hora de recogida"],
    [guest, mobile, "Puerta del Sol", "Castellana 200", typed],
    [`${guest} bis`, "612", "Puerta del Sol", "Castellana 200", typed],
  ]
    .map((cells) => cells.join(","))
    .join("\n");
  const { batchId } = await makeEvent(page.request, { csv, name: "Screens" });

  await page.goto(`/events/${batchId}`);
  await expect(page.getByTestId("event-status")).toHaveAttribute("data-status", "draft", { timeout: 30_000 });
  const wrong = page.locator('[data-testid="event-row"][data-row="3"]');
  // The error names the sheet's column, and the time reads as the checked row's does, not as typed.
  await expect(wrong.locator("[data-error-field=mobile]")).toContainText(/^! ?Móvil: 612 — /);
  const timeCell = (row: number) => page.locator(`[data-testid="event-row"][data-row="${row}"] tr`).first().getByRole("cell").nth(3);
  await expect(timeCell(3)).not.toContainText(typed);
  await expect(timeCell(3)).toHaveText(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/);
  expect(await timeCell(2).textContent()).toContain((await timeCell(3).textContent())!);

  await page.getByTestId("confirm-event").click();
  await page.getByRole("dialog").getByRole("button", { name: "Book 1 ride" }).click();
  await expect(page.locator('[data-testid="event-row"][data-row="2"]')).toHaveAttribute("data-status", "booked", { timeout: 30_000 });
  // Booked, with only the wrong row left: nothing is priced, and nothing says it is still to be.
  await expect(page.getByTestId("event-summary")).toBeVisible();
  await expect(page.getByTestId("event-to-confirm")).toHaveCount(0);

  await page.getByTestId("event-board-link").click();
  await expect(page).toHaveURL(/\/journeys\?tab=upcoming&event=/);
  await expect(page.getByText(guest, { exact: true })).toBeVisible();
  await expect(page.getByTestId("board-empty")).toHaveCount(0);
  await context.close();
});
