import { afterEach, describe, expect, it, vi } from "vitest";
import { serve } from "@/lib/sandbox/node-server";
import { COOL_DOWN_MS, UNAVAILABLE_MESSAGE, createGeocoder } from "./geocoder";

type Server = Awaited<ReturnType<typeof serve>>;
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});

const feature = (name: string, street: string, num: string | null, lng: number, lat: number) => ({
  type: "Feature",
  geometry: { type: "Point", coordinates: [lng, lat] },
  properties: { name, street, housenumber: num ?? undefined, city: "Madrid", countrycode: "ES" },
});

/** A Photon that answers every search with these features, in this order, and counts its calls. */
async function photonAnswering(features: unknown[]) {
  const calls: URL[] = [];
  const server = await serve(async (request) => {
    calls.push(new URL(request.url));
    return Response.json({ type: "FeatureCollection", features });
  });
  servers.push(server);
  return { baseUrl: server.url, calls };
}

async function unreachable() {
  const server = await serve(async () => new Response("{}"));
  await server.close();
  return server.url;
}

describe("search", () => {
  it("lists the place named as typed before one on a street of that name, whatever the geocoder's order", async () => {
    const { baseUrl } = await photonAnswering([
      feature("Museo Thyssen-Bornemisza", "Paseo del Prado", "8", -3.6949, 40.416),
      feature("Museo Nacional del Prado", "Paseo del Prado", null, -3.6921, 40.4138),
    ]);
    const result = await createGeocoder({ baseUrl }).search("museo del PRADO");
    expect(result.source).toBe("geocoder");
    expect(result.unavailable).toBeNull();
    expect(result.places.map((p) => p.name)).toEqual(["Museo Nacional del Prado", "Museo Thyssen-Bornemisza"]);
  });

  it("takes typed coordinates as the place itself, with the address at that point", async () => {
    const { baseUrl, calls } = await photonAnswering([feature("Puerta del Sol", "Puerta del Sol", null, -3.7035, 40.4169)]);
    const result = await createGeocoder({ baseUrl }).search("40.4168, -3.7038");
    expect(result.source).toBe("coordinates");
    expect(result.places).toHaveLength(1);
    expect(result.places[0]).toMatchObject({ loc: [40.4168, -3.7038], name: "Puerta del Sol", label: "40.41680, -3.70380 · Puerta del Sol, Madrid" });
    expect(calls.map((u) => u.pathname)).toEqual(["/reverse"]);
  });

  it("without a geocoder, says search is unavailable and shows no places of its own, but still takes coordinates", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const geocoder = createGeocoder({ baseUrl: await unreachable() });
    expect(await geocoder.search("Plaza Mayor")).toEqual({ places: [], source: "none", unavailable: UNAVAILABLE_MESSAGE });
    expect(UNAVAILABLE_MESSAGE).toMatch(/^Address search is unavailable: .*drop a pin on the map or type coordinates/);
    const lima = await geocoder.search("-12.0464, -77.0428");
    expect(lima).toEqual({
      places: [{ label: "-12.04640, -77.04280", name: null, addr: null, num: null, city: null, postal_code: null, country: null, loc: [-12.0464, -77.0428] }],
      source: "coordinates",
      unavailable: null,
    });
    expect(await geocoder.reverse([-12.0464, -77.0428])).toBeNull();
  });

  it("rests after a failure, so the next keystrokes do not wait for it, then tries again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let now = 1_000_000;
    let up = false;
    const calls: string[] = [];
    const server = await serve(async (request) => {
      calls.push(new URL(request.url).searchParams.get("q") ?? "");
      return up ? Response.json({ features: [feature("Plaza Mayor", "Plaza Mayor", null, -3.7074, 40.4155)] }) : new Response("down", { status: 502 });
    });
    servers.push(server);
    const geocoder = createGeocoder({ baseUrl: server.url, now: () => now });
    expect((await geocoder.search("Plaza")).source).toBe("none");
    up = true;
    expect((await geocoder.search("Plaza M")).source).toBe("none");
    expect(calls).toEqual(["Plaza"]);
    now += COOL_DOWN_MS;
    expect((await geocoder.search("Plaza Mayor")).places.map((p) => p.name)).toEqual(["Plaza Mayor"]);
  });
});
