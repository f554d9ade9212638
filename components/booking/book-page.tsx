"use client";

import dynamic from "next/dynamic";
import { formatMoney } from "@/lib/booking/estimate";
import { riderDisplayName } from "@/lib/booking/rider";
import { BookingForm } from "./booking-form";
import { meetingPointLine } from "./meeting-point";
import { localized } from "./localized";
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
export function BookPage({ requesters, labels, mapStyleUrl, language, savedGuests, ownFleet, manageRequestersHref = null }: {
  requesters: Requester[]; labels: LabelOption[]; mapStyleUrl: string | null; language: "en" | "es"; savedGuests: SavedGuestOption[]; ownFleet: boolean;
  /** For an admin with no requesters: where to assign them. */
  manageRequestersHref?: string | null;
}) {
  const booking = useBookingForm({ requesters });
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
      />
    );
  }

  if (requesters.length === 0) {
    return <NoRequesters manageHref={manageRequestersHref} />;
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <BookingForm booking={booking} requesters={requesters} labels={labels} savedGuests={savedGuests} language={language} ownFleet={ownFleet} />
      <MapPane booking={booking} styleUrl={mapStyleUrl} language={language} />
    </div>
  );
}
