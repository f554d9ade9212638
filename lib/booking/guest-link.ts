import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db";
import { ensureGuestToken } from "@/lib/booking/guest-link-queries";
import { env } from "@/lib/env";
import type { GuestMeetingPoint } from "@/lib/journeys/types";
import type { Hub } from "@/lib/provider/schemas";

/** The secret of a guest's page: 192 random bits, so it can be neither guessed nor enumerated. */
export const newGuestToken = () => randomBytes(24).toString("base64url");

/** The guest's page as an absolute link, for messages and QR codes that leave the app. */
export const guestUrlOf = (token: string) => `${env().appUrl}/r/${token}`;

/** The guest's page of a booking, giving the booking a token first when it was made without one. */
export async function guestUrlFor(db: Db, bookingId: string): Promise<string | null> {
  const token = await ensureGuestToken(db, bookingId, newGuestToken());
  return token ? guestUrlOf(token) : null;
}

type SentStop = { loc?: unknown; location_id?: unknown; meeting_point?: { id?: unknown } };

/** The pickup's hub and meeting point ids as sent to the provider, when one was chosen. */
export function pickupMeetingPointOf(request: Record<string, unknown>): { loc: [number, number]; locationId: string; id: string } | null {
  const pickup = (Array.isArray(request.stops) ? request.stops[0] : null) as SentStop | null;
  const loc = pickup?.loc;
  if (!pickup || typeof pickup.location_id !== "string" || typeof pickup.meeting_point?.id !== "string") return null;
  if (!Array.isArray(loc) || loc.length !== 2 || !loc.every((n) => typeof n === "number")) return null;
  return { loc: loc as [number, number], locationId: pickup.location_id, id: pickup.meeting_point.id };
}

/** What the guest's page keeps of a hub's meeting point; null when the hub no longer has it. */
export function guestMeetingPoint(hub: Hub | null, locationId: string, meetingPointId: string): GuestMeetingPoint | null {
  if (!hub || hub.location_id !== locationId) return null;
  const point = hub.meeting_points.find((m) => m.uid === meetingPointId);
  if (!point) return null;
  return {
    hubTitle: { en: hub.title.en, es: hub.title.es },
    title: { en: point.title.en, es: point.title.es },
    headerImageUrl: point.header_image_url,
    bottomImageUrl: point.bottom_image_url,
    steps: point.instructions.map((s) => ({ en: s.en, es: s.es, imageUrl: s.step_image_url ?? null })),
  };
}
