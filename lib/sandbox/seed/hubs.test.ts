import { existsSync, readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { HUBS } from "./hubs";
import { PLACES } from "./places";

const R = 6_371_000;
const rad = (d: number) => (d * Math.PI) / 180;
function haversineM(lat1: number, lon1: number, lat2: number, lon2: number) {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)));
}

const CENTER = { latitude: 40.4361, longitude: -3.7014 };
const fromCenter = (p: { latitude: number; longitude: number }) => haversineM(CENTER.latitude, CENTER.longitude, p.latitude, p.longitude);
const publicFile = (path: string) => new URL(`../../../public${path}`, import.meta.url);
const hub = (uid: string) => {
  const h = HUBS.find((x) => x.uid === uid);
  if (!h) throw new Error(`no hub ${uid}`);
  return h;
};
const hasText = (t: { en: string; es: string }) => t.en.trim().length > 0 && t.es.trim().length > 0;

const meetingPoints = HUBS.flatMap((h) => h.meeting_points.map((mp) => ({ hub: h, mp })));
const images = meetingPoints.flatMap(({ mp }) => [mp.headerImage, mp.bottomImage, ...mp.steps.map((s) => s.image)]).filter((p): p is string => p !== null);

describe("seed hubs", () => {
  it("has the five Madrid hubs", () => {
    expect(HUBS.map((h) => h.uid).sort()).toEqual(["hub-mad-atocha", "hub-mad-chamartin", "hub-mad-t1", "hub-mad-t2", "hub-mad-t4"]);
    expect(hub("hub-mad-t4").kind).toBe("airport");
    expect(hub("hub-mad-atocha").kind).toBe("station");
  });

  it("gives every hub at least three meeting points", () => {
    for (const h of HUBS) expect(h.meeting_points.length, h.uid).toBeGreaterThanOrEqual(3);
  });

  it("uses unique hub uids, location ids and meeting point uids", () => {
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(HUBS.map((h) => h.uid))).toBe(true);
    expect(unique(HUBS.map((h) => h.location_id))).toBe(true);
    expect(unique(meetingPoints.map(({ mp }) => mp.uid))).toBe(true);
  });

  it("has English and Spanish text on every title and step, with 3 to 5 steps", () => {
    for (const h of HUBS) {
      expect(hasText(h.title), h.uid).toBe(true);
      for (const mp of h.meeting_points) {
        expect(hasText(mp.title), mp.uid).toBe(true);
        expect(mp.steps.length, mp.uid).toBeGreaterThanOrEqual(3);
        expect(mp.steps.length, mp.uid).toBeLessThanOrEqual(5);
        for (const s of mp.steps) {
          expect(hasText(s), mp.uid).toBe(true);
          expect(s.en, mp.uid).not.toBe(s.es);
        }
      }
    }
  });

  it("references images that exist under public/, are SVG and stay small", () => {
    for (const { hub: h, mp } of meetingPoints) {
      const dir = `/sandbox-assets/hubs/${h.uid}/${mp.uid}/`;
      expect(mp.headerImage).toBe(`${dir}header.svg`);
      mp.steps.forEach((s, i) => expect(s.image).toBe(`${dir}step-${i + 1}.svg`));
      if (mp.bottomImage !== null) expect(mp.bottomImage).toBe(`${dir}bottom.svg`);
    }
    for (const path of [...images, "/sandbox-assets/driver.svg", "/sandbox-assets/car.svg"]) {
      const file = publicFile(path);
      expect(existsSync(file), path).toBe(true);
      const text = readFileSync(file, "utf8");
      expect(text.startsWith("<svg "), path).toBe(true);
      expect(Buffer.byteLength(text), path).toBeLessThan(6 * 1024);
    }
  });

  it("places meeting points within their hub's radius, distinct, and nearer their own hub than any other", () => {
    for (const { hub: h, mp } of meetingPoints) {
      const d = haversineM(h.latitude, h.longitude, mp.latitude, mp.longitude);
      expect(d, mp.uid).toBeLessThanOrEqual(h.radiusM);
      expect(d, mp.uid).toBeGreaterThan(20);
      for (const other of HUBS) {
        if (other === h) continue;
        expect(haversineM(other.latitude, other.longitude, mp.latitude, mp.longitude), `${mp.uid} vs ${other.uid}`).toBeGreaterThan(d);
      }
    }
    const spots = meetingPoints.map(({ mp }) => `${mp.latitude},${mp.longitude}`);
    expect(new Set(spots).size).toBe(spots.length);
  });

  it("puts the stations inside the service area and the airport outside", () => {
    expect(fromCenter(hub("hub-mad-atocha"))).toBeLessThan(6000);
    expect(fromCenter(hub("hub-mad-chamartin"))).toBeLessThan(6000);
    for (const uid of ["hub-mad-t1", "hub-mad-t2", "hub-mad-t4"]) expect(fromCenter(hub(uid)), uid).toBeGreaterThan(6000);
  });
});

describe("seed places", () => {
  it("has 40 to 60 places with unique names", () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(40);
    expect(PLACES.length).toBeLessThanOrEqual(60);
    expect(new Set(PLACES.map((p) => p.name)).size).toBe(PLACES.length);
  });

  it("has valid coordinates and addresses, all in Madrid", () => {
    for (const p of PLACES) {
      expect(Number.isFinite(p.latitude) && Number.isFinite(p.longitude), p.name).toBe(true);
      expect(p.latitude, p.name).toBeGreaterThan(40.3);
      expect(p.latitude, p.name).toBeLessThan(40.6);
      expect(p.longitude, p.name).toBeGreaterThan(-3.85);
      expect(p.longitude, p.name).toBeLessThan(-3.5);
      expect(p.postal_code, p.name).toMatch(/^28\d{3}$/);
      expect(p.addr.trim(), p.name).not.toBe("");
      expect(p.city).toBe("Madrid");
      expect(p.country).toBe("ES");
    }
  });

  it("has most places within 6 km of the centre", () => {
    const inside = PLACES.filter((p) => fromCenter(p) <= 6000).length;
    expect(inside / PLACES.length).toBeGreaterThan(0.8);
  });

  it("lists every hub, at its centre", () => {
    for (const h of HUBS) {
      const near = PLACES.filter((p) => p.kind === h.kind && haversineM(h.latitude, h.longitude, p.latitude, p.longitude) < 50);
      expect(near.length, h.uid).toBe(1);
    }
  });
});
