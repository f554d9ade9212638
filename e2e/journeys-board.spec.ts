import { expect, test, type Page } from "@playwright/test";
import { bookRide, signedInAs } from "./fixtures";
import { advanceTo, boardFor, bookAndOpen, forceOutcome, journeyCalls, PAGE_READS_MS, passAsPageReads, uniqueRider } from "./journey-helpers";

type BoardAnswer = { rows: { id: string; journeyId: string | null; riderName: string; requester: string }[]; attentionCount: number };

/** The board has read its rows (some, or none). */
const boardLoaded = (page: Page) => expect(page.getByTestId("board-row").or(page.getByTestId("board-empty")).first()).toBeVisible();

test("a booked journey appears on the board and moves through its states as the refresh job reads it", async ({ page, context }) => {
  // A reservation stays scheduled until the sandbox moves it on, however long the board takes to show it.
  const guest = `Board ${Date.now().toString(36)}`;
  const ahead = 40;
  // The board is open before the ride is booked, as a desk's would be: the row arrives by itself.
  const board = await context.newPage();
  // The board's clock is the test's: its next read on the timer is brought forward instead of waited for.
  await board.clock.install();
  await board.goto("/journeys");
  await board.goto(await boardFor(board, guest, ahead));
  await expect(board.getByTestId("board-empty")).toContainText("No journeys match these filters");
  const { journeyId } = await bookRide(page.request, { rider: guest, reserveInMinutes: ahead });
  const row = board.getByTestId("board-row").filter({ hasText: guest });
  await passAsPageReads(board, PAGE_READS_MS.board, () => expect(row).toHaveCount(1, { timeout: 1_000 }), 20_000);
  const seen: string[] = [(await row.getAttribute("data-state"))!];
  expect(seen).toEqual(["scheduled"]);
  await expect(row).toContainText("Chamartín");
  await expect(row.getByTestId("board-price")).toContainText(/€\d+\.\d\d (estimated|final)/);
  await expect(row.getByRole("link", { name: guest })).toHaveAttribute("href", /^\/journeys\/[0-9a-f-]{36}$/);

  const state = row.getByTestId("board-state");
  let driverShown = false;
  const until = (states: string[]) =>
    passAsPageReads(board, PAGE_READS_MS.board, async () => {
      const key = (await row.getAttribute("data-state"))!;
      if (seen.at(-1) !== key) seen.push(key);
      if (["hired", "arrived", "pick up"].includes(key)) driverShown ||= await row.getByTestId("board-driver").isVisible();
      expect(states).toContain(key);
    });
  // The ride is moved on at the sandbox rather than waited for: a driver, then the end.
  await advanceTo(page.request, journeyId, "hired");
  await until(["hired", "arrived", "pick up", "drop off", "terminated"]);
  await advanceTo(page.request, journeyId, "drop off");
  await until(["drop off", "terminated"]);
  await expect(state).toHaveText("Completed");
  // It moved on the open board, without a reload, from scheduled.
  expect(seen.length).toBeGreaterThan(2);
  if (seen.some((s) => ["hired", "arrived", "pick up"].includes(s))) expect(driverShown).toBe(true);
});

test("tabs, filters and search live in the URL: they survive a reload, and back and forward step through them", async ({ page }) => {
  await page.goto("/journeys");
  const today = page.getByRole("tab", { name: "Today" });
  await expect(today).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("desk-zone")).toContainText("your time zone");
  // The tablist is one stop in the tab order; arrows move between tabs and choose them.
  await today.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Upcoming" })).toBeFocused();
  await expect(page).toHaveURL(/\/journeys\?tab=upcoming$/);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: /Needs attention/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("attention-count")).toHaveText(/^\d+$/);
  await page.getByRole("tab", { name: "Past" }).click();
  await expect(page).toHaveURL(/\/journeys\?tab=past$/);

  await page.getByLabel("State").selectOption({ label: "Completed" });
  await page.getByLabel("Guest name or phone").fill("nobody-by-this-name");
  await expect(page).toHaveURL(/tab=past&state=completed&q=nobody-by-this-name$/);
  await expect(page.getByTestId("board-empty")).toContainText("No journeys match these filters");

  await page.reload();
  await expect(page.getByRole("tab", { name: "Past" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("State")).toHaveValue("completed");
  await expect(page.getByLabel("Guest name or phone")).toHaveValue("nobody-by-this-name");
  await expect(page.getByTestId("board-empty")).toContainText("No journeys match these filters");

  // Typing replaces the entry it started from; choosing the state was a step of its own.
  await page.goBack();
  await expect(page).toHaveURL(/\/journeys\?tab=past$/);
  await expect(page.getByLabel("Guest name or phone")).toHaveValue("");
  await expect(page.getByLabel("State")).toHaveValue("");
  await page.goForward();
  await expect(page.getByLabel("Guest name or phone")).toHaveValue("nobody-by-this-name");
  await expect(page.getByLabel("State")).toHaveValue("completed");

  await page.getByRole("button", { name: "Clear the filters" }).click();
  await expect(page).toHaveURL(/\/journeys\?tab=past$/);
  await expect(page.getByLabel("State")).toHaveValue("");
});

test("an agent cannot see another requester's journey, on the board nor through its GET", async ({ page, browser, baseURL }) => {
  const guest = `Hidden ${Date.now().toString(36)}`;
  const { requesterId } = await bookRide(page.request, { rider: guest });
  const mine = await page.request.get(`/api/journeys?tz=UTC&q=${encodeURIComponent(guest)}`);
  const row = ((await mine.json()) as BoardAnswer).rows[0]!;
  expect(row.riderName).toBe(guest);

  // An agent assigned to a requester other than the one this ride was booked for.
  const agent = await signedInAs(browser, baseURL!, page.request, { name: "Olga Other", exceptRequester: requesterId });

  await agent.page.goto(`/journeys?q=${encodeURIComponent(guest)}`);
  await expect(agent.page.getByTestId("board-empty")).toContainText("No journeys match these filters");
  await agent.page.goto("/journeys");
  await boardLoaded(agent.page);
  await expect(agent.page.getByTestId("board-row").filter({ hasText: guest })).toHaveCount(0);

  for (const tab of ["today", "upcoming", "past", "attention"]) {
    const r = await agent.page.request.get(`/api/journeys?tz=UTC&tab=${tab}&q=${encodeURIComponent(guest)}`);
    expect(r.status()).toBe(200);
    expect(((await r.json()) as BoardAnswer).rows).toEqual([]);
  }
  const all = (await (await agent.page.request.get("/api/journeys?tz=UTC")).json()) as BoardAnswer;
  expect(all.rows.map((r) => r.id)).not.toContain(row.id);
  // Nor through the journey's own read.
  expect((await agent.page.request.get(`/api/journeys/${row.journeyId}`)).status()).toBe(404);
  // A malformed query is refused before anything is read.
  expect((await agent.page.request.get("/api/journeys?tab=everything")).status()).toBe(400);
  await agent.context.close();

  // Signed out, nothing at all.
  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect((await anonymous.request.get("/api/journeys")).status()).toBe(401);
  await anonymous.close();
});

test("no driver found: the Needs attention tab keeps searching in one click, and the ride leaves the tab", async ({ page }) => {
  const rider = uniqueRider("Board not found");
  const { journeyId } = await bookAndOpen(page, rider);
  await forceOutcome(page.request, journeyId, "not found");
  // The search runs out now rather than after its 5 sandbox minutes.
  await advanceTo(page.request, journeyId, "hired");
  await page.clock.install();
  await page.goto(`/journeys?tab=attention&q=${encodeURIComponent(rider)}`);
  const row = page.getByTestId("board-row").filter({ hasText: rider });
  // The refresh job reads the new state, then the board's next read shows it.
  await passAsPageReads(page, PAGE_READS_MS.board, () =>
    expect(row.getByTestId("attention-area")).toContainText("could not find a driver", { timeout: 1_000 }),
  );
  await expect(row.getByRole("link", { name: `Rebook ${rider}'s ride` })).toHaveAttribute("href", /^\/book\?from=[0-9a-f-]{36}$/);
  await row.getByRole("button", { name: `Keep searching ${rider}'s ride` }).click();
  await passAsPageReads(page, PAGE_READS_MS.board, () => expect(row).toHaveCount(0, { timeout: 1_000 }), 20_000);
  expect(await journeyCalls(page.request, journeyId, "keep_searching")).toHaveLength(1);
  await expect(page.getByRole("tab", { name: /Needs attention/ })).toHaveAttribute("aria-selected", "true");
});
