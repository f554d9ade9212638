import "server-only";
import { ActionError, type ActionContext } from "@/lib/auth/guard";
import type { ChannelAvailability, GuestChannel } from "@/lib/channels";
import { messageRef } from "@/lib/i18n/message-ref";
import type { GuestMeetingPoint } from "@/lib/journeys/types";
import { log } from "@/lib/log";
import { isMobileError, parseMobile } from "@/lib/phone";
import { provider } from "@/lib/provider";
import { guestMeetingPoint, pickupMeetingPointOf } from "./guest-link";
import { saveGuestMeetingPoint } from "./guest-link-queries";
import { saveGuest } from "./saved-queries";
import type { Booking } from "./schema";

/** The guest's side of a booking: the channels offered, the guest kept for next time, the pickup's meeting point for their page. */

const logger = log.child({ module: "book" });

/** The guest is kept for next time when the agent asked, whatever becomes of the ride. */
export function keepSavedGuest(ctx: ActionContext, input: Booking, bookingId: string) {
  if (input.rider.kind !== "guest") return;
  const mobile = parseMobile(input.rider.mobile);
  if (isMobileError(mobile)) return;
  void saveGuest(ctx.db, {
    name: input.rider.name,
    mobileE164: mobile.e164,
    email: input.rider.email || null,
    locale: input.rider.language,
    createdBy: ctx.user.id,
  }).catch((e: unknown) => logger.warn({ err: e, bookingId }, "guest not saved"));
}

/** A channel this desk cannot send on is refused at its field, before anything is booked. */
export function refuseUnavailableChannels(channels: readonly GuestChannel[], availability: ChannelAvailability) {
  const off = channels.find((c) => !availability[c].available);
  if (off) {
    const message = messageRef("booking.rider.channelUnavailable", { channel: off });
    throw new ActionError("invalid", message, { "rider.channels": message });
  }
}

/** The pickup's meeting point with its photos and steps, from the hub lookup; null when none was chosen or the lookup failed. */
export function lookUpPickupMeetingPoint(request: object): Promise<GuestMeetingPoint | null> {
  const chosen = pickupMeetingPointOf(request as Record<string, unknown>);
  if (!chosen) return Promise.resolve(null);
  return provider()
    .hub(chosen.loc[0], chosen.loc[1])
    .then((hub) => guestMeetingPoint(hub, chosen.locationId, chosen.id))
    .catch((e: unknown) => (logger.warn({ err: e }, "meeting point not kept for the guest's page"), null));
}

/** Keeps the meeting point for the guest's page once the lookup answers; a failure is logged, never the booking's. */
export async function keepGuestMeetingPoint(ctx: ActionContext, bookingId: string, meetingPoint: Promise<GuestMeetingPoint | null>) {
  const found = await meetingPoint;
  if (found) await saveGuestMeetingPoint(ctx.db, bookingId, found).catch((e: unknown) => logger.warn({ err: e, bookingId }, "meeting point not saved"));
}
