import { expect, test, type Page } from "@playwright/test";
import { addStop, bookButton, chooseFirstProduct, fillGuest, SANDBOX_AUTH } from "./booking-helpers";
import { advanceTo, PAGE_READS_MS, passAsPageReads } from "./journey-helpers";

/** Where each outcome happens: the search runs out, the driver cancels on the way, the driver gives up at the pickup. */
const HAPPENS_BY = { "not found": "hired", "driver cancel": "arrived", "no show": "pick up" } as const;

/**
 * Rides that end without a drop off, forced at the sandbox so the test knows which: the booking
 * confirmation follows them through the refresh job, as it does a ride that goes well.
 */

async function bookAndForce(page: Page, outcome: "not found" | "driver cancel" | "no show") {
  // The confirmation's next read is brought forward on its clock rather than waited for.
  await page.clock.install();
  await page.goto("/book");
  await addStop(page, "Estación de Chamartín");
  await addStop(page, "Plaza de Castilla");
  await chooseFirstProduct(page);
  await fillGuest(page, `Outcome ${Date.now().toString(36)}`);
  await bookButton(page).click();
  const journeyId = (await page.getByTestId("journey-id").textContent())!.trim();
  const forced = await page.request.post(`/sandbox/_sandbox/journeys/${journeyId}/outcome`, { headers: { authorization: SANDBOX_AUTH }, data: { outcome } });
  expect(forced.status()).toBe(200);
  // Brought forward to now, rather than waited for on the sandbox's clock.
  await advanceTo(page.request, journeyId, HAPPENS_BY[outcome]);
  const state = page.getByTestId("journey-state");
  return { journeyId, state, reads: (text: string) => passAsPageReads(page, PAGE_READS_MS.journey, () => expect(state).toHaveText(text, { timeout: 1_000 })) };
}

test("a ride for which no driver is found reads so once the search runs out", async ({ page }) => {
  // The search runs out (brought forward), then the refresh job reads it within 2 s.
  const { journeyId, reads } = await bookAndForce(page, "not found");
  await reads("No driver found");
  const details = await page.request.get(`/api/journeys/${journeyId}`);
  expect(await details.json()).toMatchObject({ state: "not found", endState: "not found", finished: true, following: false });
});

test("a driver cancel and a no show end the ride on the confirmation", async ({ page }) => {
  const cancelled = await bookAndForce(page, "driver cancel");
  await cancelled.reads("Cancelled");
  expect(await (await page.request.get(`/api/journeys/${cancelled.journeyId}`)).json()).toMatchObject({ endState: "driver cancel", finished: true });

  const noShow = await bookAndForce(page, "no show");
  await noShow.reads("Guest did not show up");
  expect(await (await page.request.get(`/api/journeys/${noShow.journeyId}`)).json()).toMatchObject({ endState: "no show", finished: true });
});
