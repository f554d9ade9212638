import type { createTranslator, Messages } from "next-intl";
import type { AttentionEndState, RideState } from "@/lib/booking/states";

/**
 * Where the journey is, as the guest's page tells it: the ride's states up to the drop off, the two
 * end states the guest is told of by name, and the page's own "booked", "scheduled" and "cancelled".
 */
export type GuestStateKey = "booked" | "scheduled" | "cancelled" | Exclude<RideState, "terminated"> | Exclude<AttentionEndState, "driver cancel">;

/**
 * A translator in the guest's language (or the pseudo-locale), whose keys are checked against the
 * English files: the "guest" messages (lib/i18n/messages/<locale>/guest.json) and the journey states'.
 */
export type GuestWords = ReturnType<typeof createTranslator<Messages>>;
