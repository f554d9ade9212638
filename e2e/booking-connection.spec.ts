import { expect, test, type Request } from "@playwright/test";
import { formAlert } from "./helpers";
import { bookButton } from "./booking-helpers";
import { creationsFor, readyToBook, uniqueRider } from "./journey-helpers";

/** The booking action's call (a server action carrying the form's intent), not the estimate's. */
const isBooking = (r: Request) => r.method() === "POST" && !!r.headers()["next-action"] && /"intentId"/.test(r.postData() ?? "");
const intentOf = (r: Request) => /"intentId":"([0-9a-f-]{36})"/.exec(r.postData() ?? "")?.[1];

test("a booking whose answer the connection lost is tried again with the same intent, and books one ride", async ({ page }) => {
  const rider = uniqueRider("Lost connection");
  await readyToBook(page, rider);
  const intents: (string | undefined)[] = [];
  await page.route("**/book", async (route) => {
    if (!isBooking(route.request())) return route.fallback();
    intents.push(intentOf(route.request()));
    if (intents.length > 1) return route.fallback();
    // The server books the ride; its answer never reaches the browser.
    await route.fetch();
    await route.abort("connectionreset");
  });

  await bookButton(page).click();
  await expect(formAlert(page)).toContainText("Ridedesk could not be reached");
  await formAlert(page).getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });

  expect(intents).toHaveLength(2);
  expect(intents[0]).toBeTruthy();
  expect(intents[1]).toBe(intents[0]);
  // The second call got the first booking back: the provider made one journey.
  expect(await creationsFor(page.request, rider)).toHaveLength(1);
});
