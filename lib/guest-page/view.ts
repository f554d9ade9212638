import { Temporal } from "temporal-polyfill";
import type { Locale } from "@/lib/locales";
import { localized } from "@/lib/i18n/localized";
import { instantPhrase } from "./share-texts";
import type { GuestMeetingPoint, JourneyDriver, JourneyVehicle, JourneyWaypoint } from "@/lib/journeys/types";
import type { LinkFacts } from "./link";
import { isCancelState, rideStanding, stateWordKey, WITH_DRIVER_STATES } from "@/lib/booking/states";
import type { GuestStateKey, GuestWords } from "./words";
import { canSearchAgain } from "@/lib/booking/ready-window";

/** What the guest's page may know of a booking: nothing about prices, requester or the desk. */
export type GuestBooking = LinkFacts & {
  riderLocale: string | null;
  /** The provider's start_at (pickup's local time) for a reservation; null for as soon as possible. */
  startAt: string | null;
  zone: string | null;
  pickupLabel: string;
  destinationLabel: string;
  /** Every stop's [lat, lng], pickup first. */
  stops: [number, number][];
  publicUrl: string | null;
  state: string | null;
  driver: JourneyDriver | null;
  vehicle: JourneyVehicle | null;
  waypoints: JourneyWaypoint[] | null;
  meetingPoint: GuestMeetingPoint | null;
  /** A ride the guest calls: how far from the planned pickup they may be picked up where they are, in metres (none: never). */
  readyRadiusM?: number | null;
};

export type GuestView = {
  language: Locale;
  /** The guest's words, in the guest's language. */
  t: GuestWords;
  companyName: string;
  state: GuestStateKey;
  title: string;
  detail: string;
  /** The pickup time in words and as an instant for <time datetime>. */
  pickupTime: { words: string; iso: string };
  pickupLabel: string;
  destinationLabel: string;
  /** Stops between pickup and destination. */
  via: number;
  meetingPoint: { title: string; photos: string[]; steps: { text: string; imageUrl: string | null }[] } | null;
  driver: { firstName: string; photoUrl: string | null } | null;
  vehicle: JourneyVehicle | null;
  trackingUrl: string | null;
  route: { stops: [number, number][]; path: [number, number][]; driverAt: [number, number] | null };
  /** Nothing will change any more: the page stops refreshing. */
  final: boolean;
  /** No driver was found for the car the guest called, within their window: they may ask for the search to go on. */
  tryAgain: boolean;
};

const WITH_DRIVER: ReadonlySet<GuestStateKey> = new Set(WITH_DRIVER_STATES);
const BEFORE_PICKUP = new Set<GuestStateKey>(["booked", "scheduled", "hire", "hired", "arrived"]);
const FINAL = new Set<GuestStateKey>(["drop off", "cancelled", "not found", "no show"]);

/** The provider's states in the guest's terms; the end state decides once there is one. */
export function guestState(b: Pick<GuestBooking, "state" | "endState" | "startAt" | "pickupAt">, nowMs: number): GuestStateKey {
  const standing = rideStanding((b.endState ?? b.state)?.trim().toLowerCase() ?? null, b.startAt ? b.pickupAt.getTime() : null, nowMs);
  if (standing.kind === "scheduled") return "scheduled";
  if (standing.kind === "unread") return "booked";
  const s = standing.state;
  if (s === "hire" || s === "hired" || s === "arrived" || s === "pick up" || s === "drop off" || s === "not found" || s === "no show") return s;
  if (s === "terminated") return "drop off";
  if (isCancelState(s)) return "cancelled";
  return "booked";
}

/** The pickup time in words, on the pickup's clock: "Monday 23 November, 16:02, Madrid time"; UTC for a zone that cannot be read. */
export function pickupTimeWords(b: Pick<GuestBooking, "pickupAt" | "zone">, language: Locale, t: GuestWords): { words: string; iso: string } {
  const instant = Temporal.Instant.fromEpochMilliseconds(b.pickupAt.getTime());
  for (const zone of [b.zone ?? "UTC", "UTC"]) {
    try {
      const iso = instant.toZonedDateTimeISO(zone).toString({ smallestUnit: "minute", timeZoneName: "never" });
      return { words: instantPhrase(b.pickupAt.getTime(), zone, language, t), iso };
    } catch {
      /* an unknown zone: UTC then */
    }
  }
  return { words: b.pickupAt.toISOString(), iso: b.pickupAt.toISOString() };
}

/** The state's title: the journey states' words where the desk's say it to the guest too, the guest's own otherwise. */
function stateTitle(state: GuestStateKey, t: GuestWords): string {
  switch (state) {
    case "booked":
      return t("guest.state.booked.title");
    case "scheduled":
      return t("states.board.scheduled");
    // "Completed" and "Guest did not show up" speak of the guest, not to them.
    case "drop off":
      return t("guest.state.dropOff.title");
    case "no show":
      return t("guest.state.noShow.title");
    case "cancelled":
      return t("states.board.cancelled");
    default: {
      // Looking for a driver, on the way, arrived, aboard, no driver found.
      const key = stateWordKey(state);
      return key ? t(`states.board.${key}`) : state;
    }
  }
}

const DETAIL = {
  booked: "booked",
  scheduled: "scheduled",
  hire: "hire",
  hired: "hired",
  arrived: "arrived",
  "pick up": "pickUp",
  "drop off": "dropOff",
  cancelled: "cancelled",
  "not found": "notFound",
  "no show": "noShow",
} as const satisfies Record<GuestStateKey, string>;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export function guestView(b: GuestBooking, opts: { language: Locale; t: GuestWords; companyName: string; nowMs: number }): GuestView {
  const { language, t } = opts;
  const state = guestState(b, opts.nowMs);
  const withDriver = WITH_DRIVER.has(state) || (state === "drop off" && !!b.driver);
  const mp = b.meetingPoint;
  const path = (b.waypoints ?? []).map((w) => w.loc);
  const tryAgain = state === "not found" && canSearchAgain(b, opts.nowMs);
  return {
    language,
    t,
    companyName: opts.companyName,
    state,
    title: stateTitle(state, t),
    detail: tryAgain ? t("guest.ready.notFound") : t(`guest.state.${DETAIL[state]}.detail`),
    pickupTime: pickupTimeWords(b, language, t),
    pickupLabel: b.pickupLabel,
    destinationLabel: b.destinationLabel,
    via: Math.max(0, b.stops.length - 2),
    meetingPoint:
      mp && BEFORE_PICKUP.has(state)
        ? {
            title: [localized(mp.title, language), localized(mp.hubTitle, language)].filter(Boolean).join(" · "),
            photos: [mp.headerImageUrl, mp.bottomImageUrl].filter((u): u is string => !!u),
            steps: mp.steps.map((s) => ({ text: localized({ en: s.en, es: s.es }, language), imageUrl: s.imageUrl })).filter((s) => s.text),
          }
        : null,
    driver: withDriver && b.driver && firstName(b.driver.name) ? { firstName: firstName(b.driver.name), photoUrl: b.driver.avatarUrl } : null,
    vehicle: withDriver ? b.vehicle : null,
    trackingUrl: FINAL.has(state) ? null : b.publicUrl?.trim() || null,
    route: {
      stops: b.stops,
      path: WITH_DRIVER.has(state) ? path : [],
      driverAt: WITH_DRIVER.has(state) ? (path[path.length - 1] ?? null) : null,
    },
    final: FINAL.has(state) && !tryAgain,
    tryAgain,
  };
}
