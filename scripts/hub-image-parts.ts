/**
 * The parts the hub images are drawn with: the palette, text that fits its box, and the pictograms
 * of a meeting point's steps (doors, lifts, escalators, signs). Pure: each returns SVG markup.
 */
import type { StepIcon } from "../lib/sandbox/seed/hubs";

export const C = {
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

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A font size at which `text` fits in `width` (estimated); squeezes it when even `min` would not. */
export function fitText(
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

export const svg = (w: number, h: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}" role="img" aria-label="${esc(label)}">` +
  `<title>${esc(label)}</title>${body}</svg>\n`;

/** A side-view car, 132 wide and 52 high at scale 1, its top-left at (x, y). */
export const car = (x: number, y: number, s: number, body: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  `<path d="M6 34Q6 24 16 22L30 20 44 8Q48 4 56 4H86Q94 4 100 10L112 20Q124 22 126 30V38Q126 42 122 42H10Q6 42 6 38Z" fill="${body}"/>` +
  `<path d="M48 10H60V20H38ZM64 10H86Q92 10 96 14L102 20H64Z" fill="${C.mist}"/>` +
  `<circle cx="34" cy="42" r="10" fill="${C.slate}"/><circle cx="100" cy="42" r="10" fill="${C.slate}"/>` +
  `<circle cx="34" cy="42" r="4" fill="${C.mist}"/><circle cx="100" cy="42" r="4" fill="${C.mist}"/></g>`;

/** A map pin whose point is at (x, y). */
export const pin = (x: number, y: number, s = 1) =>
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
export const walker = (x: number, foot: number, s = 1) =>
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

export function pictogram(icon: StepIcon, tag: string | null): string {
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
