import type { Locale } from "@/lib/locales";
import { vehicleColour } from "@/lib/i18n/vehicle-colours";
import { routeSvg } from "./route-drawing";
import type { GuestView } from "./view";
import type { GuestWords } from "./words";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Only http(s) addresses reach an href or src: a provider's answer can never smuggle a javascript: link. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Every second counts on a phone: a few rules inline, no style sheet to fetch. */
const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:34rem;margin:0 auto;padding:16px}header p{margin:0;color:#475569;font-size:14px}h1{font-size:26px;line-height:1.2;margin:4px 0 8px}
h2{font-size:18px;margin:0 0 8px}section{background:#fff;border:1px solid #e2e8f0;border-radius:14px;padding:16px;margin-top:14px}
.state{border-left:6px solid #0f766e}.state.final{border-left-color:#64748b}.muted{color:#475569}.when{font-weight:600}
img{display:block;max-width:100%;height:auto;border-radius:10px;background:#e2e8f0}.photo{width:100%;aspect-ratio:16/9;object-fit:cover;margin-top:8px}
ol{padding-left:0;list-style:none;counter-reset:s;margin:12px 0 0}ol li{counter-increment:s;display:grid;grid-template-columns:28px 1fr;gap:8px;margin-top:12px}
ol li:before{content:counter(s);width:28px;height:28px;border-radius:50%;background:#0f172a;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center}
ol li img{grid-column:2;width:100%}.driver{display:flex;gap:12px;align-items:center}.driver img{width:64px;height:64px;border-radius:50%;object-fit:cover}
.plate{display:inline-block;font:700 20px/1 ui-monospace,monospace;letter-spacing:2px;border:2px solid #0f172a;border-radius:6px;padding:6px 10px;margin-top:6px}
.route{display:block;width:100%;height:auto}dl{margin:8px 0 0}dt{font-size:13px;color:#475569}dd{margin:0 0 8px}
a.track{display:block;text-align:center;background:#0f766e;color:#fff;font-weight:600;text-decoration:none;border-radius:10px;padding:14px;margin-top:14px}
a.track:focus-visible{outline:3px solid #0f172a;outline-offset:2px}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}footer{font-size:13px;color:#475569;text-align:center;margin:16px 0}
form.ready button{display:block;width:100%;min-height:76px;margin-top:14px;border:0;border-radius:14px;background:#0f766e;color:#fff;font:700 22px/1.2 inherit;cursor:pointer}
form.ready button:focus-visible{outline:3px solid #0f172a;outline-offset:3px}form.ready button:disabled{background:#64748b}
form.here button{min-height:60px;background:#fff;color:#0f766e;border:2px solid #0f766e;font-size:19px}form.here button:disabled{color:#fff}.here-denied{color:#9a3412}.notice{border-left:6px solid #b45309}`;

/**
 * Reads the page again from our server every 10 s while it is shown and the ride is not over,
 * and swaps in the new content; a link that stops working turns into the neutral page.
 */
const REFRESH = `(function(){var m=document.querySelector("main");function t(){if(!m||m.dataset.final==="true")return;if(document.hidden)return setTimeout(t,10000);
fetch(location.href,{cache:"no-store",credentials:"omit"}).then(function(r){if(r.status===404){location.reload();return null}return r.ok?r.text():null}).then(function(h){
if(!h)return;var n=new DOMParser().parseFromString(h,"text/html").querySelector("main");if(n&&n.innerHTML!==m.innerHTML){m.replaceWith(n);m=n}}).catch(function(){}).then(function(){setTimeout(t,10000)})}
setTimeout(t,10000)})();`;

export function pageDocument(language: Locale, title: string, body: string, script: boolean): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><meta name="theme-color" content="#0f766e">
<title>${escapeHtml(title)}</title><style>${CSS}</style>${script ? `<noscript><meta http-equiv="refresh" content="30"></noscript>` : ""}</head>
<body>${body}${script ? `<script>${REFRESH}</script>` : ""}</body></html>`;
}

export function meetingPointSection(view: GuestView): string {
  const mp = view.meetingPoint;
  if (!mp) return "";
  const { t } = view;
  const [first, ...more] = mp.photos.map(safeUrl).filter((u): u is string => !!u);
  // The hub's own texts, as the provider wrote them: translate="no" keeps a browser from rewording them.
  const photo = (src: string, eager: boolean) =>
    `<img class="photo" src="${escapeHtml(src)}" alt="${escapeHtml(mp.title)}" translate="no" width="640" height="360"${eager ? "" : ' loading="lazy"'}>`;
  const steps = mp.steps
    .map((s) => {
      const img = safeUrl(s.imageUrl);
      // Shown whole at its own shape (3:2 at the provider, numbered at the top): the size only reserves room until it loads.
      return `<li><span translate="no">${escapeHtml(s.text)}</span>${img ? `<img src="${escapeHtml(img)}" alt="" width="480" height="320" loading="lazy">` : ""}</li>`;
    })
    .join("");
  return `<section data-testid="guest-meeting-point"><h2>${escapeHtml(t("guest.meetingPoint"))}</h2><p class="mp-title" translate="no"><strong>${escapeHtml(mp.title)}</strong></p>
${first ? photo(first, true) : ""}${steps ? `<ol>${steps}</ol>` : ""}${more.map((m) => photo(m, false)).join("")}</section>`;
}

function driverSection(view: GuestView): string {
  if (!view.driver && !view.vehicle) return "";
  const { t } = view;
  const photo = safeUrl(view.driver?.photoUrl);
  const name = view.driver?.firstName ?? "";
  // The car's model is the provider's name for it; its colour, in the guest's words (lib/i18n/vehicle-colours).
  const vehicle = view.vehicle
    ? `<p translate="no" data-testid="guest-vehicle">${escapeHtml([view.vehicle.name, vehicleColour(view.vehicle.color, view.language)].filter(Boolean).join(", "))}</p>
<p><span class="muted">${escapeHtml(t("guest.plate"))}</span><br><span translate="no" class="plate" data-testid="guest-plate">${escapeHtml(view.vehicle.plate)}</span></p>`
    : "";
  return `<section data-testid="guest-driver"><h2>${escapeHtml(t("guest.yourDriver"))}</h2><div class="driver">
${photo ? `<img src="${escapeHtml(photo)}" alt="${escapeHtml(t("guest.driverPhoto", { name }))}" width="64" height="64">` : ""}<p><strong translate="no" data-testid="guest-driver-name">${escapeHtml(name)}</strong></p></div>${vehicle}</section>`;
}

/** The guest's page: everything the guest needs to meet the driver, and nothing about the desk. */
export function guestPageHtml(view: GuestView, token?: string): string {
  const { t } = view;
  const track = safeUrl(view.trackingUrl);
  const svg = routeSvg(view.route, escapeHtml(t("guest.route")));
  const when = `<time datetime="${escapeHtml(view.pickupTime.iso)}" data-testid="guest-pickup-time">${escapeHtml(view.pickupTime.words)}</time>`;
  const body = `<main data-final="${view.final}" data-state="${escapeHtml(view.state)}">
<header><p translate="no" data-testid="guest-company">${escapeHtml(view.companyName)}</p><h1>${escapeHtml(t("guest.yourRide"))}</h1></header>
<section class="state${view.final ? " final" : ""}" aria-live="polite"><h2 data-testid="guest-state">${escapeHtml(view.title)}</h2>
<p class="muted">${escapeHtml(view.detail)}</p><p class="when"><span class="muted">${escapeHtml(t("guest.pickupWhen"))}</span> ${when}</p></section>
${view.tryAgain && token ? `<form class="ready" method="post" action="/r/${escapeHtml(token)}/ready"><button type="submit" data-testid="guest-try-again">${escapeHtml(t("guest.ready.tryAgain"))}</button></form>` : ""}
${meetingPointSection(view)}${driverSection(view)}
<section><dl><dt>${escapeHtml(t("guest.pickup"))}</dt><dd translate="no" data-testid="guest-pickup">${escapeHtml(view.pickupLabel)}</dd>
${view.via ? `<dt></dt><dd class="muted">${escapeHtml(t("guest.stopsBetween", { count: view.via }))}</dd>` : ""}<dt>${escapeHtml(t("guest.destination"))}</dt><dd translate="no">${escapeHtml(view.destinationLabel)}</dd></dl>${svg}</section>
${track ? `<a class="track" data-testid="guest-tracking" href="${escapeHtml(track)}" target="_blank" rel="noopener noreferrer">${escapeHtml(t("guest.follow"))} <span class="sr">${escapeHtml(t("guest.newTab"))}</span></a>` : ""}
${view.final ? "" : `<footer>${escapeHtml(t("guest.updating"))}</footer>`}</main>`;
  return pageDocument(view.language, t("guest.title", { company: view.companyName }), body, !view.final);
}

/** One page for every link that does not work: unknown, altered or expired alike. */
export function inactiveLinkHtml(language: Locale, t: GuestWords): string {
  const title = t("guest.gone.title");
  return pageDocument(
    language,
    title,
    `<main><section><h1 data-testid="guest-link-inactive">${escapeHtml(title)}</h1><p class="muted">${escapeHtml(t("guest.gone.detail"))}</p></section></main>`,
    false,
  );
}
