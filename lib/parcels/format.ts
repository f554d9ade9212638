import { CANCELLABLE_PARCEL_STATES, DELETED_EVENT, isFinalParcelState, isKnownParcelState, rankOf, type ParcelState } from "@/lib/parcel-states";
import type { ParcelEventView, ParcelView } from "./query-options";

/**
 * Where a parcel stands, and what the desk can do with it, as codes: the components put them into
 * the reader's words from the "parcels" messages (`status.<word>`, `nothingToDo.<code>`…).
 */

/** Our record's status where the provider has no state for it yet, or a state of the provider's. */
export type StatusWord = "creating" | "failed" | "deleted" | ParcelState;

/** A state the desk has words for (`status.<word>`), or, for one it does not know, the provider's spelling. */
export type StatusShown = { word: StatusWord } | { asGiven: string };

const stateShown = (state: string): StatusShown => (isKnownParcelState(state) ? { word: state } : { asGiven: state });

/** How the desk reads where a parcel stands: the provider's state, or our record's when it has none yet. */
export function parcelStatusWord(p: Pick<ParcelView, "status" | "state">): StatusShown {
  if (p.status === "creating" || p.status === "failed" || p.status === "deleted") return { word: p.status };
  return p.state ? stateShown(p.state) : { word: "ready" };
}

/** Steps the provider sends no notification for: the parcel made ready by its creation, and our record of its deletion. */
const NEVER_NOTIFIED: ReadonlySet<string> = new Set(["ready", DELETED_EVENT]);

/**
 * Who told us of a step (`timeline.source.<source>`), and whether to say that no notification came
 * for it. A step first read back is marked "notified" as soon as its notification is applied, so
 * the note stands only while none has come.
 */
export function eventSource({ source, state }: Pick<ParcelEventView, "source" | "state">): { source: "notified" | "read"; noNotification: boolean } {
  if (source === "webhook") return { source: "notified", noNotification: false };
  return { source: "read", noNotification: !NEVER_NOTIFIED.has(state) };
}

/** A step of the timeline as the desk reads it: a state, or our record of the deletion. */
export const eventWord = (state: string): StatusShown => (state === DELETED_EVENT ? { word: "deleted" } : stateShown(state));

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

/** Why nothing is left to do with a parcel (`nothingToDo.<code>`). */
export type NothingToDo =
  "deleted" | "delivered" | "returned" | "requestercancel" | "internalcancel" | "pickupfailed" | "undelivered" | "returnrejected" | "ended" | "withCourier";

const ENDED: ReadonlySet<string> = new Set(["delivered", "returned", "requestercancel", "internalcancel", "pickupfailed", "undelivered", "returnrejected"]);

/**
 * Why the "What to do" box has nothing to offer for the parcel now; null when there is something
 * to do, or a request or creation under way already says what happens.
 */
export function nothingToDo(p: Operable): NothingToDo | null {
  if (p.status === "deleted") return "deleted";
  if (p.requested || p.status !== "created" || Object.values(parcelOperations(p)).some(Boolean)) return null;
  if (p.state && isFinalParcelState(p.state)) return ENDED.has(p.state) ? (p.state as NothingToDo) : "ended";
  return "withCourier";
}

/** What the provider refused or what went wrong, by the operation recorded with the error (`refused.<code>`). */
export type RefusedOperation = "creation" | "estimate" | "shipping" | "cancellation" | "deletion" | "proof" | "ship" | "cancel" | "delete" | "gone" | "other";

const OPERATIONS: Record<string, RefusedOperation> = {
  creation: "creation",
  estimate: "estimate",
  shipping: "shipping",
  cancellation: "cancellation",
  deletion: "deletion",
  "proof of delivery": "proof",
  // A request accepted whose effect never showed (reconciliation), and a parcel the provider no longer has.
  ship: "ship",
  cancel: "cancel",
  delete: "delete",
  reconciliation: "gone",
};

/** The operation a parcel's error was recorded for, as the page names it; "other" for one it does not know. */
export const refusedOperation = (operation: string): RefusedOperation => OPERATIONS[operation] ?? "other";

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
