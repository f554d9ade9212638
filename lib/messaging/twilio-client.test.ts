import { describe, expect, it } from "vitest";
import type { SandboxOptions } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";
import { serveSandbox } from "@/lib/sandbox/testing";
import { formReceiver } from "@/lib/sandbox/twilio/testing";
import { TwilioError, answerLost, createTwilioClient, isRetryable, type TwilioClientDeps } from "./twilio-client";
import { isValidTwilioSignature } from "./twilio-signature";

const GUEST = "+34600111222";
const SMS_FROM = "+15005550006";
const WHATSAPP_FROM = "whatsapp:+14155238886";

/** The sandbox on a real loopback port, on a hand-moved clock, and a client of its Twilio API. */
async function setup(options: SandboxOptions = {}, deps: TwilioClientDeps = {}) {
  const clock = manualClock(Date.UTC(2027, 0, 12, 9));
  const s = await serveSandbox({ clock, allowLoopbackCallbacks: true, ...options });
  const account = s.sandbox.twilio.account;
  const client = createTwilioClient({ apiUrl: `${s.url}/twilio`, ...account }, { fetch: s.fetch, ...deps });
  const basic = `Basic ${btoa(`${s.sandbox.credentials.clientId}:${s.sandbox.credentials.clientSecret}`)}`;
  const control = (method: string, path: string, body: unknown) =>
    fetch(`${s.url}/_sandbox${path}`, { method, headers: { authorization: basic }, body: JSON.stringify(body) });
  /** Queues failures (or a held answer) for the next sends only. */
  const failNextSends = (faults: Record<string, unknown>) =>
    control("PATCH", "/faults", { nextFor: `POST /twilio/2010-04-01/Accounts/${account.accountSid}/Messages.json`, ...faults });
  return { ...s, clock, account, client, control, failNextSends };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as TwilioError,
  );

describe("sending a message", () => {
  it("POSTs To, From, Body and StatusCallback as a form, and answers the message queued", async () => {
    const { client, sandbox, clock } = await setup();
    const m = await client.sendMessage({
      to: GUEST,
      from: SMS_FROM,
      body: "Your driver is on the way",
      statusCallback: "https://desk.example.com/api/twilio/status",
    });
    expect(m).toEqual({
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      status: "queued",
      to: GUEST,
      from: SMS_FROM,
      body: "Your driver is on the way",
      direction: "outbound-api",
      date_created: new Date(clock.now()),
      error_code: null,
      error_message: null,
    });
    expect(sandbox.state.messages[m.sid]).toMatchObject({ status_callback: "https://desk.example.com/api/twilio/status", messaging_service_sid: null });
  });

  it("sends from a Messaging Service by its SID, and by WhatsApp", async () => {
    const { client, sandbox } = await setup();
    const service = `MG${"ab".repeat(16)}`;
    const viaService = await client.sendMessage({ to: GUEST, from: service, body: "Hi" });
    expect(viaService).toMatchObject({ status: "accepted", from: null });
    expect(sandbox.state.messages[viaService.sid]?.messaging_service_sid).toBe(service);
    expect(await client.sendMessage({ to: `whatsapp:${GUEST}`, from: WHATSAPP_FROM, body: "Hola" })).toMatchObject({ status: "queued", from: WHATSAPP_FROM });
  });

  it("surfaces a refusal with Twilio's code: not retryable, and no answer was lost", async () => {
    const { client } = await setup();
    const e = await failure(client.sendMessage({ to: "600111222", from: SMS_FROM, body: "Hi" }));
    expect(e).toBeInstanceOf(TwilioError);
    expect(e).toMatchObject({ kind: "refused", status: 400, code: 21211, operation: "send message" });
    expect(e!.twilioMessage).toMatch(/not a valid phone number/);
    expect(isRetryable(e)).toBe(false);
    expect(answerLost(e)).toBe(false);
  });

  it("surfaces a recipient who answered STOP as refused, code 21610", async () => {
    const { client, control } = await setup();
    await client.sendMessage({ to: GUEST, from: SMS_FROM, body: "first" });
    expect((await control("POST", "/twilio/replies", { to: GUEST, body: "STOP" })).status).toBe(201);
    expect(await failure(client.sendMessage({ to: GUEST, from: SMS_FROM, body: "second" }))).toMatchObject({ kind: "refused", code: 21610 });
  });

  it("surfaces wrong credentials as refused, code 20003", async () => {
    const s = await setup();
    const client = createTwilioClient({ apiUrl: `${s.url}/twilio`, accountSid: s.account.accountSid, authToken: "wrong" });
    expect(await failure(client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi" }))).toMatchObject({ kind: "refused", status: 401, code: 20003 });
  });

  it("surfaces 429 with its Retry-After, and 5xx, as retryable; nothing was sent", async () => {
    const { client, failNextSends, sandbox } = await setup();
    await failNextSends({ next: [429, 503, 500], retryAfterSeconds: 7 });
    const busy = await failure(client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi" }));
    expect(busy).toMatchObject({ kind: "rate_limited", status: 429, code: 20429, retryAfter: 7 });
    expect(await failure(client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi" }))).toMatchObject({ kind: "server_error", status: 503 });
    const failed = await failure(client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi" }));
    expect(failed).toMatchObject({ kind: "server_error", status: 500 });
    expect([busy, failed].map(isRetryable)).toEqual([true, true]);
    expect([busy, failed].map(answerLost)).toEqual([false, false]);
    expect(sandbox.state.messages).toEqual({});
  });

  it("gives up at its deadline, and says the answer was lost: the message did go out", async () => {
    const { client, failNextSends, sandbox } = await setup({}, { timeoutMs: 150 });
    await failNextSends({ nextHeldMs: [1000] });
    const e = await failure(client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi" }));
    expect(e).toMatchObject({ kind: "timeout", status: 0 });
    expect(answerLost(e)).toBe(true);
    expect(isRetryable(e)).toBe(false);
    expect(Object.values(sandbox.state.messages).map((m) => m.body)).toEqual(["Hi"]);
  });

  it("says the answer was lost when Twilio cannot be reached", async () => {
    const s = await setup();
    await s.close();
    const e = await failure(s.client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi" }));
    expect(e).toMatchObject({ kind: "network", status: 0 });
    expect(answerLost(e)).toBe(true);
  });

  it("refuses an answer that is not Twilio's message", async () => {
    const client = createTwilioClient(
      { apiUrl: "https://api.twilio.test", accountSid: `AC${"0".repeat(32)}`, authToken: "t" },
      { fetch: async () => new Response("<html>maintenance</html>", { status: 200 }) },
    );
    expect(await failure(client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi" }))).toMatchObject({ kind: "invalid_response", status: 200 });
  });
});

describe("listing messages", () => {
  async function history() {
    const s = await setup();
    const sids: string[] = [];
    for (const [to, hours] of [
      [GUEST, 0],
      ["+34600999888", 1],
      [GUEST, 2],
      [GUEST, 24],
      [GUEST, 25],
      [GUEST, 26],
    ] as const) {
      s.clock.set(Date.UTC(2027, 0, 12, 9) + hours * 3600_000);
      sids.push((await s.client.sendMessage({ to, from: SMS_FROM, body: `at ${hours}` })).sid);
    }
    s.clock.advance(10_000);
    return { ...s, sids };
  }
  const pages = (s: Awaited<ReturnType<typeof history>>) => s.log.filter((l) => l.method === "GET").length;

  it("filters by recipient and day sent, newest first, following next_page_uri", async () => {
    const s = await history();
    const [a, , c, d, e, f] = s.sids;
    const all = await s.client.listMessages({ to: GUEST, pageSize: 2 });
    expect(all).toEqual({ messages: [f, e, d, c, a].map((sid) => expect.objectContaining({ sid, to: GUEST, status: "delivered" })), truncated: false });
    expect(pages(s)).toBe(3);
    expect((await s.client.listMessages({ to: GUEST, sentOn: "2027-01-12" })).messages.map((m) => m.sid)).toEqual([c, a]);
    expect((await s.client.listMessages({ sentOnOrAfter: new Date(Date.UTC(2027, 0, 13, 23)) })).messages.map((m) => m.sid)).toEqual([f, e, d]);
    expect((await s.client.listMessages({ to: GUEST, sentOnOrBefore: "2027-01-12" })).messages.map((m) => m.sid)).toEqual([c, a]);
    expect((await s.client.listMessages({ from: "+15005550007" })).messages).toEqual([]);
  });

  it("reads a few pages at most, and says when more were left", async () => {
    const s = await history();
    const some = await s.client.listMessages({ pageSize: 2, maxPages: 2 });
    expect(some.messages).toHaveLength(4);
    expect(some.truncated).toBe(true);
    expect(pages(s)).toBe(2);
  });

  it("does not follow a next_page_uri that leads anywhere else", async () => {
    const sid = `AC${"0".repeat(32)}`;
    const asked: string[] = [];
    const fetchPage: typeof fetch = async (input) => {
      asked.push(String(input));
      return Response.json({ messages: [], next_page_uri: "https://elsewhere.example/steal?PageToken=x" });
    };
    const client = createTwilioClient({ apiUrl: "https://api.twilio.test", accountSid: sid, authToken: "t" }, { fetch: fetchPage });
    expect(await failure(client.listMessages())).toMatchObject({ kind: "invalid_response" });
    expect(asked).toEqual([`https://api.twilio.test/2010-04-01/Accounts/${sid}/Messages.json?`]);
  });
});

describe("the sandbox's status callbacks, as the app's receiver checks them", () => {
  it("come in order, sent then delivered, each with a valid X-Twilio-Signature", async () => {
    const r = await formReceiver();
    const { client, sandbox, clock, account } = await setup();
    const statusCallback = `${r.url}/api/twilio/status`;
    const m = await client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi", statusCallback });
    clock.advance(3000);
    await sandbox.twilio.flush();
    expect(r.received.map((p) => [p.form.MessageSid, p.form.MessageStatus])).toEqual([
      [m.sid, "sent"],
      [m.sid, "delivered"],
    ]);
    for (const p of r.received) {
      const signature = p.headers["x-twilio-signature"] as string;
      expect(isValidTwilioSignature(account.authToken, signature, statusCallback, p.form)).toBe(true);
      expect(isValidTwilioSignature("another token", signature, statusCallback, p.form)).toBe(false);
      expect(isValidTwilioSignature(account.authToken, signature, statusCallback, { ...p.form, MessageStatus: "failed" })).toBe(false);
    }
  });

  it("carry the error code of a message that was not delivered", async () => {
    const r = await formReceiver();
    const { client, sandbox, clock, account } = await setup({ messages: { failureShare: 1 } });
    await client.sendMessage({ to: GUEST, from: SMS_FROM, body: "Hi", statusCallback: r.url });
    clock.advance(3000);
    await sandbox.twilio.flush();
    const undelivered = r.received.at(-1)!;
    expect(undelivered.form).toMatchObject({ MessageStatus: "undelivered", ErrorCode: expect.stringMatching(/^3000[35]$/) });
    expect(isValidTwilioSignature(account.authToken, undelivered.headers["x-twilio-signature"] as string, r.url, undelivered.form)).toBe(true);
    const [listed] = (await client.listMessages()).messages;
    expect(listed).toMatchObject({ status: "undelivered", error_code: Number(undelivered.form.ErrorCode) });
  });
});
