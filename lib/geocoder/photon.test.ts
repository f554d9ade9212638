import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandbox } from "@/lib/sandbox";
import { manualClock } from "@/lib/sandbox/clock";
import { serve } from "@/lib/sandbox/node-server";
import { GeocoderUnavailable, fromPhotonFeature, photonReverse, photonSearch } from "./photon";

/** The Photon adapter against the provider sandbox's Photon, over real HTTP. */
let server: { url: string; close(): Promise<void> };
let baseUrl: string;

beforeAll(async () => {
  const sandbox = createSandbox({ clock: manualClock(Date.UTC(2027, 0, 12, 9, 0, 0)) });
  server = await serve((request) => sandbox.handle(request));
  baseUrl = `${server.url}/photon`;
});
afterAll(() => server.close());

describe("photonSearch", () => {
  it("reads places with their address fields and [lat, lng] coordinates", async () => {
    const places = await photonSearch({ baseUrl }, "Torre Picasso");
    expect(places[0]).toEqual({
      label: "Torre Picasso, Plaza de Pablo Ruiz Picasso 1, Madrid",
      name: "Torre Picasso",
      addr: "Plaza de Pablo Ruiz Picasso",
      num: "1",
      city: "Madrid",
      postal_code: "28020",
      country: "ES",
      loc: [40.4494, -3.6917],
    });
  });

  it("sends the limit and the point to favour", async () => {
    expect(await photonSearch({ baseUrl }, "Paseo de la Castellana", { limit: 2 })).toHaveLength(2);
    const near = await photonSearch({ baseUrl }, "Museo del Prado", { near: [40.4168, -3.7038] });
    expect(near.map((p) => p.name)).toContain("Museo Nacional del Prado");
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await photonSearch({ baseUrl }, "zzzz qqqq")).toEqual([]);
  });
});

describe("photonReverse", () => {
  it("gives the address at a point, and null where there is none", async () => {
    expect((await photonReverse({ baseUrl }, [40.4494, -3.6917]))?.name).toBe("Torre Picasso");
    expect(await photonReverse({ baseUrl }, [0.5, 0.5])).toBeNull();
  });
});

describe("when the geocoder cannot answer", () => {
  it("reports it unreachable when nothing listens", async () => {
    const gone = await serve(async () => new Response("{}"));
    await gone.close();
    await expect(photonSearch({ baseUrl: gone.url }, "Sol")).rejects.toThrow(/cannot be reached/);
  });

  it("reports a failing status, a foreign body, and a timeout", async () => {
    const failing = await serve(async () => new Response("busy", { status: 503 }));
    const foreign = await serve(async () => new Response("<html>captive portal</html>", { headers: { "content-type": "text/html" } }));
    const slow = await serve(() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('{"features":[]}')), 1500)));
    try {
      await expect(photonSearch({ baseUrl: failing.url }, "Sol")).rejects.toThrow(/answered 503/);
      await expect(photonSearch({ baseUrl: foreign.url }, "Sol")).rejects.toThrow(/not a Photon feature collection/);
      await expect(photonSearch({ baseUrl: slow.url, timeoutMs: 200 }, "Sol")).rejects.toThrow(/did not answer in time/);
      await expect(photonReverse({ baseUrl: failing.url }, [40.4, -3.7])).rejects.toBeInstanceOf(GeocoderUnavailable);
    } finally {
      await Promise.all([failing.close(), foreign.close(), slow.close()]);
    }
  });
});

describe("fromPhotonFeature", () => {
  it("skips features without usable coordinates, and names a street by itself", () => {
    expect(fromPhotonFeature({ geometry: { coordinates: [1] } })).toBeNull();
    expect(fromPhotonFeature({ geometry: { coordinates: [200, 40] }, properties: {} })).toBeNull();
    const street = fromPhotonFeature({
      geometry: { coordinates: [-77.03, -12.05] },
      properties: { name: "Jirón de la Unión", city: "Lima", countrycode: "pe" },
    });
    expect(street).toMatchObject({ addr: "Jirón de la Unión", country: "PE", loc: [-12.05, -77.03], label: "Jirón de la Unión, Lima" });
  });
});
