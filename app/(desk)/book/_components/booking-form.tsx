"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { BookingPolicy } from "@/lib/policy/rules";
import { personName } from "@/lib/booking/rider";
import { BookingSummary } from "./booking-summary";
import { DetailsSection } from "./details-section";
import { meetingPointLine } from "@/components/booking/meeting-point";
import { ProductsSection } from "./products-section";
import { RiderSection } from "./rider-section";
import { StopList, useStopName } from "./stop-list";
import type { GuestChannelChoice, LabelOption, LabelsNote, Requester, SavedGuestOption } from "./types";
import type { BookingForm as Booking } from "./use-booking-form";
import { WhenSection } from "./when-section";
import { localized, type Language } from "@/lib/i18n/localized";
import { MAX_STOPS } from "@/lib/booking/stops";

// Only stops at an airport or a station need the picker (photos, instructions): it loads when a hub is found.
const MeetingPointPicker = dynamic(() => import("./meeting-point-picker").then((m) => m.MeetingPointPicker), {
  loading: () => <LoadingMeetingPoints />,
});

// "Repeat this ride" comes with a reservation only, in the reservation fields' chunk. Its own (empty) loading
// frame is its Suspense boundary: without one, choosing "Reserve for later" suspended the whole page until the chunk came.
const RepeatOption = dynamic(() => import("./reservation-fields").then((m) => m.RepeatOption), { loading: () => null });

function LoadingMeetingPoints() {
  const t = useTranslations("booking.form");
  return (
    <p role="status" className="text-sm text-slate-500">
      {t("loadingMeetingPoints")}
    </p>
  );
}

/** The booking form, top to bottom: who it is for, the stops, when, the ride, the rider, the details. */
export function BookingForm({
  booking,
  requesters,
  labels,
  labelsNote = null,
  savedGuests,
  channels,
  language,
  policy,
}: {
  booking: Booking;
  requesters: Requester[];
  labels: LabelOption[];
  labelsNote?: LabelsNote | null;
  savedGuests: SavedGuestOption[];
  channels: GuestChannelChoice;
  language: Language;
  policy: BookingPolicy;
}) {
  const t = useTranslations("booking.form");
  const stopName = useStopName();
  const { form, stops, edit, errors, hubs, estimate, estimateError } = booking;
  const chosenMeetingPoints = stops.flatMap((s, i) =>
    s.meetingPoint
      ? [{ stop: stopName(i, stops.length), line: meetingPointLine(s.meetingPoint.name, hubs[i] ? localized(hubs[i]!.title, language) : "") }]
      : [],
  );

  // A field brought into view (a tab, the first error on Book) stops clear of the sticky Book bar, its error line with it.
  return (
    <form className="space-y-6 [&_:is(input,select,textarea,button)]:scroll-mb-44" noValidate onSubmit={booking.onSubmit}>
      <div className="text-sm">
        <label className="block">
          <span className="mb-1 block font-semibold text-slate-900">{t("bookedFor")}</span>
          <select
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-rose-600"
            aria-invalid={!!errors.requesterId}
            aria-describedby={errors.requesterId ? "requester-error" : undefined}
            {...form.register("requesterId")}
          >
            {requesters.map((r) => (
              <option key={r.id} value={r.id} translate="no">
                {personName(r)} · {r.email}
              </option>
            ))}
          </select>
        </label>
        {errors.requesterId && (
          <span id="requester-error" className="mt-1 block text-rose-700">
            {errors.requesterId}
          </span>
        )}
      </div>
      <section aria-labelledby="stops-heading" className="space-y-2">
        <h2 id="stops-heading" className="text-sm font-semibold text-slate-900">
          {t.rich("stops", { count: stops.length, max: MAX_STOPS, muted: (chunks) => <span className="font-normal text-slate-500">{chunks}</span> })}
        </h2>
        <StopList
          stops={stops}
          errors={errors}
          onAdd={edit.add}
          onMove={edit.reorder}
          onRemove={(i) => edit.remove(stops[i]!.key)}
          onChange={(i, patch) => edit.update(stops[i]!.key, patch)}
          renderExtra={(i) =>
            hubs[i] ? (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <MeetingPointPicker
                  hub={hubs[i]!}
                  stopLabel={stopName(i, stops.length)}
                  language={language}
                  value={stops[i]!.meetingPoint ?? null}
                  onChange={(mp) => edit.update(stops[i]!.key, { meetingPoint: mp })}
                />
              </div>
            ) : null
          }
        />
      </section>
      <WhenSection when={booking.when} zone={booking.zone} checkedAt={booking.checkedAt} serverError={errors["when.time"]} onChange={booking.setWhen} />
      {booking.when.kind === "reserved" && <RepeatOption booking={booking} />}
      <ProductsSection
        estimate={estimate.data}
        loading={estimate.isFetching || estimate.settling}
        error={estimateError?.message ?? (estimate.error ? t("pricesFailed") : null)}
        canRetry={estimateError?.retryable ?? true}
        expired={booking.expired}
        selected={booking.productId}
        onSelect={booking.setProductId}
        onRefresh={() => void estimate.refetch()}
        waitingFor={booking.waitingFor}
      />
      <RiderSection form={form} users={requesters} savedGuests={savedGuests} channels={channels} errors={errors} />
      <DetailsSection form={form} labels={labels} labelsNote={labelsNote} policy={policy} errors={errors} />
      {chosenMeetingPoints.length > 0 && (
        <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm" data-testid="meeting-point-summary">
          <p className="font-semibold text-slate-900">{t("meetingPoints")}</p>
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {chosenMeetingPoints.map((m) => (
              <li key={m.stop}>
                <span className="font-medium">{m.stop}:</span> <span translate="no">{m.line}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <BookingSummary booking={booking} />
    </form>
  );
}
