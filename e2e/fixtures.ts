import { expect, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { uniqueEmail } from "./helpers";

/**
 * The world a test needs, made through the app's own functions (/api/e2e, lib/e2e-fixtures) instead of
 * its screens: people with a session, and rides booked as the booking form books them. Only the specs
 * whose subject is a screen drive that screen.
 */

export type FixtureUser = { id: string; email: string; cookie: { name: string; value: string } };

/** A user with a session, and, for an agent, the company's first requesters to book for. */
export async function makeUser(
  request: APIRequestContext,
  {
    role = "agent",
    name = role === "admin" ? "Ada Admin" : "Aitor Agent",
    email = uniqueEmail(role),
    password,
    requesters = 1,
    exceptRequester,
  }: { role?: "admin" | "agent" | "approver"; name?: string; email?: string; password?: string; requesters?: number; exceptRequester?: string } = {},
): Promise<FixtureUser> {
  const r = await request.post("/api/e2e/users", {
    headers: { authorization: SANDBOX_AUTH },
    data: { role, name, email, requesters, ...(password ? { password } : {}), ...(exceptRequester ? { exceptRequester } : {}) },
  });
  expect(r.status(), await r.text()).toBe(201);
  return r.json();
}

/** A browser context signed in as the user, on the test's server; its browser asks for `locale` when given. */
export async function signedInContext(browser: Browser, baseURL: string, user: FixtureUser, { locale }: { locale?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, ...(locale ? { locale } : {}) });
  await context.addCookies([{ ...user.cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

export type BookedRide = { bookingId: string; journeyId: string; guestUrl: string | null; publicUrl: string | null; requesterId: string };

/**
 * A ride booked as the request's signed-in user (page.request), through the app's estimate and book steps:
 * the provider receives exactly what the form would have sent.
 */
export async function bookRide(
  request: APIRequestContext,
  ride: {
    rider: string;
    from?: string;
    to?: string;
    /** Stops between, by name, in order. */
    via?: string[];
    reserveInMinutes?: number;
    /** The product's name as the form lists it ("Cabify", "Group"); the first listed unless told. */
    product?: string;
    reason?: string;
    labelSlug?: string;
    mobile?: string;
    language?: "en" | "es" | "pt";
    /** How the guest is told by Ridedesk; none unless told. */
    channels?: ("sms" | "whatsapp" | "email")[];
    email?: string;
    /** A ride the guest calls when ready, within a window these minutes from now (then no journey yet). */
    ready?: { opensInMinutes: number; closesInMinutes: number; radiusM?: number };
  },
): Promise<BookedRide> {
  const r = await request.post("/api/e2e/bookings", { headers: { authorization: SANDBOX_AUTH }, data: ride });
  expect(r.status(), await r.text()).toBe(201);
  return r.json();
}

/** A new person signed in, in a browser of their own: the user, their context and a page. */
export async function signedInAs(browser: Browser, baseURL: string, request: APIRequestContext, options: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(request, options);
  const context = await signedInContext(browser, baseURL, user);
  return { user, context, page: await context.newPage() };
}

/**
 * An event made from a sheet's CSV text as the request's signed-in user (page.request), as the events
 * page's upload makes it; its check and pricing then run as the app's jobs. The first row names the columns.
 */
export async function makeEvent(
  request: APIRequestContext,
  sheet: { csv: string; name?: string; /** A new event even though this sheet made one already. */ again?: boolean },
): Promise<{ kind: "batch"; batchId: string }> {
  const r = await request.post("/api/e2e/events", { headers: { authorization: SANDBOX_AUTH }, data: sheet });
  expect(r.status(), await r.text()).toBe(201);
  const made = await r.json();
  expect(made.kind, JSON.stringify(made)).toBe("batch");
  return made;
}

/** The spend rules as the request's signed-in admin sets them: a price cap in EUR cents that asks for approval (null: none), label approvers, and saved places. */
export async function setSpendRules(
  request: APIRequestContext,
  rules: {
    maxPriceMinor: number | null;
    maxPriceOutcome?: "refuse" | "approve" | "flag";
    asapApprovalMinutes?: number;
    approvers?: { labelSlug: string; userId: string }[];
    budget?: { labelSlug: string; amountMinor: number; onExceed: "refuse" | "approve" };
    places?: { name: string; lat: number; lng: number }[];
  },
) {
  const r = await request.post("/api/e2e/spend", { headers: { authorization: SANDBOX_AUTH }, data: rules });
  expect(r.status(), await r.text()).toBe(201);
}

/** The approvals' deadline fallbacks run as at `at`, as the request's signed-in admin asks: the app's clock moved past a deadline. */
export async function passDeadlines(request: APIRequestContext, at: Date): Promise<{ approvalId: string; outcome: { kind: string } }[]> {
  const r = await request.post("/api/e2e/approvals/deadlines", { headers: { authorization: SANDBOX_AUTH }, data: { at: at.toISOString() } });
  expect(r.status(), await r.text()).toBe(201);
  return r.json();
}
