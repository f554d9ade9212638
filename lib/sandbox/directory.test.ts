import { beforeEach, describe, expect, it } from "vitest";
import { slugify } from "./labels";
import { PLACES, testSandbox, type TestSandbox } from "./testing";

let t: TestSandbox;
let tok: string;
beforeEach(async () => {
  t = testSandbox();
  tok = await t.token();
});

describe("users", () => {
  it("lists active users by default, in pages, with 32-hex ids", async () => {
    const all = await t.call("GET", "/api/v4/users", { token: tok });
    expect(all.json.total).toBeGreaterThanOrEqual(5);
    for (const u of all.json.data) expect(u.id).toMatch(/^[a-f0-9]{32}$/);
    const page2 = await t.call("GET", "/api/v4/users", { token: tok, query: { per: "2", page: "2" } });
    expect(page2.json).toMatchObject({ page: 2, per: 2, pages: Math.ceil(all.json.total / 2), total: all.json.total });
    expect(page2.json.data).toEqual(all.json.data.slice(2, 4));
    const disabled = await t.call("GET", "/api/v4/users", { token: tok, query: { state: "disabled" } });
    expect(disabled.json.data.every((u: { disabled: boolean }) => u.disabled)).toBe(true);
    expect((await t.call("GET", "/api/v4/users", { token: tok, query: { state: "gone" } })).status).toBe(400);
    expect((await t.call("GET", "/api/v4/users", { token: tok, query: { per: "0" } })).status).toBe(400);
  });
});

describe("labels", () => {
  it("makes slugs the provider's way", () => {
    expect(slugify("Café Ñandú 2026!")).toBe("cafe-nandu-2026");
    expect(slugify("  Sales  - EMEA ")).toBe("sales-emea");
  });

  it("creates, reads, lists, filters and updates labels", async () => {
    const created = await t.call("POST", "/api/v4/labels", { token: tok, body: { name: "Client Visits", description: "Visits" } });
    expect(created.json.data).toMatchObject({ slug: "client-visits", active: true });
    const id = created.json.data.id;
    expect((await t.call("GET", `/api/v4/labels/${id}`, { token: tok })).json.data.name).toBe("Client Visits");
    const inactive = await t.call("GET", "/api/v4/labels", { token: tok, query: { active: "false" } });
    expect(inactive.json.data.every((l: { active: boolean }) => !l.active)).toBe(true);
    const patched = await t.call("PATCH", "/api/v4/labels", { token: tok, query: { id }, body: { active: false } });
    expect(patched.json.data.active).toBe(false);
  });

  it("refuses a duplicate slug, an empty name, a name change and a missing id", async () => {
    expect((await t.call("POST", "/api/v4/labels", { token: tok, body: { name: "Sales EMEA" } })).json.field).toBe("name");
    expect((await t.call("POST", "/api/v4/labels", { token: tok, body: { name: " " } })).status).toBe(400);
    const id = (await t.call("GET", "/api/v4/labels", { token: tok })).json.data[0].id;
    expect((await t.call("PATCH", "/api/v4/labels", { token: tok, query: { id }, body: { name: "Other" } })).json.field).toBe("name");
    expect((await t.call("PATCH", "/api/v4/labels", { token: tok, body: { active: true } })).json.field).toBe("id");
    expect((await t.call("GET", "/api/v4/labels/nope", { token: tok })).status).toBe(404);
  });
});

describe("hub lookup", () => {
  const lookup = (path: string, lat: number | string, lng: number | string) =>
    t.call("GET", path, { token: tok, query: { latitude: String(lat), longitude: String(lng) } });

  it("finds a station's hub with its meeting points, images and instructions in both languages", async () => {
    const r = await lookup("/api/v4/hub", ...PLACES.atocha);
    expect(r.status).toBe(200);
    const hub = r.json.data;
    expect(hub.location_id).toBeTruthy();
    expect(hub.meeting_points.length).toBeGreaterThanOrEqual(3);
    for (const mp of hub.meeting_points) {
      expect(mp.header_image_url).toMatch(/^http:\/\/sandbox\.test\/sandbox-assets\/.+\.svg$/);
      expect(mp.title.en && mp.title.es).toBeTruthy();
      expect(mp.instructions.length).toBeGreaterThan(0);
      for (const step of mp.instructions) expect(step.en && step.es).toBeTruthy();
    }
  });

  it("answers at /hub too, gives data null away from hubs, and wants both coordinates", async () => {
    expect((await lookup("/hub", ...PLACES.t4)).json.data.uid).toBe("hub-mad-t4");
    expect((await lookup("/api/v4/hub", ...PLACES.sol)).json).toEqual({ data: null });
    expect((await t.call("GET", "/api/v4/hub", { token: tok, query: { latitude: "40.4" } })).json.field).toBe("longitude");
    expect((await lookup("/api/v4/hub", "north", -3.7)).json.field).toBe("latitude");
  });
});

describe("gazetteer (Photon-compatible)", () => {
  it("finds places by words, accents or not, and the nearest place to a point", async () => {
    const r = await t.call("GET", "/photon/api", { query: { q: "atocha" } });
    expect(r.json.type).toBe("FeatureCollection");
    expect(r.json.features.length).toBeGreaterThan(0);
    expect(r.json.features[0].geometry.coordinates).toHaveLength(2);
    const accents = await t.call("GET", "/photon/api", { query: { q: "chamartin" } });
    expect(accents.json.features[0].properties.name).toMatch(/Chamart[ií]n/);
    const rev = await t.call("GET", "/photon/reverse", { query: { lat: String(PLACES.atocha[0]), lon: String(PLACES.atocha[1]) } });
    expect(rev.json.features).toHaveLength(1);
    expect((await t.call("GET", "/photon/api")).status).toBe(400);
  });
});
