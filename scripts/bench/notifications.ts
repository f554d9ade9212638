/**
 * The sandbox's webhook dispatcher: how many notifications a second it delivers to a receiver on
 * loopback that answers at once. Parcels are shipped on a hand-moved clock, then the clock jumps
 * past their deliveries and one flush sends every notification due, 8 at a time.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createSandbox, DEFAULT_CREDENTIALS } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";
import { SHIPPING_TYPES } from "@/lib/sandbox/logistics/shipping-types";

const ORIGIN = "http://sandbox.bench";

export async function notificationThroughput({ parcels = 200 } = {}) {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clock = manualClock(Date.now());
  const sandbox = createSandbox({ ...DEFAULT_CREDENTIALS, clock, allowLoopbackCallbacks: true, tokenTtlSeconds: 24 * 3600 });
  try {
    const tokenAnswer = await sandbox.handle(
      new Request(`${ORIGIN}/auth/api/authorization`, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: DEFAULT_CREDENTIALS.clientId,
          client_secret: DEFAULT_CREDENTIALS.clientSecret,
        }),
      }),
    );
    const { access_token } = (await tokenAnswer.json()) as { access_token: string };
    const post = async (path: string, body: unknown) =>
      (
        await sandbox.handle(
          new Request(`${ORIGIN}/logistics${path}`, { method: "POST", headers: { authorization: `Bearer ${access_token}` }, body: JSON.stringify(body) }),
        )
      ).json() as Promise<{ parcels: { id: string }[] }>;
    await post("/v1/webhooks", { hook: "parcel", callback_url: `${url}/parcel`, headers: { "X-Parcel": "{parcelID}" } });
    const ids: string[] = [];
    for (let i = 0; i < parcels; i += 100) {
      const batch = Array.from({ length: Math.min(100, parcels - i) }, (_, j) => ({
        external_id: `bench-${i + j}`,
        pickup_info: { contact: { name: "Desk" }, loc: { lat: 40.4169, lon: -3.7035 } },
        dropoff_info: { contact: { name: "Guest" }, loc: { lat: 40.4626, lon: -3.689 } },
      }));
      ids.push(...(await post("/v1/parcels", { parcels: batch })).parcels.map((p) => p.id));
    }
    await post("/v1/parcels/ship", { parcel_ids: ids.slice(0, 100), shipping_type_id: SHIPPING_TYPES[0].id });
    if (ids.length > 100) await post("/v1/parcels/ship", { parcel_ids: ids.slice(100), shipping_type_id: SHIPPING_TYPES[0].id });
    const bare = async (count: number) => {
      let left = count;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (left-- > 0) {
            const r = await fetch(`${url}/bare`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: "{}",
              redirect: "manual",
              signal: AbortSignal.timeout(5000),
            });
            await r.body?.cancel();
          }
        }),
      );
      return (performance.now() - t0) / 1000;
    };
    await bare(200); // connections and code warmed up for both measures alike
    clock.advance(2 * 3600_000);
    const started = performance.now();
    const result = await sandbox.logistics.flush();
    const seconds = (performance.now() - started) / 1000;
    // The same number of bare POSTs, 8 at a time: what the loopback and this machine allow at best.
    const bareSeconds = await bare(result.delivered);
    return { sent: result.delivered, received, perSecond: result.delivered / seconds, seconds, barePerSecond: result.delivered / bareSeconds };
  } finally {
    sandbox.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
