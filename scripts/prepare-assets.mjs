// Copies MapLibre's worker into public/ (a Next bundle cannot locate it) and writes the offline map's
// country shapes as GeoJSON. Idempotent: files already up to date are left alone. Run by `postinstall`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { feature } from "topojson-client";

// import.meta.dirname needs Node 20.11; engines allow 20.9.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fromRoot = (...parts) => path.join(root, ...parts);

const WORKER_SOURCE = fromRoot("node_modules", "maplibre-gl", "dist", "maplibre-gl-worker.mjs");
const WORKER_TARGET = fromRoot("public", "maplibre-gl-worker.mjs");
const ATLAS_SOURCE = fromRoot("node_modules", "world-atlas", "countries-110m.json");
const COUNTRIES_TARGET = fromRoot("public", "map", "countries-110m.geojson");

const sameContent = (file, content) => existsSync(file) && readFileSync(file).equals(Buffer.from(content));

const round3 = (n) => Math.round(n * 1000) / 1000; // about 100 m, plenty for 1:110m shapes

/**
 * world-atlas is cut for spherical rendering: rings that cross the antimeridian jump from 180 to -180,
 * which a flat map draws as a stripe across the world. Make each ring continuous (MapLibre wraps
 * longitudes beyond ±180) and close a ring that goes all the way round (Antarctica) along the pole.
 */
function continuousRing(ring) {
  const out = [];
  let offset = 0;
  ring.forEach(([lng, lat], i) => {
    const jump = i === 0 ? 0 : lng - ring[i - 1][0];
    if (jump > 180) offset -= 360;
    else if (jump < -180) offset += 360;
    out.push([round3(lng + offset), round3(lat)]);
  });
  const first = out[0];
  const last = out[out.length - 1];
  if (offset !== 0 && first && last) {
    const pole = first[1] < 0 ? -90 : 90;
    out.push([last[0], pole], [first[0], pole], [first[0], first[1]]);
  }
  return out;
}

function flatGeometry(geometry) {
  const polygon = (rings) => rings.map(continuousRing);
  return geometry.type === "Polygon"
    ? { type: "Polygon", coordinates: polygon(geometry.coordinates) }
    : { type: "MultiPolygon", coordinates: geometry.coordinates.map(polygon) };
}

function countriesGeoJson() {
  const topology = JSON.parse(readFileSync(ATLAS_SOURCE, "utf8"));
  const collection = feature(topology, topology.objects.countries);
  const features = collection.features
    .filter((f) => f.geometry)
    .map((f) => ({
      type: "Feature",
      properties: { name: f.properties?.name ?? "" },
      geometry: flatGeometry(f.geometry),
    }));
  return JSON.stringify({ type: "FeatureCollection", features });
}

const kb = (bytes) => `${Math.round(bytes / 1024)} kB`;
const rel = (file) => path.relative(root, file);
const results = [];

const worker = readFileSync(WORKER_SOURCE);
if (sameContent(WORKER_TARGET, worker)) {
  results.push(`${rel(WORKER_TARGET)} up to date`);
} else {
  mkdirSync(path.dirname(WORKER_TARGET), { recursive: true });
  copyFileSync(WORKER_SOURCE, WORKER_TARGET);
  results.push(`${rel(WORKER_TARGET)} (${kb(worker.length)})`);
}

const countries = countriesGeoJson();
if (sameContent(COUNTRIES_TARGET, countries)) {
  results.push(`${rel(COUNTRIES_TARGET)} up to date`);
} else {
  mkdirSync(path.dirname(COUNTRIES_TARGET), { recursive: true });
  writeFileSync(COUNTRIES_TARGET, countries);
  results.push(`${rel(COUNTRIES_TARGET)} (${kb(Buffer.byteLength(countries))})`);
}

console.log(`prepare-assets: ${results.join("; ")}`);
