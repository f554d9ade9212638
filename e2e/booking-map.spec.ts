import { expect, test, type Locator, type Page } from "@playwright/test";
import { addStop } from "./booking-helpers";

const map = (page: Page) => page.getByTestId("booking-map");
const labels = (page: Page) => page.getByTestId("stop-label").allTextContents();

/** Clicks the map at a point given as a share of its width and height from the top left. */
async function clickMap(page: Page, x: number, y: number) {
  const box = (await map(page).boundingBox())!;
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

/** A marker's box once the map has stopped moving (it glides to fit the stops when they change). */
async function settledBox(locator: Locator) {
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** The map, on the offline style it falls back to here (no network): a style switch mid-gesture would cancel it. */
async function openMap(page: Page) {
  await page.goto("/book");
  await expect(map(page).locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 20_000 });
  await expect(map(page)).toHaveAttribute("data-style", "offline", { timeout: 20_000 });
}

test("stops are added by clicking the map, and tagged pickup and destination", { tag: "@map" }, async ({ page }) => {
  await openMap(page);
  await clickMap(page, 0.45, 0.45);
  await expect(page.getByTestId("stop-row")).toHaveCount(1);
  await clickMap(page, 0.6, 0.6);
  await expect(page.getByTestId("stop-row")).toHaveCount(2);

  const markers = map(page).getByTestId("map-stop-marker");
  await expect(markers).toHaveCount(2);
  await expect(markers.nth(0)).toHaveAttribute("data-role", "pickup");
  await expect(markers.nth(0)).toContainText("Pickup");
  await expect(markers.nth(1)).toHaveAttribute("data-role", "destination");
  await expect(markers.nth(1)).toContainText("Destination");
});

test("stops are reordered with the keyboard and removed, on the list and the map alike", { tag: "@map" }, async ({ page }) => {
  await openMap(page);
  await addStop(page, "Puerta del Sol");
  await addStop(page, "Templo de Debod");
  await addStop(page, "Palacio Real");
  const [a, b, c] = await labels(page);
  // Alt+↑ on the destination makes it the second stop.
  await page.getByRole("button", { name: "Move Destination up" }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => labels(page)).toEqual([a, c, b]);
  const markers = map(page).getByTestId("map-stop-marker");
  await expect(markers.nth(2)).toHaveAttribute("aria-label", `Destination: ${b}`);

  await page.getByRole("button", { name: "Remove Pickup" }).click();
  await expect.poll(() => labels(page)).toEqual([c, b]);
  await expect(markers).toHaveCount(2);
  await expect(markers.nth(0)).toHaveAttribute("aria-label", `Pickup: ${c}`);
});

test("dragging a marker moves its stop and gives it the new place's address", { tag: "@map" }, async ({ page }) => {
  await openMap(page);
  await addStop(page, "Puerta del Sol");
  await addStop(page, "Museo del Prado");
  const pickup = map(page).getByTestId("map-stop-marker").first();
  const box = await settledBox(pickup);
  const label = page.getByTestId("stop-label").first();
  await expect(label).toContainText("Puerta del Sol");

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 120, { steps: 12 });
  await page.mouse.up();
  await expect(label).not.toContainText("Puerta del Sol");
  await expect(pickup).toHaveAttribute("aria-label", /^Pickup: /);
});
