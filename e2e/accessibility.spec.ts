import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { BROWSER_LANGUAGES, expectAccessibleInEachLanguage, seriousViolations } from "./axe";
import { bookRide, makeEvent, makeUser, signedInContext } from "./fixtures";
import { uniqueRider } from "./journey-helpers";
import { makeParcel, unique } from "./parcel-helpers";

/**
 * Every page, in English, Spanish and Portuguese, measured by axe against WCAG 2.1 A and AA: none
 * has a serious or critical violation. Maps are not drawn here (their fallback is measured); the
 * map specs draw them. A browser per language and group of pages goes through them, and what axe
 * finds on each group is reported together.
 */

type Visit = { path: string; ready: string };

/** Pages an admin sees, each with what must be on it before it is measured, by group. */
const DESK_PAGES: Visit[] = [
  { path: "/", ready: "main h1" },
  { path: "/book", ready: '[data-testid="booking-summary"]' },
  { path: "/journeys", ready: '[data-testid="board-row"], [data-testid="board-empty"]' },
  { path: "/journeys?tab=attention", ready: '[data-testid="board-row"], [data-testid="board-empty"]' },
  { path: "/reports", ready: '[data-testid="report-chart"]' },
  { path: "/events", ready: '[data-testid="events-empty"], [data-testid="event-row"]' },
  { path: "/parcels", ready: '[data-testid="parcels-empty"], [data-testid="parcel-row"]' },
  { path: "/profile", ready: "form" },
  { path: "/journeys/series", ready: "main table" },
  { path: "/not-a-page", ready: "main h1" },
];
const ADMIN_PAGES: Visit[] = [
  { path: "/admin/policy", ready: "form" },
  { path: "/admin/labels", ready: 'form[role="search"]' },
  { path: "/admin/users", ready: '[data-testid="requesters-card"]' },
  { path: "/admin/audit", ready: '[data-testid="audit-table"]' },
  { path: "/admin/system", ready: '[data-testid="provider-status"]' },
  { path: "/admin/webhooks", ready: '[data-testid="subscription-count"]' },
  { path: "/admin/notifications", ready: '[data-testid="notification-settings"]' },
  { path: "/admin/jobs", ready: '[data-testid="jobs-panel"]' },
  { path: "/admin/holidays", ready: "form" },
];

/** The page at `path` once `ready` shows, in the language asked for: what axe finds there. */
async function measure(page: Page, path: string, ready: string, lang: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  // Some pages are ready only once a job has done its part (an event's check and prices).
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
  return (await seriousViolations(page)).map((v) => `${path}: ${v}`);
}

/** An admin's browser asking for `locale`, on a page of its own. */
async function adminIn(browser: Browser, baseURL: string, request: APIRequestContext, locale: string) {
  const context = await signedInContext(browser, baseURL, await makeUser(request, { role: "admin" }), { locale });
  return { context, page: await context.newPage() };
}

/** What axe finds on each page, in order, all reported together. */
async function measureAll(page: Page, pages: Visit[], locale: string) {
  const found: string[] = [];
  for (const { path, ready } of pages) found.push(...(await measure(page, path, ready, locale.slice(0, 2))));
  return found;
}

for (const locale of BROWSER_LANGUAGES) {
  test(`the desk's pages in ${locale} have no serious accessibility violation`, async ({ browser, baseURL, request }) => {
    const { context, page } = await adminIn(browser, baseURL!, request, locale);
    // A ride this month: the reports' chart, table and rides show.
    await bookRide(page.request, { rider: uniqueRider("Axe Ride"), reason: "Axe reason" });
    expect(await measureAll(page, DESK_PAGES, locale)).toEqual([]);
    await context.close();
  });

  test(`the admin pages in ${locale} have no serious accessibility violation`, async ({ browser, baseURL, request }) => {
    const { context, page } = await adminIn(browser, baseURL!, request, locale);
    expect(await measureAll(page, ADMIN_PAGES, locale)).toEqual([]);
    await context.close();
  });

  test(`a ride's, an event's and a parcel's page in ${locale} have no serious accessibility violation`, async ({ browser, baseURL, request }) => {
    const { context, page } = await adminIn(browser, baseURL!, request, locale);
    const ride = await bookRide(page.request, { rider: uniqueRider("Axe Ride") });
    const mobile = `+34 6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const { batchId } = await makeEvent(page.request, {
      csv: `Guest name,Mobile,Pickup,Destination\nAxe Guest,${mobile},Puerta del Sol,Museo del Prado`,
      name: "Axe Summit",
    });
    const parcel = await makeParcel(page.request, unique("Axe parcel"));
    const pages = [
      { path: `/journeys/${ride.bookingId}`, ready: '[data-testid="journey-state"]' },
      // Once checked and priced by the jobs: the page changes while they work, and colours changing under axe read wrong.
      { path: `/events/${batchId}`, ready: '[data-testid="event-status"][data-status="draft"]' },
      // Once its shipping types have come (the select enabled): its buttons are then measured in their own colours, not mid-way from disabled.
      { path: parcel, ready: "main select:enabled" },
    ];
    expect(await measureAll(page, pages, locale)).toEqual([]);
    await context.close();
  });
}

test("the sign-in page and an unknown welcome link have no serious accessibility violation in any language", async ({ browser, baseURL }) => {
  await expectAccessibleInEachLanguage(browser, baseURL!, null, "/sign-in", "form");
  await expectAccessibleInEachLanguage(browser, baseURL!, null, "/welcome/not-a-link-anyone-was-sent-0123456789", "main h1");
});

test("the guest's page has no serious accessibility violation in any of the guest's languages", async ({ browser, baseURL, request }) => {
  const agent = await makeUser(request);
  const desk = await signedInContext(browser, baseURL!, agent);
  const deskPage = await desk.newPage();
  const phone = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await phone.newPage();
  // The guest's page speaks the booking's language, whatever the phone asks for.
  for (const language of ["en", "es", "pt"] as const) {
    const ride = await bookRide(deskPage.request, { rider: uniqueRider("Axe Guest"), language });
    await page.goto(new URL(ride.guestUrl!).pathname);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByTestId("guest-state")).toBeVisible();
    expect(await seriousViolations(page), `guest page in ${language}`).toEqual([]);
  }
  await phone.close();
  await desk.close();
});
