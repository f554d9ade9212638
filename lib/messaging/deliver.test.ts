import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { bookings, guestMessages, messageOptOuts } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { Db } from "@/lib/db";
import { CarrierError, type MailCarrier, type TextCarrier } from "@/lib/outbound/carriers";
import { deliverMessage, type DeliverDeps } from "./deliver";
import { applyDeliveryStatus, planGuestMessages, purgeMessageBodies, type PlanContext } from "./outbox";
import { DEFAULT_NOTIFICATIONS } from "@/lib/outbound/settings";

const PHONE = "+34612345678";

function carriers() {
  const sent: { channel: string; to: string; body: string }[] = [];
  const text = {
    send: vi.fn(async (m: Parameters<TextCarrier["send"]>[0]) => {
      sent.push(m);
      return { id: `SM${crypto.randomUUID().replace(/-/g, "")}`, status: "queued" as const };
    }),
    findSent: vi.fn(async (_m: Parameters<TextCarrier["findSent"]>[0]): ReturnType<TextCarrier["findSent"]> => null),
    lastInboundAt: vi.fn(async (_m: Parameters<TextCarrier["lastInboundAt"]>[0]): ReturnType<TextCarrier["lastInboundAt"]> => null),
  };
  const mail = { send: vi.fn(async (m: Parameters<MailCarrier["send"]>[0]) => ({ id: m.messageId })) };
  const deps: DeliverDeps = {
    text: () => text,
    mail: () => mail,
    settings: async () => DEFAULT_NOTIFICATIONS,
    statusCallbackUrl: "http://localhost/api/webhooks/twilio",
    companyName: "Acme",
    guestUrl: (t) => `http://localhost/r/${t}`,
    mailDomain: "acme.example",
  };
  return { text, mail, sent, deps };
}

const plan = (now = new Date()): PlanContext => ({ companyName: "Acme", guestUrl: (t) => `http://localhost/r/${t}`, settings: DEFAULT_NOTIFICATIONS, now });

async function guestRide(db: Db, channels: ("sms" | "whatsapp" | "email")[] = ["sms"]) {
  const row = await bookedJourney(db, {
    riderPhone: PHONE,
    guestEmail: "ana@example.com",
    messageChannels: channels,
    guestToken: crypto.randomUUID().replace(/-/g, ""),
  });
  return row;
}

const reload = async (db: Db, id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const messages = (db: Db, bookingId: string) => db.select().from(guestMessages).where(eq(guestMessages.bookingId, bookingId));

describe.each(TEST_ENGINES)("guests' messages on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("records each message once per event and channel, however often it is asked", async () => {
    const ride = await guestRide(h.db, ["sms", "email"]);
    const first = await planGuestMessages(h.db, ride, plan());
    expect(first).toHaveLength(2);
    expect(await planGuestMessages(h.db, ride, plan())).toEqual([]);
    const rows = await messages(h.db, ride.id);
    expect(rows.map((r) => `${r.event}/${r.channel}/${r.recipient}/${r.locale}`).sort()).toEqual(["booked/email/ana@example.com/es", `booked/sms/${PHONE}/es`]);
    expect(rows.find((r) => r.channel === "email")!.subject).toBe("Tu viaje está reservado");
    expect(rows.every((r) => r.status === "pending" && r.body!.includes("/r/"))).toBe(true);
  });

  it("records nothing for a booking whose agent chose no channel", async () => {
    const ride = await guestRide(h.db, []);
    expect(await planGuestMessages(h.db, ride, plan())).toEqual([]);
  });

  it("hands a message over once: a second run finds it sent; the email carries a Message-ID of its own", async () => {
    const { text, mail, deps } = carriers();
    const ride = await guestRide(h.db, ["sms", "email"]);
    for (const id of await planGuestMessages(h.db, ride, plan())) {
      expect((await deliverMessage(h.db, deps, id)).kind).toBe("handed_over");
      expect(await deliverMessage(h.db, deps, id)).toMatchObject({ kind: "done" });
    }
    expect(text.send).toHaveBeenCalledTimes(1);
    expect(text.send.mock.calls[0]![0]).toMatchObject({ channel: "sms", to: PHONE, statusCallback: "http://localhost/api/webhooks/twilio" });
    expect(mail.send).toHaveBeenCalledTimes(1);
    expect(mail.send.mock.calls[0]![0].messageId).toMatch(/^<[0-9a-f-]{36}@acme\.example>$/);
    const rows = await messages(h.db, ride.id);
    expect(rows.map((r) => r.status).sort()).toEqual(["queued", "sent"]);
  });

  it("after a lost answer, looks the message up before sending again, and sends nothing twice", async () => {
    const { text, deps } = carriers();
    const ride = await guestRide(h.db);
    const [id] = await planGuestMessages(h.db, ride, plan());
    text.send.mockRejectedValueOnce(new CarrierError("lost", null, "socket hang up"));
    await expect(deliverMessage(h.db, deps, id!)).rejects.toThrow("socket hang up");
    expect((await messages(h.db, ride.id))[0]!.status).toBe("sending");

    text.findSent.mockResolvedValueOnce({ id: "SM0000000000000000000000000000beef", status: "sent" });
    expect(await deliverMessage(h.db, deps, id!)).toEqual({ kind: "found", id: "SM0000000000000000000000000000beef" });
    expect(text.send).toHaveBeenCalledTimes(1);
    expect(text.findSent.mock.calls[0]![0]).toMatchObject({ channel: "sms", to: PHONE });
    const [row] = await messages(h.db, ride.id);
    expect(row).toMatchObject({ status: "sent", providerId: "SM0000000000000000000000000000beef" });
  });

  it("a lost answer the carrier does not know was not sent: it is sent on the next try", async () => {
    const { text, deps } = carriers();
    const ride = await guestRide(h.db);
    const [id] = await planGuestMessages(h.db, ride, plan());
    text.send.mockRejectedValueOnce(new CarrierError("lost", null, "timeout"));
    await expect(deliverMessage(h.db, deps, id!)).rejects.toThrow();
    expect((await deliverMessage(h.db, deps, id!)).kind).toBe("handed_over");
    expect(text.findSent).toHaveBeenCalledTimes(1);
    expect(text.send).toHaveBeenCalledTimes(2);
  });

  it("retries after 429 and 5xx with the message waiting, and never after a refusal", async () => {
    const { text, deps } = carriers();
    const ride = await guestRide(h.db);
    const [id] = await planGuestMessages(h.db, ride, plan());
    text.send.mockRejectedValueOnce(new CarrierError("retry", "429", "Too Many Requests", 2));
    await expect(deliverMessage(h.db, deps, id!)).rejects.toThrow("Too Many Requests");
    expect((await messages(h.db, ride.id))[0]).toMatchObject({ status: "pending", attempts: 1 });
    // A retry after 429 needs no lookup: the carrier surely did not take it.
    expect((await deliverMessage(h.db, deps, id!)).kind).toBe("handed_over");
    expect(text.findSent).not.toHaveBeenCalled();

    const other = await guestRide(h.db);
    const [refusedId] = await planGuestMessages(h.db, other, plan());
    text.send.mockRejectedValueOnce(new CarrierError("refused", "21211", "The 'To' number is not a valid phone number."));
    expect(await deliverMessage(h.db, deps, refusedId!)).toEqual({ kind: "refused", code: "21211" });
    expect((await messages(h.db, other.id))[0]).toMatchObject({ status: "failed", errorCode: "21211" });
  });

  it("a guest who answered STOP gets nothing more on that channel, and it is recorded why", async () => {
    const { text, deps } = carriers();
    const phone = `+3461${Math.floor(1e7 + Math.random() * 8e7)}`;
    const ride = await bookedJourney(h.db, { riderPhone: phone, messageChannels: ["sms"], guestToken: crypto.randomUUID().replace(/-/g, "") });
    const [id] = await planGuestMessages(h.db, ride, plan());
    text.send.mockRejectedValueOnce(new CarrierError("refused", "21610", "Attempt to send to unsubscribed recipient"));
    expect(await deliverMessage(h.db, deps, id!)).toEqual({ kind: "refused", code: "21610" });
    expect(await h.db.select().from(messageOptOuts).where(eq(messageOptOuts.recipient, phone))).toMatchObject([{ channel: "sms" }]);

    await h.db
      .update(bookings)
      .set({ journeyState: "hired", driver: { name: "Carlos", phone: null, avatarUrl: null } })
      .where(eq(bookings.id, ride.id));
    expect(await planGuestMessages(h.db, await reload(h.db, ride.id), plan())).toEqual([]);
    const assigned = (await messages(h.db, ride.id)).find((m) => m.event === "driver_assigned");
    expect(assigned).toMatchObject({ status: "skipped", skipReason: "opted_out" });
    expect(text.send).toHaveBeenCalledTimes(1);
  });

  it("skips a message whose moment passed before it went out", async () => {
    const { text, deps } = carriers();
    const ride = await guestRide(h.db);
    await h.db
      .update(bookings)
      .set({ journeyState: "hired", driver: { name: "Carlos", phone: null, avatarUrl: null } })
      .where(eq(bookings.id, ride.id));
    const ids = await planGuestMessages(h.db, await reload(h.db, ride.id), plan());
    expect(ids).toHaveLength(2);
    await h.db.update(bookings).set({ journeyState: "drop off", endState: "drop off" }).where(eq(bookings.id, ride.id));
    for (const id of ids) expect(await deliverMessage(h.db, deps, id)).toEqual({ kind: "skipped", reason: "stale" });
    expect(text.send).not.toHaveBeenCalled();
  });

  it("takes Twilio's statuses in order, whatever order they arrive in", async () => {
    const { deps } = carriers();
    const ride = await guestRide(h.db);
    const [id] = await planGuestMessages(h.db, ride, plan());
    const outcome = await deliverMessage(h.db, deps, id!);
    const sid = (outcome as { id: string }).id;
    expect(await applyDeliveryStatus(h.db, sid, "delivered", { code: null }, new Date())).toBe(true);
    expect(await applyDeliveryStatus(h.db, sid, "sent", { code: null }, new Date())).toBe(true);
    expect((await messages(h.db, ride.id))[0]!.status).toBe("delivered");
    expect(await applyDeliveryStatus(h.db, "SMffffffffffffffffffffffffffffffff", "sent", { code: null }, new Date())).toBe(false);
  });

  it("clears the words of messages older than the retention, keeping what was sent and when", async () => {
    const ride = await guestRide(h.db);
    await planGuestMessages(h.db, ride, plan());
    await h.db
      .update(guestMessages)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(guestMessages.bookingId, ride.id));
    expect(await purgeMessageBodies(h.db, new Date(Date.now() - 30 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await messages(h.db, ride.id))[0]).toMatchObject({ body: null, subject: null, event: "booked", recipient: PHONE });
  });

  describe("WhatsApp, which free text reaches only within 24 hours of the guest's last message", () => {
    const TEMPLATE = "HX0123456789abcdef0123456789abcdef";
    const withTemplate = { ...DEFAULT_NOTIFICATIONS, whatsappTemplates: { "booked:es": TEMPLATE } };

    it("goes as the words we wrote while the guest's window is open", async () => {
      const { text, deps } = carriers();
      text.lastInboundAt.mockResolvedValue(new Date(Date.now() - 23 * 3600_000));
      const ride = await guestRide(h.db, ["whatsapp"]);
      const [id] = await planGuestMessages(h.db, ride, plan());
      expect((await deliverMessage(h.db, deps, id!)).kind).toBe("handed_over");
      expect(text.lastInboundAt).toHaveBeenCalledWith({ channel: "whatsapp", from: PHONE });
      expect(text.send.mock.calls[0]![0]).toMatchObject({ channel: "whatsapp", content: undefined, body: expect.stringContaining("tu viaje está reservado") });
    });

    it("goes as the approved template of its kind and language outside the window, its words kept as the guest reads them", async () => {
      const { text, deps } = carriers();
      text.lastInboundAt.mockResolvedValue(new Date(Date.now() - 25 * 3600_000));
      const ride = await guestRide(h.db, ["whatsapp"]);
      const [id] = await planGuestMessages(h.db, ride, plan());
      expect((await deliverMessage(h.db, { ...deps, settings: async () => withTemplate }, id!)).kind).toBe("handed_over");
      const sent = text.send.mock.calls[0]![0];
      expect(sent.content).toEqual({ sid: TEMPLATE, variables: { 1: expect.any(String), 2: expect.any(String), 3: `http://localhost/r/${ride.guestToken}` } });
      expect(Object.values(sent.content!.variables).every((v) => v.trim() !== "")).toBe(true);
      const [row] = await messages(h.db, ride.id);
      expect(row!.body).toBe(sent.body);
      expect(row!.body).toMatch(/^Tu viaje está reservado: .+ Responde STOP para no recibir más mensajes\.$/);
    });

    it("with no template mapped, goes by SMS instead, and the WhatsApp says why it was not sent", async () => {
      const { text, deps } = carriers();
      const ride = await guestRide(h.db, ["whatsapp"]);
      const [id] = await planGuestMessages(h.db, ride, plan());
      expect(await deliverMessage(h.db, deps, id!)).toMatchObject({ kind: "by_sms", sms: { kind: "handed_over" } });
      expect(text.send).toHaveBeenCalledTimes(1);
      expect(text.send.mock.calls[0]![0]).toMatchObject({ channel: "sms", to: PHONE, body: expect.stringContaining("tu viaje esta reservado") });
      const rows = await messages(h.db, ride.id);
      expect(rows.map((r) => [r.channel, r.status, r.skipReason]).sort()).toEqual([
        ["sms", "queued", null],
        ["whatsapp", "skipped", "no_template"],
      ]);
    });

    it("with no template and the SMS already going, sends nothing twice", async () => {
      const { text, deps } = carriers();
      const ride = await guestRide(h.db, ["sms", "whatsapp"]);
      for (const id of await planGuestMessages(h.db, ride, plan())) await deliverMessage(h.db, deps, id);
      expect(text.send.mock.calls.map((c) => c[0].channel)).toEqual(["sms"]);
    });
  });
});
