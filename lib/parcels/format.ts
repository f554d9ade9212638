import { CANCELLABLE_PARCEL_STATES, DELETED_EVENT, parcelStateLabel } from "./states";
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

/** Up to two initials of a person's name, for where their photo cannot be shown. */
export function courierInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => [...w][0]!.toLocaleUpperCase()).join("") || "?";
}
