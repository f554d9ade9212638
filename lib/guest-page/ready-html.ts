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
export const TAP_NOTICES = ["refused", "no_product", "not_open", "closed", "uncertain"] as const;
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
<button type="submit" data-testid="guest-ready-button">${escapeHtml(t("guest.ready.button"))}</button></form>`
      : `<h2 data-testid="guest-state">${escapeHtml(t(`guest.ready.${phase}.title`))}</h2><p class="muted">${escapeHtml(t(`guest.ready.${phase}.detail`, { time: phase === "before" ? opens : until }))}</p>`;
  // A notice about a moment now past (the window opened since "not yet") says nothing any more.
  const said = notice && !(notice === "not_open" && phase !== "before") && phase !== "sending" && phase !== "unconfirmed" ? notice : null;
  const noticeHtml = said
    ? `<section class="notice" role="alert" data-testid="guest-ready-notice"><p>${escapeHtml(t(`guest.ready.notice.${NOTICE_KEY[said]}`, { time: opens }))}</p></section>`
    : "";
  const final = phase === "closed" || phase === "cancelled";
  const body = `<main data-final="${final}" data-state="ready-${phase}">
<header><p translate="no" data-testid="guest-company">${escapeHtml(view.companyName)}</p><h1>${escapeHtml(t("guest.yourRide"))}</h1></header>
${noticeHtml}<section class="state${final ? " final" : ""}" aria-live="polite">${state}</section>
${final ? "" : meetingPointSection(view)}
<section><dl><dt>${escapeHtml(t("guest.ready.where"))}</dt><dd translate="no" data-testid="guest-pickup">${escapeHtml(view.pickupLabel)}</dd>
${view.via ? `<dt></dt><dd class="muted">${escapeHtml(t("guest.stopsBetween", { count: view.via }))}</dd>` : ""}<dt>${escapeHtml(t("guest.destination"))}</dt><dd translate="no">${escapeHtml(view.destinationLabel)}</dd></dl>${routeSvg(view.route, escapeHtml(t("guest.route")))}</section>
${final ? "" : `<footer>${escapeHtml(t("guest.updating"))}</footer>`}</main>`;
  return pageDocument(view.language, t("guest.title", { company: view.companyName }), body, !final);
}

/** The tap's answer read from the page's address; anything else is no notice (undefined: the page is served as usual). */
export function tapNoticeOf(value: string | null): TapNotice | undefined {
  return (TAP_NOTICES as readonly (string | null)[]).includes(value) ? (value as TapNotice) : undefined;
}
