/**
 * Draws every image the sandbox's hubs reference, plus the driver avatar and the vehicle icon,
 * into public/. Flat, legible illustrations in one palette; the output is deterministic, so
 * re-running it on unchanged seed data leaves the files byte-for-byte the same.
 *
 *   npx tsx scripts/draw-hub-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { HUBS, HUB_IMAGES, type HubImageSpec, type StepIcon } from "../lib/sandbox/seed/hubs";
import type { LocalizedText } from "../lib/sandbox/seed/types";
import { C, car, esc, fitText, pictogram, pin, svg, walker } from "./hub-image-parts";

function stepImage(n: number, icon: StepIcon, tag: string | null, caption: LocalizedText) {
  return svg(
    480,
    320,
    `Step ${n}: ${caption.en}`,
    `<rect width="480" height="320" fill="${C.mist}"/>` +
      `<rect width="480" height="60" fill="${C.teal}"/>` +
      `<circle cx="34" cy="30" r="20" fill="${C.amber}"/>` +
      `<text x="34" y="38" font-size="22" font-weight="700" text-anchor="middle" fill="${C.slate}">${n}</text>` +
      fitText(caption.en, 66, 38, 396, { max: 22, min: 14, bold: true, fill: C.white }) +
      pictogram(icon, tag) +
      `<rect y="284" width="480" height="36" fill="${C.paper}"/>` +
      fitText(caption.es, 240, 308, 440, { max: 17, min: 12, fill: C.slate700, anchor: "middle" }),
  );
}

// ---- header silhouettes: drawn on the ground line y = 250 ----

const tower = (x: number) =>
  `<rect x="${x - 7}" y="100" width="14" height="150" fill="${C.slate600}"/>` +
  `<path d="M${x - 22} 100H${x + 22}L${x + 16} 80H${x - 16}Z" fill="${C.teal}"/>` +
  `<path d="M${x} 80V62" stroke="${C.slate600}" stroke-width="3"/>`;

const glass = (x: number, y: number, w: number, h: number, step = 26) => {
  let d = "";
  for (let i = x + step; i < x + w; i += step) d += `M${i} ${y}v${h}`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.tealPale}"/><path d="${d}" stroke="${C.slate400}" stroke-width="2"/>`;
};

const terminalLabel = (x: number, text: string) =>
  `<text x="${x}" y="236" font-size="30" font-weight="800" text-anchor="middle" fill="${C.white}">${esc(text)}</text>`;

function silhouette(hubUid: string): string {
  switch (hubUid) {
    case "hub-mad-t4": {
      let columns = "";
      for (let i = 0; i < 8; i++) {
        const x = 80 + i * 70;
        const color = i % 2 ? C.amber : C.teal;
        columns += `<path d="M${x} 250V200M${x} 200L${x - 16} 184M${x} 200L${x + 16} 184" stroke="${color}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
      }
      return (
        tower(600) +
        glass(50, 186, 520, 64, 30) +
        columns +
        `<path d="M26 184Q92 146 158 180T290 180T422 180T554 180T600 176" fill="none" stroke="${C.tealDark}" stroke-width="14" stroke-linecap="round"/>` +
        `<rect x="88" y="206" width="64" height="40" rx="6" fill="${C.tealDark}"/>` +
        terminalLabel(120, "T4")
      );
    }
    case "hub-mad-t2":
      return (
        tower(86) +
        `<path d="M120 250V180Q170 162 220 180Q270 162 320 180Q370 162 420 180Q470 162 520 180V250Z" fill="${C.slate600}"/>` +
        glass(132, 196, 376, 30) +
        `<rect x="120" y="232" width="400" height="18" fill="${C.slate700}"/>` +
        terminalLabel(164, "T2")
      );
    case "hub-mad-t1":
      return (
        tower(560) +
        `<rect x="70" y="172" width="440" height="78" fill="${C.slate600}"/><rect x="62" y="164" width="456" height="10" fill="${C.teal}"/>` +
        glass(82, 186, 416, 30) +
        `<rect x="70" y="232" width="440" height="18" fill="${C.slate700}"/>` +
        terminalLabel(120, "T1")
      );
    case "hub-mad-atocha": {
      let palms = "";
      for (const x of [240, 300, 360])
        palms += `<path d="M${x} 250V206M${x} 206q-22-6-30 6M${x} 206q22-6 30 6M${x} 206q-12-18-26-16M${x} 206q12-18 26-16" stroke="${C.teal}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      return (
        `<path d="M150 250V176A150 100 0 0 1 450 176V250Z" fill="${C.tealPale}" stroke="${C.slate600}" stroke-width="8"/>` +
        `<path d="M200 250V136M250 250V102M300 250V88M350 250V102M400 250V136" stroke="${C.slate400}" stroke-width="3"/>` +
        palms +
        `<rect x="112" y="150" width="46" height="100" fill="${C.brick}"/><path d="M108 150L135 120 162 150Z" fill="${C.slate600}"/>` +
        `<rect x="442" y="150" width="46" height="100" fill="${C.brick}"/><path d="M438 150L465 120 492 150Z" fill="${C.slate600}"/>` +
        `<circle cx="300" cy="150" r="16" fill="${C.white}" stroke="${C.slate}" stroke-width="4"/><path d="M300 140v10h8" stroke="${C.slate}" stroke-width="3" fill="none"/>` +
        `<rect x="500" y="196" width="110" height="54" fill="${C.slate600}"/>` +
        glass(510, 206, 90, 20, 18)
      );
    }
    default:
      // Chamartín: a long, low station with the hotel block rising above its middle.
      return (
        `<defs><pattern id="w" width="16" height="14" patternUnits="userSpaceOnUse"><rect width="10" height="7" fill="${C.tealPale}"/></pattern></defs>` +
        `<rect x="240" y="84" width="150" height="110" fill="${C.slate700}"/><rect x="248" y="92" width="134" height="98" fill="url(#w)"/>` +
        `<rect x="60" y="196" width="520" height="54" fill="${C.slate600}"/><rect x="44" y="190" width="552" height="8" fill="${C.teal}"/>` +
        glass(72, 206, 496, 26, 32)
      );
  }
}

function headerImage(spec: Extract<HubImageSpec, { kind: "header" }>) {
  const px = [230, 370, 500, 300][spec.index % 4] ?? 300;
  const hubLabel = spec.hubTitle.en;
  const pillW = Math.min(600, Math.round(hubLabel.length * 9.4 + 30));
  return svg(
    640,
    360,
    `${spec.title.en}: ${spec.hubTitle.en}`,
    `<rect width="640" height="360" fill="${C.mist}"/>` +
      `<ellipse cx="520" cy="56" rx="56" ry="14" fill="${C.white}"/><ellipse cx="556" cy="46" rx="30" ry="12" fill="${C.white}"/>` +
      `<rect x="20" y="16" width="${pillW}" height="30" rx="15" fill="${C.teal}"/>` +
      `<text x="34" y="36" font-size="15" font-weight="700" fill="${C.white}">${esc(hubLabel)}</text>` +
      `<text x="22" y="68" font-size="14" fill="${C.slate600}">${esc(spec.hubTitle.es)}</text>` +
      silhouette(spec.hubUid) +
      `<rect y="250" width="640" height="12" fill="${C.slate400}"/>` +
      pin(px, 252, 1.1) +
      `<rect y="262" width="640" height="98" fill="${C.slate}"/>` +
      fitText(spec.title.en, 24, 304, 592, { max: 26, min: 15, bold: true, fill: C.white }) +
      fitText(spec.title.es, 24, 336, 592, { max: 18, min: 12, fill: C.slate300 }),
  );
}

function bottomImage(spec: Extract<HubImageSpec, { kind: "bottom" }>) {
  let dashes = "";
  for (let x = 20; x < 640; x += 60) dashes += `M${x} 182h30`;
  return svg(
    640,
    200,
    `${spec.sign.en}: ${spec.title.en}`,
    `<rect width="640" height="200" fill="${C.mist}"/>` +
      `<rect y="160" width="640" height="40" fill="${C.slate700}"/><path d="${dashes}" stroke="${C.white}" stroke-width="4"/>` +
      `<rect y="150" width="640" height="10" fill="${C.slate400}"/>` +
      `<rect x="106" y="84" width="8" height="68" fill="${C.slate}"/>` +
      `<rect x="12" y="16" width="196" height="70" rx="10" fill="${C.teal}"/>` +
      fitText(spec.sign.en, 110, 46, 180, { max: 18, min: 11, bold: true, fill: C.white, anchor: "middle" }) +
      fitText(spec.sign.es, 110, 72, 180, { max: 15, min: 10, fill: C.tealPale, anchor: "middle" }) +
      walker(140, 150, 0.36) +
      `<rect x="152" y="128" width="14" height="20" rx="3" fill="${C.amber}"/>` +
      fitText("Meet your driver here", 226, 52, 200, { max: 22, min: 14, bold: true, fill: C.slate }) +
      fitText("Tu conductor te recoge aquí", 226, 78, 200, { max: 16, min: 11, fill: C.slate600 }) +
      fitText(spec.title.en, 226, 104, 200, { max: 14, min: 11, fill: C.slate600 }) +
      car(440, 100, 1.4, C.teal),
  );
}

function driverAvatar() {
  return svg(
    128,
    128,
    "Driver",
    `<defs><clipPath id="c"><circle cx="64" cy="64" r="64"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="128" height="128" fill="${C.teal}"/>` +
      `<path d="M16 132Q16 84 64 84Q112 84 112 132Z" fill="${C.mist}"/>` +
      `<path d="M52 84L64 104 76 84Z" fill="${C.amber}"/>` +
      `<circle cx="64" cy="54" r="24" fill="${C.mist}"/>` +
      `<path d="M40 50Q40 26 64 26Q88 26 88 50Q80 38 64 38Q48 38 40 50Z" fill="${C.slate}"/></g>`,
  );
}

const carIcon = () => svg(128, 64, "Vehicle", car(-2, 4, 1, C.teal));

function render(spec: HubImageSpec): string {
  switch (spec.kind) {
    case "header":
      return headerImage(spec);
    case "step":
      return stepImage(spec.n, spec.icon, spec.tag, spec.caption);
    case "bottom":
      return bottomImage(spec);
  }
}

const PUBLIC = new URL("../public/", import.meta.url);

function write(path: string, content: string) {
  const url = new URL(`.${path}`, PUBLIC);
  mkdirSync(new URL("./", url), { recursive: true });
  writeFileSync(url, content);
}

function main() {
  const specs = new Map(HUB_IMAGES.map((s) => [s.path, s]));
  const referenced = HUBS.flatMap((h) => h.meeting_points.flatMap((mp) => [mp.headerImage, mp.bottomImage, ...mp.steps.map((s) => s.image)])).filter(
    (p): p is string => p !== null,
  );
  for (const path of referenced) {
    const spec = specs.get(path);
    if (!spec) throw new Error(`no drawing for ${path}`);
    write(path, render(spec));
  }
  write("/sandbox-assets/driver.svg", driverAvatar());
  write("/sandbox-assets/car.svg", carIcon());
  console.log(`wrote ${referenced.length + 2} images`);
}

main();
