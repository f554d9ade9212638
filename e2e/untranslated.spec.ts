import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bookRide, makeEvent, makeUser, signedInContext } from "./fixtures";
import { invite, openReportAt, uniqueEmail } from "./helpers";
import { advanceTo, forceOutcome, madridIn, uniqueRider } from "./journey-helpers";
import { createParcel, unique } from "./parcel-helpers";

/**
 * Every page shown in the pseudo-locale, where each translated text is wrapped in ⟦ ⟧: any text a
 * person can see or hear that is not inside such a pair did not come from the translations. Data
 * shown as it came (names, addresses, the provider's words) is marked translate="no", and dates and
 * times are <time> elements; numbers and punctuation pass as they are.
 */

const PSEUDO_COOKIE = "ridedesk-pseudo-locale";

/**
 * The texts and labelled attributes of the page that did not come from the translations; `elsewhere`
 * leaves out a part of the page whose words another part of the product owns.
 */
async function untranslated(page: Page, { elsewhere }: { elsewhere?: string } = {}): Promise<string[]> {
  // A map's credits appear as soon as the map exists, and are marked as written by their owners a moment
  // later: on a page with a map, the walk waits until the map is made and its credits are marked.
  if ((await page.locator('[data-testid="booking-map"], [data-testid="journey-map"], [data-testid="event-map"]').count()) > 0) {
    await expect(page.locator('.maplibregl-ctrl-attrib-inner[translate="no"]').first()).toBeAttached();
  }
  await expect(page.locator('.maplibregl-ctrl-attrib-inner:not([translate="no"])')).toHaveCount(0);
  return page.evaluate((elsewhere) => {
    const found: string[] = [];
    const neutral = /^[\s\d.,:;·•\-–—+%€$£¥/()×|#@"'’“”…*<>=?!&_[\]{}~^]*$/u;
    const exempt = (el: Element | null) =>
      // A map's credits are its owners' words: the app marks them (checked above), and MapLibre may draw them again meanwhile.
      !!el?.closest('[translate="no"], time, script, style, noscript, template, svg title, [data-pseudo-exempt], .maplibregl-ctrl-attrib') ||
      (!!elsewhere && !!el?.closest(elsewhere));
    let depth = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const opens = (text.match(/⟦/g) ?? []).length;
      const closes = (text.match(/⟧/g) ?? []).length;
      const inside = depth > 0 || opens > 0 || closes > 0;
      depth = Math.max(0, depth + opens - closes);
      if (inside || exempt(node.parentElement) || neutral.test(text)) continue;
      found.push(text.trim());
    }
    for (const el of document.body.querySelectorAll("[placeholder], [aria-label], [title], img[alt], [aria-description]")) {
      if (exempt(el)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt", "aria-description"]) {
        const value = el.getAttribute(name);
        if (value && !value.includes("⟦") && !neutral.test(value)) found.push(`${name}="${value}"`);
      }
    }
    const title = document.title.replace(/Ridedesk/g, "");
    if (!title.includes("⟦") && !neutral.test(title)) found.push(`<title>${document.title}`);
    return [...new Set(found)];
  }, elsewhere);
}

/** Pages a signed-in admin sees, each with what must be on it before it is read, and what the admin does first so the page has something to show. */
const DESK_PAGES: { path: string; ready: string; before?: (request: APIRequestContext) => Promise<unknown> }[] = [
  { path: "/profile", ready: "form" },
  { path: "/admin/policy", ready: "form" },
  { path: "/admin/labels", ready: 'form[role="search"]' },
  { path: "/admin/users", ready: '[data-testid="requesters-card"]' },
  { path: "/admin/audit", ready: '[data-testid="audit-table"]' },
  { path: "/admin/system", ready: '[data-testid="provider-status"]' },
  { path: "/admin/webhooks", ready: '[data-testid="subscription-count"]' },
  { path: "/admin/notifications", ready: '[data-testid="notification-settings"]' },
  { path: "/admin/jobs", ready: '[data-testid="jobs-panel"]' },
  { path: "/admin/holidays", ready: "form" },
  { path: "/journeys/series", ready: "main table" },
  // A ride booked this month, so that the summary, the chart (drawn in the browser), the table and the rides all show.
  {
    path: "/reports",
    ready: '[data-testid="report-chart"]',
    before: (request) => bookRide(request, { rider: uniqueRider("Pseudo Report"), reason: "Pseudo reason" }),
  },
  { path: "/parcels", ready: '[data-testid="parcels-empty"], [data-testid="parcel-row"]' },
  { path: "/events", ready: '[data-testid="events-empty"], [data-testid="event-row"]' },
  { path: "/book", ready: '[data-testid="booking-summary"]' },
  // The board's rows are everyone's rides on this installation, in whatever state the other tests left them.
  { path: "/journeys", ready: '[data-testid="board-row"], [data-testid="board-empty"]' },
  { path: "/journeys?tab=attention", ready: '[data-testid="board-row"], [data-testid="board-empty"]' },
];

test.describe("every page in the pseudo-locale", () => {
  for (const { path, ready, before } of DESK_PAGES) {
    test(`${path} has no text from outside the translations`, { tag: path === "/book" ? "@map" : [] }, async ({ browser, baseURL, request }) => {
      const admin = await makeUser(request, { role: "admin" });
      const context = await signedInContext(browser, baseURL!, admin);
      await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
      const page = await context.newPage();
      await before?.(page.request);
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await untranslated(page)).toEqual([]);
      await context.close();
    });
  }

  test(
    "an event's page, its confirm dialog and the board filtered by it have no text from outside the translations",
    { tag: "@map" },
    async ({ browser, baseURL, request }) => {
      const admin = await makeUser(request, { role: "admin" });
      const context = await signedInContext(browser, baseURL!, admin);
      await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
      const page = await context.newPage();
      // A row to book, and one with a mobile to correct: the table shows a price, a state and an error at its cell.
      // The guest's mobile is the spec's own: the same ride booked by another spec would be left out as a repeat.
      const csv = [
        "Guest name,Mobile,Pickup,Destination,Pickup time,Group",
        `Ana Pseudo,+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")},Puerta del Sol,Museo del Prado,,Arrivals`,
        "Bruno Pseudo,612,Puerta del Sol,Museo del Prado,,Departures",
      ].join("\n");
      const { batchId } = await makeEvent(page.request, { csv, name: "Pseudo Summit" });
      await page.goto(`/events/${batchId}`);
      await expect(page.getByTestId("event-rows")).toBeVisible();
      // Checked and priced by the app's jobs; the page follows them by itself.
      await expect(page.getByTestId("event-status")).toHaveAttribute("data-status", "draft", { timeout: 20_000 });
      await expect(page.locator('[data-testid="event-row"][data-status="invalid"]')).toHaveCount(1);
      await expect(page.getByTestId("event-map")).toBeVisible();
      expect(await untranslated(page)).toEqual([]);
      await page.getByTestId("confirm-event").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await untranslated(page)).toEqual([]);
      // The board filtered by the event: its chip and its groups.
      await page.goto(`/journeys?event=${batchId}`);
      await expect(page.getByTestId("board-event-filter")).toBeVisible();
      await expect(page.locator('[data-testid="board-row"], [data-testid="board-empty"]').first()).toBeVisible();
      expect(await untranslated(page)).toEqual([]);
      await context.close();
    },
  );

  test("the reports' correction dialog has no text from outside the translations", async ({ browser, baseURL, request }) => {
    const admin = await makeUser(request, { role: "admin" });
    const context = await signedInContext(browser, baseURL!, admin);
    await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
    const page = await context.newPage();
    const rider = uniqueRider("Pseudo Correction");
    await bookRide(page.request, { rider, reason: "Pseudo reason" });
    await (await openReportAt(page, rider)).getByRole("button").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("form")).toBeVisible(); // the ride's history has loaded
    expect(await untranslated(page)).toEqual([]);
    await context.close();
  });

  test("choosing a password from a link, or finding it used, has no text from outside the translations", async ({ browser, baseURL, page }) => {
    const link = await invite(page, "Pseudo Agent", uniqueEmail("pseudo"));
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
    const visitor = await context.newPage();
    await visitor.goto(link);
    await expect(visitor.locator("form").first()).toBeVisible();
    expect(await untranslated(visitor)).toEqual([]);
    await visitor.goto("/welcome/not-a-link-anyone-was-sent-0123456789");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await untranslated(visitor)).toEqual([]);
    await context.close();
  });

  test("the invitation dialog has no text from outside the translations", async ({ browser, baseURL, request }) => {
    const admin = await makeUser(request, { role: "admin" });
    const context = await signedInContext(browser, baseURL!, admin);
    await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/admin/users");
    await page.getByTestId("requesters-card").waitFor();
    await page.getByRole("button", { name: "⟦Íñvíté úsér⟧" }).click(); // "Invite user" in the pseudo-locale
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await untranslated(page)).toEqual([]);
    await context.close();
  });

  test("home has no text from outside the translations, its own words with no rides, and today's rides as the board has them", async ({
    browser,
    baseURL,
    request,
  }) => {
    // Someone with no rides yet: the home page's own words, its empty list among them.
    const newcomer = await makeUser(request, { requesters: 0 });
    const first = await signedInContext(browser, baseURL!, newcomer);
    await first.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
    const empty = await first.newPage();
    await empty.goto("/");
    await expect(empty.getByTestId("todays-rides").locator("a[href='/book']")).toBeVisible();
    expect(await untranslated(empty)).toEqual([]);
    await first.close();

    // Someone with rides today, one of which needs attention: the board's rows, and the notice. The
    // agent also sees the rides of the company's requesters that other tests booked today, earliest
    // first, so the rows shown are whichever come first; the attention tab is checked with the board.
    const agent = await makeUser(request);
    const context = await signedInContext(browser, baseURL!, agent);
    await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
    const page = await context.newPage();
    const { journeyId } = await bookRide(page.request, { rider: uniqueRider("Pseudo stuck") });
    await forceOutcome(page.request, journeyId, "not found");
    // The search runs out now rather than after its 5 sandbox minutes.
    await advanceTo(page.request, journeyId, "hired");
    await page.goto("/");
    await expect(page.getByTestId("todays-rides").getByTestId("board-row").first()).toBeVisible();
    await expect(page.getByTestId("home-attention")).toBeVisible({ timeout: 60_000 });
    expect(await untranslated(page)).toEqual([]);
    await context.close();
  });

  test(
    "the parcel form's refusals, and a parcel's page with its estimate and a dialog, have no text from outside the translations",
    { tag: "@map" },
    async ({ browser, baseURL, request, page: english }) => {
      // Made through the page in English, then read by an admin (who sees every parcel) in the pseudo-locale.
      const description = unique("Pseudo parcel");
      const path = await createParcel(english, description);
      const admin = await makeUser(request, { role: "admin" });
      const context = await signedInContext(browser, baseURL!, admin);
      await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
      const page = await context.newPage();

      await page.goto("/parcels");
      await expect(page.getByTestId("parcel-row").first()).toBeVisible();
      await page.getByRole("button", { name: "⟦Créáté párçél⟧" }).click(); // "Create parcel": the empty form is refused field by field
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await untranslated(page)).toEqual([]);

      await page.goto(path);
      const shippingType = page.getByRole("region").locator("select");
      await expect(shippingType).toBeEnabled({ timeout: 15_000 });
      await page.getByRole("button", { name: "⟦Éstímáté⟧" }).click(); // "Estimate"
      await expect(page.getByTestId("parcel-estimate")).toBeVisible({ timeout: 15_000 });
      expect(await untranslated(page)).toEqual([]);
      await page.getByRole("button", { name: "⟦Délété párçél⟧" }).click(); // "Delete parcel"
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await untranslated(page)).toEqual([]);
      await context.close();
    },
  );

  test(
    "a ride's page has no text from outside the translations, while the ride is on, when cancelling it and once it has ended",
    { tag: "@map" },
    async ({ browser, baseURL, request }) => {
      const agent = await makeUser(request);
      const context = await signedInContext(browser, baseURL!, agent);
      await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
      const page = await context.newPage();
      const ride = await bookRide(page.request, { rider: uniqueRider("Pseudo"), reserveInMinutes: 90 });
      await page.goto(`/journeys/${ride.bookingId}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("journey-state")).toHaveAttribute("data-state", "scheduled");
      // The map has loaded once its data's credits are marked as kept as written (components/map/map-words.ts).
      const mapCredits = page.getByTestId("journey-map").locator(".maplibregl-ctrl-attrib-inner");
      await expect(mapCredits).toHaveAttribute("translate", "no");
      // What is shared with the guest is the booking's (components/booking/guest-share.tsx, also on the booking confirmation).
      const guestShare = '[data-testid="guest-share"]';
      await expect(page.locator(guestShare)).toBeVisible();
      expect(await untranslated(page, { elsewhere: guestShare })).toEqual([]);

      await page.getByRole("button", { name: "⟦Cáñçél thé rídé⟧" }).click(); // "Cancel the ride"
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      expect(await untranslated(page, { elsewhere: guestShare })).toEqual([]);
      await dialog.getByRole("button", { name: "⟦Yés, çáñçél thé rídé⟧" }).click(); // "Yes, cancel the ride"
      await expect(page.getByTestId("guest-links-ended")).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId("cancel-outcome")).toBeVisible();
      await expect(mapCredits).toHaveAttribute("translate", "no");
      expect(await untranslated(page)).toEqual([]);
      await context.close();
    },
  );

  test("the guest's page has no text from outside the translations", async ({ browser, baseURL, request }) => {
    const agent = await makeUser(request);
    const desk = await signedInContext(browser, baseURL!, agent);
    const deskPage = await desk.newPage();
    // Booked in Spanish: the page's language is the booking's, and the pseudo-locale takes its place.
    const ride = await bookRide(deskPage.request, { rider: uniqueRider("Pseudo Guest"), language: "es" });
    expect(ride.guestUrl).toBeTruthy();
    const phone = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    await phone.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
    const page = await phone.newPage();
    await page.goto(new URL(ride.guestUrl!).pathname);
    await expect(page.getByTestId("guest-state")).toBeVisible();
    expect(await untranslated(page)).toEqual([]);
    // With a driver: the driver's section, the car and the plate.
    await advanceTo(deskPage.request, ride.journeyId, "hired");
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("guest-plate")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    expect(await untranslated(page)).toEqual([]);
    // The page for a link that does not work.
    await page.goto(`/r/${"A".repeat(32)}`);
    await expect(page.getByTestId("guest-link-inactive")).toBeVisible();
    expect(await untranslated(page)).toEqual([]);
    await phone.close();
    await desk.close();
  });

  test(
    "the booking form with its stops, meeting points, prices and a reservation, then its confirmation, has no text from outside the translations",
    { tag: "@map" },
    async ({ browser, baseURL, request }) => {
      const agent = await makeUser(request);
      const context = await signedInContext(browser, baseURL!, agent);
      await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
      const page = await context.newPage();
      await page.goto("/book");
      // The address search is the form's first text combobox; its name is in the pseudo-locale.
      const search = page.locator('input[role="combobox"]').first();
      for (const place of ["Puerta de Atocha", "Museo del Prado"]) {
        const before = await page.getByTestId("stop-row").count();
        await search.fill(place);
        await page.getByRole("listbox").getByRole("option").first().click();
        await expect(page.getByTestId("stop-row")).toHaveCount(before + 1);
      }
      // Atocha is a hub: its meeting points are offered; the map shows the stops and the route.
      await expect(page.getByTestId("meeting-point-picker")).toHaveCount(1, { timeout: 15_000 });
      await page.getByTestId("meeting-point-option").first().getByRole("radio").check();
      await expect(page.getByTestId("booking-map").locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 20_000 });
      await page.getByTestId("product-option").first().click({ timeout: 15_000 });
      await page.getByTestId("stop-row").first().getByRole("button").nth(2).click(); // the pickup's details
      await expect(page.locator("#guest-mobile")).toBeVisible();
      expect(await untranslated(page)).toEqual([]);

      // A reservation: the pickup's local time and the agent's, and the rides priced for it.
      await page.locator('input[name="when"]').nth(1).check(); // "Reserve for later"
      await expect(page.locator("#when-zone")).toBeVisible();
      // Well past the 30 minutes' lead, so however long the steps below take the reservation stays bookable.
      const { date, time } = madridIn(60);
      await page.locator('input[type="date"]').fill(date);
      await page.locator('input[type="time"]').fill(time);
      await page.getByTestId("product-option").first().click({ timeout: 15_000 });
      expect(await untranslated(page)).toEqual([]);

      await page.locator("#guest-name").fill("Pseudo Guest");
      await page.locator("#guest-mobile").fill("+34 600 111 222");
      await page.getByTestId("booking-summary").getByRole("button").click();
      await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId("guest-message")).toBeVisible();
      expect(await untranslated(page)).toEqual([]);
      await context.close();
    },
  );

  test("sign-in has no text from outside the translations", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    await context.addCookies([{ name: PSEUDO_COOKIE, value: "1", url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/sign-in");
    await expect(page.locator("form").first()).toBeVisible();
    expect(await untranslated(page)).toEqual([]);
    await context.close();
  });
});
