import { expect, request as newRequest, test, type APIRequestContext } from "@playwright/test";
import { SANDBOX_AUTH } from "./booking-helpers";
import { bookRide, makeUser } from "./fixtures";
import { advanceTo, forceOutcome, uniqueRider } from "./journey-helpers";
import { mailPortOf } from "./mail-port";
import { startMailReceiver, startWebhookReceiver } from "./receivers";

/**
 * The desk hears of rides that need it, and guests get emails, at receivers the test starts: a
 * Slack-shaped webhook, and the SMTP server this installation mails (playwright.config.ts). The
 * desk's webhook is the whole installation's, so these run on the second one, one at a time.
 */
test.describe.configure({ mode: "serial" });

/** A read every 2 s, then the send job's next look (2 s), with room for a loaded machine. */
const SOON = { timeout: 10_000 };

let mail: Awaited<ReturnType<typeof startMailReceiver>>;

test.beforeAll(async ({}, testInfo) => {
  mail = await startMailReceiver(mailPortOf(Number(new URL(testInfo.project.use.baseURL!).port)));
});

test.afterAll(async () => {
  await mail?.close();
});

async function setDeskWebhook(request: APIRequestContext, channel: "slack" | "teams", url: string | null) {
  const r = await request.post("/api/e2e/desk-webhook", { headers: { authorization: SANDBOX_AUTH }, data: { channel, url } });
  expect(r.status(), await r.text()).toBe(201);
}

/** Fails as soon as a count moves off `expected` within `ms`: for what must happen once only. */
async function staysAt(count: () => number, expected: number, ms: number) {
  const until = Date.now() + ms;
  await expect.poll(() => (count() !== expected || Date.now() >= until ? count() : null), { timeout: ms + 2_000, intervals: [250] }).not.toBeNull();
  expect(count()).toBe(expected);
}

type SlackMessage = { text: string; blocks: { type: string; elements?: { type: string; url: string }[] }[] };

test("a ride with no driver found is posted once to the desk's Slack channel, with a button to the ride", async ({ request }) => {
  const slack = await startWebhookReceiver();
  try {
    await setDeskWebhook(request, "slack", slack.url);
    const rider = uniqueRider("Sol");
    const ride = await bookRide(request, { rider });
    await forceOutcome(request, ride.journeyId, "not found");
    await advanceTo(request, ride.journeyId, "hired"); // the search runs out now
    // Other rides of this installation that need the desk may be posted too: only this one's are counted.
    const aboutRide = () => slack.posts.filter((p) => JSON.stringify(p.body).includes(`/journeys/${ride.bookingId}`));
    await expect.poll(() => aboutRide().length, SOON).toBe(1);

    const { path, body } = aboutRide()[0]!;
    expect(path).toBe(new URL(slack.url).pathname);
    const message = body as SlackMessage;
    expect(message.text).toContain(rider);
    expect(message.blocks.map((b) => b.type)).toEqual(["header", "section", "actions"]);
    const buttons = message.blocks.flatMap((b) => b.elements ?? []);
    expect(
      buttons.some((b) => b.type === "button" && b.url.endsWith(`/journeys/${ride.bookingId}`)),
      JSON.stringify(buttons),
    ).toBe(true);
    // Two more reads' worth of time: the ride is not posted again.
    await staysAt(() => aboutRide().length, 1, 4_000);
  } finally {
    await setDeskWebhook(request, "slack", null);
    await slack.close();
  }
});

test("a guest booked in Portuguese with email gets the booking in Portuguese, with the link to their page", async ({ request }) => {
  const guest = `guest.${Date.now().toString(36)}@ridedesk.example`;
  const ride = await bookRide(request, { rider: uniqueRider("João"), channels: ["email"], email: guest, language: "pt" });
  // The driver's email may follow at once, and messages go out side by side: it may even arrive first.
  await expect.poll(() => mail.to(guest).map((m) => m.subject), SOON).toContain("Sua viagem está reservada");
  const booked = mail.to(guest).filter((m) => m.subject === "Sua viagem está reservada");
  expect(booked).toHaveLength(1);

  const [email] = booked;
  expect(email!.from?.value[0]?.address).toBe("desk@ridedesk.example");
  expect(email!.text).toContain("Sua viagem está reservada:");
  expect(email!.text).toContain(ride.guestUrl!);
  expect(email!.html).toContain(`<a href="${ride.guestUrl}">`);
  expect(email!.html).toContain('lang="pt"');
});

test("the agent who booked a ride whose driver cancelled gets the alert by email, with the ride's link", async ({ request, baseURL }) => {
  const agent = await makeUser(request, { role: "agent" });
  const asAgent = await newRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `${agent.cookie.name}=${agent.cookie.value}` } });
  try {
    const rider = uniqueRider("Pilar");
    const ride = await bookRide(asAgent, { rider });
    await forceOutcome(request, ride.journeyId, "driver cancel");
    await advanceTo(request, ride.journeyId, "arrived"); // the driver cancels on the way, now
    await expect.poll(() => mail.to(agent.email).length, SOON).toBe(1);

    const [alert] = mail.to(agent.email);
    expect(alert!.subject).toContain(rider);
    expect(alert!.text).toContain(`/journeys/${ride.bookingId}`);
    expect(alert!.html).toMatch(new RegExp(`href="[^"]*/journeys/${ride.bookingId}"`));
  } finally {
    await asAgent.dispose();
  }
});
