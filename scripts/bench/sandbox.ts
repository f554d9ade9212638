/**
 * The sandbox as it grows: how long creating one journey takes with 10 journeys behind it and
 * with 10,000, on the file-backed store in a temporary folder. Driven through `handle(Request)`,
 * not HTTP, so the figure is the sandbox's own cost (validation, estimate lookup, journal write).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSandbox, DEFAULT_CREDENTIALS } from "@/lib/sandbox";
import { fileStore } from "@/lib/sandbox/file-store";

const ORIGIN = "http://sandbox.bench";
const REQUESTER = "3c9e1f0a7b2d4e6f8a1b2c3d4e5f6a7b";
const PICKUP: [number, number] = [40.4169, -3.7035];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function booker(dir: string) {
  const sandbox = createSandbox({ ...DEFAULT_CREDENTIALS, store: fileStore(dir) });
  const tokenAnswer = await sandbox.handle(
    new Request(`${ORIGIN}/auth/api/authorization`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "client_credentials",
        ...{ client_id: DEFAULT_CREDENTIALS.clientId, client_secret: DEFAULT_CREDENTIALS.clientSecret },
      }),
    }),
  );
  const { access_token } = (await tokenAnswer.json()) as { access_token: string };
  const post = (p: string, body: unknown) =>
    sandbox.handle(
      new Request(`${ORIGIN}${p}`, {
        method: "POST",
        headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  /** Estimates, then books; returns the milliseconds the booking alone took. */
  return async function book(n: number): Promise<number> {
    // Every basket differs a little, as real bookings do, so estimates are told apart by their stops.
    const stops = [{ loc: PICKUP }, { loc: [40.4626 + (n % 1000) * 1e-4, -3.689 - Math.floor(n / 1000) * 1e-4] }];
    const estimate = (await (await post("/api/v4/estimates", { requester_id: REQUESTER, start_type: "asap", stops })).json()) as { product: { id: string } }[];
    const started = performance.now();
    const answer = await post("/api/v4/journey", {
      product_id: estimate[0]!.product.id,
      requester_id: REQUESTER,
      rider: { name: `Guest ${n}`, mobile: { mobile_cc: "34", mobile_num: String(600_000_000 + n) } },
      stops,
    });
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`journey ${n} was refused: ${answer.status} ${await answer.text()}`);
    return ms;
  };
}

export async function journeyCreationAsStateGrows({ total = 10_010, window = 10 } = {}) {
  // Warm the code up on a store of its own first, so the early journeys are not measured cold.
  const warmDir = fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-sandbox-bench-"));
  const warm = await booker(warmDir);
  for (let n = 1; n <= 1000; n++) await warm(n);
  fs.rmSync(warmDir, { recursive: true, force: true });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-sandbox-bench-"));
  try {
    const book = await booker(dir);
    const times: number[] = [];
    const started = performance.now();
    for (let n = 1; n <= total; n++) times.push(await book(n));
    const seconds = (performance.now() - started) / 1000;
    const around = (n: number) => times.slice(n - 1 - window / 2, n - 1 + window / 2);
    const early = median(around(10));
    const late = median(around(10_000));
    const lastThousand = times.slice(9_000, 10_000);
    const bytes = fs.readdirSync(dir).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
    return {
      early,
      late,
      ratio: late / early,
      meanLastThousand: lastThousand.reduce((a, b) => a + b, 0) / lastThousand.length,
      maxLastThousand: Math.max(...lastThousand),
      seconds,
      bytes,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Creating one parcel with 10 parcels stored and with 10,000, on the file store: the logistics
 * area's write appends the new record to its journal, so its cost must not grow with the store.
 */
export async function parcelCreationAsStateGrows({ total = 10_010, window = 10 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ridedesk-parcels-bench-"));
  try {
    const sandbox = createSandbox({ ...DEFAULT_CREDENTIALS, store: fileStore(dir) });
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
    const create = async (n: number) => {
      const body = JSON.stringify({
        parcels: [
          {
            external_id: `bench-${n}`,
            pickup_info: { contact: { name: "Front desk", phone: "+34600111222" }, loc: { lat: 40.4169, lon: -3.7035 } },
            dropoff_info: { contact: { name: `Guest ${n}` }, addr: `Calle de Alcalá ${n}, Madrid` },
          },
        ],
      });
      const started = performance.now();
      const answer = await sandbox.handle(
        new Request(`${ORIGIN}/logistics/v1/parcels`, { method: "POST", headers: { authorization: `Bearer ${access_token}` }, body }),
      );
      const ms = performance.now() - started;
      if (answer.status !== 200) throw new Error(`parcel ${n} was refused: ${answer.status} ${await answer.text()}`);
      return ms;
    };
    for (let n = 1; n <= 500; n++) await create(-n); // warm the code up
    const times: number[] = [];
    for (let n = 1; n <= total; n++) times.push(await create(n));
    const around = (n: number) => times.slice(n - 1 - window / 2, n - 1 + window / 2);
    sandbox.close();
    const early = median(around(10));
    const late = median(around(10_000));
    return { early, late, ratio: late / early };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
