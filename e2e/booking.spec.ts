import { expect, test } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, sandboxRequests, stopSearch } from "./booking-helpers";
import { bookRide } from "./fixtures";
import { uniqueRider } from "./journey-helpers";

const FIFTEEN_PLACES = [
  "Puerta del Sol",
  "Plaza Mayor",
  "Museo del Prado",
  "Puerta de Alcalá",
  "Plaza de Colón",
  "Palacio Real",
  "Teatro Real",
  "Callao",
  "Santiago Bernabéu",
  "Torre Picasso",
  "Nuevos Ministerios",
  "Príncipe Pío",
  "Parque del Retiro",
  "WiZink",
  "Templo de Debod",
];

test.describe("booking a ride", () => {
  test("ASAP with two stops, for a guest, shows the guest link", async ({ page }) => {
    await page.goto("/book");
    await addStop(page, "Puerta del Sol");
    await addStop(page, "Torre Picasso");
    await expect(page.getByTestId("stop-row")).toHaveCount(2);
    await chooseFirstProduct(page);
    await fillGuest(page, "Asap Guest");
    await bookButton(page).click();
    const done = page.getByTestId("booking-confirmation");
    await expect(done).toBeVisible();
    await expect(done.getByLabel("Guest link")).toHaveValue(/\/r\/[A-Za-z0-9_-]{32}$/);
    await expect(done.getByLabel("Live map (the ride service's page)")).toHaveValue(/\/sandbox\/j\//);
  });

  test("a guest without a mobile is refused, next to the field", async ({ page }) => {
    await page.goto("/book");
    await addStop(page, "Puerta del Sol");
    await addStop(page, "Museo del Prado");
    await chooseFirstProduct(page);
    await page.getByLabel("Guest name").fill("No Mobile");
    await bookButton(page).click();
    await expect(page.getByText("Enter the guest's mobile number")).toBeVisible();
    await expect(page.getByTestId("booking-confirmation")).toHaveCount(0);
  });

  test("a reservation 45 minutes ahead books; 29 minutes and 61 days are refused", async ({ page }) => {
    await page.goto("/book");
    await addStop(page, "Plaza Mayor");
    await addStop(page, "Santiago Bernabéu");
    await page.getByLabel("Reserve for later").check();
    const local = (minutes: number) => {
      const t = new Date(Date.now() + minutes * 60_000);
      const [date, time] = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid", dateStyle: "short", timeStyle: "short" }).format(t).split(" ");
      return { date: date!, time: time! };
    };
    const refused: string[] = [];
    for (const [minutes, message] of [
      [29, /at least 30 minutes/],
      [61 * 24 * 60, /at most 60 days/],
    ] as const) {
      const { date, time } = local(minutes);
      refused.push(`${date} ${time}:00`);
      await page.getByLabel("Date").fill(date);
      await page.getByLabel("Pickup time").fill(time);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText("Choose a valid pickup time to see prices.")).toBeVisible();
      await expect(page.getByTestId("product-option")).toHaveCount(0);
    }
    const { date, time } = local(45);
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Pickup time").fill(time);
    await chooseFirstProduct(page);
    await fillGuest(page, "Later Guest");
    await bookButton(page).click();
    await expect(page.getByTestId("booking-confirmation")).toBeVisible();
    const [sent] = (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string })?.name === "Later Guest");
    expect(sent!.body.start_at).toBe(`${date} ${time}:00`);
    // The refused times never reached the provider: the form stopped them, not the provider's 400.
    const estimated = (await sandboxRequests(page.request, "/api/v4/estimates")).map((r) => r.body.start_at);
    for (const t of refused) expect(estimated).not.toContain(t);
    expect(estimated).toContain(`${date} ${time}:00`);
  });

  test("takes 15 stops, refuses a 16th, and keeps Book in view", async ({ page }) => {
    await page.goto("/book");
    for (const p of FIFTEEN_PLACES) await addStop(page, p);
    await expect(page.getByTestId("stop-row")).toHaveCount(15);
    await expect(stopSearch(page)).toBeDisabled();
    await expect(page.getByText("A ride can have at most 15 stops")).toBeVisible();
    await chooseFirstProduct(page);
    await fillGuest(page, "Fifteen Stops");
    // The form is far taller than the screen, yet the chosen ride and Book stay in view from its top.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight)).toBe(true);
    await expect(bookButton(page)).toBeInViewport();
    await expect(page.getByTestId("booking-summary")).toContainText(/€/);
    await bookButton(page).click();
    await expect(page.getByTestId("booking-confirmation")).toBeVisible();
  });

  test("the map takes no 16th stop either", { tag: "@map" }, async ({ page }) => {
    // A ride of 15 stops booked before, opened again from its page: the form holds its 15 stops.
    const [from, ...rest] = FIFTEEN_PLACES;
    const ride = await bookRide(page.request, { rider: uniqueRider("Fifteen Again"), from, via: rest.slice(0, -1), to: rest[rest.length - 1] });
    await page.goto(`/book?from=${ride.bookingId}`);
    await expect(page.getByTestId("stop-row")).toHaveCount(15);
    const map = page.getByTestId("booking-map");
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 20_000 });
    await expect(map).toContainText("15 stops: the most a ride can have");
    // A click near its edge, clear of the markers, adds nothing.
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width - 24, box.y + box.height / 2);
    await expect(page.getByTestId("stop-row")).toHaveCount(15);
    await expect(stopSearch(page)).toBeDisabled();
  });

  test("a double click books once", async ({ page }) => {
    await page.goto("/book");
    await addStop(page, "Palacio Real");
    await addStop(page, "Plaza de Colón");
    await chooseFirstProduct(page);
    await fillGuest(page, "Double Click");
    await bookButton(page).dblclick();
    await expect(page.getByTestId("booking-confirmation")).toBeVisible();
    const sent = (await sandboxRequests(page.request, "/api/v4/journey")).filter((r) => (r.body.rider as { name?: string })?.name === "Double Click");
    expect(sent).toHaveLength(1);
  });
});
