import "server-only";
import { Temporal } from "temporal-polyfill";
import type { BookingRow } from "@/lib/booking/queries";
import { formatStartAt } from "@/lib/booking/time";
import type { Locale } from "@/lib/locales";
import { translator } from "@/lib/i18n/server-translator";

/** The made-up ride's pickup is where the embedded sandbox's rides are. */
const SAMPLE_ZONE = "Europe/Madrid";
/** No booking has this id: a test alert's links lead nowhere that could be mistaken for a real ride. */
export const SAMPLE_BOOKING_ID = "example";

/** The ride as a desk alert names it (lib/alerts composeAlert). */
export type SampleBooking = Pick<BookingRow, "id" | "riderName" | "pickupLabel" | "destinationLabel" | "productName" | "startAt" | "zone" | "pickupAt">;

/**
 * A made-up ride in one language's words, for the Notifications page's preview and its test alerts:
 * every name and place in it says it is an example, so no one takes a test for a real ride. Its
 * `guest` part is the facts a guest's message is written from (lib/messaging compose), shaped
 * here so that neither messages nor alerts import the other.
 */
export type SampleRide = Awaited<ReturnType<typeof sampleRide>>;

export async function sampleRide(language: Locale, context: { companyName: string; appUrl: string; now: Date; minutesToPickup: number }) {
  const t = await translator(language);
  const now = new Date(Math.floor(context.now.getTime() / 60_000) * 60_000);
  const pickupAt = new Date(now.getTime() + context.minutesToPickup * 60_000);
  const startAt = formatStartAt(Temporal.Instant.fromEpochMilliseconds(pickupAt.getTime()).toZonedDateTimeISO(SAMPLE_ZONE).toPlainDateTime());
  const riderName = t("notifications.sample.guest");
  const pickupLabel = t("notifications.sample.pickup");
  const productName = t("notifications.sample.product");
  return {
    booking: {
      id: SAMPLE_BOOKING_ID,
      riderName,
      pickupLabel,
      destinationLabel: t("notifications.sample.destination"),
      productName,
      startAt,
      zone: SAMPLE_ZONE,
      pickupAt,
    } satisfies SampleBooking,
    guest: {
      riderName,
      language,
      productName,
      startAt,
      zone: SAMPLE_ZONE,
      pickupLabel,
      meetingPoint: t("notifications.sample.meetingPoint"),
      companyName: context.companyName,
      link: `${context.appUrl.replace(/\/+$/, "")}/r/${SAMPLE_BOOKING_ID}`,
      driver: { name: t("notifications.sample.driver") },
      vehicle: { name: t("notifications.sample.car"), plate: t("notifications.sample.plate"), color: "white" },
      endState: null,
    },
    now,
  };
}
