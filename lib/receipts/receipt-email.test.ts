import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { createUser } from "@/lib/accounts/queries";
import { auditLog, guestMessages } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { deliverMessage, type DeliverDeps } from "@/lib/messaging/deliver";
import { markFailed } from "@/lib/messaging/outbox";
import type { MailCarrier } from "@/lib/outbound/carriers";
import { DEFAULT_NOTIFICATIONS } from "@/lib/outbound/settings";
import { bookedJourney } from "@/lib/booking/testing";
import { emailReceipt, receiptAttachments } from "./receipt-email";
import { endedRide } from "./testing";

const COMPANY = { name: "Acme Iberia", zone: "Europe/Madrid" };

/** The send job's carriers: the mail one keeps what it was given. */
function mailDeps() {
  const mail = { send: vi.fn(async (m: Parameters<MailCarrier["send"]>[0]) => ({ id: m.messageId })) };
  const deps: DeliverDeps = {
    text: () => null,
    mail: () => mail,
    settings: async () => DEFAULT_NOTIFICATIONS,
    statusCallbackUrl: "http://localhost/api/webhooks/twilio",
    companyName: COMPANY.name,
    guestUrl: (t) => `http://localhost/r/${t}`,
    mailDomain: "acme.example",
    attachments: (database, m) => receiptAttachments(database, m, COMPANY),
  };
  return { mail, deps };
}

describe.each(TEST_ENGINES)("a ride's receipt emailed to its guest, on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const admin = async (): Promise<SessionUser> => {
    const u = await createUser(h.db, { email: `${crypto.randomUUID().slice(0, 8)}@acme.example`, name: "Admin", role: "admin" });
    return { id: u.id, email: u.email, name: u.name, role: "admin" };
  };
  const receiptMessages = (bookingId: string) => h.db.select().from(guestMessages).where(eq(guestMessages.bookingId, bookingId));

  it("is written in the guest's language and sent once by the send job, its PDF attached, however long ago the ride ended", async () => {
    const ride = await endedRide(h.db, { riderLocale: "es", guestEmail: "marta@example.com" });
    const ctx = { db: h.db, user: await admin() };
    const id = await emailReceipt(ctx, ride.id, "marta@example.com", COMPANY, new Date("2027-03-01T10:00:00Z"));
    const [row] = await receiptMessages(ride.id);
    expect(row).toMatchObject({ id, event: "receipt", channel: "email", recipient: "marta@example.com", locale: "es", status: "pending" });
    expect(row!.subject).toContain("El recibo de tu viaje");
    expect(row!.body).toContain("Hola, Marta Gil");
    expect(row!.body).toContain("de Atocha a Castellana 200");

    // Weeks after the ride: a receipt is not news that goes stale.
    const { mail, deps } = mailDeps();
    expect(await deliverMessage(h.db, deps, id, new Date("2027-03-01T10:00:05Z"))).toMatchObject({ kind: "handed_over" });
    const sent = mail.send.mock.calls[0]![0];
    expect(sent).toMatchObject({ to: "marta@example.com", subject: row!.subject });
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments![0]).toMatchObject({ contentType: "application/pdf", filename: expect.stringMatching(/\.pdf$/) });
    expect(sent.attachments![0]!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await deliverMessage(h.db, deps, id)).toEqual({ kind: "done", status: "sent" });
    expect(mail.send).toHaveBeenCalledTimes(1);

    const audits = await h.db.select().from(auditLog).where(eq(auditLog.targetId, ride.id));
    expect(audits.map((a) => a.action)).toEqual(["receipt.emailed"]);
  });

  it("is not sent twice, but one that failed may go again, to another address", async () => {
    const ride = await endedRide(h.db);
    const ctx = { db: h.db, user: await admin() };
    const first = await emailReceipt(ctx, ride.id, "wrong@example.com", COMPANY);
    await expect(emailReceipt(ctx, ride.id, "marta@example.com", COMPANY)).rejects.toMatchObject({ code: "conflict" });
    await markFailed(h.db, first, { code: "550", error: "no such mailbox" }, new Date());
    const again = await emailReceipt(ctx, ride.id, "marta@example.com", COMPANY);
    expect(again).toBe(first);
    expect(await receiptMessages(ride.id)).toEqual([expect.objectContaining({ recipient: "marta@example.com", status: "pending", errorCode: null })]);
  });

  it("is refused for a ride that has not ended, and for a ride its sender may not see", async () => {
    const ctx = { db: h.db, user: await admin() };
    const onTheWay = await bookedJourney(h.db, { journeyState: "hired" });
    await expect(emailReceipt(ctx, onTheWay.id, "marta@example.com", COMPANY)).rejects.toMatchObject({ code: "invalid" });
    const u = await createUser(h.db, { email: `${crypto.randomUUID().slice(0, 8)}@acme.example`, name: "Agent", role: "agent" });
    const ride = await endedRide(h.db);
    await expect(
      emailReceipt({ db: h.db, user: { id: u.id, email: u.email, name: u.name, role: "agent" } }, ride.id, "x@example.com", COMPANY),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await receiptMessages(onTheWay.id)).toEqual([]);
    expect(await receiptMessages(ride.id)).toEqual([]);
  });

  it("carries no file on any other message", async () => {
    const ride = await endedRide(h.db);
    expect(await receiptAttachments(h.db, { bookingId: ride.id, event: "booked", locale: "en" }, COMPANY)).toEqual([]);
  });
});
