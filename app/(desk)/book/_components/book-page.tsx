"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { BookingPolicy } from "@/lib/policy/rules";
import type { BookingPrefill } from "@/lib/booking/prefill";
import type { RebookNotice } from "@/lib/booking/rebook-prefill";
import { riderDisplayName } from "@/lib/booking/rider";
import { stopRole } from "@/lib/booking/stops";
import { Alert } from "@/components/ui/alert";
import { BookingForm } from "./booking-form";
import { meetingPointLine } from "@/components/booking/meeting-point";
import { localized, type Language } from "@/lib/i18n/localized";
import { MapPane } from "./map-pane";
import type { GuestChannelChoice, LabelOption, LabelsNote, Requester, SavedGuestOption } from "./types";
import { useBookingForm } from "./use-booking-form";

// The confirmation (QR code, share texts) is only needed once a ride is booked.
const BookingConfirmation = dynamic(() => import("./booking-confirmation").then((m) => m.BookingConfirmation), {
  loading: () => <LoadingConfirmation />,
});

// Only a ride outside the spend rules, or one its guest calls when ready, is held: its words and rules load then.
const HeldOutcome = dynamic(() => import("./held-outcome").then((m) => m.HeldOutcome), {
  loading: () => <LoadingConfirmation />,
});

function LoadingConfirmation() {
  const t = useTranslations("booking");
  return (
    <p role="status" className="text-sm text-slate-500">
      {t("loadingConfirmation")}
    </p>
  );
}

/** The booking page: the form beside the map, then the confirmation once a ride is booked. */
export function BookPage({
  requesters,
  labels,
  labelsNote = null,
  mapStyleUrl,
  language,
  savedGuests,
  channels,
  policy,
  prefill = null,
  notice = null,
}: {
  requesters: Requester[];
  labels: LabelOption[];
  mapStyleUrl: string | null;
  /** The language the provider's hub texts (meeting points) are read in. */
  language: Language;
  savedGuests: SavedGuestOption[];
  /** How guests can be told about their ride: the channels ticked for a new guest, and which this desk can send on. */
  channels: GuestChannelChoice;
  /** The company's booking policy, read for this request: what the form requires and shows. */
  policy: BookingPolicy;
  /** Why the label picker offers nothing, when it does not. */
  labelsNote?: LabelsNote | null;
  /** Rebook or return trip: the form starts from an earlier booking. */
  prefill?: BookingPrefill | null;
  /** Why the form is empty although a rebook was asked for. */
  notice?: RebookNotice | null;
}) {
  const t = useTranslations("booking.rebook");
  const booking = useBookingForm({ requesters, policy, channels, prefill });
  const { booked, stops, product, when, zone, hubs } = booking;

  if (booked && booked.kind !== "booked") return <HeldOutcome booked={booked} onBookAnother={booking.bookAnother} />;
  if (booked) {
    const rider = booking.form.getValues("rider");
    return (
      <BookingConfirmation
        journeyId={booked.journeyId}
        state={booked.state}
        publicUrl={booked.publicUrl}
        guestUrl={booked.guestUrl}
        riderName={riderDisplayName(rider, requesters)}
        riderLanguage={rider.kind === "guest" ? (rider.language ?? "en") : "en"}
        pickupLabel={stops[0]?.label ?? ""}
        destinationLabel={stops[stops.length - 1]?.label ?? ""}
        startAt={when.kind === "reserved" ? `${when.date} ${when.time}:00` : null}
        zone={zone}
        productName={product?.name ?? ""}
        price={product?.price ?? null}
        meetingPoints={stops.flatMap((s, i) =>
          s.meetingPoint
            ? [
                {
                  role: stopRole(i, stops.length),
                  number: i + 1,
                  line: meetingPointLine(s.meetingPoint.name, hubs[i] ? localized(hubs[i]!.title, language) : ""),
                },
              ]
            : [],
        )}
        onBookAnother={booking.bookAnother}
        journeyHref={`/journeys/${booked.bookingId}`}
        guest={rider.kind === "guest" ? { name: rider.name.trim(), channels: rider.channels ?? [], mobile: rider.mobile, email: rider.email || null } : null}
      />
    );
  }

  return (
    <div className="space-y-4">
      {notice === "notFound" && <Alert tone="warning">{t("notFound")}</Alert>}
      {prefill && !booking.form.formState.isDirty && (
        <div data-testid="rebook-notice">
          <Alert tone="info" title={prefill.returnTrip ? t("returnTitle") : t("againTitle")}>
            {prefill.returnTrip ? t("returnText") : t("againText")}
          </Alert>
        </div>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <BookingForm
          booking={booking}
          requesters={requesters}
          labels={labels}
          labelsNote={labelsNote}
          savedGuests={savedGuests}
          channels={channels}
          language={language}
          policy={policy}
        />
        <MapPane booking={booking} styleUrl={mapStyleUrl} language={language} />
      </div>
    </div>
  );
}
