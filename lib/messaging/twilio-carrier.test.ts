import { describe, expect, it } from "vitest";
import { manualClock } from "@/lib/sandbox/clock";
import { serveSandbox } from "@/lib/sandbox/testing";
import type { TwilioSettings } from "@/lib/env";
import { CarrierError } from "@/lib/outbound/carriers";
import { createTwilioClient } from "./twilio-client";
import { twilioCarrier } from "./twilio-carrier";

const GUEST = "+34600111222";
const CALLBACK = "https://desk.example.com/api/webhooks/twilio";

/** The carrier over real HTTP, against the sandbox's copy of Twilio on a loopback port. */
async function setup(over: Partial<TwilioSettings> = {}) {
  const clock = manualClock(Date.UTC(2027, 0, 12, 9));
  const s = await serveSandbox({ clock });
  const settings: TwilioSettings = {
    mode: "sandbox",
    apiUrl: `${s.url}/twilio`,
    ...s.sandbox.twilio.account,
    smsFrom: "+15005550006",
    whatsappFrom: "whatsapp:+14155238886",
    ...over,
  };
  const carrier = twilioCarrier(settings, createTwilioClient(settings, { fetch: s.fetch }))!;
  const basic = `Basic ${btoa(`${s.sandbox.credentials.clientId}:${s.sandbox.credentials.clientSecret}`)}`;
  const control = (method: string, path: string, body: unknown) =>
    fetch(`${s.url}/_sandbox${path}`, { method, headers: { authorization: basic }, body: JSON.stringify(body) });
  const received = async (to: string) =>
    ((await (await control("GET", `/twilio/messages?to=${encodeURIComponent(to)}`, undefined)).json()) as { messages: { to: string; body: string }[] })
      .messages;
  return { ...s, clock, carrier, control, received, settings };
}

describe("text messages through Twilio", () => {
  it("go by SMS and by WhatsApp from their own senders", async () => {
    const { carrier, received } = await setup();
    expect(await carrier.send({ channel: "sms", to: GUEST, body: "Hola", statusCallback: CALLBACK })).toMatchObject({
      id: expect.stringMatching(/^SM/),
      status: "queued",
    });
    await carrier.send({ channel: "whatsapp", to: GUEST, body: "Hola por WhatsApp", statusCallback: CALLBACK });
    expect((await received(GUEST)).map((m) => `${m.to} ${m.body}`).sort()).toEqual([`+34600111222 Hola`, `whatsapp:+34600111222 Hola por WhatsApp`]);
  });

  it("a message sent whose answer was lost is found by its recipient, words and time, and only that one", async () => {
    const { carrier, clock } = await setup();
    const since = new Date(clock.now() - 60_000);
    const sent = await carrier.send({ channel: "sms", to: GUEST, body: "Tu conductor es Elena", statusCallback: CALLBACK });
    expect(await carrier.findSent({ channel: "sms", to: GUEST, body: "Tu conductor es Elena", since })).toMatchObject({ id: sent.id });
    expect(await carrier.findSent({ channel: "sms", to: GUEST, body: "Otra cosa", since })).toBeNull();
    expect(await carrier.findSent({ channel: "whatsapp", to: GUEST, body: "Tu conductor es Elena", since })).toBeNull();
    expect(await carrier.findSent({ channel: "sms", to: GUEST, body: "Tu conductor es Elena", since: new Date(clock.now() + 60_000) })).toBeNull();
  });

  it("a guest who answered STOP is refused with 21610; 429 and 5xx are worth another try", async () => {
    const { carrier, control, settings } = await setup();
    await carrier.send({ channel: "sms", to: GUEST, body: "Hola", statusCallback: CALLBACK });
    await control("POST", "/twilio/replies", { to: GUEST, body: "STOP" });
    const stopped = await carrier.send({ channel: "sms", to: GUEST, body: "Tu conductor", statusCallback: CALLBACK }).catch((e: unknown) => e);
    expect(stopped).toMatchObject({ kind: "refused", code: "21610" });
    const path = `POST /twilio/2010-04-01/Accounts/${settings.accountSid}/Messages.json`;
    await control("PATCH", "/faults", { nextFor: path, next: [429] });
    const busy = await carrier.send({ channel: "sms", to: "+34600333444", body: "Hola", statusCallback: CALLBACK }).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(CarrierError);
    expect(busy).toMatchObject({ kind: "retry" });
  });

  it("learns when the guest last wrote on WhatsApp, and sends an approved template as its Content SID and variables", async () => {
    const { carrier, control, clock, received } = await setup();
    const template = "HX0123456789abcdef0123456789abcdef";
    await control("POST", "/twilio/templates", { sid: template, text: "Tu viaje está reservado: {{1}}, desde {{2}}. Responde STOP." });
    expect(await carrier.lastInboundAt({ channel: "whatsapp", from: GUEST })).toBeNull();
    const content = { sid: template, variables: { 1: "martes 1 de diciembre, 09:30", 2: "Atocha" } };
    await carrier.send({ channel: "whatsapp", to: GUEST, body: "ignored", content, statusCallback: CALLBACK });
    expect((await received(`whatsapp:${GUEST}`)).map((m) => m.body)).toEqual([
      "Tu viaje está reservado: martes 1 de diciembre, 09:30, desde Atocha. Responde STOP.",
    ]);
    // An SMS answer is not a WhatsApp message; a WhatsApp one is.
    await carrier.send({ channel: "sms", to: GUEST, body: "Hola", statusCallback: CALLBACK });
    await control("POST", "/twilio/replies", { to: GUEST, body: "Gracias", from: "+15005550006" });
    expect(await carrier.lastInboundAt({ channel: "whatsapp", from: GUEST })).toBeNull();
    clock.advance(60_000);
    await control("POST", "/twilio/replies", { to: `whatsapp:${GUEST}`, body: "¿Dónde espero?" });
    expect(await carrier.lastInboundAt({ channel: "whatsapp", from: GUEST })).toEqual(new Date(clock.now()));
  });

  it("is not offered without a sender", () => {
    expect(
      twilioCarrier({ mode: "remote", apiUrl: "https://api.twilio.com", accountSid: `AC${"0".repeat(32)}`, authToken: "t", smsFrom: null, whatsappFrom: null }),
    ).toBeNull();
  });
});
