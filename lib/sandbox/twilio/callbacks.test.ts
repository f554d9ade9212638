import { describe, expect, it } from "vitest";
import { CALLBACK_ATTEMPTS } from "./callbacks";
import { deliveryError } from "./fate";
import { signTwilio } from "./signature";
import { GUEST, SMS_FROM, WHATSAPP_FROM, formReceiver, twilioSandbox } from "./testing";

describe("status callbacks", () => {
  it("POSTs sent, then delivered, to the StatusCallback, form-encoded and signed, on the sandbox's clock", async () => {
    const r = await formReceiver();
    const s = twilioSandbox();
    const callback = `${r.url}/api/twilio/status?booking=42`;
    const { sid } = (await s.send({ StatusCallback: callback })).json;
    await s.run(900);
    expect(r.received).toEqual([]); // no callback for the status it was created with
    await s.run(2000);
    expect(r.received.map((p) => p.form.MessageStatus)).toEqual(["sent", "delivered"]);
    const delivered = r.received[1]!;
    expect(delivered.path).toBe("/api/twilio/status?booking=42");
    expect(delivered.form).toEqual({
      AccountSid: s.accountSid,
      ApiVersion: "2010-04-01",
      From: SMS_FROM,
      MessageSid: sid,
      MessageStatus: "delivered",
      SmsSid: sid,
      SmsStatus: "delivered",
      To: GUEST,
    });
    expect(delivered.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(delivered.headers["x-twilio-signature"]).toBe(signTwilio(s.authToken, callback, delivered.form));
    expect(delivered.headers["i-twilio-idempotency-token"]).toBe(`${sid}-delivered`);
    expect((await s.control("GET", "/twilio")).json).toMatchObject({ counters: { accepted: 1, callbacksDelivered: 2 }, pending_callbacks: 0 });
  });

  it("sends one message's callbacks in order even when both fall due in one flush", async () => {
    const r = await formReceiver();
    const s = twilioSandbox();
    for (let i = 0; i < 5; i++) await s.send({ To: `+3460011122${i}`, StatusCallback: r.url });
    s.clock.advance(10_000);
    expect(await s.sandbox.twilio.flush()).toMatchObject({ attempted: 10, delivered: 10 });
    for (let i = 0; i < 5; i++) {
      expect(r.received.filter((p) => p.form.To === `+3460011122${i}`).map((p) => p.form.MessageStatus)).toEqual(["sent", "delivered"]);
    }
  });

  it("tries a failed callback again, a second, then two, later; and gives up after the last attempt", async () => {
    const flaky = await formReceiver((_, n) => (n <= 2 ? 503 : 200));
    const s = twilioSandbox();
    await s.send({ StatusCallback: flaky.url });
    await s.run(1000, 1000); // sent: 503
    await s.run(1000, 1000); // sent again: 503; delivered: 200
    expect(flaky.received.map((p) => p.form.MessageStatus)).toEqual(["sent", "sent", "delivered"]);
    await s.run(2000, 1000);
    expect(flaky.received.map((p) => p.form.MessageStatus)).toEqual(["sent", "sent", "delivered", "sent"]);

    const down = await formReceiver(() => 500);
    await s.send({ StatusCallback: down.url });
    await s.run(30_000, 1000);
    expect(down.received.filter((p) => p.form.MessageStatus === "sent")).toHaveLength(CALLBACK_ATTEMPTS);
    expect((await s.control("GET", "/twilio")).json.counters.callbacksGivenUp).toBe(2);
  });

  it("goes to the callback when the sandbox's control asks to flush, without waiting for a timer", async () => {
    const r = await formReceiver();
    const s = twilioSandbox();
    await s.send({ StatusCallback: r.url });
    s.clock.advance(5000);
    const flushed = await s.control("POST", "/twilio/flush");
    expect(flushed.json).toMatchObject({ attempted: 2, delivered: 2 });
  });
});

describe("messages that fail", () => {
  it("end undelivered, 30003 or 30005, by the failure share; decided per message SID", async () => {
    const r = await formReceiver();
    const s = twilioSandbox({ messages: { failureShare: 1 } });
    const { sid } = (await s.send({ StatusCallback: r.url })).json;
    await s.run(3000);
    expect(r.received.map((p) => p.form.MessageStatus)).toEqual(["sent", "undelivered"]);
    const code = r.received[1]!.form.ErrorCode;
    expect(["30003", "30005"]).toContain(code);
    expect(r.received[0]!.form.ErrorCode).toBeUndefined();
    const read = await s.api("GET", `/twilio/2010-04-01/Accounts/${s.accountSid}/Messages/${sid}.json`);
    expect(read.json).toMatchObject({ status: "undelivered", error_code: Number(code), error_message: expect.stringMatching(/destination handset/) });
    expect(String(deliveryError(sid, 1))).toBe(code);
  });

  it("fail in about the share asked, and never with no share", async () => {
    const sids = Array.from({ length: 400 }, (_, i) => `SM${i.toString(16).padStart(32, "0")}`);
    const failed = sids.filter((sid) => deliveryError(sid, 0.25) !== null);
    expect(failed.length).toBeGreaterThan(60);
    expect(failed.length).toBeLessThan(140);
    expect(new Set(failed.map((sid) => deliveryError(sid, 0.25)))).toEqual(new Set([30003, 30005]));
    expect(sids.filter((sid) => deliveryError(sid, 0) !== null)).toEqual([]);
  });
});

describe("recipients who answer STOP", () => {
  it("answer the first message; later ones from that sender are refused with 21610", async () => {
    const s = twilioSandbox({ messages: { stopShare: 1 } });
    expect((await s.send({ Body: "first" })).status).toBe(201);
    expect((await s.send({ Body: "right after, before the answer" })).status).toBe(201);
    await s.run(5000);
    const stop = (await s.list({ From: GUEST })).json.messages;
    expect(stop).toMatchObject([{ direction: "inbound", body: "STOP", from: GUEST, to: SMS_FROM, status: "received" }]);

    const refused = await s.send({ Body: "third" });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 21610, message: "Attempt to send to unsubscribed recipient" });
    // Another sender, or the other channel, has no opt-out from this person.
    expect((await s.send({ From: "+15005550007", Body: "from elsewhere" })).status).toBe(201);
    expect((await s.send({ From: WHATSAPP_FROM, To: `whatsapp:${GUEST}` })).status).toBe(201);
  });

  it("answer only when in the share, and can be made to answer STOP or START by the control endpoint", async () => {
    const s = twilioSandbox();
    await s.send({ Body: "hello" });
    await s.run(5000);
    expect((await s.send({ Body: "again" })).status).toBe(201);

    const stopped = await s.control("POST", "/twilio/replies", { to: GUEST, body: "STOP" });
    expect(stopped).toMatchObject({ status: 201, json: { from: GUEST, to: SMS_FROM, body: "STOP", opted_out: true } });
    expect((await s.send({ Body: "refused" })).json.code).toBe(21610);
    expect((await s.control("POST", "/twilio/replies", { to: GUEST, body: "START" })).status).toBe(201);
    expect((await s.send({ Body: "welcome back" })).status).toBe(201);

    expect((await s.control("POST", "/twilio/replies", { to: "+34699000000", body: "STOP" })).status).toBe(404);
    expect((await s.control("POST", "/twilio/replies", { to: GUEST, body: "  " })).status).toBe(400);
    // Other words are a message, not an opt-out; the keywords count in any case.
    expect((await s.control("POST", "/twilio/replies", { to: GUEST, body: "stop please" })).json.opted_out).toBe(false);
    expect((await s.send({ Body: "still subscribed" })).status).toBe(201);
    expect((await s.control("POST", "/twilio/replies", { to: GUEST, body: "Stop" })).json.opted_out).toBe(true);
  });
});

describe("the Twilio API's control endpoints", () => {
  it("list what a phone received and answered, on every channel unless one is named", async () => {
    const s = twilioSandbox();
    await s.send({ Body: "by SMS" });
    // The guest wrote first on WhatsApp (a planned reply, seen from then), so free text may go to them there.
    s.sandbox.state.messages.SMinbound = {
      id: "SMinbound",
      account_sid: s.accountSid,
      direction: "inbound",
      from: `whatsapp:${GUEST}`,
      to: WHATSAPP_FROM,
      body: "Hola",
      messaging_service_sid: null,
      status_callback: null,
      created_at: s.clock.now() - 60_000,
      initial: "received",
      events: [],
      error_code: null,
      num_segments: 1,
    };
    await s.send({ From: WHATSAPP_FROM, To: `whatsapp:${GUEST}`, Body: "by WhatsApp" });
    await s.send({ To: "+34600999888", Body: "someone else" });
    s.clock.advance(3000);
    await s.control("POST", "/twilio/replies", { to: GUEST, body: "STOP", from: SMS_FROM });
    const phone = await s.control("GET", `/twilio/messages?to=${encodeURIComponent(GUEST)}`);
    expect(phone.json.messages.map((m: { body: string; channel: string; status: string }) => [m.body, m.channel, m.status])).toEqual([
      ["Hola", "whatsapp", "received"],
      ["by SMS", "sms", "delivered"],
      ["by WhatsApp", "whatsapp", "delivered"],
      ["STOP", "sms", "received"],
    ]);
    const whatsapp = await s.control("GET", `/twilio/messages?to=${encodeURIComponent(`whatsapp:${GUEST}`)}`);
    expect(whatsapp.json.messages.map((m: { body: string }) => m.body)).toEqual(["Hola", "by WhatsApp"]);
  });

  it("set the failure and STOP shares, within 0 to 1", async () => {
    const s = twilioSandbox();
    expect((await s.control("PATCH", "/twilio", { failureShare: 0.2, stopShare: 0.1 })).json.settings).toEqual({ failureShare: 0.2, stopShare: 0.1 });
    expect((await s.control("PATCH", "/twilio", { failureShare: 2 })).status).toBe(400);
    expect((await s.control("PATCH", "/twilio", { colour: "blue" })).status).toBe(400);
    expect(s.sandbox.state.twilio.settings).toEqual({ failureShare: 0.2, stopShare: 0.1 });
  });

  it("are not there without the control switch", async () => {
    const s = twilioSandbox({ control: false });
    expect((await s.control("GET", "/twilio")).status).toBe(404);
    expect((await s.control("POST", "/twilio/replies", { to: GUEST, body: "STOP" })).status).toBe(404);
  });
});
