import http from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";
import type { SandboxOptions } from "../index";
import { ORIGIN, testSandbox } from "../testing";

/** Helpers for tests of the Twilio API, through the sandbox's handler on a hand-moved clock. */

export const SMS_FROM = "+15005550006";
export const WHATSAPP_FROM = "whatsapp:+14155238886";
export const GUEST = "+34600111222";

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

export type Answer = { status: number; json: any; text: string; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape

export function twilioSandbox(options: SandboxOptions = {}) {
  const t = testSandbox({ allowLoopbackCallbacks: true, ...options });
  const { accountSid, authToken } = t.sandbox.twilio.account;
  const messagesPath = `/twilio/2010-04-01/Accounts/${accountSid}/Messages.json`;

  async function answer(response: Response): Promise<Answer> {
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  /** A call to the Twilio API, form-encoded with the account's credentials unless told otherwise. */
  async function api(
    method: string,
    path: string,
    { form, auth = basic(accountSid, authToken) }: { form?: Record<string, string>; auth?: string | null } = {},
  ) {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = auth;
    if (form) headers["content-type"] = "application/x-www-form-urlencoded";
    return answer(await t.sandbox.handle(new Request(`${ORIGIN}${path}`, { method, headers, body: form ? new URLSearchParams(form) : undefined })));
  }

  const send = (form: Record<string, string>) => api("POST", messagesPath, { form: { From: SMS_FROM, To: GUEST, Body: "Your driver is on the way", ...form } });
  const list = (query: Record<string, string> = {}) => api("GET", `${messagesPath}?${new URLSearchParams(query)}`);

  async function control(method: string, path: string, body?: unknown) {
    const { clientId, clientSecret } = t.sandbox.credentials;
    const init = { method, headers: { authorization: basic(clientId, clientSecret) }, body: body === undefined ? undefined : JSON.stringify(body) };
    return answer(await t.sandbox.handle(new Request(`${ORIGIN}/_sandbox${path}`, init)));
  }

  /** Moves the clock on in steps, sending the status callbacks that fall due at each. */
  async function run(ms: number, step = 500) {
    for (let done = 0; done < ms; done += step) {
      t.clock.advance(Math.min(step, ms - done));
      await t.sandbox.twilio.flush();
    }
  }

  onTestFinished(() => t.sandbox.close());
  return { ...t, accountSid, authToken, messagesPath, api, send, list, control, run, basic };
}

export type Posted = { path: string; headers: http.IncomingHttpHeaders; form: Record<string, string> };

/** A status callback receiver on 127.0.0.1; `answer` decides each reply's status. */
export async function formReceiver(answer: (p: Posted, n: number) => number = () => 204) {
  const received: Posted[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString()));
    req.on("end", () => {
      const p: Posted = { path: req.url ?? "", headers: req.headers, form: Object.fromEntries(new URLSearchParams(text)) };
      received.push(p);
      res.writeHead(answer(p, received.length)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}
