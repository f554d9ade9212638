import { expect, test, type Page } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { sandboxRequests } from "./booking-helpers";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const LABELS = "/api/v4/labels";

/** Whether the booking form's label picker offers a label of that name when it is searched for. */
async function pickerOffers(page: Page, name: string) {
  await page.goto("/book");
  const box = page.getByRole("combobox", { name: /^Label \(cost centre\)/ });
  await expect(box).toBeVisible();
  if (await box.isDisabled()) return false; // no active labels at all
  await box.fill(name);
  const options = await page.getByRole("listbox", { name: "Labels" }).getByRole("option").allTextContents();
  return options.some((o) => o.includes(name));
}

const labelRow = (page: Page, slug: string) => page.locator(`tr[data-slug="${slug}"]`);

test("an admin creates a label, deactivates and reactivates it, and the booking form follows", async ({ page, request }) => {
  test.slow(); // the booking form, with its map, opens twice
  const tag = unique();
  const name = `Márketing España ${tag}`;
  const slug = `marketing-espana-${tag}`;
  await page.goto("/admin/labels");
  await expect(page.getByText("A label's name cannot be changed")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByTestId("slug-preview")).toHaveText(slug);
  await page.getByRole("button", { name: "Create label" }).click();
  await expect(page.getByText(`Created ${name} (slug ${slug}).`)).toBeVisible();

  const posts = (await sandboxRequests(request, LABELS)).filter((r) => (r.body as { name?: string }).name === name);
  expect(posts).toHaveLength(1);

  // The provider refuses a name whose slug exists; its reason shows at the field.
  await page.getByLabel("Name", { exact: true }).fill(name.toUpperCase());
  await page.getByRole("button", { name: "Create label" }).click();
  await expect(page.getByText(/The ride service refused this: name gives the slug/)).toBeVisible();

  await page.getByLabel("Search").fill(tag);
  await expect(labelRow(page, slug)).toContainText("Active");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  await labelRow(page, slug)
    .getByRole("button", { name: `Deactivate ${name}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(labelRow(page, slug)).toContainText("Inactive");
  const patches = (await sandboxRequests(request, LABELS)).filter((r) => JSON.stringify(r.body) === '{"active":false}');
  expect(patches.length).toBeGreaterThanOrEqual(1);
  expect(await pickerOffers(page, name)).toBe(false);

  await page.goto(`/admin/labels?q=${tag}&state=inactive`);
  await labelRow(page, slug)
    .getByRole("button", { name: `Reactivate ${name}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByText(`${name} is active again`)).toBeVisible();
  expect(await pickerOffers(page, name)).toBe(true);
});

test("an admin imports a CSV file twice: the second time every row is skipped and nothing is created again", async ({ page, request }) => {
  const tag = unique();
  const names = [`Board ${tag}`, `R&D ${tag}`, `Ventas, Madrid ${tag}`];
  const csv = `\uFEFFname;description;active\n${names[0]};Directors;\n${names[1]};;false\n"${names[2]}";Sales team;yes\n\n;no name;\n`;
  const upload = () =>
    page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: `labels-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  const postsOfThisFile = async () => (await sandboxRequests(request, LABELS)).filter((r) => String((r.body as { name?: string }).name ?? "").endsWith(tag));

  await page.goto("/admin/labels");
  await upload();
  const preview = page.getByRole("table", { name: /Preview of labels-/ });
  await expect(preview.locator("tbody tr")).toHaveCount(4);
  await expect(preview.locator('tr[data-row="2"]')).toContainText("New");
  await expect(preview.locator('tr[data-row="6"]')).toContainText("Invalid");
  expect(await postsOfThisFile()).toHaveLength(0); // a preview sends nothing

  await page.getByRole("button", { name: "Create 3 new labels" }).click();
  const result = page.getByRole("table", { name: /Result of importing/ });
  await expect(result.getByText("Created")).toHaveCount(3);
  expect(await postsOfThisFile()).toHaveLength(3);

  await upload();
  await expect(preview.getByText("Already exists")).toHaveCount(3);
  await page.getByRole("button", { name: "Check with the ride service" }).click();
  await expect(result.getByText("Skipped: exists")).toHaveCount(3);
  expect(await postsOfThisFile()).toHaveLength(3);

  await page.goto(`/admin/labels?q=${tag}&state=inactive`);
  await expect(labelRow(page, `rd-${tag}`)).toContainText("Inactive");
  expect(await pickerOffers(page, names[2]!)).toBe(true);
  expect(await pickerOffers(page, names[1]!)).toBe(false);
});

test("an agent cannot open the labels page", async ({ page, browser, baseURL }) => {
  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Lia Agent", requesters: 0 });
  const response = await agent.page.goto("/admin/labels");
  expect(response?.status()).toBe(403);
  await agent.context.close();
});
