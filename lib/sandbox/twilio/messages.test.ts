import { describe, expect, it } from "vitest";
import { GUEST, SMS_FROM, WHATSAPP_FROM, twilioSandbox } from "./testing";

const RFC_2822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/;

describe("the Twilio API's credentials", () => {
  it("refuses a call without them, or with a wrong token, in Twilio's error shape", async () => {
    const s = twilioSandbox();
    for (const auth of [null, s.basic(s.accountSid, "wrong"), s.basic(`AC${"0".repeat(32)}`, s.authToken)]) {
      const answer = await s.api("POST", s.messagesPath, { auth, form: { From: SMS_FROM, To: GUEST, Body: "Hi" } });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ code: 20003, message: "Authenticate", more_info: "https://www.twilio.com/docs/errors/20003", status: 401 });
      expect(answer.headers.get("www-authenticate")).toMatch(/^Basic /);
    }
    expect(s.sandbox.state.messages).toEqual({});
  });

  it("answers 404 (20404) for another account's messages, even with good credentials", async () => {
    const s = twilioSandbox();
    const other = `AC${"1".repeat(32)}`;
    const answer = await s.api("GET", `/twilio/2010-04-01/Accounts/${other}/Messages.json`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ code: 20404, status: 404 });
  });

  it("is derived from the sandbox's client secret, so another secret makes another account", () => {
    const a = twilioSandbox({ clientSecret: "one" }).sandbox.twilio.account;
    const b = twilioSandbox({ clientSecret: "two" }).sandbox.twilio.account;
    expect(a.accountSid).toMatch(/^AC[0-9a-f]{32}$/);
    expect(a.authToken).toMatch(/^[0-9a-f]{32}$/);
    expect(b.accountSid).not.toBe(a.accountSid);
  });
});

describe("sending a message", () => {
  it("answers 201 with the message queued, as Twilio writes the resource", async () => {
    const s = twilioSandbox();
    const answer = await s.send({ Body: "Your driver is on the way" });
    expect(answer.status).toBe(201);
    const m = answer.json;
    expect(m).toMatchObject({
      account_sid: s.accountSid,
      api_version: "2010-04-01",
      body: "Your driver is on the way",
      direction: "outbound-api",
      status: "queued",
      from: SMS_FROM,
      to: GUEST,
      date_sent: null,
      error_code: null,
      error_message: null,
      messaging_service_sid: null,
      num_segments: "1",
      num_media: "0",
      price: null,
    });
    expect(m.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(m.date_created).toMatch(RFC_2822);
    expect(new Date(m.date_created).getTime()).toBe(s.clock.now());
    expect(m.uri).toBe(`/2010-04-01/Accounts/${s.accountSid}/Messages/${m.sid}.json`);
  });

  it("moves on to sent, then delivered, a second or two later", async () => {
    const s = twilioSandbox();
    const { sid } = (await s.send({})).json;
    const read = async () => (await s.api("GET", `/twilio/2010-04-01/Accounts/${s.accountSid}/Messages/${sid}.json`)).json;
    s.clock.advance(1000);
    const sent = await read();
    expect(sent.status).toBe("sent");
    expect(sent.date_sent).toMatch(RFC_2822);
    s.clock.advance(1000);
    expect((await read()).status).toBe("delivered");
  });

  it("counts SMS segments as GSM or UCS-2 text, and WhatsApp as one", async () => {
    const s = twilioSandbox();
    expect((await s.send({ Body: "a".repeat(160) })).json.num_segments).toBe("1");
    expect((await s.send({ Body: "a".repeat(161) })).json.num_segments).toBe("2");
    expect((await s.send({ Body: "Llegó tu conductor 🚕" })).json.num_segments).toBe("1");
    expect((await s.send({ Body: "ñ".repeat(70) + "🚕" })).json.num_segments).toBe("2");
    expect((await s.send({ From: WHATSAPP_FROM, To: `whatsapp:${GUEST}`, Body: "a".repeat(400) })).json.num_segments).toBe("1");
  });

  it("through a Messaging Service, is accepted with no sender until one of the service's numbers sends it", async () => {
    const s = twilioSandbox();
    const service = `MG${"a".repeat(32)}`;
    const answer = await s.api("POST", s.messagesPath, { form: { MessagingServiceSid: service, To: GUEST, Body: "Hi" } });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ status: "accepted", from: null, messaging_service_sid: service });
    s.clock.advance(1000);
    const later = await s.api("GET", `/twilio/2010-04-01/Accounts/${s.accountSid}/Messages/${answer.json.sid}.json`);
    expect(later.json).toMatchObject({ status: "sent", from: SMS_FROM });
  });

  it("refuses what Twilio refuses, each with its error code", async () => {
    const s = twilioSandbox();
    const cases: [Record<string, string>, number][] = [
      [{ To: "" }, 21604],
      [{ From: "" }, 21603],
      [{ Body: "" }, 21602],
      [{ Body: "x".repeat(1601) }, 21617],
      [{ To: "600111222" }, 21211],
      [{ To: "+0034600111222" }, 21211],
      [{ To: "whatsapp:600111222", From: WHATSAPP_FROM }, 21211],
      [{ From: "Ridedesk!" }, 21212],
      [{ To: `whatsapp:${GUEST}` }, 21910],
      [{ From: WHATSAPP_FROM }, 21910],
      [{ From: "", MessagingServiceSid: "MG123" }, 21705],
      [{ StatusCallback: "http://localhost:3000/api/twilio/status" }, 21609],
      [{ StatusCallback: "not a url" }, 21609],
    ];
    for (const [form, code] of cases) {
      const answer = await s.send(form);
      expect({ form, status: answer.status, code: answer.json.code }).toEqual({ form, status: 400, code });
      expect(answer.json.more_info).toBe(`https://www.twilio.com/docs/errors/${code}`);
    }
    expect(await s.send({ Body: "x".repeat(1600) })).toMatchObject({ status: 201 });
    expect(Object.keys(s.sandbox.state.messages)).toHaveLength(1);
  });
});

describe("listing messages", () => {
  /** Six messages over two days to two guests; returns their SIDs, oldest first. */
  async function history(s: ReturnType<typeof twilioSandbox>) {
    const sids: string[] = [];
    for (const [to, hoursLater] of [
      [GUEST, 0],
      ["+34600999888", 1],
      [GUEST, 2],
      [GUEST, 24],
      ["+34600999888", 25],
      [GUEST, 26],
    ] as const) {
      s.clock.set(Date.UTC(2027, 0, 12, 9) + hoursLater * 3600_000);
      sids.push((await s.send({ To: to, Body: `at ${hoursLater}` })).json.sid);
    }
    s.clock.advance(10_000);
    return sids;
  }
  const sidsOf = (answer: { json: { messages: { sid: string }[] } }) => answer.json.messages.map((m) => m.sid);

  it("lists the account's messages newest first, filtered by To, From and the day sent", async () => {
    const s = twilioSandbox();
    const [a, b, c, d, e, f] = await history(s);
    expect(sidsOf(await s.list())).toEqual([f, e, d, c, b, a]);
    expect(sidsOf(await s.list({ To: GUEST }))).toEqual([f, d, c, a]);
    expect(sidsOf(await s.list({ From: "+15005550007" }))).toEqual([]);
    expect(sidsOf(await s.list({ To: GUEST, DateSent: "2027-01-12" }))).toEqual([c, a]);
    expect(sidsOf(await s.list({ "DateSent>": "2027-01-13" }))).toEqual([f, e, d]);
    expect(sidsOf(await s.list({ "DateSent<": "2027-01-12" }))).toEqual([c, b, a]);
    // A date-time, as the SDKs send it, bounds at that instant.
    expect(sidsOf(await s.list({ "DateSent>": "2027-01-13T10:00:00Z" }))).toEqual([f, e]);
    expect((await s.list({ DateSent: "12/01/2027" })).json).toMatchObject({ status: 400, code: 20001 });
  });

  it("pages as Twilio pages, with next_page_uri steady while new messages arrive", async () => {
    const s = twilioSandbox();
    const [a, b, c, d, e, f] = await history(s);
    const first = await s.list({ PageSize: "2" });
    expect(first.json).toMatchObject({ page: 0, page_size: 2, start: 0, end: 1, previous_page_uri: null });
    expect(sidsOf(first)).toEqual([f, e]);
    expect(first.json.first_page_uri).toBe(`/2010-04-01/Accounts/${s.accountSid}/Messages.json?PageSize=2&Page=0`);
    expect(first.json.next_page_uri).toBe(`/2010-04-01/Accounts/${s.accountSid}/Messages.json?PageSize=2&Page=1&PageToken=PA${e}`);

    await s.send({ Body: "a newer one" });
    const second = await s.api("GET", `/twilio${first.json.next_page_uri}`);
    expect(sidsOf(second)).toEqual([d, c]);
    expect(second.json).toMatchObject({ page: 1, start: 2, end: 3 });
    const third = await s.api("GET", `/twilio${second.json.next_page_uri}`);
    expect(sidsOf(third)).toEqual([b, a]);
    expect(third.json.next_page_uri).toBeNull();
    const back = await s.api("GET", `/twilio${third.json.previous_page_uri}`);
    expect(sidsOf(back)).toEqual([d, c]);

    const filtered = await s.list({ To: GUEST, PageSize: "3" });
    expect(sidsOf(filtered)).toEqual([expect.any(String), f, d]);
    expect(filtered.json.next_page_uri).toContain(`To=${encodeURIComponent(GUEST)}`);
    expect(sidsOf(await s.api("GET", `/twilio${filtered.json.next_page_uri}`))).toEqual([c, a]);
  });

  it("refuses a page size or token it cannot read", async () => {
    const s = twilioSandbox();
    await history(s);
    expect((await s.list({ PageSize: "0" })).json).toMatchObject({ status: 400, code: 20001 });
    expect((await s.list({ PageSize: "1001" })).json).toMatchObject({ status: 400, code: 20001 });
    expect((await s.list({ PageToken: `PA${"SM".padEnd(34, "0")}` })).json).toMatchObject({ status: 400, code: 21481 });
  });
});
