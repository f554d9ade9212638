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

const C = {
  teal: "#0f766e",
  tealDark: "#134e4a",
  tealPale: "#ccfbf1",
  amber: "#f59e0b",
  brick: "#b45309",
  slate: "#0f172a",
  slate700: "#334155",
  slate600: "#475569",
  slate400: "#94a3b8",
  slate300: "#cbd5e1",
  mist: "#e2e8f0",
  paper: "#f8fafc",
  white: "#ffffff",
};
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A font size at which `text` fits in `width` (estimated); squeezes it when even `min` would not. */
function fitText(
  text: string,
  x: number,
  y: number,
  width: number,
  o: { max: number; min: number; bold?: boolean; fill: string; anchor?: "middle" | "start" },
) {
  const em = o.bold ? 0.6 : 0.54;
  const size = Math.max(o.min, Math.min(o.max, Math.floor(width / (Math.max(1, text.length) * em))));
  const squeeze = text.length * em * size > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : "";
  const anchor = o.anchor === "middle" ? ` text-anchor="middle"` : "";
  const weight = o.bold ? ` font-weight="700"` : "";
  return `<text x="${x}" y="${y}" font-size="${size}"${weight}${anchor} fill="${o.fill}"${squeeze}>${esc(text)}</text>`;
}

const svg = (w: number, h: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}" role="img" aria-label="${esc(label)}">` +
  `<title>${esc(label)}</title>${body}</svg>\n`;

/** A side-view car, 132 wide and 52 high at scale 1, its top-left at (x, y). */
const car = (x: number, y: number, s: number, body: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<path d="M6 34Q6 24 16 22L30 20 44 8Q48 4 56 4H86Q94 4 100 10L112 20Q124 22 126 30V38Q126 42 122 42H10Q6 42 6 38Z" fill="${body}"/>` +
  `<path d="M48 10H60V20H38ZM64 10H86Q92 10 96 14L102 20H64Z" fill="${C.mist}"/>` +
  `<circle cx="34" cy="42" r="10" fill="${C.slate}"/><circle cx="100" cy="42" r="10" fill="${C.slate}"/>` +
  `<circle cx="34" cy="42" r="4" fill="${C.mist}"/><circle cx="100" cy="42" r="4" fill="${C.mist}"/></g>`;

/** A map pin whose point is at (x, y). */
const pin = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0C-6-14-24-22-24-40A24 24 0 1 1 24-40C24-22 6-14 0 0Z" fill="${C.amber}" stroke="${C.slate}" stroke-width="3"/>` +
  `<circle cy="-40" r="9" fill="${C.slate}"/></g>`;

/** A rounded badge with short text, centred at (x, y). */
function badge(x: number, y: number, text: string, fill = C.amber, color = C.slate, size = 26) {
  const w = Math.max(48, Math.round(text.length * size * 0.62 + 24));
  const h = size + 18;
  return (
    `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="10" fill="${fill}"/>` +
    `<text x="${x}" y="${y + size * 0.36}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${color}">${esc(text)}</text>`
  );
}

/** A badge for a floor number, labelled as such; other tags get a plain badge. */
const floorBadge = (x: number, y: number, tag: string) =>
  /^-?\d+$/.test(tag)
    ? `<text x="${x}" y="${y - 30}" font-size="13" font-weight="700" text-anchor="middle" fill="${C.slate600}">FLOOR · PLANTA</text>` + badge(x, y, tag)
    : badge(x, y, tag);

/** A walking figure standing on y = foot, centred on x. */
const walker = (x: number, foot: number, s = 1) =>
  `<g transform="translate(${x} ${foot}) scale(${s})" stroke="${C.slate}" stroke-width="14" stroke-linecap="round" fill="none">` +
  `<circle cx="4" cy="-132" r="16" fill="${C.slate}" stroke="none"/><path d="M2-110-6-56M-6-56-28 0M-6-56 20 0M0-96-24-64M0-96 26-72"/></g>`;

// ---- step pictograms: drawn in the band y 72..280, centred on x = 240 ----

function arrowSign(dir: "left" | "right" | "up", tag: string | null) {
  const cy = tag ? 148 : 176;
  const rot = dir === "right" ? "" : ` transform="rotate(${dir === "left" ? 180 : -90} 240 ${cy})"`;
  const shaft = `M170 ${cy - 15}H265V${cy - 42}L318 ${cy}L265 ${cy + 42}V${cy + 15}H170Z`;
  return (
    `<rect x="100" y="84" width="280" height="188" rx="18" fill="${C.slate}"/>` +
    `<path d="${shaft}" fill="${C.amber}"${rot}/>` +
    (tag ? fitText(tag, 240, 240, 240, { max: 26, min: 14, bold: true, fill: C.white, anchor: "middle" }) : "")
  );
}

function door(tag: string | null) {
  return (
    `<rect x="150" y="262" width="180" height="12" fill="${C.slate400}"/>` +
    `<rect x="182" y="118" width="116" height="146" rx="4" fill="${C.teal}"/>` +
    `<rect x="192" y="130" width="46" height="134" fill="${C.tealPale}"/><rect x="242" y="130" width="46" height="134" fill="${C.tealPale}"/>` +
    `<path d="M220 196h12M248 196h12" stroke="${C.slate}" stroke-width="6" stroke-linecap="round"/>` +
    badge(240, 100, tag ?? "Salida · Exit", C.amber, C.slate, tag ? 30 : 20)
  );
}

function escalator(up: boolean, tag: string | null) {
  let steps = "M130 262";
  for (let i = 0; i < 8; i++) steps += `h22v-18`;
  steps += "h40";
  const arrow = up ? "M-12 8L0-10 12 8M0-10V14" : "M-12-8L0 10 12-8M0 10V-14";
  return (
    `<path d="M130 262L346 118V136L136 276Z" fill="${C.slate400}"/>` +
    `<path d="${steps}" fill="none" stroke="${C.slate}" stroke-width="10" stroke-linejoin="round"/>` +
    `<path d="M118 226L330 84" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/>` +
    `<g transform="translate(168 124)"><circle r="30" fill="${C.teal}"/><path d="${arrow}" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    (tag ? floorBadge(366, 238, tag) : "")
  );
}

function lift(tag: string | null) {
  return (
    `<rect x="160" y="86" width="150" height="188" rx="8" fill="${C.slate400}"/>` +
    `<rect x="172" y="128" width="61" height="146" fill="${C.slate300}"/><rect x="237" y="128" width="61" height="146" fill="${C.slate300}"/>` +
    `<rect x="195" y="96" width="80" height="24" rx="4" fill="${C.slate}"/>` +
    `<path d="M215 114l8-12 8 12zM247 102l8 12 8-12z" fill="${C.amber}"/>` +
    `<circle cx="330" cy="196" r="10" fill="${C.amber}" stroke="${C.slate}" stroke-width="3"/>` +
    (tag ? floorBadge(372, 130, tag) : "")
  );
}

function baggage(tag: string | null) {
  return (
    `<rect x="100" y="238" width="280" height="26" rx="13" fill="${C.slate}"/>` +
    `<circle cx="126" cy="251" r="6" fill="${C.slate400}"/><circle cx="240" cy="251" r="6" fill="${C.slate400}"/><circle cx="354" cy="251" r="6" fill="${C.slate400}"/>` +
    `<rect x="222" y="112" width="40" height="30" rx="8" fill="none" stroke="${C.slate}" stroke-width="8"/>` +
    `<rect x="186" y="132" width="112" height="106" rx="14" fill="${C.teal}"/>` +
    `<path d="M214 140v90M270 140v90" stroke="${C.tealPale}" stroke-width="8"/>` +
    `<rect x="306" y="172" width="52" height="66" rx="10" fill="${C.amber}"/>` +
    (tag ? floorBadge(132, 140, tag) : "")
  );
}

function walk() {
  return (
    `<rect x="100" y="262" width="280" height="10" fill="${C.slate400}"/>` +
    walker(206, 262) +
    `<path d="M268 176h66M314 152l24 24-24 24" fill="none" stroke="${C.teal}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M110 228c20-30 40-30 60 0" fill="none" stroke="${C.teal}" stroke-width="6" opacity=".5"/>`
  );
}

function crossing() {
  let stripes = "";
  for (let i = 0; i < 7; i++) stripes += `<rect x="${112 + i * 38}" y="210" width="22" height="60" fill="${C.white}"/>`;
  return (
    `<rect x="96" y="200" width="288" height="80" fill="${C.slate700}"/>${stripes}` +
    walker(240, 196, 0.78) +
    `<rect x="340" y="96" width="28" height="66" rx="6" fill="${C.slate}"/><circle cx="354" cy="114" r="8" fill="${C.slate600}"/><circle cx="354" cy="142" r="8" fill="#22c55e"/>` +
    `<rect x="350" y="162" width="8" height="38" fill="${C.slate}"/>`
  );
}

function carPark(tag: string | null) {
  return (
    `<rect x="116" y="84" width="116" height="116" rx="16" fill="${C.teal}"/>` +
    `<text x="174" y="174" font-size="92" font-weight="800" text-anchor="middle" fill="${C.white}">P</text>` +
    (tag ? badge(310, 142, tag, C.amber, C.slate, 34) : "") +
    `<rect x="100" y="266" width="280" height="8" fill="${C.slate400}"/>` +
    car(166, 212, 1.15, C.slate600)
  );
}

function rideSign(tag: string | null) {
  return (
    `<rect x="96" y="266" width="300" height="10" fill="${C.slate400}"/>` +
    `<rect x="146" y="140" width="10" height="128" fill="${C.slate}"/>` +
    badge(151, 118, tag ?? "VTC", C.teal, C.white, 28) +
    car(214, 200, 1.25, C.teal) +
    pin(296, 190, 0.9)
  );
}

function train(tag: string | null) {
  return (
    `<path d="M150 276h180M166 262h148" stroke="${C.slate}" stroke-width="6"/>` +
    `<rect x="180" y="94" width="120" height="160" rx="30" fill="${C.teal}"/>` +
    `<rect x="196" y="114" width="88" height="56" rx="10" fill="${C.tealPale}"/>` +
    `<circle cx="208" cy="214" r="10" fill="${C.amber}"/><circle cx="272" cy="214" r="10" fill="${C.amber}"/>` +
    `<path d="M196 254l-16 18M284 254l16 18" stroke="${C.slate}" stroke-width="6"/>` +
    (tag ? badge(350, 112, tag) : "")
  );
}

function pictogram(icon: StepIcon, tag: string | null): string {
  switch (icon) {
    case "arrow-left":
      return arrowSign("left", tag);
    case "arrow-right":
      return arrowSign("right", tag);
    case "arrow-up":
      return arrowSign("up", tag);
    case "door":
      return door(tag);
    case "escalator-up":
      return escalator(true, tag);
    case "escalator-down":
      return escalator(false, tag);
    case "lift":
      return lift(tag);
    case "baggage":
      return baggage(tag);
    case "walk":
      return walk();
    case "crossing":
      return crossing();
    case "car-park":
      return carPark(tag);
    case "ride-sign":
      return rideSign(tag);
    case "train":
      return train(tag);
  }
}

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
