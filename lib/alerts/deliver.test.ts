import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { createUser } from "@/lib/accounts/queries";
import { bookings, deskAlerts, users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { Db } from "@/lib/db";
import type { MailCarrier } from "@/lib/outbound/carriers";
import { DEFAULT_NOTIFICATIONS } from "@/lib/outbound/settings";
import { deliverAlert, AlertRetry, type AlertDeps } from "./deliver";
import { planDeskAlerts } from "./outbox";
import type { postAlert } from "./post-webhook";

const SLACK = "https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX";
const REACH = { email: true, slack: true, teams: false };

function deps(over: Partial<AlertDeps> = {}) {
  const post = vi.fn<typeof postAlert>(async () => ({ outcome: "sent", status: 200 }));
  const mail = { send: vi.fn(async (m: Parameters<MailCarrier["send"]>[0]) => ({ id: m.messageId })) };
  const d: AlertDeps = {
    settings: async () => DEFAULT_NOTIFICATIONS,
    webhooks: async () => ({ slack: SLACK, teams: null }),
    mail: () => mail,
    appUrl: "https://desk.acme.example",
    deskLanguage: async () => "en",
    mailDomain: "acme.example",
    allowLoopbackHttp: false,
    post,
    ...over,
  };
  return { d, post, mail };
}

async function problemRide(db: Db, endState = "not found", { riderName = "Ana Ruiz", agentName = "Marta" } = {}) {
  const agent = await createUser(db, { email: `agent-${crypto.randomUUID().slice(0, 8)}@desk.test`, name: agentName, role: "agent" });
  await db.update(users).set({ locale: "es" }).where(eq(users.id, agent.id));
  const ride = await bookedJourney(db, { createdBy: agent.id, riderName, startAt: "2026-12-01 09:30:00" });
  await db
    .update(bookings)
    .set({ journeyState: "terminated", endState, stateTimes: { [endState]: new Date().toISOString() } })
    .where(eq(bookings.id, ride.id));
  const [row] = await db.select().from(bookings).where(eq(bookings.id, ride.id));
  return { ride: row!, agent };
}

describe.each(TEST_ENGINES)("the desk's alerts on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("records one alert per problem and target set up, and none again", async () => {
    const { ride } = await problemRide(h.db);
    const ids = await planDeskAlerts(h.db, ride, DEFAULT_NOTIFICATIONS, REACH, new Date());
    expect(ids).toHaveLength(2);
    expect(await planDeskAlerts(h.db, ride, DEFAULT_NOTIFICATIONS, REACH, new Date())).toEqual([]);
    const rows = await h.db.select().from(deskAlerts).where(eq(deskAlerts.bookingId, ride.id));
    expect(rows.map((r) => `${r.problem}/${r.target}`).sort()).toEqual(["not_found/agent_email", "not_found/slack"]);
  });

  it("goes only where the admin sends that problem", async () => {
    const { ride } = await problemRide(h.db, "driver cancel");
    const settings = { ...DEFAULT_NOTIFICATIONS, alertTargets: { ...DEFAULT_NOTIFICATIONS.alertTargets, driver_cancel: ["slack" as const] } };
    expect(await planDeskAlerts(h.db, ride, settings, REACH, new Date())).toHaveLength(1);
  });

  it("posts Block Kit to Slack with the link to the fix, and emails the agent in the agent's language", async () => {
    const { ride, agent } = await problemRide(h.db);
    const { d, post, mail } = deps();
    for (const id of await planDeskAlerts(h.db, ride, DEFAULT_NOTIFICATIONS, REACH, new Date()))
      expect(await deliverAlert(h.db, d, id)).toEqual({ kind: "sent" });
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe(SLACK);
    expect(JSON.stringify(body)).toContain(`https://desk.acme.example/journeys/${ride.id}`);
    expect((body as { text: string }).text).toMatch(/Ana Ruiz/);
    const email = mail.send.mock.calls[0]![0];
    expect(email.to).toBe(agent.email);
    expect(email.text).toContain(`https://desk.acme.example/journeys/${ride.id}`);
    // The channel speaks the company's language; the agent's email, the agent's own.
    expect(email.subject).toMatch(/Ana Ruiz/);
    expect(email.text).toMatch(/Invitad[oa]|Recogida/);
    expect(JSON.stringify(body)).toMatch(/Pickup/);
    const rows = await h.db.select().from(deskAlerts).where(eq(deskAlerts.bookingId, ride.id));
    expect(rows.every((r) => r.status === "sent" && r.sentAt)).toBe(true);
  });

  it("writes names as text in the agent's email: nothing in a guest's or agent's name looks like an address to a mail client", async () => {
    // What mail clients link in text and HTML alike: a scheme, "www.", a domain, an email address.
    const LINKABLE = /https?:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}|@[a-z]/i;
    const { ride } = await problemRide(h.db, "not found", {
      riderName: "Ana (pay at https://evil.example or www.evil.example, mail x@evil.example)",
      agentName: "Marta pay.evil.example",
    });
    const { d, post, mail } = deps();
    for (const id of await planDeskAlerts(h.db, ride, DEFAULT_NOTIFICATIONS, REACH, new Date()))
      expect(await deliverAlert(h.db, d, id)).toEqual({ kind: "sent" });
    const email = mail.send.mock.calls[0]![0];
    const withoutOurLinks = (s: string) =>
      s.split(`https://desk.acme.example/journeys/${ride.id}`).join("").split(`https://desk.acme.example/book?rebook=${ride.id}`).join("");
    expect(email.text).toContain("Ana (pay at https\uA789//evil\u2024example");
    expect(withoutOurLinks(email.subject)).not.toMatch(LINKABLE);
    expect(withoutOurLinks(email.text)).not.toMatch(LINKABLE);
    expect(withoutOurLinks(email.html).replace(/<a href="[^"]*"/g, "<a")).not.toMatch(/https?:\/\/|www\./);
    // Slack escapes its own markup: the name reaches the channel as typed.
    expect(JSON.stringify(post.mock.calls[0]![1])).toContain("https://evil.example");
  });

  it("speaks in the desk's alert language on Slack, asked of the database when it is sent", async () => {
    const { ride } = await problemRide(h.db);
    const deskLanguage = vi.fn(async (_db: Db) => "es" as const);
    const { d, post } = deps({
      deskLanguage,
      settings: async () => ({ ...DEFAULT_NOTIFICATIONS, alertTargets: { ...DEFAULT_NOTIFICATIONS.alertTargets, not_found: ["slack"] } }),
    });
    const settings = { ...DEFAULT_NOTIFICATIONS, alertTargets: { ...DEFAULT_NOTIFICATIONS.alertTargets, not_found: ["slack" as const] } };
    for (const id of await planDeskAlerts(h.db, ride, settings, REACH, new Date())) await deliverAlert(h.db, d, id);
    expect(deskLanguage).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(post.mock.calls[0]![1])).toMatch(/Recogida/);
    expect(JSON.stringify(post.mock.calls[0]![1])).not.toMatch(/Pickup/);
  });

  it("sends nothing about a problem dealt with in Ridedesk before the alert went out", async () => {
    const { ride } = await problemRide(h.db);
    const ids = await planDeskAlerts(h.db, ride, DEFAULT_NOTIFICATIONS, REACH, new Date());
    await h.db.update(bookings).set({ attentionResolvedAt: new Date(), attentionResolution: "rebooked" }).where(eq(bookings.id, ride.id));
    const { d, post, mail } = deps();
    for (const id of ids) expect(await deliverAlert(h.db, d, id)).toEqual({ kind: "skipped", why: "resolved" });
    expect(post).not.toHaveBeenCalled();
    expect(mail.send).not.toHaveBeenCalled();
    expect(await planDeskAlerts(h.db, { ...ride, attentionResolvedAt: new Date() }, DEFAULT_NOTIFICATIONS, REACH, new Date())).toEqual([]);
  });

  it("tries again after 429 or 5xx, and gives up on a refusal with the receiver's word", async () => {
    const { ride } = await problemRide(h.db);
    const [id] = await planDeskAlerts(h.db, ride, DEFAULT_NOTIFICATIONS, { ...REACH, email: false }, new Date());
    const { d, post } = deps();
    post.mockResolvedValueOnce({ outcome: "retry", reason: "rate limited", status: 429, retryAfterMs: 1000 });
    await expect(deliverAlert(h.db, d, id!)).rejects.toBeInstanceOf(AlertRetry);
    post.mockResolvedValueOnce({ outcome: "refused", status: 404, reason: "no_service" });
    expect(await deliverAlert(h.db, d, id!)).toEqual({ kind: "refused", reason: "no_service" });
    const [row] = await h.db.select().from(deskAlerts).where(eq(deskAlerts.id, id!));
    expect(row).toMatchObject({ status: "failed", error: "no_service", attempts: 2 });
  });

  it("checks the URL's rule as it posts: a receiver on this machine saved while the sandbox's controls were on is not posted to once they are off", async () => {
    const loopback = "http://127.0.0.1:4999/slack";
    const { ride } = await problemRide(h.db);
    const [first] = await planDeskAlerts(h.db, ride, DEFAULT_NOTIFICATIONS, { ...REACH, email: false }, new Date());
    const on = deps({ webhooks: async () => ({ slack: loopback, teams: null }), allowLoopbackHttp: true });
    expect(await deliverAlert(h.db, on.d, first!)).toEqual({ kind: "sent" });
    expect(on.post).toHaveBeenCalledWith(loopback, expect.anything(), expect.anything());

    const later = await problemRide(h.db, "driver cancel");
    const [second] = await planDeskAlerts(h.db, later.ride, DEFAULT_NOTIFICATIONS, { ...REACH, email: false }, new Date());
    const off = deps({ webhooks: async () => ({ slack: loopback, teams: null }), allowLoopbackHttp: false });
    expect(await deliverAlert(h.db, off.d, second!)).toEqual({ kind: "refused", reason: "url_not_allowed" });
    expect(off.post).not.toHaveBeenCalled();
    const [row] = await h.db.select().from(deskAlerts).where(eq(deskAlerts.id, second!));
    expect(row).toMatchObject({ status: "failed", error: "url_not_allowed" });
  });
});
