import { windowPhase } from "@/lib/booking/ready-window";
import { escapeHtml, meetingPointSection, pageDocument } from "./html";
import { routeSvg } from "./route-drawing";
import { instantPhrase } from "./share-texts";
import type { GuestView } from "./view";
import type { GuestBooking } from "./view";

/**
 * The guest's page of a ride they call when ready, before its journey exists: inside the window one
 * large button, "I'm ready — send my car", and where the car will come; outside it, when the window
 * opens or that it closed. Plain HTML: the button is a form, so it works on any phone, script or not.
 */

/** What came of the guest's last tap, as the tap's answer says it (?ready=…), so the page can say it in words. */
export const TAP_NOTICES = ["refused", "no_product", "not_open", "closed", "uncertain", "too_far", "position_off", "bad_position"] as const;
export type TapNotice = (typeof TAP_NOTICES)[number];

export type ReadyPhase = "before" | "open" | "sending" | "unconfirmed" | "closed" | "cancelled";

/** Where the ride stands for its guest. */
export function readyPhase(b: Pick<GuestBooking, "status" | "readyFrom" | "readyUntil">, nowMs: number): ReadyPhase {
  if (b.status === "pending") return "sending";
  // The provider never answered: the car may or may not come, and the desk, told, settles it.
  if (b.status === "uncertain") return "unconfirmed";
  if (b.status === "ready_cancelled") return "cancelled";
  if (b.status !== "waiting_for_guest") return "closed";
  return windowPhase({ readyFrom: b.readyFrom ?? null, readyUntil: b.readyUntil ?? null }, nowMs);
}

const NOTICE_KEY = {
  refused: "refused",
  no_product: "noProduct",
  not_open: "notOpen",
  closed: "closed",
  uncertain: "uncertain",
  too_far: "tooFar",
  position_off: "positionOff",
  bad_position: "badPosition",
} as const satisfies Record<TapNotice, string>;

export function readyPageHtml(b: GuestBooking, view: GuestView, token: string, nowMs: number, notice: TapNotice | null): string {
  const { t } = view;
  const zone = b.zone ?? "UTC";
  const phase = readyPhase(b, nowMs);
  const when = (d: Date | null | undefined) => (d ? instantPhrase(d.getTime(), zone, view.language, t) : "");
  const opens = when(b.readyFrom);
  const until = when(b.readyUntil);
  const state =
    phase === "open"
      ? `<h2 data-testid="guest-state">${escapeHtml(t("guest.ready.title"))}</h2><p class="muted" data-testid="guest-ready-until">${escapeHtml(t("guest.ready.until", { time: until }))}</p>
<form class="ready" method="post" action="/r/${escapeHtml(token)}/ready" onsubmit="var b=this.querySelector('button');setTimeout(function(){b.disabled=true},0)">
<button type="submit" data-testid="guest-ready-button">${escapeHtml(t("guest.ready.button"))}</button></form>${hereForm(b, view, token)}`
      : `<h2 data-testid="guest-state">${escapeHtml(t(`guest.ready.${phase}.title`))}</h2><p class="muted">${escapeHtml(t(`guest.ready.${phase}.detail`, { time: phase === "before" ? opens : until }))}</p>`;
  // A notice about a moment now past (the window opened since "not yet") says nothing any more.
  const said = notice && !(notice === "not_open" && phase !== "before") && phase !== "sending" && phase !== "unconfirmed" ? notice : null;
  const noticeHtml = said
    ? `<section class="notice" role="alert" data-testid="guest-ready-notice"><p>${escapeHtml(t(`guest.ready.notice.${NOTICE_KEY[said]}`, { time: opens, radius: distanceWords(b.readyRadiusM ?? 0, view.language) }))}</p></section>`
    : "";
  const final = phase === "closed" || phase === "cancelled";
  const body = `<main data-final="${final}" data-state="ready-${phase}">
<header><p translate="no" data-testid="guest-company">${escapeHtml(view.companyName)}</p><h1>${escapeHtml(t("guest.yourRide"))}</h1></header>
${noticeHtml}<section class="state${final ? " final" : ""}" aria-live="polite">${state}</section>
${final ? "" : meetingPointSection(view)}
<section><dl><dt>${escapeHtml(t("guest.ready.where"))}</dt><dd translate="no" data-testid="guest-pickup">${escapeHtml(view.pickupLabel)}</dd>
${view.via ? `<dt></dt><dd class="muted">${escapeHtml(t("guest.stopsBetween", { count: view.via }))}</dd>` : ""}<dt>${escapeHtml(t("guest.destination"))}</dt><dd translate="no">${escapeHtml(view.destinationLabel)}</dd></dl>${routeSvg(view.route, escapeHtml(t("guest.route")))}</section>
${final ? "" : `<footer>${escapeHtml(t("guest.updating"))}</footer>`}</main>`;
  // The position's script listens on the document: the page's refresh swaps <main> and its buttons.
  const here = phase === "open" && b.readyRadiusM ? `<script>${HERE_SCRIPT}</script>` : "";
  return pageDocument(view.language, t("guest.title", { company: view.companyName }), body + here, !final);
}

/** "500 m", "2 km", "1,5 km": the radius as the guest reads distances. */
export const distanceWords = (metres: number, language: string) =>
  metres < 1000
    ? new Intl.NumberFormat(language, { style: "unit", unit: "meter" }).format(metres)
    : new Intl.NumberFormat(language, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(metres / 1000);

/**
 * "Pick me up where I am", when the ride allows it: the same tap with the phone's position. Hidden
 * until the script shows it (without a script, or a phone without location, there is only the
 * planned pickup); a position the phone will not give is said in words, and nothing is sent.
 */
function hereForm(b: GuestBooking, view: GuestView, token: string): string {
  if (!b.readyRadiusM) return "";
  const { t } = view;
  return `<form class="ready here" method="post" action="/r/${escapeHtml(token)}/ready" data-here hidden>
<input type="hidden" name="lat"><input type="hidden" name="lng">
<button type="submit" data-testid="guest-here-button" data-locating="${escapeHtml(t("guest.ready.here.locating"))}">${escapeHtml(t("guest.ready.here.button"))}</button>
<p class="muted">${escapeHtml(t("guest.ready.here.hint", { radius: distanceWords(b.readyRadiusM, view.language) }))}</p>
<p class="here-denied" role="alert" data-testid="guest-here-denied" hidden>${escapeHtml(t("guest.ready.here.denied"))}</p></form>`;
}

/** Shows the position's form where the phone has location, and sends the tap once the phone says where. */
const HERE_SCRIPT = `(function(){if(!navigator.geolocation)return;function show(){document.querySelectorAll("form[data-here]").forEach(function(f){f.hidden=false})}show();
new MutationObserver(show).observe(document.body,{childList:true});
document.addEventListener("submit",function(e){var f=e.target;if(!f.matches||!f.matches("form[data-here]")||f.dataset.located)return;e.preventDefault();
var b=f.querySelector("button"),d=f.querySelector(".here-denied"),l=b.textContent;b.disabled=true;b.textContent=b.dataset.locating;d.hidden=true;
navigator.geolocation.getCurrentPosition(function(p){f.elements.lat.value=p.coords.latitude;f.elements.lng.value=p.coords.longitude;f.dataset.located="1";f.submit()},
function(){b.disabled=false;b.textContent=l;d.hidden=false},{enableHighAccuracy:true,timeout:15000,maximumAge:60000})})})();`;

/** The tap's answer read from the page's address; anything else is no notice (undefined: the page is served as usual). */
export function tapNoticeOf(value: string | null): TapNotice | undefined {
  return (TAP_NOTICES as readonly (string | null)[]).includes(value) ? (value as TapNotice) : undefined;
}
