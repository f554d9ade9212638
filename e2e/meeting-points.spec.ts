import { expect, test, type Page } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, sandboxRequests } from "./booking-helpers";

/** The meeting point the provider received at the pickup, for the journey booked for this guest. */
async function sentPickupMeetingPoint(page: Page, guest: string) {
  const sent = (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string })?.name === guest);
  expect(sent).toHaveLength(1);
  return (sent[0]!.body.stops as { location_id?: string; meeting_point?: { id: string; loc: number[]; name: string } }[])[0];
}

async function book(page: Page, guest: string) {
  await chooseFirstProduct(page);
  await fillGuest(page, guest);
  await bookButton(page).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible();
}

test("a meeting point chosen in the wide picker reaches the provider", async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Puerta de Atocha");
  await addStop(page, "Museo del Prado");
  const picker = page.getByTestId("meeting-point-picker");
  await expect(picker).toHaveCount(1, { timeout: 15_000 });

  const open = picker.getByRole("button", { name: "Compare photos and directions" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Meeting points at Madrid Puerta de Atocha Station" });
  await expect(dialog).toBeVisible();
  // Room to read: far wider than the form column, with a large photo and the steps beside their pictures.
  expect((await dialog.boundingBox())!.width).toBeGreaterThan(900);
  const details = dialog.getByTestId("meeting-point-details");
  expect((await details.locator("img").first().boundingBox())!.width).toBeGreaterThan(500);
  const step = details.getByRole("listitem").first();
  const [picture, text] = [(await step.locator("img").boundingBox())!, (await step.locator("p").boundingBox())!];
  expect(text.x).toBeGreaterThan(picture.x + picture.width - 1);

  // The keyboard moves between points; Escape closes and gives the focus back.
  const tabs = dialog.getByRole("tab");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole("tab").nth(1).click();
  const uid = await dialog.getByRole("tab").nth(1).getAttribute("data-uid");
  const title = await details.getByRole("heading").textContent();
  await dialog.getByRole("button", { name: `Meet at ${title}` }).click();
  await expect(dialog).toBeHidden();
  await expect(picker.locator(`[data-testid="meeting-point-option"][data-uid="${uid}"]`).getByRole("radio")).toBeChecked();

  const guest = "Lucía Fernández-Ortega";
  await book(page, guest);
  await expect(page.getByTestId("guest-message")).toHaveValue(new RegExp(`^Hello ${guest}, your ride is booked`));
  expect(await sentPickupMeetingPoint(page, guest)).toMatchObject({ location_id: "loc-mad-atocha", meeting_point: { id: uid, name: title } });

  // On the ride's page the point sits in a narrower card: each step's text keeps a readable width (under its picture where there is no room beside it).
  await page.getByTestId("booking-confirmation").getByRole("link", { name: "Open the journey page" }).click();
  const card = page.getByTestId("journey-meeting-point");
  const rideStep = card.getByTestId("meeting-point-details").getByRole("listitem").first();
  await expect(rideStep.locator("p")).toBeVisible({ timeout: 15_000 });
  const [stepPicture, stepText] = [(await rideStep.locator("img").boundingBox())!, (await rideStep.locator("p").boundingBox())!];
  expect(stepText.width).toBeGreaterThan(240);
  if (stepText.x < stepPicture.x + stepPicture.width) expect(stepText.y).toBeGreaterThanOrEqual(stepPicture.y + stepPicture.height - 1);
});

test("a meeting point is chosen on the map, from its labelled pin", { tag: "@map" }, async ({ page }) => {
  await page.goto("/book");
  await addStop(page, "Chamartín", /Estación de Madrid Chamartín/);
  await addStop(page, "Puerta del Sol");
  const map = page.getByTestId("booking-map");
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 20_000 });

  // Across the city the pins would sit on the pickup's: one chip stands for them and zooms in.
  const chip = map.getByTestId("map-meeting-point-group");
  await expect(chip).toContainText("Pickup: 3 meeting points", { timeout: 15_000 });
  await chip.click();
  const pins = map.getByTestId("map-meeting-point");
  await expect(pins).toHaveCount(3, { timeout: 10_000 });
  const pin = map.getByRole("button", { name: /^Meeting point 2 at the pickup: / });
  const uid = await pin.getAttribute("data-uid");
  await pin.click();
  await expect(pin).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(`[data-testid="meeting-point-option"][data-uid="${uid}"]`).getByRole("radio")).toBeChecked();

  const guest = "Map Pin Guest";
  await book(page, guest);
  expect(await sentPickupMeetingPoint(page, guest)).toMatchObject({ location_id: "loc-mad-chamartin", meeting_point: { id: uid } });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the picker fills the screen, the photo and steps read at full width, and a point is chosen", async ({ page }) => {
    await page.goto("/book");
    await addStop(page, "Puerta de Atocha");
    const picker = page.getByTestId("meeting-point-picker");
    await expect(picker).toHaveCount(1, { timeout: 15_000 });
    await picker.getByRole("button", { name: "Compare photos and directions" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThan(380);
    expect(box.width).toBeLessThanOrEqual(390);
    // Nothing spills sideways out of the dialog; the tab strip scrolls on its own.
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    const details = dialog.getByTestId("meeting-point-details");
    expect((await details.locator("img").first().boundingBox())!.width).toBeGreaterThan(340);
    const step = details.getByRole("listitem").first();
    expect((await step.locator("img").boundingBox())!.width).toBeGreaterThan(300);

    await dialog.getByRole("tab").nth(2).click();
    const uid = await dialog.getByRole("tab").nth(2).getAttribute("data-uid");
    await dialog.getByRole("button", { name: /^Meet at / }).click();
    await expect(dialog).toBeHidden();
    await expect(picker.locator(`[data-testid="meeting-point-option"][data-uid="${uid}"]`).getByRole("radio")).toBeChecked();
  });
});
