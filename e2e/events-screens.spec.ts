import { expect, test } from "@playwright/test";
import { makeEvent, signedInAs } from "./fixtures";
import { madridIn, uniqueRider } from "./journey-helpers";

/**
 * An event's screens as a desk reads them: a sheet with its own (Spanish) headers, one row wrong, rides
 * two days ahead; the wrong row in the sheet's words and the desk's times, nothing left "to confirm"
 * once it is done, and the board opened where its rides are rather than on an empty today.
 */
test("an event booked for the coming days reads in the sheet's words, says nothing to confirm once done, and opens the board where its rides are", async ({
  browser,
  baseURL,
  request,
}) => {
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

test("a sheet whose file's name holds a NUL is uploaded under its name without it, and a hand-made upload with one is refused in words", async ({
  browser,
  baseURL,
  request,
}) => {
  const { page, context } = await signedInAs(browser, baseURL!, request);
  const guest = uniqueRider("Nul name guest");
  const csv = `Guest name,Mobile,Pickup,Destination\n${guest},+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")},Puerta del Sol,Castellana 200\n`;
  await page.goto("/events");
  await page.getByLabel("Sheet", { exact: true }).setInputFiles({ name: "Kick\u0000off.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kickoff");

  // Sent as no browser sends it: refused before Next's multipart parser would fail with a 500.
  const boundary = "----RidedeskNul";
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="1_file"; filename="Kick\u0000off.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const refused = await page.request.post("/events", {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "next-action": "0".repeat(42) },
    data: Buffer.from(body),
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toMatch(/file's name in this upload holds a control character \(such as NUL\)\. Rename the file/);
  await context.close();
});

test("the template, downloaded and uploaded unchanged, has every example row checked and priced on the sandbox", async ({ browser, baseURL, request }) => {
  const { page, context } = await signedInAs(browser, baseURL!, request);
  const template = await page.request.get("/api/events/template?format=csv");
  expect(template.ok()).toBe(true);
  const { batchId } = await makeEvent(page.request, { csv: await template.text(), name: "Template as it is" });
  await page.goto(`/events/${batchId}`);
  await expect(page.getByTestId("event-status")).toHaveAttribute("data-status", "draft", { timeout: 30_000 });
  await expect(page.getByTestId("event-row")).toHaveCount(3);
  await expect(page.locator('[data-testid="event-row"][data-status="priced"]')).toHaveCount(3);
  await expect(page.getByTestId("confirm-event")).toBeEnabled();
  await context.close();
});
