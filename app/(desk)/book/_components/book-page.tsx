"use client";

import dynamic from "next/dynamic";
import { formatMoney } from "@/lib/booking/estimate";
import type { BookingPolicy } from "@/lib/policy/rules";
import type { BookingPrefill } from "@/lib/booking/prefill";
import { riderDisplayName } from "@/lib/booking/rider";
import { Alert } from "@/components/ui/alert";
import { BookingForm } from "./booking-form";
import { meetingPointLine } from "@/components/booking/meeting-point";
import { localized } from "@/lib/i18n/localized";
import { MapPane } from "./map-pane";
import { NoRequesters } from "./no-requesters";
import { roleName } from "./stop-list";
import type { LabelOption, Requester, SavedGuestOption } from "./types";
import { useBookingForm } from "./use-booking-form";

// The confirmation (QR code, share texts) is only needed once a ride is booked.
const BookingConfirmation = dynamic(() => import("./booking-confirmation").then((m) => m.BookingConfirmation), {
  loading: () => <p role="status" className="text-sm text-slate-500">Booking confirmed. Loading the details…</p>,
});

/** The booking page: the form beside the map, then the confirmation once a ride is booked. */
export function BookPage({ requesters, labels, labelsNote = null, mapStyleUrl, language, savedGuests, policy, manageRequestersHref = null, prefill = null, notice = null }: {
  requesters: Requester[]; labels: LabelOption[]; mapStyleUrl: string | null; language: "en" | "es"; savedGuests: SavedGuestOption[];
  /** The company's booking policy, read for this request: what the form requires and shows. */
  policy: BookingPolicy;
  /** Why the label picker offers nothing, when it does not. */
  labelsNote?: string | null;
  /** For an admin with no requesters: where to assign them. */
  manageRequestersHref?: string | null;
  /** Rebook or return trip: the form starts from an earlier booking. */
  prefill?: BookingPrefill | null;
  /** Why the form is empty although a rebook was asked for. */
  notice?: string | null;
}) {
  const booking = useBookingForm({ requesters, policy, prefill });
  const { booked, stops, product, when, zone, hubs } = booking;

  if (booked) {
    const rider = booking.form.getValues("rider");
    return (
      <BookingConfirmation
        journeyId={booked.journeyId} state={booked.state} publicUrl={booked.publicUrl} guestUrl={booked.guestUrl}
        riderName={riderDisplayName(rider, requesters)}
        riderLanguage={rider.kind === "guest" ? (rider.language ?? "en") : "en"}
        pickupLabel={stops[0]?.label ?? ""} destinationLabel={stops[stops.length - 1]?.label ?? ""}
        startLabel={when.kind === "asap" ? "as soon as possible" : `${when.date} ${when.time} (${zone ?? ""})`}
        productName={product?.name ?? ""} priceLabel={product ? formatMoney(product.price.amount, product.price.currency) : null}
        meetingPoints={stops.flatMap((s, i) =>
          s.meetingPoint ? [{ stop: roleName(i, stops.length), line: meetingPointLine(s.meetingPoint.name, hubs[i] ? localized(hubs[i]!.title, language) : ""), pickup: i === 0 }] : [],
        )}
        onBookAnother={booking.bookAnother}
        journeyHref={`/journeys/${booked.bookingId}`}
      />
    );
  }

  if (requesters.length === 0) {
    return <NoRequesters manageHref={manageRequestersHref} />;
  }

  return (
    <div className="space-y-4">
      {notice && <Alert tone="warning">{notice}</Alert>}
      {prefill && !booking.form.formState.isDirty && (
        <div data-testid="rebook-notice">
          <Alert tone="info" title={prefill.returnTrip ? "Return trip" : "Booking again"}>
            {prefill.returnTrip
              ? "The stops are reversed. Choose the pickup time of the return trip, then a ride from the new prices."
              : "Everything is filled in from the earlier ride. Choose a ride from the new prices."}
          </Alert>
        </div>
      )}
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <BookingForm booking={booking} requesters={requesters} labels={labels} labelsNote={labelsNote} savedGuests={savedGuests} language={language} policy={policy} />
      <MapPane booking={booking} styleUrl={mapStyleUrl} language={language} />
    </div>
    </div>
  );
}
