import fs from "node:fs";
import { expect, test, type APIRequestContext, type Download } from "@playwright/test";
import ExcelJS from "exceljs";
import { readCsv } from "../lib/reports/csv-read";
import { bookRide, makeUser, signedInAs } from "./fixtures";
import { openReportAt, syncLabelsNow } from "./helpers";
import { advanceTo, madridIn, PAGE_READS_MS, passAsPageReads } from "./journey-helpers";

const CREDS = { client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" };
const suffix = Date.now().toString(36);
const rider = `Report Guest ${suffix}`;
const reason = `Client visit ${suffix}`;

/** A label made at the provider itself (its sandbox), as an admin would in the provider's dashboard. */
async function providerLabel(request: APIRequestContext, name: string): Promise<{ slug: string; name: string }> {
  const token = await request.post("/sandbox/auth/api/authorization", { form: { grant_type: "client_credentials", ...CREDS } });
  expect(token.ok()).toBe(true);
  const r = await request.post("/sandbox/api/v4/labels", { headers: { authorization: `Bearer ${(await token.json()).access_token}` }, data: { name } });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()).data;
}

/** The export as records by column name, after checking that it opens with a BOM and its header. */
async function exportRecords(request: APIRequestContext) {
  const r = await request.get("/api/reports/export");
  expect(r.status()).toBe(200);
  expect(r.headers()["content-type"]).toContain("text/csv");
  const body = await r.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = readCsv(body.subarray(3).toString("utf8"));
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
}

/** A language's messages of one namespace, as the app has them. */
const messagesOf = (locale: "en" | "es", namespace: string) => JSON.parse(fs.readFileSync(`lib/i18n/messages/${locale}/${namespace}.json`, "utf8"));

/** A downloaded workbook: its first sheet's name, its headings, and each row as values by heading, typed as the cells are. */
async function readXlsx(download: Download, name = /^ridedesk-rides-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/) {
  expect(download.suggestedFilename()).toMatch(name);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const headings = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(headings.map((h, i) => [h, row.getCell(i + 1)])));
  });
  return { sheet: sheet.name, headings, rows };
}

let bookingId = "";
let correction: { id: string; body: string } | null = null;
let labels: { first: { slug: string; name: string }; second: { slug: string; name: string } };

test.describe.serial("reports", () => {
  test("a finished ride shows under its label, in the CSV with both times, and a correction moves it and keeps the history", async ({ page }) => {
    // The ride is moved on to its end at the sandbox; the refresh job then reads its final price once the
    // journey is terminated (JOURNEY_SETTLE_SECONDS apart after the drop-off).
    labels = { first: await providerLabel(page.request, `Reports ${suffix}`), second: await providerLabel(page.request, `Corrected ${suffix}`) };
    await syncLabelsNow(page);

    const booked = await bookRide(page.request, { rider, reason, labelSlug: labels.first.slug });
    // The ride's page reads again on its clock, brought forward rather than waited for.
    await page.clock.install();
    await page.goto(`/journeys/${booked.bookingId}`);
    await advanceTo(page.request, booked.journeyId, "drop off");
    await passAsPageReads(page, PAGE_READS_MS.journey, () => expect(page.getByTestId("journey-state")).toHaveText("Completed", { timeout: 1_000 }));
    await advanceTo(page.request, booked.journeyId, "terminated");

    // The report counts it under the label it was booked with, with the provider's final price once read.
    const ride = page.getByTestId("report-ride").filter({ hasText: rider });
    await expect(async () => {
      await openReportAt(page, rider);
      await expect(ride.locator("td").nth(6)).toHaveText(/€/, { timeout: 1_000 });
    }).toPass({ timeout: 200_000 });
    bookingId = (await ride.getAttribute("data-ride"))!;
    await expect(ride).toContainText(labels.first.slug);
    await expect(ride).toContainText(reason);
    const line = page.locator(`[data-testid="report-line"][data-key="${labels.first.slug}"]`);
    await expect(line).toContainText("EUR");
    await expect(page.getByTestId("chart-summary")).toContainText("Estimated spend in EUR by label");

    // The download, as a person gets it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ridedesk-rides-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = fs.readFileSync((await download.path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(file.subarray(3).toString("utf8"));
    const mine = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]]))).find((r) => r.rider === rider)!;
    expect(mine).toMatchObject({
      time_zone: "Europe/Madrid",
      currency: "EUR",
      label_slug: labels.first.slug,
      reason,
      original_reason: reason,
      corrected: "no",
      state: "drop off",
    });
    expect(mine.pickup_local).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(mine.pickup_utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(mine.pickup_local).not.toBe(mine.pickup_utc!.replace("T", " ").replace("Z", ""));
    expect(mine.estimated_price).toMatch(/^\d+\.\d{2}$/);
    expect(mine.final_price).toMatch(/^\d+\.\d{2}$/);

    // The .xlsx, as a person opens it: typed dates, numbers and a boolean, and the state in words.
    const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download .xlsx" }).click()]);
    const book = await readXlsx(xlsx);
    expect(book.sheet).toBe("Rides");
    const row = book.rows.find((r) => r.Guest?.value === rider)!;
    expect(row, "the ride is in the workbook").toBeTruthy();
    expect(row["Pickup (local time)"]!.type).toBe(ExcelJS.ValueType.Date);
    expect(row["Pickup (UTC)"]!.type).toBe(ExcelJS.ValueType.Date);
    // A spreadsheet keeps the wall time: the same text the CSV has, read back from the date.
    expect((row["Pickup (local time)"]!.value as Date).toISOString().slice(0, 19).replace("T", " ")).toBe(mine.pickup_local);
    expect(row["Pickup (local time)"]!.numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(row["Estimated price"]!.type).toBe(ExcelJS.ValueType.Number);
    expect(row["Estimated price"]!.value).toBe(Number(mine.estimated_price));
    expect(row["Estimated price"]!.numFmt).toBe('#,##0.00 "EUR"');
    expect(row["Final price"]!.value).toBe(Number(mine.final_price));
    expect(row.Corrected!.value).toBe(false);
    expect(row.State!.value).toBe("Completed");

    // An admin corrects the label and the reason; our copy of the labels learns the provider's new ones first.
    await ride.getByRole("button", { name: /^Correct/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Never corrected")).toBeVisible();
    await dialog.getByRole("button", { name: "Refresh labels from the provider" }).click();
    await expect(dialog.getByText(/labels known/)).toBeVisible();
    await dialog.getByLabel("Label").selectOption({ label: `${labels.second.name} (${labels.second.slug})` });
    await dialog.getByLabel("Reason").fill("Board meeting");
    const sent = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
    await dialog.getByRole("button", { name: "Save correction" }).click();
    const request = await sent;
    correction = { id: request.headers()["next-action"]!, body: request.postData()! };
    await expect(dialog).toBeHidden();

    await expect(page.locator(`[data-testid="report-line"][data-key="${labels.second.slug}"]`)).toContainText("1 corrected");
    await expect(page.locator(`[data-testid="report-line"][data-key="${labels.first.slug}"]`)).toHaveCount(0);
    await expect(page.getByTestId("report-notes")).toContainText("1 ride corrected");
    await expect(ride).toContainText("Corrected");

    await ride.getByRole("button", { name: /^Correct/ }).click();
    const history = dialog.getByTestId("correction-history");
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history).toContainText(`changed the label from ${labels.first.name} (${labels.first.slug}) to ${labels.second.name} (${labels.second.slug})`);
    await expect(history).toContainText(`changed the reason from ${reason} to Board meeting`);
    await expect(dialog.getByText(`As sent: ${reason}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const after = (await exportRecords(page.request)).find((r) => r.rider === rider);
    expect(after).toMatchObject({
      label_slug: labels.second.slug,
      label_name: labels.second.name,
      original_label_slug: labels.first.slug,
      reason: "Board meeting",
      original_reason: reason,
      corrected: "yes",
    });
  });

  test("an agent sees neither another requester's rides nor their history, and cannot correct them", async ({ page, browser, baseURL }) => {
    expect(bookingId && correction, "the first test books and corrects the ride").toBeTruthy();
    const agent = await signedInAs(browser, baseURL!, page.request, { name: "Rita Reports", requesters: 0 });
    await agent.page.goto("/reports");
    await expect(agent.page.getByText("Rides of your requesters and the ones you booked")).toBeVisible();
    await expect(agent.page.getByTestId("report-ride").filter({ hasText: rider })).toHaveCount(0);
    await expect(agent.page.getByRole("button", { name: /^Correct/ })).toHaveCount(0);
    expect((await exportRecords(agent.page.request)).map((r) => r.rider)).not.toContain(rider);
    expect((await agent.page.request.get(`/api/bookings/${bookingId}/corrections`)).status()).toBe(403);

    // The admin's own correction, replayed by the agent to put the first label back: refused on the server.
    const replay = await agent.page.request.post("/reports", {
      headers: {
        "next-action": correction!.id,
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
        origin: new URL(agent.page.url()).origin,
      },
      data: correction!.body.replace(labels.second.slug, labels.first.slug),
    });
    expect(await replay.text()).toContain("Only admins can do this.");
    const still = (await exportRecords(page.request)).find((r) => r.rider === rider);
    expect(still).toMatchObject({ label_slug: labels.second.slug });
    await agent.context.close();
  });
});

test("the rides' State column speaks the board's words: a reservation is Scheduled, never the provider's \"hire\"", async ({ page }) => {
  const scheduled = `Report Scheduled ${suffix}`;
  const done = `Report Done ${suffix}`;
  // Reserved 40 minutes ahead: the search has not begun, and nothing moves the ride on but the test.
  await bookRide(page.request, { rider: scheduled, reserveInMinutes: 40 });
  const ended = await bookRide(page.request, { rider: done, reserveInMinutes: 40 });
  await advanceTo(page.request, ended.journeyId, "drop off");
  await expect(async () => {
    expect((await (await page.request.get(`/api/journeys/${ended.journeyId}`)).json()).endState).toBe("drop off");
  }).toPass({ timeout: 30_000, intervals: [500] });

  // Today and tomorrow in Madrid, so a pickup 40 minutes ahead is in the period even at the end of a month.
  await page.goto(`/reports?period=custom&from=${madridIn(0).date}&to=${madridIn(24 * 60).date}`);
  const state = (rider: string) => page.getByTestId("report-ride").filter({ hasText: rider }).locator("td").nth(7);
  await expect(state(scheduled)).toHaveText("Scheduled");
  await expect(state(done)).toHaveText("Completed");
});

test("a Spanish reader gets the report and its .xlsx in Spanish: the sheet, the headings and the states' words", async ({ browser, baseURL, request }) => {
  const user = await makeUser(request, { name: "Sara Informes" });
  // No language chosen in the profile: the browser's Spanish decides.
  const context = await browser.newContext({ baseURL, locale: "es-ES", storageState: { cookies: [], origins: [] } });
  await context.addCookies([{ ...user.cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const guest = `Informe Invitado ${suffix}`;
  await bookRide(page.request, { rider: guest });

  await expect(await openReportAt(page, guest)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Informes");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Descargar .xlsx" }).click()]);
  // Its name in Spanish too.
  const book = await readXlsx(download, /^ridedesk-viajes-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exports = messagesOf("es", "exports");
  expect(book.sheet).toBe(exports.sheet);
  expect(book.headings).toEqual(Object.values(exports.columns));
  expect(book.headings).toContain("Recogida (hora local)");
  const row = book.rows.find((r) => r[exports.columns.rider]?.value === guest)!;
  expect(row, "the ride is in the workbook").toBeTruthy();
  expect(row[exports.columns.pickup_local]!.type).toBe(ExcelJS.ValueType.Date);
  expect(row[exports.columns.estimated_price]!.type).toBe(ExcelJS.ValueType.Number);
  expect(row[exports.columns.corrected]!.value).toBe(false);
  // The state in the board's Spanish words, never the provider's code.
  const state = row[exports.columns.state]!.value;
  expect([...Object.values(messagesOf("es", "states").board), messagesOf("es", "reports").state.booked]).toContain(state);
  expect(Object.values(messagesOf("en", "states").board)).not.toContain(state);
  await context.close();
});
