import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { guestMessages } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { smsInsteadOf } from "./sms-instead";
import { receiveStatusCallback } from "./status-callback";
import { twilioSignature } from "./twilio-signature";

vi.mock("server-only", () => ({}));

const TOKEN = "twilio-auth-token";
const URL_ = "https://desk.example/api/webhooks/twilio";
const PHONE = "+34612000333";

/** Twilio's callback for a message, signed as Twilio signs it. */
const callback = (form: Record<string, string>) =>
  new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilioSignature(TOKEN, URL_, form) },
    body: new URLSearchParams(form).toString(),
  });

describe.each(TEST_ENGINES)("a WhatsApp that Twilio failed outside the guest's window, on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("is marked failed with 63016, and the guest is told by SMS in its place, once", async () => {
    const ride = await bookedJourney(h.db, {
      riderPhone: PHONE,
      riderLocale: "es",
      messageChannels: ["whatsapp"],
      guestToken: crypto.randomUUID().replace(/-/g, ""),
    });
    const sid = `SM${crypto.randomUUID().replace(/-/g, "")}`;
    await h.db
      .insert(guestMessages)
      .values({ bookingId: ride.id, event: "booked", channel: "whatsapp", recipient: PHONE, locale: "es", body: "Hola", status: "queued", providerId: sid });
    const queued: string[] = [];
    const deps = {
      db: async () => h.db,
      authToken: TOKEN,
      callbackUrl: URL_,
      smsInstead: async (db: typeof h.db, id: string) => {
        const smsId = await smsInsteadOf(db, { companyName: "Acme", guestUrl: (t) => `https://desk.example/r/${t}` }, id, new Date());
        if (smsId) queued.push(smsId);
      },
    };
    const form = { MessageSid: sid, MessageStatus: "failed", ErrorCode: "63016" };
    expect((await receiveStatusCallback(callback(form), deps)).status).toBe(204);
    expect((await receiveStatusCallback(callback(form), deps)).status).toBe(204);
    const rows = await h.db.select().from(guestMessages).where(eq(guestMessages.bookingId, ride.id));
    expect(rows.map((r) => [r.channel, r.status, r.errorCode]).sort()).toEqual([
      ["sms", "pending", null],
      ["whatsapp", "failed", "63016"],
    ]);
    expect(queued).toEqual([rows.find((r) => r.channel === "sms")!.id]);
    expect(rows.find((r) => r.channel === "sms")!.body).toMatch(/^Hola .*tu viaje esta reservado: .*https:\/\/desk\.example\/r\//);
  });
});
