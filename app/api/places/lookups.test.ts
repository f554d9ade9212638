import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import type { DbHandle } from "@/lib/db/client";
import { freshDatabase } from "@/lib/db/testing";
import type { PlaceSearch, PointAddress, PointZone } from "@/lib/booking/lookups";
import { placeSearchUrl, pointAddressUrl, pointZoneUrl } from "@/lib/booking/lookups";

/** The booking form's GET reads (address search, a dropped pin's address, the pickup's zone) on a real database. */

let agent: SessionUser = { id: "", email: "agent@example.com", name: "Agent", role: "agent" };
let handle: DbHandle;
const geocoder = { searchPlaces: vi.fn(), reversePlace: vi.fn() };

vi.mock("@/lib/auth/session", () => ({ currentUser: async () => agent }));
vi.mock("@/lib/db", () => ({ db: async () => handle.db }));
vi.mock("@/lib/geocoder", async (original) => ({ ...(await original<typeof import("@/lib/geocoder")>()), ...geocoder }));

const places = await import("./route");
const reverse = await import("./reverse/route");
const zones = await import("../zones/route");
const { savePlace } = await import("@/lib/booking/saved-queries");
const { createUser } = await import("@/lib/accounts/queries");

const NO_PARAMS = { params: Promise.resolve(undefined) };
const get = async <T>(handler: typeof places.GET, path: string) => {
  const response = await handler(new Request(`http://localhost${path}`), NO_PARAMS);
  return { status: response.status, body: (await response.json()) as T };
};
const sol = {
  label: "Puerta del Sol, Madrid",
  name: "Puerta del Sol",
  addr: null,
  num: null,
  city: "Madrid",
  postal_code: null,
  country: "ES",
  loc: [40.4169, -3.7035] as [number, number],
};

beforeAll(async () => {
  handle = await freshDatabase("pglite");
  const row = await createUser(handle.db, { email: agent.email, name: agent.name, role: "agent" });
  agent = { ...agent, id: row.id };
  await savePlace(handle.db, {
    name: "Head office",
    lat: 40.4531,
    lng: -3.6883,
    addr: "Paseo de la Castellana",
    num: "200",
    city: "Madrid",
    postalCode: null,
    country: "ES",
    instr: "Gate B",
    createdBy: row.id,
  });
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  geocoder.searchPlaces.mockReset();
  geocoder.reversePlace.mockReset();
});

describe("GET /api/places", () => {
  it("offers the desk's saved places first, then the geocoder's, near the point given", async () => {
    geocoder.searchPlaces.mockResolvedValue({ places: [sol], source: "geocoder", unavailable: null });
    const { status, body } = await get<PlaceSearch>(places.GET, placeSearchUrl("office", [40.42, -3.7]));
    expect(status).toBe(200);
    expect(geocoder.searchPlaces).toHaveBeenCalledWith("office", [40.42, -3.7]);
    expect(body.places.map((p) => p.label)).toEqual(["Head office · Paseo de la Castellana 200, Madrid", "Puerta del Sol, Madrid"]);
    expect(body.places[0]).toMatchObject({ saved: true, instr: "Gate B", loc: [40.4531, -3.6883] });
  });

  it("says why the geocoder has no answer", async () => {
    geocoder.searchPlaces.mockResolvedValue({ places: [], source: "none", unavailable: "Address search is unavailable: try later." });
    const { body } = await get<PlaceSearch>(places.GET, placeSearchUrl("Plaza Mayor"));
    expect(geocoder.searchPlaces).toHaveBeenCalledWith("Plaza Mayor", undefined);
    expect(body).toEqual({ places: [], source: "none", unavailable: "Address search is unavailable: try later." });
  });

  it("refuses a text too short or a point that is not one, before searching", async () => {
    for (const path of ["/api/places?q=a", "/api/places?q=Sol&near=40.4", "/api/places?q=Sol&near=91,0", "/api/places?q=Sol&near=a,b"]) {
      expect((await get(places.GET, path)).status, path).toBe(400);
    }
    expect(geocoder.searchPlaces).not.toHaveBeenCalled();
  });
});

describe("GET /api/places/reverse", () => {
  it("answers the address at a dropped pin, or none", async () => {
    geocoder.reversePlace.mockResolvedValueOnce(sol).mockResolvedValueOnce(null);
    expect((await get<PointAddress>(reverse.GET, pointAddressUrl([40.4169, -3.7035]))).body).toEqual({ place: sol });
    expect(geocoder.reversePlace).toHaveBeenCalledWith([40.4169, -3.7035]);
    expect((await get<PointAddress>(reverse.GET, pointAddressUrl([-12.0464, -77.0428]))).body).toEqual({ place: null });
  });
});

describe("GET /api/zones", () => {
  it("answers the time zone at a point", async () => {
    expect((await get<PointZone>(zones.GET, pointZoneUrl([40.4065, -3.6896]))).body).toEqual({ zone: "Europe/Madrid" });
    expect((await get<PointZone>(zones.GET, pointZoneUrl([-12.0464, -77.0428]))).body).toEqual({ zone: "America/Lima" });
  });

  it("refuses coordinates out of range or missing", async () => {
    for (const path of ["/api/zones?lat=40.4", "/api/zones?lat=95&lng=0", "/api/zones?lat=&lng=", "/api/zones?lat=1&lng=2&extra=3"]) {
      expect((await get(zones.GET, path)).status, path).toBe(400);
    }
  });
});
