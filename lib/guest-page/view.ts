import { Temporal } from "temporal-polyfill";
import { localized, type Language } from "@/lib/i18n/localized";
import { pickupTimePhrase } from "./share-texts";
import type { GuestMeetingPoint, JourneyDriver, JourneyVehicle, JourneyWaypoint } from "@/lib/journeys/types";
import type { LinkFacts } from "./link";
import { isCancelState, SEARCH_LEAD_MS, WITH_DRIVER_STATES } from "@/lib/journeys/states";
import { WORDS, type GuestStateKey } from "./words";

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
};

export type GuestView = {
  language: Language;
  companyName: string;
  state: GuestStateKey;
  title: string;
  detail: string;
  pickupTime: string;
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
};

const WITH_DRIVER: ReadonlySet<GuestStateKey> = new Set(WITH_DRIVER_STATES);
const BEFORE_PICKUP = new Set<GuestStateKey>(["booked", "scheduled", "hire", "hired", "arrived"]);
const FINAL = new Set<GuestStateKey>(["drop off", "cancelled", "not found", "no show"]);

/** The provider's states in the guest's terms; the end state decides once there is one. */
export function guestState(b: Pick<GuestBooking, "state" | "endState" | "startAt" | "pickupAt">, nowMs: number): GuestStateKey {
  const s = (b.endState ?? b.state)?.trim().toLowerCase() ?? null;
  if (s === null || s === "hire") {
    if (b.startAt && b.pickupAt.getTime() - nowMs > SEARCH_LEAD_MS) return "scheduled";
    return s === null ? "booked" : "hire";
  }
  if (s === "hired" || s === "arrived" || s === "pick up" || s === "drop off" || s === "not found" || s === "no show") return s;
  if (s === "terminated") return "drop off";
  if (isCancelState(s)) return "cancelled";
  return "booked";
}

/** The pickup time in words, on the pickup's clock: "Monday 23 November, 16:02, Madrid time". */
export function pickupTimeWords(b: Pick<GuestBooking, "pickupAt" | "zone">, language: Language): string {
  const zone = b.zone ?? "UTC";
  try {
    const local = Temporal.Instant.fromEpochMilliseconds(b.pickupAt.getTime()).toZonedDateTimeISO(zone);
    const hhmm = `${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`;
    const phrase = pickupTimePhrase(local.toPlainDate().toString(), hhmm, zone, language);
    if (phrase) return phrase;
  } catch {
    /* an unknown zone: fall through to UTC */
  }
  return `${b.pickupAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export function guestView(b: GuestBooking, opts: { language: Language; companyName: string; nowMs: number }): GuestView {
  const { language } = opts;
  const state = guestState(b, opts.nowMs);
  const words = WORDS[language].states[state];
  const withDriver = WITH_DRIVER.has(state) || (state === "drop off" && !!b.driver);
  const mp = b.meetingPoint;
  const path = (b.waypoints ?? []).map((w) => w.loc);
  return {
    language,
    companyName: opts.companyName,
    state,
    title: words.title,
    detail: words.detail,
    pickupTime: pickupTimeWords(b, language),
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
    trackingUrl: FINAL.has(state) ? null : (b.publicUrl?.trim() || null),
    route: {
      stops: b.stops,
      path: WITH_DRIVER.has(state) ? path : [],
      driverAt: WITH_DRIVER.has(state) ? (path[path.length - 1] ?? null) : null,
    },
    final: FINAL.has(state),
  };
}
