"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { unwrap } from "@/lib/action-result";
import { hubsAction, pickupZoneAction } from "@/app/(desk)/_actions/hubs";
import { formatMoney, isEstimateExpired } from "@/lib/booking/estimate";
import type { BookingInput } from "@/lib/booking/schema";
import { canAddStop, stopCountRule } from "@/lib/booking/stops";
import { LazyBookingMap } from "@/components/map/lazy-booking-map";
import { DetailsSection, type Details } from "./details-section";
import { unplacedErrors } from "./field-errors";
import { localized } from "./localized";
import { meetingPointLine, toChosenMeetingPoint, type Hub } from "./meeting-point";
import { MeetingPointPicker } from "./meeting-point-picker";
import { NoRequesters } from "./no-requesters";
import { ProductsSection } from "./products-section";
import { RiderSection, type RiderValue } from "./rider-section";
import { roleName, StopList } from "./stop-list";
import type { LabelOption, Requester, SavedGuestOption } from "./types";
import { useBookingSubmit } from "./use-booking-submit";
import { EstimateError, useEstimate } from "./use-estimate";
import { useNow } from "./use-now";
import { newKey, useStops } from "./use-stops";
import { startAtOf, WhenSection, type When } from "./when-section";

// The confirmation (QR code, share texts) is only needed once a ride is booked.
const BookingConfirmation = dynamic(() => import("./booking-confirmation").then((m) => m.BookingConfirmation), {
  loading: () => <p role="status" className="text-sm text-slate-500">Booking confirmed. Loading the details…</p>,
});

const NO_DETAILS: Details = { message: "", reason: "", labelSlug: "", preferredDriverId: "" };

export function BookPage({ requesters, labels, mapStyleUrl, language, savedGuests, ownFleet, manageRequestersHref = null }: {
  requesters: Requester[]; labels: LabelOption[]; mapStyleUrl: string | null; language: "en" | "es"; savedGuests: SavedGuestOption[]; ownFleet: boolean; manageRequestersHref?: string | null;
}) {
  const now = useNow(1000);
  const [intentId, setIntentId] = useState(newKey);
  const [requesterId, setRequesterId] = useState(() => (requesters.find((r) => r.isDefault) ?? requesters[0])?.id ?? "");
  const { stops, ...edit } = useStops();
  const [when, setWhen] = useState<When>({ kind: "asap" });
  const [productId, setProductId] = useState<string | null>(null);
  const [rider, setRider] = useState<RiderValue>({ kind: "guest", name: "", mobile: "", email: "", language: "en" });
  const [details, setDetails] = useState<Details>(NO_DETAILS);
  const [keepGuest, setKeepGuest] = useState(false);

  const pickup = stops[0]?.loc as [number, number] | undefined;
  const zone = useQuery({ queryKey: ["zone", pickup?.map((n) => n.toFixed(3)).join(",")], enabled: !!pickup, staleTime: Infinity, queryFn: () => unwrap(pickupZoneAction({ loc: pickup! })) });
  const start = startAtOf(when, zone.data?.zone ?? null, now);
  const basketReady = requesterId && stops.length >= 2 && stops.length <= 15 && start.ok;
  const estimate = useEstimate(basketReady ? { requesterId, stops: stops.map((s) => s.loc as [number, number]), when, startAt: start.ok ? start.startAt : null } : null);
  const hubLookup = useQuery({
    queryKey: ["hubs", stops.map((s) => s.loc.map((n) => n.toFixed(4)).join(",")).join(";")],
    enabled: stops.length > 0,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
    queryFn: () => unwrap(hubsAction({ locs: stops.map((s) => s.loc as [number, number]) })),
  });
  // The lookup answers for every stop; the estimate's hub stands in for the pickup's when the lookup has none.
  const hubs: (Hub | null)[] = stops.map((_, i) => (hubLookup.data?.length === stops.length ? (hubLookup.data[i] as Hub | null | undefined) : undefined) ?? (i === 0 ? (estimate.data?.hub ?? null) : null));
  const { submit, pending, problem, booked, reset } = useBookingSubmit(() => void estimate.refetch());

  const products = estimate.data?.products ?? [];
  const product = products.find((p) => p.id === productId) ?? null;
  const expired = estimate.data ? isEstimateExpired(estimate.data.receivedAt, now) : false;
  const estimateError = estimate.error instanceof EstimateError ? estimate.error : null;
  const errors = { ...(estimateError?.fields ?? {}), ...(problem?.fields ?? {}) };
  const countProblem = stopCountRule(stops.length);

  const mapStops = stops.map((s, i) => ({ id: s.key, loc: s.loc as [number, number], role: i === 0 ? ("pickup" as const) : i === stops.length - 1 ? ("destination" as const) : ("stop" as const), label: s.label }));
  const meetingPoints = stops.flatMap((s, i) =>
    (hubs[i]?.meeting_points ?? []).map((mp) => ({ id: mp.uid, stopId: s.key, loc: [mp.coordinates.latitude, mp.coordinates.longitude] as [number, number], title: localized(mp.title, language) || mp.uid, selected: s.meetingPoint?.id === mp.uid })),
  );
  const chosenMeetingPoints = stops.flatMap((s, i) =>
    s.meetingPoint ? [{ stop: roleName(i, stops.length), line: meetingPointLine(s.meetingPoint.name, hubs[i] ? localized(hubs[i]!.title, language) : ""), pickup: i === 0 }] : [],
  );

  const payload = useMemo<BookingInput>(
    () => ({
      intentId, requesterId, when, stops,
      estimate: { productId: product?.id ?? "", productName: product?.name ?? "", price: product?.price ?? null, createdAt: estimate.data?.createdAt ?? 0, seal: product?.seal ?? "" },
      rider: rider.kind === "user" ? rider : { ...rider, email: rider.email || undefined },
      message: details.message, reason: details.reason, labelSlug: details.labelSlug, preferredDriverId: ownFleet ? details.preferredDriverId : undefined,
      saveGuest: rider.kind === "guest" && keepGuest,
    }),
    [intentId, requesterId, when, stops, product, estimate.data, rider, details, ownFleet, keepGuest],
  );

  /** The person decided to book again after an unconfirmed attempt: that is a new intent. */
  function bookAsNewRide() {
    const fresh = newKey();
    setIntentId(fresh);
    void submit({ ...payload, intentId: fresh });
  }

  if (booked) {
    return (
      <BookingConfirmation
        journeyId={booked.journeyId} state={booked.state} publicUrl={booked.publicUrl}
        riderName={rider.kind === "guest" ? rider.name : ((u) => (u ? `${u.name} ${u.surname}` : "the rider"))(requesters.find((r) => r.id === rider.id))}
        riderLanguage={rider.kind === "guest" ? rider.language : "en"}
        pickupLabel={stops[0]?.label ?? ""} destinationLabel={stops[stops.length - 1]?.label ?? ""}
        startLabel={when.kind === "asap" ? "as soon as possible" : `${when.date} ${when.time} (${zone.data?.zone ?? ""})`}
        productName={product?.name ?? ""} priceLabel={product ? formatMoney(product.price.amount, product.price.currency) : null}
        meetingPoints={chosenMeetingPoints}
        onBookAnother={() => { reset(); setIntentId(newKey()); edit.clear(); setProductId(null); setWhen({ kind: "asap" }); setDetails(NO_DETAILS); }}
      />
    );
  }

  if (requesters.length === 0) {
    return <NoRequesters manageHref={manageRequestersHref} />;
  }

  const alertFields = problem ? unplacedErrors(problem.fields).filter(([, v]) => v !== problem.message) : [];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <form className="space-y-6" noValidate onSubmit={(e) => { e.preventDefault(); if (expired) void estimate.refetch(); else void submit(payload); }}>
        <label className="block text-sm">
          <span className="mb-1 block font-semibold text-slate-900">Booked for</span>
          <select className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-rose-600" value={requesterId} aria-invalid={!!errors.requesterId} onChange={(e) => setRequesterId(e.target.value)}>
            {requesters.map((r) => <option key={r.id} value={r.id}>{r.name} {r.surname} · {r.email}</option>)}
          </select>
          {errors.requesterId && <span className="mt-1 block text-rose-700">{errors.requesterId}</span>}
        </label>
        <section aria-labelledby="stops-heading" className="space-y-2">
          <h2 id="stops-heading" className="text-sm font-semibold text-slate-900">Stops <span className="font-normal text-slate-500">({stops.length} of 15)</span></h2>
          <StopList
            stops={stops}
            errors={errors}
            onAdd={edit.add}
            onMove={edit.reorder}
            onRemove={(i) => edit.remove(stops[i]!.key)}
            onChange={(i, patch) => edit.update(stops[i]!.key, patch)}
            renderExtra={(i) => hubs[i] ? (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <MeetingPointPicker hub={hubs[i]!} stopLabel={roleName(i, stops.length)} language={language}
                  value={stops[i]!.meetingPoint ?? null} onChange={(mp) => edit.update(stops[i]!.key, { meetingPoint: mp })} />
              </div>
            ) : null}
          />
        </section>
        <WhenSection when={when} zone={zone.data?.zone ?? null} now={now} serverError={errors["when.time"]} onChange={setWhen} />
        <ProductsSection
          estimate={estimate.data} loading={estimate.isFetching || estimate.settling} error={estimateError?.message ?? estimate.error?.message ?? null}
          canRetry={estimateError?.retryable ?? true} now={now}
          selected={productId} onSelect={setProductId} onRefresh={() => void estimate.refetch()}
          waitingFor={countProblem ?? (!start.ok ? "Choose a valid pickup time to see prices." : null)}
        />
        <RiderSection value={rider} users={requesters} savedGuests={savedGuests} keep={keepGuest} onKeep={setKeepGuest} errors={errors} onChange={setRider} />
        <DetailsSection value={details} labels={labels} ownFleet={ownFleet} errors={errors} onChange={setDetails} />
        {chosenMeetingPoints.length > 0 && (
          <div className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm" data-testid="meeting-point-summary">
            <p className="font-semibold text-slate-900">Meeting points</p>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              {chosenMeetingPoints.map((m) => <li key={m.stop}><span className="font-medium">{m.stop}:</span> {m.line}</li>)}
            </ul>
          </div>
        )}
        {problem && (
          <div role="alert" className="rounded-md border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
            <p>{problem.message}</p>
            {alertFields.map(([k, v]) => <p key={k}>{v}</p>)}
            {problem.retryable && <button type="submit" className="mt-2 font-medium underline">Try again</button>}
            {problem.uncertain && (
              <button type="button" onClick={bookAsNewRide} className="mt-2 font-medium underline">
                It was not booked: book it as a new ride
              </button>
            )}
          </div>
        )}
        <button type="submit" disabled={pending || stops.length < 2 || !product || estimate.isFetching || estimate.settling || !!problem?.uncertain}
          className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-500">
          {pending ? "Booking…" : expired ? "Get fresh prices" : product ? `Book ${product.name} · ${formatMoney(product.price.amount, product.price.currency)}` : stops.length < 2 ? "Add a pickup and a destination" : "Choose a ride"}
        </button>
      </form>
      <div className="h-[28rem] lg:sticky lg:top-6 lg:h-[calc(100vh-8rem)]">
        <LazyBookingMap
          className="h-full w-full" stops={mapStops} route={estimate.data?.route ?? null} meetingPoints={meetingPoints} styleUrl={mapStyleUrl}
          canAddStop={canAddStop(stops.length).ok}
          onAddStop={edit.drop}
          onMoveStop={edit.moveTo}
          onSelectMeetingPoint={(stopId, mpId) => {
            const i = stops.findIndex((s) => s.key === stopId);
            const hub = hubs[i];
            const mp = hub?.meeting_points.find((m) => m.uid === mpId);
            if (hub && mp) edit.update(stopId, { meetingPoint: toChosenMeetingPoint(hub, mp, language) });
          }}
        />
      </div>
    </div>
  );
}
