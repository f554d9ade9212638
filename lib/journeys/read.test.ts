import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { bookedJourney } from "@/lib/booking/testing";
import { replaceRequesters, setAgentRequesters } from "@/lib/accounts/requester-queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser } from "@/lib/accounts/queries";
import { deskAlerts, guestMessages, messageOptOuts } from "@/lib/db/schema";
import { readJourney } from "./read";

const ANA = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const LUIS = "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d";

describe.each(TEST_ENGINES)("who may follow a journey, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function setUp() {
    await replaceRequesters(h.db, [
      { id: ANA, email: "ana@acme.example", name: "Ana", surname: "Ruiz" },
      { id: LUIS, email: "luis@acme.example", name: "Luis", surname: "Mora" },
    ]);
    const mk = async (email: string, role: "admin" | "agent"): Promise<SessionUser> => {
      const u = await createUser(h.db, { email: `${crypto.randomUUID().slice(0, 6)}-${email}`, name: email, role });
      return { id: u.id, email: u.email, name: u.name, role };
    };
    const booker = await mk("booker@acme.example", "agent");
    const colleague = await mk("colleague@acme.example", "agent");
    const stranger = await mk("stranger@acme.example", "agent");
    const admin = await mk("admin@acme.example", "admin");
    await setAgentRequesters(h.db, colleague.id, [ANA], ANA);
    await setAgentRequesters(h.db, stranger.id, [LUIS], LUIS);
    const booking = await bookedJourney(h.db, { requesterId: ANA, createdBy: booker.id });
    return { booker, colleague, stranger, admin, journeyId: booking.journeyId! };
  }

  it("lets the agent who booked it, agents of its requester and admins read it; no one else learns it exists", async () => {
    const { booker, colleague, stranger, admin, journeyId } = await setUp();
    for (const user of [booker, colleague, admin]) {
      expect((await readJourney({ db: h.db, user }, { journeyId })).live).toMatchObject({ journeyId, state: null, following: true });
    }
    const refused = await readJourney({ db: h.db, user: stranger }, { journeyId }).then(
      () => null,
      (e: Error) => e,
    );
    expect(refused).toMatchObject({ code: "not_found" });
    // The same answer as for a journey that does not exist at all.
    await expect(readJourney({ db: h.db, user: stranger }, { journeyId: crypto.randomUUID() })).rejects.toMatchObject({
      code: "not_found",
      message: refused!.message,
    });
  });

  it("reads the same booking by our id, as the journey page does, with the same refusal", async () => {
    const { booker, stranger, journeyId } = await setUp();
    const byJourney = await readJourney({ db: h.db, user: booker }, { journeyId });
    expect(await readJourney({ db: h.db, user: booker }, { bookingId: byJourney.bookingId })).toEqual(byJourney);
    // The page names the requester rather than showing the provider's id.
    expect(byJourney.requesterName).toBe("Ana Ruiz");
    await expect(readJourney({ db: h.db, user: stranger }, { bookingId: byJourney.bookingId })).rejects.toMatchObject({ code: "not_found" });
  });

  it("carries the guest's messages, the channels they answered STOP on, and the desk's alerts, numbers as people read them", async () => {
    const { booker } = await setUp();
    const booking = await bookedJourney(h.db, {
      requesterId: ANA,
      createdBy: booker.id,
      riderPhone: "+34612345678",
      guestEmail: "ana@example.com",
      messageChannels: ["sms", "email"],
    });
    const at = new Date("2026-11-23T05:02:00Z");
    await h.db.insert(guestMessages).values([
      {
        bookingId: booking.id,
        event: "booked",
        channel: "sms",
        recipient: "+34612345678",
        locale: "es",
        status: "undelivered",
        errorCode: "30003",
        createdAt: at,
        statusAt: new Date("2026-11-23T05:03:00Z"),
      },
      { bookingId: booking.id, event: "booked", channel: "email", recipient: "ana@example.com", locale: "es", status: "sent", createdAt: at, sentAt: at },
    ]);
    // STOP on SMS from this number counts; on WhatsApp (not chosen) and from another number it does not.
    await h.db.insert(messageOptOuts).values([
      { channel: "sms", recipient: "+34612345678", at },
      { channel: "whatsapp", recipient: "+34612345678", at },
      { channel: "sms", recipient: "+34699999999", at },
    ]);
    await h.db.insert(deskAlerts).values([
      { bookingId: booking.id, problem: "not_found", target: "slack", status: "sent", createdAt: at, sentAt: at },
      {
        bookingId: booking.id,
        problem: "not_found",
        target: "agent_email",
        status: "failed",
        error: "Mailbox full for ana@acme.example: try later",
        createdAt: at,
      },
    ]);
    const { messages } = await readJourney({ db: h.db, user: booker }, { bookingId: booking.id });
    expect(messages.channels).toEqual(["sms", "email"]);
    expect(messages.messages.map((m) => ({ channel: m.channel, to: m.to, status: m.status, errorCode: m.errorCode }))).toEqual(
      expect.arrayContaining([
        { channel: "email", to: "ana@example.com", status: "sent", errorCode: null },
        { channel: "sms", to: "+34 612 34 56 78", status: "undelivered", errorCode: "30003" },
      ]),
    );
    expect(messages.messages).toHaveLength(2);
    expect(messages.messages.find((m) => m.channel === "sms")!.at).toBe("2026-11-23T05:03:00.000Z");
    expect(messages.optOuts).toEqual([{ channel: "sms", to: "+34 612 34 56 78", at: at.toISOString() }]);
    expect(messages.alerts.map((a) => ({ target: a.target, status: a.status, reason: a.reason }))).toEqual(
      expect.arrayContaining([
        { target: "slack", status: "sent", reason: null },
        { target: "agent_email", status: "failed", reason: null },
      ]),
    );
  });
});
