import { describe, expect, it, vi } from "vitest";
import { systemClock } from "../clock";
import { logisticsSandbox, newParcel, receiver } from "./testing";

type S = Awaited<ReturnType<typeof logisticsSandbox>>;

async function subscribe(s: S, url: string, hooks = ["parcel", "parcelLocation", "proofCodeGenerated"], extra: Record<string, unknown> = {}) {
  for (const hook of hooks) {
    const answer = await s.api("POST", "/v1/webhooks", { body: { hook, callback_url: `${url}/${hook}`, ...extra } });
    if (answer.status !== 201) throw new Error(`${hook}: ${answer.status} ${answer.text}`);
  }
}

describe("webhook subscriptions", () => {
  it("creates one per hook, lists and deletes them; unknown fields are ignored", async () => {
    const s = await logisticsSandbox();
    const made = await s.api("POST", "/v1/webhooks", {
      body: { hook: "parcel", callback_url: "https://hooks.example.com/parcels", headers: { Authorization: "Bearer s3cret" }, timeout: 2500, colour: "blue" },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      hook: "parcel",
      callback_url: "https://hooks.example.com/parcels",
      headers: [{ name: "Authorization", value: "Bearer s3cret" }],
      timeout: 2500,
    });
    const again = await s.api("POST", "/v1/webhooks", { body: { hook: "parcel", callback_url: "https://hooks.example.com/other" } });
    expect(again.status).toBe(409);
    await s.api("POST", "/v1/webhooks", {
      body: { hook: "proofCodeGenerated", callback_url: "https://hooks.example.com/codes", headers: [{ name: "X-Parcel", value: "{parcelID}" }] },
    });
    const listed = await s.api("GET", "/v1/webhooks");
    expect(listed.json.subscriptions.map((w: { hook: string }) => w.hook)).toEqual(["parcel", "proofCodeGenerated"]);
    expect((await s.api("DELETE", "/v1/webhooks/parcel")).status).toBe(200);
    expect((await s.api("DELETE", "/v1/webhooks/parcel")).status).toBe(404);
    expect((await s.api("GET", "/v1/webhooks")).json.subscriptions).toHaveLength(1);
  });

  it("refuses a missing or non-public callback_url with the seed's messages, and other bad fields", async () => {
    const s = await logisticsSandbox({ allowLoopbackCallbacks: false });
    const errorOf = async (body: unknown) => (await s.api("POST", "/v1/webhooks", { body })).json.errors[0];
    expect(await errorOf({ hook: "parcel", callbackUrl: "https://hooks.example.com/x" })).toBe("callback_url is required");
    for (const url of [
      "http://127.0.0.1:3000/x",
      "http://localhost./x",
      "http://0x7f.0.0.1/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://hooks/x",
      "ftp://hooks.example.com/x",
    ]) {
      expect(await errorOf({ hook: "parcel", callback_url: url })).toBe("callback_url must be an http(s) URL with a public host");
    }
    expect(await errorOf({ hook: "parcels", callback_url: "https://hooks.example.com/x" })).toBe(
      "hook must be one of parcel, parcelLocation, proofCodeGenerated",
    );
    expect(await errorOf({ hook: "parcel", callback_url: "https://hooks.example.com/x", timeout: 1.5 })).toMatch(
      /^timeout must be a whole number of milliseconds/,
    );
    expect(await errorOf({ hook: "parcel", callback_url: "https://hooks.example.com/x", headers: [{ name: "Bad Name", value: "x" }] })).toMatch(
      /not a valid header name/,
    );
    expect(await errorOf({ hook: "parcel", callback_url: "https://hooks.example.com/x", headers: "Authorization: x" })).toMatch(/^headers must be an object/);
  });

  it("admits IPv4 loopback callbacks only when allowed, and never localhost or [::1]", async () => {
    const s = await logisticsSandbox({ allowLoopbackCallbacks: true });
    expect((await s.api("POST", "/v1/webhooks", { body: { hook: "parcel", callback_url: "http://127.0.0.1:3000/api/webhooks/logistics" } })).status).toBe(201);
    for (const url of ["http://localhost:3000/x", "http://[::1]:3000/x", "http://192.168.1.2/x"]) {
      expect((await s.api("POST", "/v1/webhooks", { body: { hook: "parcelLocation", callback_url: url } })).status).toBe(400);
    }
  });
});

describe("notifications", () => {
  it("POSTs every state change, the driver's position and the proof code to a real receiver, with the registered headers", async () => {
    const r = await receiver();
    const s = await logisticsSandbox();
    await subscribe(s, r.url, ["parcel", "parcelLocation", "proofCodeGenerated"], {
      headers: [
        { name: "Authorization", value: "Bearer s3cret" },
        { name: "X-Parcel", value: "{parcelID}" },
      ],
    });
    const [p] = await s.create(newParcel(1));
    expect((await s.proveByCode(p!.id)).status).toBe(200);
    await s.ship([p!.id]);
    await s.run(30 * 60_000, 5000);

    const states = r.of("parcel").map((n) => n.body.state);
    expect(states).toEqual(["qualifiedforpickup", "onroutetopickup", "pickingup", "intransit", "delivering", "delivered"]);
    const delivered = r.of("parcel").at(-1)!;
    expect(delivered.headers).toMatchObject({ authorization: "Bearer s3cret", "x-parcel": p!.id, "content-type": "application/json" });
    expect(delivered.body).toMatchObject({
      id: p!.id,
      external_id: "order-1",
      state: "delivered",
      driver: { name: expect.any(String) },
      asset: { asset_kind: "car" },
    });
    expect(Date.parse(delivered.body.event_time as string)).toBeLessThanOrEqual(s.clock.now());
    expect(r.of("parcel")[3]!.body.pickup_attempt).toMatchObject({ status: "PickupAttemptStatusPickedUp" });

    const codes = r.of("proofCodeGenerated");
    expect(codes).toHaveLength(1);
    expect(codes[0]!.body).toEqual({ parcel_id: p!.id, code: expect.stringMatching(/^\d{4}$/) });
    const locations = r.of("parcelLocation");
    expect(locations.length).toBeGreaterThan(10);
    expect(new Set(locations.map((l) => l.body.state))).toEqual(new Set(["onroutetopickup", "intransit"]));
    expect(locations[0]!.body).toMatchObject({
      parcel_id: p!.id,
      external_id: "order-1",
      location: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    expect(locations.at(-1)!.body.location).not.toEqual(locations[0]!.body.location);
    const stats = await (await s.control("GET", "/logistics")).json();
    expect(stats.counters.delivered).toBe(r.received.length);
    expect(stats.pending).toBe(0);
  });

  it("notifies a cancellation, and never the states it prevented", async () => {
    const r = await receiver();
    const s = await logisticsSandbox();
    await subscribe(s, r.url, ["parcel"]);
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    await s.run(60_000);
    await s.api("POST", "/v1/parcels/deliver/cancel", { body: { parcel_ids: [p!.id] } });
    await s.run(30 * 60_000, 10_000);
    expect(r.of("parcel").map((n) => n.body.state)).toEqual(["qualifiedforpickup", "onroutetopickup", "requestercancel"]);
  });

  it("counts 3xx as success and redelivers after 4xx/5xx with growing waits", async () => {
    const answers = [500, 404, 503, 302];
    const r = await receiver((_, n) => answers[n - 1] ?? 200);
    const s = await logisticsSandbox({ logistics: { retryBaseMs: 1000, retryMaxMs: 60_000 }, random: () => 0 });
    await subscribe(s, r.url, ["proofCodeGenerated"]);
    const [p] = await s.create(newParcel(1));
    await s.proveByCode(p!.id);
    await s.ship([p!.id]);
    const times: number[] = [];
    for (let i = 0; i < 2 * 8 * 60 && r.received.length < 4; i++) {
      const before = r.received.length;
      s.clock.advance(500);
      await s.sandbox.logistics.flush();
      if (r.received.length > before) times.push(s.clock.now());
    }
    expect(r.received).toHaveLength(4);
    // Waits of 1, 2 and 4 s after the failures (random 0: no jitter), within the 500 ms steps.
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.map((g) => Math.ceil(g / 1000))).toEqual([1, 2, 4]);
    await s.run(60_000);
    expect(r.received).toHaveLength(4); // the 302 ended it
    const stats = await (await s.control("GET", "/logistics")).json();
    expect(stats.counters).toMatchObject({ delivered: 1, failedAttempts: 3 });
  });

  it("gives a failing notification up for good after the expiry", async () => {
    const r = await receiver(() => 503);
    const s = await logisticsSandbox({ logistics: { retryBaseMs: 1000, retryMaxMs: 8000, expiryMs: 30_000 }, random: () => 0 });
    await subscribe(s, r.url, ["parcel"]);
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    await s.run(10_000, 1000); // qualifiedforpickup falls due at 5 s
    await s.run(40_000, 1000);
    const attempts = r.of("parcel").filter((n) => n.body.state === "qualifiedforpickup").length;
    // At 5 s, then 1, 2, 4, 8, 8 s later (28 s after it fell due); the next would pass the 30 s expiry.
    expect(attempts).toBe(6);
    await s.run(5 * 60_000, 5000);
    expect(r.of("parcel").filter((n) => n.body.state === "qualifiedforpickup")).toHaveLength(6);
    const stats = await (await s.control("GET", "/logistics")).json();
    expect(stats.counters.expired).toBeGreaterThanOrEqual(1);
  });

  it("treats an answer slower than the subscription's timeout as a failure", async () => {
    let slow = true;
    const r = await receiver(async () => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 400));
      return 200;
    });
    const s = await logisticsSandbox({ random: () => 0 });
    await s.api("POST", "/v1/webhooks", { body: { hook: "parcel", callback_url: `${r.url}/parcel`, timeout: 100 } });
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    s.clock.advance(5000);
    expect(await s.sandbox.logistics.flush()).toMatchObject({ attempted: 1, failed: 1 });
    slow = false;
    s.clock.advance(1000);
    expect(await s.sandbox.logistics.flush()).toMatchObject({ attempted: 1, delivered: 1 });
  });

  it("duplicates and reorders deliveries by configuration: a delivered can come before its delivering", async () => {
    const r = await receiver();
    const s = await logisticsSandbox({ logistics: { duplicateRate: 1, reorderRate: 1 } });
    await subscribe(s, r.url, ["parcel"]);
    const [p] = await s.create(newParcel(1));
    await s.ship([p!.id]);
    await s.run(30 * 60_000, 200);
    const states = r.of("parcel").map((n) => n.body.state);
    expect(states).toEqual([
      ...["onroutetopickup", "onroutetopickup", "qualifiedforpickup", "qualifiedforpickup"],
      ...["intransit", "intransit", "pickingup", "pickingup"],
      ...["delivered", "delivered", "delivering", "delivering"],
    ]);
    // The notifications still tell when each state really happened.
    const byState = Object.fromEntries(r.of("parcel").map((n) => [n.body.state, Date.parse(n.body.event_time as string)]));
    expect(byState.delivering).toBeLessThan(byState.delivered!);
  });

  it("loses notifications by the drop rate, and sends nothing for hooks nobody subscribed to", async () => {
    const r = await receiver();
    const s = await logisticsSandbox({ logistics: { dropRate: 0.5 } });
    await subscribe(s, r.url, ["parcel"]);
    const parcels = await s.create(...Array.from({ length: 20 }, (_, i) => newParcel(i)));
    await s.ship(parcels.map((p) => p.id));
    await s.run(30 * 60_000, 10_000);
    const count = r.received.length;
    expect(count).toBeGreaterThan(20);
    expect(count).toBeLessThan(100); // of 120 state changes
    expect(r.received.every((n) => n.path === "/parcel")).toBe(true);
    const stats = await (await s.control("GET", "/logistics")).json();
    expect(stats.counters.dropped).toBeGreaterThan(0);
    expect(stats.counters.unsubscribed).toBeGreaterThan(0); // location updates
  });

  it("sends by a timer of its own on the system clock, with no request arriving, until the sandbox is closed", async () => {
    const r = await receiver();
    const s = await logisticsSandbox({ clock: systemClock, webhookTimer: true, clockSpeed: 300 });
    await subscribe(s, r.url, ["parcel"]);
    const [a, b] = await s.create(newParcel(1), newParcel(2));
    await s.ship([a!.id]);
    // Qualified after 5 s / 300, on the way 30 s / 300 later: both without any call to the sandbox.
    await vi.waitFor(() => expect(r.of("parcel").map((n) => n.body.state)).toEqual(["qualifiedforpickup", "onroutetopickup"]), { timeout: 5000, interval: 20 });
    s.sandbox.close();
    await s.ship([b!.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.of("parcel").filter((n) => n.body.id === b!.id)).toEqual([]);
  });
});
