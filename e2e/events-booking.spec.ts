import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { signedInAs } from "./fixtures";
import { madridIn, uniqueRider } from "./journey-helpers";

/**
 * An event booked through its screens as an agent books it: a sheet with three bad rows, corrected and
 * uploaded again, confirmed, followed on its page and on the board; the same sheet once more books nothing.
 */

type Ride = { guest: string; mobile: string; pickup: string; destination: string; time: string; group: string };

const EVENT_PAGE = /\/events\/([0-9a-f-]{36})$/;
const HEADER = ["Guest name", "Mobile", "Pickup", "Destination", "Pickup time", "Group"];
// Pickups away from the airports and stations (whose rows would need a meeting point); each route is shared by several rows.
const ROUTES = [
  ["Puerta del Sol", "IFEMA Madrid"],
  ["40.4169, -3.7035", "Castellana 200"],
  ["Castellana 200", "Teatro Real"],
  ["Hotel Wellington", "Estadio Santiago Bernabéu"],
  ["Plaza Mayor", "Torre Picasso"],
] as const;
// The bad rows, by their index among the rides (the sheet's row is two more: its first row names the columns).
const BAD_MOBILE = 3;
const BAD_PLACE = 7;
const BAD_TIME = 12;

/** A pickup time some minutes from now on Madrid's clock, as a Spanish sheet writes it. */
const sheetTime = (minutes: number) => {
  const { date, time } = madridIn(minutes);
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y} ${time}`;
};

/** Twenty rides: day 1 as soon as possible, day 2 reserved an hour or an hour and a half ahead; rows on one route and time share a price. */
function twentyRides(): Ride[] {
  const mobiles = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  return Array.from({ length: 20 }, (_, i) => {
    const [pickup, destination] = ROUTES[i % ROUTES.length]!;
    const day2 = i >= 10;
    return {
      guest: uniqueRider(`Guest ${i + 1}`),
      mobile: `+34 6${mobiles}${String(i).padStart(2, "0")}`,
      pickup,
      destination,
      time: day2 ? sheetTime(i < 16 ? 60 : 90) : "",
      group: day2 ? "Day 2" : "Day 1",
    };
  });
}

/** A CSV as Excel in Spain saves it: semicolons, CRLF, a byte order mark. */
const csvOf = (name: string, rides: Ride[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(
    `\uFEFF${[HEADER, ...rides.map((r) => [r.guest, r.mobile, r.pickup, r.destination, r.time, r.group])].map((cells) => cells.join(";")).join("\r\n")}\r\n`,
    "utf8",
  ),
});

/** A sheet's "28/11/2026 20:48" as the desk writes times, in en-GB: "Sat 28 Nov, 20:48". */
const deskTime = (sheet: string) => {
  const [d, m, y, h, min] = sheet.split(/[/ :]/).map(Number);
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(Date.UTC(y!, m! - 1, d!, h!, min!));
};

const sheetRow = (index: number) => index + 2;
const eventRow = (page: Page, index: number) => page.locator(`[data-testid="event-row"][data-row="${sheetRow(index)}"]`);
const rowsIn = (page: Page, status: string) => page.locator(`[data-testid="event-row"][data-status="${status}"]`);
/** The cells of a row's first line: group, guest, route, time, product, price, state. */
const cellsOf = (row: Locator) => row.locator("tr").first().getByRole("cell");

/** Each priced or booked row's price as the table shows it, by the sheet's row. */
const pricesOf = (page: Page): Promise<Record<string, string>> =>
  page
    .getByTestId("event-row")
    .evaluateAll((rows) =>
      Object.fromEntries(rows.map((r) => [r.getAttribute("data-row") ?? "", r.querySelector("tr")!.querySelectorAll("td")[5]!.textContent!.trim()])),
    );

/** Where each booked row's "See … ride" link leads. */
const rideLinksOf = (page: Page) =>
  page
    .getByTestId("event-row")
    .getByRole("link", { name: /^See .*'s ride$/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));

/** An amount in cents from its words in en-GB ("€1,234.50"). */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

/** The journeys the sandbox holds for these riders: its newest fifty, which hold every journey of this test while no other books twenty after it. */
async function sandboxJourneysFor(request: APIRequestContext, riders: readonly string[]) {
  const r = await request.get("/sandbox/_sandbox/journeys", { headers: { authorization: SANDBOX_AUTH } });
  expect(r.ok(), await r.text()).toBe(true);
  const { journeys } = (await r.json()) as { journeys: { id: string; rider_name: string | null }[] };
  return journeys.filter((j) => j.rider_name !== null && riders.includes(j.rider_name));
}

/**
 * Uploads a corrected sheet on the event's page and waits until the event has been checked (and priced)
 * again: read from the server after the upload was taken, as the page may still show the event before it.
 */
async function uploadCorrected(page: Page, eventId: string, file: ReturnType<typeof csvOf>, settled: "draft" | "done") {
  const form = page.getByTestId("corrected-sheet");
  await form.getByLabel("Upload a corrected sheet").setInputFiles(file);
  await form.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(form.getByRole("status")).toHaveText("The corrected sheet is being checked.");
  const status = async () => ((await (await page.request.get(`/api/events/${eventId}`)).json()) as { batch: { status: string } }).batch.status;
  await expect.poll(status, { timeout: 30_000, intervals: [250, 500, 1000] }).toBe(settled);
  await expect(page.getByTestId("event-status")).toHaveAttribute("data-status", settled);
}

test("a 20-row sheet with three bad rows is corrected, booked and on the board; the same sheet again books nothing new", async ({
  browser,
  baseURL,
  request,
}) => {
  const { page } = await signedInAs(browser, baseURL!, request);
  const rides = twentyRides();
  const riders = rides.map((r) => r.guest);
  const tag = riders[0]!.split(" ").at(-1);
  const bad = rides.map((r, i) =>
    i === BAD_MOBILE
      ? { ...r, mobile: "call reception" }
      : i === BAD_PLACE
        ? { ...r, pickup: "Nowhere street 99" }
        : i === BAD_TIME
          ? { ...r, time: sheetTime(10) }
          : r,
  );
  const fixed = rides.map((r, i) => (i === BAD_TIME ? { ...r, time: sheetTime(120) } : r));
  let eventId = "";

  await test.step("the sheet is uploaded on /events, checked and priced; each bad row says what to correct at its cell", async () => {
    await page.goto("/events");
    await page.getByLabel("Event name").fill(`Summit ${tag}`);
    await page.getByLabel("Sheet", { exact: true }).setInputFiles(csvOf(`summit-${tag}.csv`, bad));
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(page).toHaveURL(EVENT_PAGE);
    eventId = EVENT_PAGE.exec(new URL(page.url()).pathname)![1]!;
    await expect(page.getByRole("heading", { level: 1, name: `Summit ${tag}` })).toBeVisible();
    await expect(page.getByTestId("event-status")).toHaveAttribute("data-status", "draft", { timeout: 30_000 });
    await expect(page.getByTestId("event-status")).toHaveText("Waiting for you to confirm");

    await expect(rowsIn(page, "invalid")).toHaveCount(3);
    await expect(rowsIn(page, "priced")).toHaveCount(17);

    const mobileRow = eventRow(page, BAD_MOBILE);
    await expect(mobileRow.locator('[data-error-field="mobile"]')).toContainText(
      "Mobile: call reception — This is not a mobile number. Write it with its country code",
    );
    await expect(cellsOf(mobileRow).nth(1)).toHaveAccessibleDescription(/^This is not a mobile number\./);

    const placeRow = eventRow(page, BAD_PLACE);
    await expect(placeRow.locator('[data-error-cell="pickup"]')).toHaveText(/^!\s*Nowhere street 99$/);
    await expect(placeRow.locator('[data-error-field="pickup"]')).toContainText("Pickup: Nowhere street 99 — No place called “Nowhere street 99” was found.");
    await expect(cellsOf(placeRow).nth(2)).toHaveAccessibleDescription(/^No place called “Nowhere street 99” was found\./);

    const timeRow = eventRow(page, BAD_TIME);
    // In the table, in the desk's format as the checked rows' times; in the error's line, as the sheet has it.
    await expect(timeRow.locator('[data-error-cell="pickupTime"]')).toHaveText(new RegExp(`^!\\s*${deskTime(bad[BAD_TIME]!.time)}$`));
    await expect(timeRow.locator('[data-error-field="pickupTime"]')).toContainText(`Pickup time: ${bad[BAD_TIME]!.time} — `);
    await expect(cellsOf(timeRow).nth(3)).toHaveAccessibleDescription(/at the pickup \(Europe\/Madrid\) is less than 30 minutes away, or already past/);
  });

  const before = await pricesOf(page);
  const priced = Object.values(before).filter(Boolean);
  expect(priced).toHaveLength(17);
  const total17 = priced.reduce((sum, p) => sum + cents(p), 0);
  await expect(page.getByTestId("event-to-confirm")).toHaveText(/ \(17 rides\)$/);
  expect(cents((await page.getByTestId("event-to-confirm").textContent())!.replace(/\(17 rides\)$/, ""))).toBe(total17);

  await test.step("the corrected sheet keeps the 17 rows and their prices; the three fixed rows are priced too", async () => {
    await uploadCorrected(page, eventId, csvOf(`summit-${tag}-fixed.csv`, fixed), "draft");
    await expect(rowsIn(page, "priced")).toHaveCount(20);
    const after = await pricesOf(page);
    for (const [row, price] of Object.entries(before)) if (price) expect(after[row], `row ${row}`).toBe(price);
    const total20 = Object.values(after).reduce((sum, p) => sum + cents(p), 0);
    const toConfirm = page.getByTestId("event-to-confirm");
    await expect(toConfirm).toHaveText(/ \(20 rides\)$/);
    expect(cents((await toConfirm.textContent())!.replace(/\(20 rides\)$/, ""))).toBe(total20);
  });

  await test.step("confirming books the 20 rows, followed on the page; each booked row links to its ride", async () => {
    const total = (await page.getByTestId("event-to-confirm").textContent())!.replace(/ \(20 rides\)$/, "");
    await page.getByTestId("confirm-event").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText(`Book 20 rides for ${total}?`);
    await dialog.getByRole("button", { name: "Book 20 rides" }).click();
    await expect(page.getByText("20 rides are being booked.")).toBeVisible();
    await expect(page.getByTestId("event-progress")).toHaveAttribute("data-stage", "booking");
    await expect(page.getByTestId("event-progress")).toContainText(/^Booking: \d+ of 20 booked$/);

    await expect(page.getByTestId("event-status")).toHaveAttribute("data-status", "done", { timeout: 40_000 });
    await expect(rowsIn(page, "booked")).toHaveCount(20);
    await expect(page.getByTestId("event-progress")).toBeHidden();
    await expect(page.getByTestId("event-booked-total")).toHaveText(/ \(20 rides\)$/);
    for (const [i, ride] of rides.entries()) {
      const row = eventRow(page, i);
      await expect(row.getByRole("link", { name: `See ${ride.guest}'s ride` })).toHaveAttribute("href", /^\/journeys\/[0-9a-f-]{36}$/);
      await expect(row.getByRole("button", { name: "Copy the guest's link" })).toBeVisible();
    }
  });

  const rideLinks = await rideLinksOf(page);
  const booked = await sandboxJourneysFor(page.request, riders);
  expect(booked.map((j) => j.rider_name).sort()).toEqual([...riders].sort());

  await test.step("the results download with each row booked and its guest's link", async () => {
    const download = page.waitForEvent("download");
    await page.getByTestId("event-actions").getByRole("link", { name: "CSV" }).click();
    const csv = await readFile(await (await download).path(), "utf8");
    const lines = csv.split(/\r?\n/).filter((l) => riders.some((r) => l.includes(r)));
    expect(lines).toHaveLength(20);
    for (const line of lines) expect(line).toMatch(/\bbooked\b.*\/r\/[\w-]+/);
  });

  await test.step("the board lists the event's rides, and its groups narrow them", async () => {
    await page.getByRole("link", { name: "See on the board" }).click();
    await expect(page).toHaveURL(new RegExp(`/journeys\\?(tab=(today|upcoming)&)?event=${eventId}$`));
    await expect(page.getByTestId("board-event-filter")).toContainText(`Event: Summit ${tag}`);
    // Late in the desk's day, a ride reserved for after midnight is on Upcoming: the event's rides are
    // counted on both days' tabs, and the tab the link lands on shows its share of them.
    const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const landed = new URL(page.url()).searchParams.get("tab") ?? "today";
    const onTab = async (tab: string, group = "") =>
      (
        (await (await page.request.get(`/api/journeys?tz=${tz}&tab=${tab}&event=${eventId}${group && `&group=${encodeURIComponent(group)}`}`)).json()) as {
          rows: unknown[];
        }
      ).rows.length;
    expect((await onTab("today")) + (await onTab("upcoming"))).toBe(20);
    const shown = await onTab(landed);
    expect(shown).toBeGreaterThan(0);
    await expect(page.getByTestId("board-row")).toHaveCount(shown);
    await page.getByTestId("board-event-filter").getByLabel("Group in the event").selectOption("Day 2");
    await expect(page).toHaveURL(/[?&]group=Day(\+|%20)2/);
    expect((await onTab("today", "Day 2")) + (await onTab("upcoming", "Day 2"))).toBe(10);
    const day2 = await onTab(landed, "Day 2");
    await expect(page.getByTestId("board-row")).toHaveCount(day2);
    await expect(page.getByTestId("board-group")).toHaveText(Array(day2).fill(/Day 2/));
  });

  await test.step("the same sheet uploaded again into the event books nothing new", async () => {
    await page.goto(`/events/${eventId}`);
    await uploadCorrected(page, eventId, csvOf(`summit-${tag}-fixed.csv`, fixed), "done");
    await expect(rowsIn(page, "booked")).toHaveCount(20);
    await expect(page.getByTestId("event-row")).toHaveCount(20);
    expect(await rideLinksOf(page)).toEqual(rideLinks);
    await expect(page.getByTestId("confirm-event")).toBeDisabled();
    await expect(page.getByTestId("confirm-event")).toHaveText("Book the rides");
    expect((await sandboxJourneysFor(page.request, riders)).map((j) => j.id).sort()).toEqual(booked.map((j) => j.id).sort());
  });
});
