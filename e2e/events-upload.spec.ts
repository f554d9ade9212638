import { expect, test, type Page } from "@playwright/test";
import { bombs } from "../lib/events/xlsx-bombs.testing";
import { signedInAs } from "./fixtures";

/** The /events page: uploading a sheet, the mapping step, and the same sheet uploaded twice. The event's own page is another spec's. */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const EVENT_PAGE = /\/events\/([0-9a-f-]{36})$/;

/** A CSV as Excel in Spain saves it: semicolons, CRLF, a byte order mark. */
const sheet = (name: string, header: string[], rows: string[][]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(";")).join("\r\n")}\r\n`, "utf8"),
});

const rides = (tag: string) => [
  [`Ana Ruiz ${tag}`, "+34 600 111 222", "Madrid Atocha", "IFEMA Madrid"],
  [`Bruno Paz ${tag}`, "+34 600 333 444", "Madrid Chamartín", "IFEMA Madrid"],
];

const eventIdOf = (page: Page) => EVENT_PAGE.exec(new URL(page.url()).pathname)?.[1];

test("an agent uploads a sheet with known columns and lands on the event; the same sheet again offers the first, or another event", async ({
  browser,
  baseURL,
  request,
}) => {
  const tag = unique();
  const { page } = await signedInAs(browser, baseURL!, request);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByTestId("events-empty")).toBeVisible();

  const file = sheet(`offsite-${tag}.csv`, ["Nombre", "Móvil", "Recogida", "Destino"], rides(tag));
  await page.getByLabel("Event name").fill(`Offsite ${tag}`);
  await page.getByLabel("Sheet", { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page).toHaveURL(EVENT_PAGE);
  const first = eventIdOf(page);

  await page.goto("/events");
  await expect(page.getByTestId("event-row").getByRole("link", { name: `Offsite ${tag}` })).toHaveAttribute("href", `/events/${first}`);
  await page.getByLabel("Sheet", { exact: true }).setInputFiles(file);
  await page.getByRole("button", { name: "Upload and check" }).click();
  const notice = page.getByTestId("same-file");
  await expect(notice).toContainText(`You uploaded this sheet already as “Offsite ${tag}”`);
  await expect(notice.getByRole("link", { name: `Open “Offsite ${tag}”` })).toHaveAttribute("href", `/events/${first}`);

  await notice.getByRole("button", { name: "Make another event anyway" }).click();
  await expect(page).toHaveURL(EVENT_PAGE);
  expect(eventIdOf(page)).not.toBe(first);
  await page.goto("/events");
  // Without a name, the event takes the file's.
  await expect(page.getByTestId("event-row")).toHaveCount(2);
  await expect(page.getByTestId("event-row").first().getByRole("link")).toHaveText(`offsite-${tag}`);
});

test("an agent says which column an unknown heading is, from the keyboard, and the sheet is taken", async ({ browser, baseURL, request }) => {
  const tag = unique();
  const { page } = await signedInAs(browser, baseURL!, request);
  await page.goto("/events");
  // The file input opens the file chooser from the keyboard.
  await page.getByLabel("Sheet", { exact: true }).focus();
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles(sheet(`pax-${tag}.csv`, ["Nombre", "Pax phone", "Recogida", "Destino"], rides(tag)));
  await page.getByRole("button", { name: "Upload and check" }).press("Enter");

  const mapping = page.getByTestId("column-mapping");
  await expect(mapping.getByRole("heading", { name: "Which column is which?" })).toBeFocused();
  await expect(mapping.getByTestId("mapping-missing")).toContainText("Choose the column with the guest's mobile.");
  const columnB = mapping.getByLabel("What column B holds");
  await expect(columnB).toHaveValue("");
  await expect(mapping.getByLabel("What column A holds")).toHaveValue("guestName");
  await expect(mapping.locator('tr[data-column="B"]')).toContainText("+34 600 111 222");

  // A field chosen twice is flagged at once, at its select.
  await columnB.focus();
  await page.keyboard.press("ArrowDown");
  await expect(columnB).toHaveValue("guestName");
  await expect(columnB).toHaveAttribute("aria-invalid", "true");
  await expect(mapping.locator('tr[data-column="B"]')).toContainText("Already chosen for column A.");
  await page.keyboard.press("ArrowDown");
  await expect(columnB).toHaveValue("mobile");
  await expect(columnB).not.toHaveAttribute("aria-invalid");
  await expect(mapping.getByTestId("mapping-missing")).toBeEmpty();

  await mapping.getByRole("button", { name: "Check the sheet" }).press("Enter");
  await expect(page).toHaveURL(EVENT_PAGE);
  await page.goto("/events");
  await expect(page.getByTestId("event-row").getByRole("link", { name: `pax-${tag}` })).toBeVisible();
});

test("a zip bomb of an .xlsx is refused in words, and the desk goes on answering", async ({ browser, baseURL, request }) => {
  const { page } = await signedInAs(browser, baseURL!, request);
  await page.goto("/events");
  // 400 KB that unpacks to 400 MB: refused as it unpacks, not after.
  await page
    .getByLabel("Sheet", { exact: true })
    .setInputFiles({ name: "bomb.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: bombs.hugeCell() });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByText("This .xlsx file unpacks to more than 8 MB, far more than a sheet of 500 rides needs.")).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  // The same server takes the next sheet.
  await page.getByLabel("Sheet", { exact: true }).setInputFiles(sheet(`after-${unique()}.csv`, ["Nombre", "Móvil", "Recogida", "Destino"], rides(unique())));
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page).toHaveURL(EVENT_PAGE);
});
