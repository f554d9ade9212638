import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { expectAccessibleInEachLanguage } from "./axe";
import { bookRide, makeEvent, makeUser, passDeadlines, setSpendRules, signedInAs, signedInContext, type FixtureUser } from "./fixtures";
import { SANDBOX_AUTH } from "./booking-helpers";
import { AGENT_PASSWORD, signIn, syncLabelsNow, uniqueEmail } from "./helpers";
import { creationsFor, PAGE_READS_MS, passAsPageReads, uniqueRider } from "./journey-helpers";
import { mailPortOf } from "./mail-port";
import { receivedBy, uniquePhone } from "./message-helpers";
import { startMailReceiver } from "./receivers";

/**
 * Approval before the car is sent: a ride over the company's price cap waits, nothing reaches the
 * provider, the label's approver is emailed a link, and their yes books it (the guest told) or their no
 * keeps it unsent with a note the agent reads. The rules are the installation's, so this runs on the
 * second installation, one at a time, where the test's SMTP receiver gets the mail.
 */
test.describe.configure({ mode: "serial" });

const CREDS = { client_id: "ridedesk-sandbox", client_secret: "sandbox-secret" };
/** The ask job's turn and the mail's delivery, with room for a loaded machine. */
const SOON = { timeout: 20_000 };
const suffix = Date.now().toString(36);

let mail: Awaited<ReturnType<typeof startMailReceiver>>;
let label: { slug: string; name: string };
let approver: FixtureUser;
const approverName = `Apolo Approver ${suffix}`;

/** A label made at the provider itself (its sandbox), as an admin would in the provider's dashboard. */
async function providerLabel(request: APIRequestContext, name: string): Promise<{ slug: string; name: string }> {
  const token = await request.post("/sandbox/auth/api/authorization", { form: { grant_type: "client_credentials", ...CREDS } });
  expect(token.ok()).toBe(true);
  const r = await request.post("/sandbox/api/v4/labels", { headers: { authorization: `Bearer ${(await token.json()).access_token}` }, data: { name } });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()).data;
}

/** The approval page's path from the approver's email about a rider. */
async function linkFromEmail(to: string, rider: string): Promise<string> {
  const about = () => mail.to(to).filter((m) => m.subject?.includes(rider));
  await expect.poll(() => about().length, SOON).toBe(1);
  const [email] = about();
  expect(email!.subject).toMatch(/^Approval needed: .*, answer due /);
  const url = /https?:\/\/\S+\/approvals\/[0-9a-f-]{36}/.exec(email!.text ?? "")?.[0];
  expect(url, email!.text).toBeTruthy();
  return new URL(url!).pathname;
}

async function approverPage(browser: Browser, baseURL: string, path: string) {
  const context = await signedInContext(browser, baseURL, approver);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test.beforeAll(async ({}, testInfo) => {
  mail = await startMailReceiver(mailPortOf(Number(new URL(testInfo.project.use.baseURL!).port)));
});

test.afterAll(async ({ request }) => {
  await setSpendRules(request, { maxPriceMinor: null });
  await mail?.close();
});

test("an admin makes an agent an approver on the Users page; signing in, they land on the approvals and see no desk", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail("approver");
  await makeUser(request, { role: "agent", name: `Carla Approver ${suffix}`, email, password: AGENT_PASSWORD });
  await page.goto("/admin/users");
  const row = page.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Make approver" }).click();
  await expect(page.getByTestId("users-notice")).toContainText(`Carla Approver ${suffix} is now an approver`);
  await expect(row).toContainText("Approver");

  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const them = await context.newPage();
  await signIn(them, email, AGENT_PASSWORD);
  await expect(them).toHaveURL(/\/approvals$/);
  await expect(them.getByRole("heading", { name: "Approvals", level: 1 })).toBeVisible();
  await expect(them.getByRole("navigation")).toHaveCount(0);
  // A desk page sends them back to the approvals; the desk's reads refuse them.
  await them.goto("/book");
  await expect(them).toHaveURL(/\/approvals$/);
  expect((await them.request.get("/api/journeys")).status()).toBe(403);
  await context.close();
});

test("a ride over the cap waits for the label's approver, who approves it from the email's link: booked once, the guest told", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  label = await providerLabel(page.request, `Approvals ${suffix}`);
  await syncLabelsNow(page);
  approver = await makeUser(request, { role: "approver", name: approverName, requesters: 0 });
  // Every ride costs more than 1 EUR: each one asks.
  await setSpendRules(page.request, { maxPriceMinor: 100, approvers: [{ labelSlug: label.slug, userId: approver.id }] });

  const agent = await signedInAs(browser, baseURL!, request, { name: `Ana Agent ${suffix}` });
  const rider = uniqueRider("Held");
  const mobile = uniquePhone();
  const held = (await bookRide(agent.page.request, { rider, mobile, channels: ["sms"], labelSlug: label.slug, reason: "Client visit" })) as unknown as {
    kind: string;
    bookingId: string;
  };
  expect(held.kind).toBe("awaiting_approval");
  expect(await creationsFor(request, rider)).toEqual([]);

  // The ride's page stays open on the agent's screen; its next read is brought forward rather than waited for.
  const ridePage = await agent.context.newPage();
  await ridePage.clock.install();
  await ridePage.goto(`/journeys/${held.bookingId}`);
  await expect(ridePage.getByText(new RegExp(`^Waiting for approval by .*${approverName}`))).toBeVisible();
  await expect(ridePage.getByTestId("approval-due")).toContainText("Answer due");
  await agent.page.goto("/journeys");
  await expect(agent.page.getByTestId("board-row").filter({ hasText: rider }).getByTestId("board-approval")).toContainText(
    new RegExp(`^Waiting for approval by .*${approverName}.*, answer due `),
  );

  const path = await linkFromEmail(approver.email, rider);
  // The approval and the approvals list, in each language, measured by axe before anything is answered.
  await expectAccessibleInEachLanguage(browser, baseURL!, approver, path, '[data-testid="approval-rules"]');
  await expectAccessibleInEachLanguage(browser, baseURL!, approver, "/approvals", "main h1");
  const { context, page: answering } = await approverPage(browser, baseURL!, path);
  // An approver sees approvals and nothing else of the desk.
  await expect(answering.getByRole("heading", { name: `${rider}'s ride` })).toBeVisible();
  await expect(answering.getByTestId("approval-rules")).toContainText("is over the €1.00 a ride may cost");
  await expect(answering.getByRole("navigation")).toHaveCount(0);
  await answering.getByRole("button", { name: "Approve" }).click();
  await expect(answering.getByText("Approved. The ride is booked and the guest is told.")).toBeVisible();

  await expect.poll(async () => (await creationsFor(request, rider)).length, SOON).toBe(1);
  // The agent's open page reads the ride again by itself, and shows it booked.
  await passAsPageReads(ridePage, PAGE_READS_MS.held, () => expect(ridePage.getByText(/^Waiting for approval by/)).toHaveCount(0, { timeout: 1_000 }));
  await expect(ridePage.getByTestId("journey-id")).toHaveText(/\S/);
  await expect.poll(async () => (await receivedBy(request, mobile)).length, SOON).toBeGreaterThan(0);
  await expect
    .poll(() => mail.to(agent.user.email).map((m) => m.subject), SOON)
    .toContainEqual(expect.stringMatching(new RegExp(`^Approved: ${rider}'s ride .* is booked$`)));

  await answering.goto("/journeys");
  await expect(answering).toHaveURL(/\/approvals$/);
  await context.close();
  await agent.context.close();
});

test("a declined ride is never sent, and the agent reads the approver's note on its page", async ({ browser, baseURL, request }) => {
  const agent = await signedInAs(browser, baseURL!, request, { name: `Bea Agent ${suffix}` });
  const rider = uniqueRider("Declined");
  const held = (await bookRide(agent.page.request, { rider, labelSlug: label.slug, reason: "Client visit" })) as unknown as { kind: string; bookingId: string };
  expect(held.kind).toBe("awaiting_approval");

  const { context, page: answering } = await approverPage(browser, baseURL!, await linkFromEmail(approver.email, rider));
  await answering.getByRole("button", { name: "Decline" }).click();
  await expect(answering.getByText("Write a note to decline")).toBeVisible();
  await answering.getByLabel("Note").fill("Take the 10:05 train instead.");
  await answering.getByRole("button", { name: "Decline" }).click();
  await expect(answering.getByText(/^Declined\. The agent sees your note/)).toBeVisible();

  await agent.page.goto(`/journeys/${held.bookingId}`);
  await expect(agent.page.getByText(`Declined by ${approverName}`)).toBeVisible();
  await expect(agent.page.getByTestId("approval-note")).toHaveText("Their note: Take the 10:05 train instead.");
  expect(await creationsFor(request, rider)).toEqual([]);
  await context.close();
  await agent.context.close();
});

test("a reservation no one answers for is declined at its deadline, 35 minutes before its pickup: nothing sent, the agent told", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const agent = await signedInAs(browser, baseURL!, request, { name: `Dora Agent ${suffix}` });
  const rider = uniqueRider("Unanswered");
  const held = (await bookRide(agent.page.request, { rider, labelSlug: label.slug, reason: "Client visit", reserveInMinutes: 120 })) as unknown as {
    kind: string;
    bookingId: string;
    approvalId: string;
    dueAt: string;
  };
  expect(held.kind).toBe("awaiting_approval");
  const due = new Date(held.dueAt);
  // The deadline follows the pickup: 2 hours ahead, it is due 85 minutes from the booking.
  expect(Math.round((due.getTime() - Date.now()) / 60_000)).toBeGreaterThanOrEqual(84);
  expect(Math.round((due.getTime() - Date.now()) / 60_000)).toBeLessThanOrEqual(85);
  // A moment before it, the deadline job leaves it waiting; a moment after, the fallback (decline) runs.
  const mine = (ran: { approvalId: string; outcome: { kind: string } }[]) => ran.filter((d) => d.approvalId === held.approvalId).map((d) => d.outcome.kind);
  expect(mine(await passDeadlines(page.request, new Date(due.getTime() - 1_000)))).toEqual([]);
  expect(mine(await passDeadlines(page.request, new Date(due.getTime() + 1_000)))).toEqual(["declined"]);

  await agent.page.goto(`/journeys/${held.bookingId}`);
  await expect(agent.page.getByText("Declined: no one answered in time")).toBeVisible();
  await expect.poll(() => mail.to(agent.user.email).map((m) => m.subject), SOON).toContainEqual(expect.stringContaining(rider));
  expect(await creationsFor(request, rider)).toEqual([]);
  await agent.context.close();
});

test("an event whose 3 rows are over the label's budget asks its approver once, with the total, and one yes books the three", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A budget of 1 EUR this month for the label: every ride of the event is over it, and waits.
  await setSpendRules(page.request, { maxPriceMinor: null, budget: { labelSlug: label.slug, amountMinor: 100, onExceed: "approve" } });
  const agent = await signedInAs(browser, baseURL!, request, { name: `Eva Agent ${suffix}` });
  const riders = [uniqueRider("Summit A"), uniqueRider("Summit B"), uniqueRider("Summit C")];
  const csv = ["Guest name,Mobile,Pickup,Destination,Label", ...riders.map((r) => `${r},${uniquePhone()},Puerta del Sol,Museo del Prado,${label.slug}`)].join(
    "\n",
  );
  const event = `Summit ${suffix}`;
  const { batchId } = await makeEvent(agent.page.request, { csv, name: event });
  const view = async () =>
    (await (await agent.page.request.get(`/api/events/${batchId}`)).json()) as {
      batch: { status: string };
      rows: { status: string; spend: { verdict: string } | null }[];
    };
  await expect.poll(async () => (await view()).batch.status, { timeout: 30_000 }).toBe("draft");
  // Before anything is sent, each row says it will wait.
  expect((await view()).rows.map((r) => r.spend?.verdict)).toEqual(["approve", "approve", "approve"]);
  await agent.page.goto(`/events/${batchId}`);
  await expect(agent.page.getByTestId("outside-rules")).toHaveText(Array(3).fill("Outside the rules: will wait for approval"));

  const confirmed = await agent.page.request.post("/api/e2e/events/confirm", { headers: { authorization: SANDBOX_AUTH }, data: { batchId } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  await expect.poll(async () => (await view()).rows.map((r) => r.status), SOON).toEqual(["waiting_approval", "waiting_approval", "waiting_approval"]);
  for (const r of riders) expect(await creationsFor(request, r)).toEqual([]);

  // One email for the event, not one per ride.
  const aboutEvent = () => mail.to(approver.email).filter((m) => m.subject?.includes(event));
  await expect.poll(() => aboutEvent().length, SOON).toBe(1);
  expect(aboutEvent()[0]!.subject).toMatch(new RegExp(`^Approval needed: 3 rides of the event ${event}, €[0-9.,]+, first answer due `));
  const path = new URL(/https?:\/\/\S+\/approvals\/[0-9a-f-]{36}/.exec(aboutEvent()[0]!.text ?? "")![0]).pathname;
  const { context, page: answering } = await approverPage(browser, baseURL!, path);
  const together = answering.getByTestId("event-approval");
  await expect(together).toContainText(`3 rides of this event wait for you`);
  await together.getByRole("button", { name: "Approve all 3" }).click();
  await expect(together.getByRole("status")).toHaveText("3 rides answered: 3 booked, 0 declined.");
  for (const r of riders) await expect.poll(async () => (await creationsFor(request, r)).length, SOON).toBe(1);
  await expect.poll(async () => (await view()).rows.map((r) => r.status), SOON).toEqual(["booked", "booked", "booked"]);
  expect(aboutEvent()).toHaveLength(1);
  await context.close();
  await agent.context.close();
});
