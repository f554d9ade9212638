import { manualClock } from "@/lib/sandbox/clock";
import { SHIPPING_TYPES } from "@/lib/sandbox/logistics/shipping-types";
import { serveSandbox } from "@/lib/sandbox/testing";
import type { SandboxOptions } from "@/lib/sandbox";
import { createProviderClient } from "@/lib/provider/client";
import { createUser } from "@/lib/accounts/queries";
import type { Db } from "@/lib/db";
import { createGeocoder } from "@/lib/geocoder/geocoder";
import type { ParcelViewer } from "./access";
import type { ParcelDraft } from "./draft";
import type { Geocode } from "./locate";
import type { ParcelDeps } from "./operations";

/** Tests of the parcel logic against the sandbox over real HTTP, on a hand-moved clock. */

export const EXPRESS = SHIPPING_TYPES[0].id;

export const draft = (n: number | string): ParcelDraft => ({
  description: `Badge ${n}`,
  pickup: { kind: "coordinates", label: "Office", loc: { lat: 40.4169, lon: -3.7035 }, contactName: "Front desk", contactPhone: "+34600111222", instr: null },
  dropoff: {
    kind: "address",
    label: "Castellana 200",
    addr: "Paseo de la Castellana 200, Madrid",
    contactName: `Guest ${n}`,
    contactPhone: "+34600333444",
    instr: null,
  },
  dimensions: null,
  weightGrams: null,
  deliveryFrom: null,
  deliveryTo: null,
});

/**
 * A sandbox on a loopback port and a provider client of it. `lose` decides, per request, whether
 * its answer is lost on the way back (the provider acted; the client hears nothing).
 */
export async function parcelSandbox(options: SandboxOptions = {}, lose: (path: string, method: string) => boolean = () => false) {
  const clock = manualClock(Date.UTC(2027, 0, 12, 9, 0, 0));
  const s = await serveSandbox({ clock, allowLoopbackCallbacks: true, ...options });
  const doFetch: typeof fetch = async (input, init) => {
    const response = await s.fetch(input, init);
    if (lose(new URL(String(input)).pathname, init?.method ?? "GET")) {
      await response.body?.cancel();
      throw new TypeError("fetch failed");
    }
    return response;
  };
  const client = createProviderClient(
    { baseUrl: s.url, authUrl: s.url, logisticsUrl: `${s.url}/logistics`, ...s.sandbox.credentials },
    { fetch: doFetch, retry: { sleep: async () => {} } },
  );
  /** Moves the sandbox clock on in steps, sending the notifications that fall due at each. */
  async function run(ms: number, step = 5_000) {
    for (let done = 0; done < ms; done += step) {
      clock.advance(Math.min(step, ms - done));
      await s.sandbox.logistics.flush();
    }
  }
  const stored = () => Object.values(s.sandbox.state.parcels);
  // The sandbox's own Photon, as the app's geocoder reaches it in sandbox mode.
  const geocoder = createGeocoder({ baseUrl: `${s.url}/photon` });
  const geocode: Geocode = async (address) => {
    const first = (await geocoder.search(address)).places[0];
    return first ? { lat: first.loc[0], lon: first.loc[1] } : null;
  };
  /** What the desk's parcel operations need, acting as `viewer`. */
  const deps = (db: Db, viewer: ParcelViewer): ParcelDeps => ({ db, logistics: client.logistics, viewer, geocode });
  return { ...s, clock, logistics: client.logistics, geocode, deps, run, stored };
}

/** An admin, an agent, and another agent: who may see which parcels. */
export async function parcelPeople(db: Db) {
  const tag = crypto.randomUUID().slice(0, 8);
  const person = async (role: "admin" | "agent", name: string): Promise<ParcelViewer & { name: string }> => {
    const row = await createUser(db, { email: `${name.toLowerCase()}-${tag}@desk.test`, name, role });
    return { id: row.id, role, name };
  };
  return { admin: await person("admin", "Admin"), agent: await person("agent", "Agent"), other: await person("agent", "Other") };
}
