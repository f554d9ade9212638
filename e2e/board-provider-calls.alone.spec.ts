import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";

// Runs in the "faults" project, one test at a time after the rest: the count of provider calls
// below must not see other tests' rides being booked and followed.

/** The board has read its rows (some, or none). */
const boardLoaded = (page: Page) => expect(page.getByTestId("board-row").or(page.getByTestId("board-empty")).first()).toBeVisible();

/** Every ride API call the sandbox has answered. */
const providerCalls = async (request: APIRequestContext) => {
  const r = await request.get("/sandbox/_sandbox/stats", { headers: { authorization: SANDBOX_AUTH } });
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { api_requests?: number }).api_requests ?? 0;
};

test("20 open boards cost the provider the same calls as one", async ({ page, context }) => {
  test.setTimeout(150_000);
  const WINDOW_MS = 15_000;
  let boardReads = 0;
  context.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/journeys" && r.ok()) boardReads++;
  });
  await page.goto("/journeys");
  await boardLoaded(page);

  const before1 = await providerCalls(page.request);
  await page.waitForTimeout(WINDOW_MS);
  const one = (await providerCalls(page.request)) - before1;

  const others: Page[] = [];
  for (let i = 0; i < 19; i++) {
    const p = await context.newPage();
    await p.goto("/journeys");
    others.push(p);
  }
  for (const p of others) await boardLoaded(p);
  const readsBefore = boardReads;
  const before20 = await providerCalls(page.request);
  await page.waitForTimeout(WINDOW_MS);
  const twenty = (await providerCalls(page.request)) - before20;
  const reads = boardReads - readsBefore;

  // Each board read again at least once in the window (every 10 s)...
  expect(reads).toBeGreaterThanOrEqual(20);
  // ...and the provider heard no more than it does for one board: only the refresh job calls it. A board
  // that cost even one call per read would add 20 or more; the margin allows for a job read of a
  // journey still followed from an earlier test landing in one window and not the other.
  expect(twenty).toBeLessThanOrEqual(one + 3);
  for (const p of others) await p.close();
});
