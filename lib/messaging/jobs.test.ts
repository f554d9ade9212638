import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import { describe, expect, it, vi } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { bookings, guestMessages } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { JobRunner } from "@/lib/jobs/runner";
import { MESSAGE_SEND, messagesSweepJob, type MessageJobDeps } from "./jobs";
import { DEFAULT_NOTIFICATIONS } from "@/lib/outbound/settings";

const MIN = 60_000;

describe.each(TEST_ENGINES)("the every-minute messages sweep on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const deps = (planAlerts = vi.fn(async () => 0)): MessageJobDeps => ({
    db: async () => h.db,
    text: () => null,
    mail: () => null,
    settings: async () => DEFAULT_NOTIFICATIONS,
    statusCallbackUrl: "http://localhost/api/webhooks/twilio",
    companyName: "Acme",
    mailDomain: "acme.example",
    guestUrl: (t) => `http://localhost/r/${t}`,
    planAlerts,
  });
  const sweep = async (d: MessageJobDeps) => {
    const runner = { send: vi.fn(async () => "job") } as unknown as JobRunner;
    const result = await messagesSweepJob(d).run({ id: "j", data: {} } as Job<object>, runner);
    return { result, sent: (runner.send as ReturnType<typeof vi.fn>).mock.calls.map((c) => c as unknown[]) };
  };

  it("records a reservation's reminder when it falls due, once, and queues it", async () => {
    const pickupAt = new Date(Date.now() + 50 * MIN);
    const ride = await bookedJourney(h.db, {
      riderPhone: "+34612000111",
      messageChannels: ["sms"],
      guestToken: crypto.randomUUID().replace(/-/g, ""),
      startAt: "2030-01-01 10:00:00",
      pickupAt,
    });
    await h.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * MIN) })
      .where(eq(bookings.id, ride.id));
    const first = await sweep(deps());
    const rows = await h.db.select().from(guestMessages).where(eq(guestMessages.bookingId, ride.id));
    expect(rows.map((r) => r.event).sort()).toEqual(["booked", "reminder"]);
    expect(first.sent.filter(([queue]) => queue === MESSAGE_SEND)).toHaveLength(2);
    await sweep(deps());
    expect(await h.db.select().from(guestMessages).where(eq(guestMessages.bookingId, ride.id))).toHaveLength(2);
  });

  it("queues again a message recorded a while ago whose job was lost", async () => {
    const ride = await bookedJourney(h.db, { riderPhone: "+34612000222", messageChannels: ["sms"], guestToken: crypto.randomUUID().replace(/-/g, "") });
    const [row] = await h.db
      .insert(guestMessages)
      .values({
        bookingId: ride.id,
        event: "booked",
        channel: "sms",
        recipient: "+34612000222",
        locale: "es",
        body: "Hola",
        createdAt: new Date(Date.now() - 5 * MIN),
      })
      .returning();
    const { sent } = await sweep(deps());
    expect(sent).toContainEqual([MESSAGE_SEND, { messageId: row!.id }, { singletonKey: row!.id }]);
  });

  it("asks for the desk's alerts of bookings that may have a problem, uncertain ones included", async () => {
    const planAlerts = vi.fn(async () => 0);
    const ride = await bookedJourney(h.db, {});
    await h.db.update(bookings).set({ status: "uncertain" }).where(eq(bookings.id, ride.id));
    await sweep(deps(planAlerts));
    expect(planAlerts.mock.calls.map((c) => (c as unknown[])[2] as { id: string }).map((b) => b.id)).toContain(ride.id);
  });
});
