import { describe, expect, it } from "vitest";
import { GUEST, WHATSAPP_FROM, formReceiver, twilioSandbox } from "./testing";

const TEMPLATE = "HX0123456789abcdef0123456789abcdef";
const WA_GUEST = `whatsapp:${GUEST}`;
const whatsapp = (form: Record<string, string> = {}) => ({ From: WHATSAPP_FROM, To: WA_GUEST, ...form });

describe("WhatsApp's 24-hour window", () => {
  it("takes free text to someone who has not written, then fails it with 63016, in the status callback and the Message", async () => {
    const r = await formReceiver();
    const s = twilioSandbox();
    const sent = await s.send(whatsapp({ Body: "Your driver is on the way", StatusCallback: r.url }));
    expect(sent).toMatchObject({ status: 201, json: { status: "queued", error_code: null } });
    await s.run(3000);
    expect(r.received.map((p) => [p.form.MessageStatus, p.form.ErrorCode])).toEqual([["failed", "63016"]]);
    const read = await s.api("GET", `/twilio/2010-04-01/Accounts/${s.accountSid}/Messages/${sent.json.sid}.json`);
    expect(read.json).toMatchObject({ status: "failed", error_code: 63016, error_message: expect.stringMatching(/outside the allowed window/) });
  });

  it("opens when the guest writes, for 24 hours from their last message", async () => {
    const s = twilioSandbox();
    s.sandbox.state.twilio.templates = { [TEMPLATE]: "Your ride is booked: {{1}}. Reply STOP to stop." };
    await s.send(whatsapp({ ContentSid: TEMPLATE, ContentVariables: JSON.stringify({ 1: "today" }) }));
    s.clock.advance(5000);
    expect((await s.control("POST", "/twilio/replies", { to: WA_GUEST, body: "Gracias, ¿dónde espero?" })).json).toMatchObject({ opted_out: false });
    const inside = (await s.send(whatsapp({ Body: "At exit C" }))).json.sid;
    s.clock.advance(24 * 3600_000 - 5000);
    const inTime = (await s.send(whatsapp({ Body: "still in the window" }))).json.sid;
    s.clock.advance(5000);
    const late = (await s.send(whatsapp({ Body: "a day and a moment later" }))).json.sid;
    s.clock.advance(5000);
    const status = async (sid: string) => (await s.api("GET", `/twilio/2010-04-01/Accounts/${s.accountSid}/Messages/${sid}.json`)).json;
    expect((await status(inside)).status).toBe("delivered");
    expect((await status(inTime)).status).toBe("delivered");
    expect(await status(late)).toMatchObject({ status: "failed", error_code: 63016 });
    // A guest may write first, to the number they were given; that opens the window too.
    const other = "whatsapp:+34600999888";
    expect((await s.control("POST", "/twilio/replies", { to: other, body: "Hola", from: WHATSAPP_FROM })).status).toBe(201);
    const reply = (await s.send(whatsapp({ To: other, Body: "Hola, ¿en qué te ayudo?" }))).json.sid;
    s.clock.advance(5000);
    expect((await status(reply)).status).toBe("delivered");
    expect((await s.control("POST", "/twilio/replies", { to: other, body: "Hola", from: "+15005550006" })).status).toBe(404);
    // SMS knows no window.
    expect((await s.send({ Body: "by SMS" })).status).toBe(201);
  });
});

describe("WhatsApp templates", () => {
  it("send a known ContentSid with its variables, in place of a Body: the body is the template's text filled in", async () => {
    const s = twilioSandbox();
    expect((await s.control("POST", "/twilio/templates", { sid: TEMPLATE, text: "Hola, tu viaje: {{1}}, desde {{2}}. Responde STOP." })).status).toBe(201);
    const sent = await s.send(whatsapp({ ContentSid: TEMPLATE, ContentVariables: JSON.stringify({ 1: "martes 1 de diciembre", 2: "Atocha" }), Body: "" }));
    expect(sent).toMatchObject({ status: 201, json: { body: "Hola, tu viaje: martes 1 de diciembre, desde Atocha. Responde STOP." } });
    await s.run(3000);
    expect((await s.control("GET", `/twilio/messages?to=${encodeURIComponent(WA_GUEST)}`)).json.messages[0]).toMatchObject({ status: "delivered" });
    expect((await s.control("GET", "/twilio/templates")).json.templates).toEqual([
      { sid: TEMPLATE, text: "Hola, tu viaje: {{1}}, desde {{2}}. Responde STOP." },
    ]);
  });

  it("refuse what Twilio refuses: an unknown or malformed ContentSid, variables that are not a JSON object of words, variables alone", async () => {
    const s = twilioSandbox();
    await s.control("POST", "/twilio/templates", { sid: TEMPLATE, text: "Your ride: {{1}}. Reply STOP." });
    const cases: [Record<string, string>, number][] = [
      [{ ContentSid: "HX0123" }, 21655],
      [{ ContentSid: "HXffffffffffffffffffffffffffffffff" }, 21655],
      [{ ContentSid: TEMPLATE, ContentVariables: "{1: today}" }, 21656],
      [{ ContentSid: TEMPLATE, ContentVariables: JSON.stringify({ 1: "" }) }, 21656],
      [{ ContentSid: TEMPLATE, ContentVariables: JSON.stringify({ 2: "today" }) }, 21656],
      [{ ContentSid: TEMPLATE }, 21656],
      [{ ContentVariables: JSON.stringify({ 1: "today" }) }, 21654],
    ];
    for (const [form, code] of cases) {
      const answer = await s.send(whatsapp(form));
      expect({ form, status: answer.status, code: answer.json.code }).toEqual({ form, status: 400, code });
    }
    expect((await s.control("POST", "/twilio/templates", { sid: "HX12", text: "x" })).status).toBe(400);
  });
});
