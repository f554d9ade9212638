import { describe, expect, it } from "vitest";
import { createProviderClient } from "@/lib/provider/client";
import type { ProviderError } from "@/lib/provider/errors";
import { serveSandbox } from "@/lib/sandbox/testing";
import { receiverUrl, subscribe, subscribeAll, subscriptionDefaults, subscriptionsView, unsubscribe, type SubscriptionDeps } from "./subscriptions";

const SECRET = "installation-secret-0123456789abcdefghijklmnopqr";
const APP = "http://localhost:3000";
const RECEIVER = "http://127.0.0.1:3000/api/webhooks/logistics";

/** Subscriptions against a sandbox on a loopback port, over real HTTP, as the app reaches the provider. */
async function setup({ appUrl = APP, secret = SECRET } = {}) {
  const s = await serveSandbox({ allowLoopbackCallbacks: true });
  const client = createProviderClient(
    { baseUrl: s.url, authUrl: s.url, logisticsUrl: `${s.url}/logistics`, ...s.sandbox.credentials },
    { retry: { sleep: async () => {} } },
  );
  const deps: SubscriptionDeps = { logistics: client.logistics, secret, appUrl };
  const posted = () =>
    s.sandbox.state.requests.filter((r) => r.method === "POST" && r.path === "/logistics/v1/webhooks").map((r) => r.body as Record<string, unknown>);
  return { ...s, deps, lx: client.logistics, posted };
}

const catchError = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ProviderError,
  );
const form = { callbackUrl: RECEIVER, parcelIdHeader: null, timeoutMs: null };

describe("the receiver's URL", () => {
  it("registers a local APP_URL at 127.0.0.1, keeping the port, with a warning", () => {
    for (const app of [
      "http://localhost:3000",
      "http://localhost.:3000/",
      "http://desk.localhost:3000",
      "http://[::1]:3000",
      "http://[::ffff:127.0.0.1]:3000",
    ]) {
      const r = receiverUrl(app);
      expect(r.registeredUrl, app).toBe(RECEIVER);
      expect(r.public, app).toBe(false);
      expect(r.warning, app).toMatch(/not a public address.*SANDBOX_ALLOW_LOOPBACK_CALLBACKS=true/);
    }
    expect(receiverUrl("http://localhost:3000").url).toBe("http://localhost:3000/api/webhooks/logistics");
  });

  it("keeps an IPv4 loopback literal in any notation as the URL parser writes it", () => {
    expect(receiverUrl("http://127.0.0.5:8080").registeredUrl).toBe("http://127.0.0.5:8080/api/webhooks/logistics");
    expect(receiverUrl("http://0x7f.0.0.1:8080").registeredUrl).toBe("http://127.0.0.1:8080/api/webhooks/logistics");
    expect(receiverUrl("http://127.1").public).toBe(false);
  });

  it("warns about private ranges, single-label and internal names, without pretending they are local", () => {
    for (const app of [
      "http://10.0.0.5",
      "http://172.20.1.1",
      "http://192.168.1.20",
      "http://169.254.1.1",
      "http://[fd00::1]",
      "http://[fe80::1]",
      "http://[::ffff:10.0.0.1]",
      "http://ridedesk",
      "http://desk.local",
      "https://desk.corp.internal",
    ]) {
      const r = receiverUrl(app);
      expect(r.public, app).toBe(false);
      expect(r.warning, app).toMatch(/not a public address/);
      expect(r.warning, app).not.toMatch(/127\.0\.0\.1/);
      expect(r.registeredUrl, app).toBe(r.url);
    }
  });

  it("takes a public APP_URL as it is, under its path, with no warning", () => {
    expect(receiverUrl("https://desk.example.com/ridedesk/")).toEqual({
      url: "https://desk.example.com/ridedesk/api/webhooks/logistics",
      registeredUrl: "https://desk.example.com/ridedesk/api/webhooks/logistics",
      public: true,
      warning: null,
    });
    expect(receiverUrl("http://8.8.8.8").public).toBe(true);
    expect(receiverUrl("http://[2a00:1450::1]").public).toBe(true);
  });
});

describe("subscriptions at the provider", () => {
  it("lists the three hooks, none subscribed at first", async () => {
    const { deps } = await setup();
    expect(await subscriptionsView(deps)).toEqual([
      { hook: "parcel", subscription: null },
      { hook: "parcelLocation", subscription: null },
      { hook: "proofCodeGenerated", subscription: null },
    ]);
  });

  it("registers the secret as Authorization and the {parcelID} header; the view masks the secret and says it matches", async () => {
    const { deps, posted } = await setup();
    const { view, replaced } = await subscribe(deps, { hook: "parcel", callbackUrl: RECEIVER, parcelIdHeader: "X-Parcel-Id", timeoutMs: 5000 });
    expect(replaced).toBe(false);
    expect(posted()).toEqual([
      {
        hook: "parcel",
        callback_url: RECEIVER,
        headers: [
          { name: "Authorization", value: `Bearer ${SECRET}` },
          { name: "X-Parcel-Id", value: "{parcelID}" },
        ],
        timeout: 5000,
      },
    ]);
    const listed = await subscriptionsView(deps);
    expect(listed[0]!.subscription).toEqual(view);
    expect(view).toEqual({
      callbackUrl: RECEIVER,
      headers: [
        { name: "Authorization", value: "Bearer ••••••••", masked: true },
        { name: "X-Parcel-Id", value: "{parcelID}", masked: false },
      ],
      pointsHere: true,
      secretMatches: true,
      parcelIdHeader: "X-Parcel-Id",
      timeoutMs: 5000,
    });
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    expect(JSON.stringify(listed)).not.toContain(SECRET.slice(0, 8));
  });

  it("registers a localhost APP_URL's receiver at 127.0.0.1 through the defaults", async () => {
    const { deps, posted } = await setup({ appUrl: "http://localhost:3320" });
    await subscribe(deps, { hook: "parcelLocation", ...subscriptionDefaults(deps.appUrl) });
    expect(posted()[0]).toMatchObject({ callback_url: "http://127.0.0.1:3320/api/webhooks/logistics" });
    expect((await subscriptionsView(deps))[1]!.subscription).toMatchObject({ pointsHere: true, secretMatches: true });
  });

  it("flags a subscription that points elsewhere or carries another secret, and masks every other value", async () => {
    const { deps, lx } = await setup();
    await lx.createWebhook({
      hook: "parcel",
      callback_url: "https://hooks.example.com/in",
      headers: { Authorization: "Bearer someone-elses", "X-Api-Key": "k-123" },
    });
    await subscribe({ ...deps, secret: "an-older-secret-of-this-installation" }, { hook: "proofCodeGenerated", ...form });
    const [parcel, , proof] = await subscriptionsView(deps);
    expect(parcel!.subscription).toMatchObject({
      pointsHere: false,
      secretMatches: false,
      parcelIdHeader: null,
      headers: [
        { name: "Authorization", value: "Bearer ••••••••", masked: true },
        { name: "X-Api-Key", value: "••••••••", masked: true },
      ],
    });
    expect(proof!.subscription).toMatchObject({ pointsHere: true, secretMatches: false });
    expect(JSON.stringify([parcel, proof])).not.toMatch(/someone-elses|k-123|an-older-secret/);
  });

  it("gives the secret only to this installation's receiver: a hook pointed anywhere else is registered without it", async () => {
    const { deps, lx, posted } = await setup();
    await subscribe(deps, { hook: "parcel", callbackUrl: "https://hooks.example.com/in", parcelIdHeader: "X-Parcel-Id", timeoutMs: null });
    // Near misses of our own receiver: another port, path, query or host.
    for (const [hook, callbackUrl] of [
      ["parcelLocation", "http://127.0.0.1:3001/api/webhooks/logistics"],
      ["proofCodeGenerated", "http://127.0.0.1:3000/api/webhooks/logistics?copy=1"],
      ["parcelLocation", "http://127.0.0.2:3000/api/webhooks/logistics"],
      ["proofCodeGenerated", "http://127.0.0.1:3000/api/webhooks/logistics/"],
    ] as const)
      await subscribe(deps, { hook, ...form, callbackUrl });
    expect(posted()).toHaveLength(5);
    expect(JSON.stringify(posted())).not.toContain(SECRET);
    expect(posted()[0]!.headers).toEqual([{ name: "X-Parcel-Id", value: "{parcelID}" }]);
    expect((await subscriptionsView(deps))[0]!.subscription).toMatchObject({
      pointsHere: false,
      secretMatches: false,
      headers: [{ name: "X-Parcel-Id", value: "{parcelID}", masked: false }],
    });
    // Pointed back at the receiver, it carries the secret again.
    await subscribe(deps, { hook: "parcel", ...form });
    await subscribe(deps, { hook: "parcelLocation", ...form });
    expect(
      (await lx.webhooks())
        .filter((w) => w.headers.some((h) => h.value === `Bearer ${SECRET}`))
        .map((w) => w.hook)
        .sort(),
    ).toEqual(["parcel", "parcelLocation"]);
  });

  it("replaces a hook's subscription: one per hook, the new one", async () => {
    const { deps, lx } = await setup();
    await subscribe(deps, { hook: "parcel", ...form });
    const { replaced, view } = await subscribe(deps, {
      hook: "parcel",
      callbackUrl: "http://127.0.0.2:3000/api/webhooks/logistics",
      parcelIdHeader: "X-Shipment",
      timeoutMs: null,
    });
    expect(replaced).toBe(true);
    expect(view).toMatchObject({ callbackUrl: "http://127.0.0.2:3000/api/webhooks/logistics", pointsHere: false, parcelIdHeader: "X-Shipment" });
    expect((await lx.webhooks()).map((w) => w.callback_url)).toEqual(["http://127.0.0.2:3000/api/webhooks/logistics"]);
  });

  it("brings the provider's refusal of a bad URL to the caller, and keeps the subscription it would have replaced", async () => {
    const { deps, lx } = await setup();
    await subscribe(deps, { hook: "parcel", ...form, timeoutMs: 4000 });
    const refused = await catchError(subscribe(deps, { hook: "parcel", ...form, callbackUrl: "http://10.0.0.5/hook" }));
    expect(refused).toMatchObject({ kind: "bad_request", status: 400, providerMessage: "callback_url must be an http(s) URL with a public host" });
    expect(await lx.webhooks()).toEqual([
      expect.objectContaining({ hook: "parcel", callback_url: RECEIVER, timeout: 4000, headers: [{ name: "Authorization", value: `Bearer ${SECRET}` }] }),
    ]);
  });

  it("unsubscribes, and a second unsubscribe finds nothing to remove", async () => {
    const { deps } = await setup();
    await subscribe(deps, { hook: "proofCodeGenerated", ...form });
    expect(await unsubscribe(deps, "proofCodeGenerated")).toEqual({ removed: true });
    expect((await subscriptionsView(deps))[2]!.subscription).toBeNull();
    expect(await unsubscribe(deps, "proofCodeGenerated")).toEqual({ removed: false });
  });

  it("subscribes every hook that has none, leaving the existing one as it is", async () => {
    const { deps, posted } = await setup();
    await subscribe(deps, { hook: "parcelLocation", ...form, timeoutMs: 2000 });
    const result = await subscribeAll(deps, subscriptionDefaults(APP));
    expect(result).toEqual({ subscribed: ["parcel", "proofCodeGenerated"], error: null });
    expect(posted().map((b) => b.hook)).toEqual(["parcelLocation", "parcel", "proofCodeGenerated"]);
    const view = await subscriptionsView(deps);
    expect(view[1]!.subscription!.timeoutMs).toBe(2000);
    expect(view.every((v) => v.subscription?.pointsHere && v.subscription.secretMatches)).toBe(true);
    expect(await subscribeAll(deps, subscriptionDefaults(APP))).toEqual({ subscribed: [], error: null });
  });

  it("stops at the provider's first refusal when subscribing every hook", async () => {
    const { deps, lx } = await setup({ appUrl: "http://192.168.1.20:3000" });
    const { subscribed, error } = await subscribeAll(deps, subscriptionDefaults(deps.appUrl));
    expect(subscribed).toEqual([]);
    expect(error).toMatchObject({ kind: "bad_request", providerMessage: "callback_url must be an http(s) URL with a public host" });
    expect(await lx.webhooks()).toEqual([]);
  });
});
