import { expect, type APIRequestContext } from "@playwright/test";
import { SANDBOX_AUTH, sandboxRequests } from "./booking-helpers";

/**
 * What the sandbox's phones received from Ridedesk, and what Ridedesk asked its copy of Twilio to
 * send: guests' messages are judged where the guest would read them.
 */

/** A Spanish mobile number no other test uses, so tests side by side never share a phone. */
export const uniquePhone = () => `+346${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

export type OnPhone = {
  sid: string;
  direction: "outbound-api" | "inbound";
  channel: "sms" | "whatsapp";
  from: string;
  to: string;
  body: string;
  status: string;
};

/** What a phone received and answered, oldest first (a bare number covers SMS and WhatsApp). */
export async function phoneMessages(request: APIRequestContext, phone: string): Promise<OnPhone[]> {
  const r = await request.get(`/sandbox/_sandbox/twilio/messages?to=${encodeURIComponent(phone)}`, { headers: { authorization: SANDBOX_AUTH } });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { messages: OnPhone[] }).messages;
}

/** The phone's messages from Ridedesk, oldest first. */
export const receivedBy = async (request: APIRequestContext, phone: string) =>
  (await phoneMessages(request, phone)).filter((m) => m.direction === "outbound-api");

/** The phone answers STOP to the last sender that wrote to it. */
export async function answerStop(request: APIRequestContext, phone: string) {
  const r = await request.post("/sandbox/_sandbox/twilio/replies", { headers: { authorization: SANDBOX_AUTH }, data: { to: phone, body: "STOP" } });
  expect(r.status(), await r.text()).toBe(201);
}

/** The phone writes to the sandbox's WhatsApp sender, opening WhatsApp's 24-hour window for free text. */
export async function writesOnWhatsApp(request: APIRequestContext, phone: string, body: string) {
  const r = await request.post("/sandbox/_sandbox/twilio/replies", {
    headers: { authorization: SANDBOX_AUTH },
    data: { to: `whatsapp:${phone}`, from: "whatsapp:+14155238886", body },
  });
  expect(r.status(), await r.text()).toBe(201);
}

/** The words of every message Ridedesk asked Twilio to send to a phone, refused or not, oldest first (from the sandbox's request log). */
export async function sendsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const r = await request.get("/sandbox/_sandbox/twilio", { headers: { authorization: SANDBOX_AUTH } });
  expect(r.ok(), await r.text()).toBe(true);
  const { account_sid } = (await r.json()) as { account_sid: string };
  const posts = await sandboxRequests(request, `/twilio/2010-04-01/Accounts/${account_sid}/Messages.json`);
  return posts
    .map((p) => new URLSearchParams(typeof p.body === "string" ? p.body : ""))
    .filter((form) => form.get("To")?.replace(/^whatsapp:/, "") === phone)
    .map((form) => form.get("Body") ?? "");
}

type JourneyLive = { state: string | null; endState: string | null; stateTimes: Record<string, string>; checkedAt: string | null };

/** The journey as Ridedesk last read it (the refresh job's record, not the sandbox's). */
export async function journeyAsRead(request: APIRequestContext, journeyId: string): Promise<JourneyLive> {
  const r = await request.get(`/api/journeys/${journeyId}`);
  expect(r.ok(), await r.text()).toBe(true);
  return r.json();
}

/** Waits until Ridedesk has read the journey in a state (now or earlier). */
export async function readIn(request: APIRequestContext, journeyId: string, state: string) {
  await expect
    .poll(async () => Object.hasOwn((await journeyAsRead(request, journeyId)).stateTimes, state), {
      message: `Ridedesk read the journey in "${state}"`,
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Waits until Ridedesk has read the journey in a state and then read it once more, for a ride still
 * under way. Reads of one journey never overlap, and each records what it made due before the next
 * starts: whatever the first one made due has been recorded and queued by then.
 */
export async function readOnceMoreAfter(request: APIRequestContext, journeyId: string, state: string) {
  let seen: string | null = null;
  await expect
    .poll(
      async () => {
        const live = await journeyAsRead(request, journeyId);
        if (Object.hasOwn(live.stateTimes, state)) seen ??= live.checkedAt;
        return seen !== null && live.checkedAt !== seen;
      },
      { message: `Ridedesk read the journey in "${state}", then once more`, timeout: 15_000 },
    )
    .toBe(true);
}
