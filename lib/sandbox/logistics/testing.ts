import http from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";
import type { SandboxOptions } from "../index";
import { testSandbox } from "../testing";
import { SHIPPING_TYPES } from "./shipping-types";

/** Helpers for tests of the logistics API, through the sandbox's handler on a hand-moved clock. */

export const EXPRESS = SHIPPING_TYPES[0].id;
export const SAME_DAY = SHIPPING_TYPES[1].id;

export const newParcel = (n: number | string, over: Record<string, unknown> = {}) => ({
  external_id: `order-${n}`,
  pickup_info: { contact: { name: "Front desk", phone: "+34600111222" }, loc: { lat: 40.4169, lon: -3.7035 } },
  dropoff_info: { contact: { name: "Ana Ruiz", phone: "+34600333444" }, addr: "Paseo de la Castellana 200, Madrid" },
  ...over,
});

export async function logisticsSandbox(options: SandboxOptions = {}) {
  const t = testSandbox({ allowLoopbackCallbacks: true, ...options });
  const tok = await t.token();
  const api = (method: string, path: string, init: { body?: unknown; raw?: string; query?: Record<string, string> } = {}) =>
    t.call(method, `/logistics${path}`, { token: tok, ...init });
  const control = (method: string, path: string, body?: unknown) => {
    const basic = `Basic ${Buffer.from(`${t.sandbox.credentials.clientId}:${t.sandbox.credentials.clientSecret}`).toString("base64")}`;
    return t.sandbox.handle(
      new Request(`http://sandbox.test/_sandbox${path}`, {
        method,
        headers: { authorization: basic },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  };
  async function create(...parcels: Record<string, unknown>[]): Promise<{ id: string; external_id?: string }[]> {
    const answer = await api("POST", "/v1/parcels", { body: { parcels } });
    if (answer.status !== 200) throw new Error(`create: ${answer.status} ${answer.text}`);
    return answer.json.parcels;
  }
  const ship = (ids: string[], shipping_type_id: string = EXPRESS) => api("POST", "/v1/parcels/ship", { body: { parcel_ids: ids, shipping_type_id } });
  /** Asks for a proof of delivery by a code the sandbox generates (what makes proofCodeGenerated come). */
  const proveByCode = (id: string) => api("POST", `/v1/parcels/${id}/proof_configuration`, { body: { delivered_proofs: { code_proof: { active: true } } } });
  const stateOf = async (id: string): Promise<string> => (await api("GET", `/v1/parcels/${id}/status`)).json.state;
  /** Moves the clock on in steps, sending what falls due at each. */
  async function run(ms: number, step = 1000) {
    for (let done = 0; done < ms; done += step) {
      t.clock.advance(Math.min(step, ms - done));
      await t.sandbox.logistics.flush();
    }
  }
  onTestFinished(() => t.sandbox.close());
  return { ...t, tok, api, control, create, ship, proveByCode, stateOf, run };
}

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A webhook receiver on 127.0.0.1; `answer` decides each reply's status (and may delay it). */
export async function receiver(answer: (r: Received, n: number) => number | Promise<number> = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString()));
    req.on("end", async () => {
      const r: Received = { path: req.url ?? "", headers: req.headers, body: JSON.parse(text || "{}") as Record<string, unknown> };
      received.push(r);
      const status = await answer(r, received.length);
      if (res.destroyed) return;
      res.writeHead(status, status >= 300 && status < 400 ? { location: "http://127.0.0.1:9/elsewhere" } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url, received, of: (hook: string) => received.filter((r) => r.path === `/${hook}`) };
}
