import { expect, test } from "@playwright/test";

/**
 * An allowed zone's corners clicked on the map of the Policy page: each click a corner in the
 * zone's text, the last one undone, and no corner added once drawing is done. Nothing is saved (the
 * company's rules apply to every booking on this installation).
 */
test("a zone's corners are clicked on the map, undone, and no longer added once drawing is done", { tag: "@map" }, async ({ page }) => {
  await page.goto("/admin/policy");
  await page.getByLabel("Allowed area").check();
  await page.getByRole("button", { name: "Draw a zone" }).click();
  const map = page.getByTestId("area-map");
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 20_000 });
  await expect(map).toHaveAttribute("data-style", "offline", { timeout: 20_000 });
  await expect(map.getByText("Click the map to add a corner.")).toBeVisible();

  const corners = page.getByTestId("area-zone").getByLabel("Corners");
  const box = (await map.boundingBox())!;
  for (const [x, y] of [
    [0.3, 0.4],
    [0.7, 0.4],
    [0.5, 0.8],
  ] as const)
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await expect(corners).toHaveValue(/^(-?\d+\.\d{6}, -?\d+\.\d{6}\n){2}-?\d+\.\d{6}, -?\d+\.\d{6}$/);
  const [first, second] = (await corners.inputValue()).split("\n").map((line) => line.split(", ").map(Number));
  // Two clicks on one height, left then right: the same latitude, the longitude growing eastwards.
  expect(first![0]).toBeCloseTo(second![0]!, 3);
  expect(second![1]).toBeGreaterThan(first![1]!);

  await page.getByRole("button", { name: "Undo last corner" }).click();
  await expect(corners).toHaveValue(/^-?\d+\.\d{6}, -?\d+\.\d{6}\n-?\d+\.\d{6}, -?\d+\.\d{6}$/);
  await page.getByRole("button", { name: "Done drawing" }).click();
  await expect(map.getByText("Click the map to add a corner.")).toHaveCount(0);
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.6);
  await expect(corners).toHaveValue(/^[^\n]+\n[^\n]+$/);
});
