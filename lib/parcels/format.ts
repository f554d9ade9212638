import { CANCELLABLE_PARCEL_STATES, DELETED_EVENT, isFinalParcelState, parcelStateLabel, rankOf } from "./states";
import type { ParcelEventView, ParcelView } from "./query-options";

/** How the desk reads where a parcel stands: the provider's state, or our record's when it has none yet. */
export function parcelStatusText(p: Pick<ParcelView, "status" | "state">): string {
  if (p.status === "creating") return "Being created";
  if (p.status === "failed") return "Not created";
  if (p.status === "deleted") return "Deleted";
  return p.state ? parcelStateLabel(p.state) : "Ready to ship";
}

const REQUESTED = { ship: "Requested: shipping…", cancel: "Requested: cancelling…", delete: "Requested: deleting…" } as const;

/** An accepted operation whose effect the state does not show yet: never said to be done. */
export const requestedText = (requested: ParcelView["requested"]) => (requested ? REQUESTED[requested] : null);

/** Steps the provider sends no notification for: the parcel made ready by its creation, and our record of its deletion. */
const NEVER_NOTIFIED: ReadonlySet<string> = new Set(["ready", DELETED_EVENT]);

/**
 * Who told us of a step, and what that means for the agent. A step first read back is marked
 * "notified" as soon as its notification is applied, so the note stands only while none has come.
 */
export function eventSourceText({ source, state }: Pick<ParcelEventView, "source" | "state">): { label: string; note: string | null } {
  if (source === "webhook") return { label: "notified", note: null };
  if (NEVER_NOTIFIED.has(state)) return { label: "read from the provider", note: null };
  return { label: "read from the provider", note: "No notification has come for this step; Ridedesk read it from the delivery service." };
}

/** A step of the timeline as the desk reads it. */
export const eventLabel = (state: string) => (state === DELETED_EVENT ? "Deleted" : parcelStateLabel(state));

/** One end of a parcel in a line: where, and who. */
export const placeText = (p: ParcelView["pickup"]) => `${p.label} · ${p.contactName}`;

type Operable = Pick<ParcelView, "status" | "state" | "requested" | "providerId">;

/** What the desk may ask for now. Nothing while a request waits: its effect has not shown yet. */
export function parcelOperations(p: Operable) {
  const held = p.status === "created" && p.providerId !== null && !p.requested;
  const unshipped = p.state === null || p.state === "ready";
  return {
    ship: held && unshipped,
    estimate: held && unshipped,
    cancel: held && p.state !== null && CANCELLABLE_PARCEL_STATES.has(p.state),
    // Before shipping, or a creation the provider refused (only our record goes).
    delete: (held && unshipped) || (p.status === "failed" && !p.requested),
  };
}

const ENDED: Partial<Record<string, string>> = {
  delivered: "Delivered: nothing more to do.",
  returned: "The parcel came back to the sender. Nothing more can be done with this delivery; to send the parcel again, create it anew.",
  requestercancel: "The delivery was cancelled. Nothing more can be done with it; to send the parcel after all, create it anew.",
  internalcancel: "The delivery service cancelled the delivery. Nothing more can be done with it; to send the parcel after all, create it anew.",
  pickupfailed: "The courier could not collect the parcel. Nothing more can be done with this delivery; to send the parcel after all, create it anew.",
  undelivered: "The parcel could not be delivered. Nothing more can be done with this delivery; ask the delivery service where the parcel is.",
  returnrejected: "The sender refused the parcel's return. Nothing more can be done with this delivery; ask the delivery service where the parcel is.",
};

/**
 * What the "What to do" box says when there is nothing to do with the parcel now, and why; null
 * when there is something to do, or a request or creation under way already says what happens.
 */
export function nothingToDoText(p: Operable): string | null {
  if (p.status === "deleted") return "This parcel was deleted: the delivery service no longer has it, and nothing more can be done with it.";
  if (p.requested || p.status !== "created" || Object.values(parcelOperations(p)).some(Boolean)) return null;
  if (p.state && isFinalParcelState(p.state)) return ENDED[p.state] ?? "The delivery has ended. Nothing more can be done with it.";
  return "The courier has the parcel, so the delivery can no longer be cancelled. This page follows it to the end by itself.";
}

/**
 * How the proof-of-delivery code shows: large while the recipient still has to give it, as a detail
 * once the delivery has ended, and as missing once the courier has the parcel and no code has come.
 */
export function proofCodeShows(p: Pick<ParcelView, "status" | "state" | "proofCode">): "banner" | "detail" | "missing" | null {
  // Past "delivering" the parcel is on its way back or done with: nobody will ask for the code.
  const over = p.status === "deleted" || isFinalParcelState(p.state) || (p.state !== null && rankOf(p.state) > rankOf("delivering"));
  if (p.proofCode) return over ? "detail" : "banner";
  if (over || p.status !== "created" || !p.state) return null;
  return rankOf(p.state) >= rankOf("intransit") ? "missing" : null;
}

/** Up to two initials of a person's name, for where their photo cannot be shown. */
export function courierInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => [...w][0]!.toLocaleUpperCase()).join("") || "?";
}
