"use client";

import { useQuery, useQueries } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { hubAction, pickupZoneAction, reversePlaceAction } from "@/app/(desk)/book/actions";
import { formatMoney, isEstimateExpired } from "@/lib/booking/estimate";
import type { StopInput } from "@/lib/booking/schema";
import { canAddStop, moveStop, stopCountRule } from "@/lib/booking/stops";
import { LazyBookingMap } from "@/components/map/lazy-booking-map";
import dynamic from "next/dynamic";
import { DetailsSection, type Details } from "./details-section";
import { MeetingPointPicker, type Hub } from "./meeting-point-picker";
import { ProductsSection } from "./products-section";
import { RiderSection, type RiderValue } from "./rider-section";
import { roleName, StopList } from "./stop-list";
import type { LabelOption, PlaceOption, Requester, SavedGuestOption } from "./types";
import { toChosenMeetingPoint } from "./meeting-point";
import { useBookingSubmit } from "./use-booking-submit";
import { useEstimate } from "./use-estimate";
import { useNow } from "./use-now";
import { startAtOf, WhenSection, type When } from "./when-section";

// The confirmation (QR code, share texts) is only needed once a ride is booked.
const BookingConfirmation = dynamic(() => import("./booking-confirmation").then((m) => m.BookingConfirmation), {
  loading: () => <p role="status" className="text-sm text-slate-500">Booking confirmed. Loading the details…</p>,
});

const newKey = () => crypto.randomUUID();
const fromPlace = (p: PlaceOption): StopInput => ({
  key: newKey(), loc: p.loc, label: p.label, addr: p.addr ?? undefined, num: p.num ?? undefined, city: p.city ?? undefined,
  postal_code: p.postal_code ?? undefined, country: p.country ?? undefined, contacts: [], meetingPoint: null,
  ...(p.saved ? { name: p.name ?? undefined, instr: p.instr ?? undefined } : {}),
});
const unwrap = async <T,>(r: Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>) => {
  const v = await r;
  if (!v.ok) throw new Error(v.error.message);
  return v.data;
};

export function BookPage({ requesters, labels, mapStyleUrl, language, savedGuests, ownFleet }: {
  requesters: Requester[]; labels: LabelOption[]; mapStyleUrl: string | null; language: "en" | "es"; savedGuests: SavedGuestOption[]; ownFleet: boolean;
}) {
  const now = useNow(1000);
  const [intentId, setIntentId] = useState(newKey);
  const [requesterId, setRequesterId] = useState(() => (requesters.find((r) => r.isDefault) ?? requesters[0])?.id ?? "");
  const [stops, setStops] = useState<StopInput[]>([]);
  const [when, setWhen] = useState<When>({ kind: "asap" });
  const [productId, setProductId] = useState<string | null>(null);
  const [rider, setRider] = useState<RiderValue>({ kind: "guest", name: "", mobile: "", email: "", language: "en" });
  const [details, setDetails] = useState<Details>({ message: "", reason: "", labelSlug: "", preferredDriverId: "" });
  const [keepGuest, setKeepGuest] = useState(false);

  const pickup = stops[0]?.loc as [number, number] | undefined;
  const zone = useQuery({ queryKey: ["zone", pickup?.map((n) => n.toFixed(3)).join(",")], enabled: !!pickup, staleTime: Infinity, queryFn: () => unwrap(pickupZoneAction({ loc: pickup! })) });
  const start = startAtOf(when, zone.data?.zone ?? null, now);
  const basketReady = requesterId && stops.length >= 2 && stops.length <= 15 && start.ok;
  const estimate = useEstimate(basketReady ? { requesterId, stops: stops.map((s) => s.loc as [number, number]), when, startAt: start.ok ? start.startAt : null } : null);
  const hubs = useQueries({
    queries: stops.map((s) => ({ queryKey: ["hub", s.loc.map((n) => n.toFixed(4)).join(",")], staleTime: Infinity, queryFn: () => unwrap(hubAction({ loc: s.loc as [number, number] })) })),
  });
  const { submit, pending, problem, booked, reset } = useBookingSubmit(() => void estimate.refetch());

  const products = estimate.data?.products ?? [];
  const product = products.find((p) => p.id === productId) ?? null;
  const expired = estimate.data ? isEstimateExpired(estimate.data.receivedAt, now) : false;
  const errors = problem?.fields ?? {};
  const countProblem = stopCountRule(stops.length);

  const update = (i: number, patch: Partial<StopInput>) => setStops((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  async function addAt(loc: [number, number]) {
    if (!canAddStop(stops.length).ok) return;
    const key = newKey();
    setStops((s) => [...s, { key, loc, label: `${loc[0].toFixed(5)}, ${loc[1].toFixed(5)}`, contacts: [], meetingPoint: null }]);
    const r = await reversePlaceAction({ loc }).catch(() => null);
    if (r?.ok && r.data) setStops((s) => s.map((x) => (x.key === key ? { ...fromPlace(r.data!), key, loc } : x)));
  }

  const mapStops = stops.map((s, i) => ({ id: s.key, loc: s.loc as [number, number], role: i === 0 ? ("pickup" as const) : i === stops.length - 1 ? ("destination" as const) : ("stop" as const), label: s.label }));
  const meetingPoints = stops.flatMap((s, i) =>
    (hubs[i]?.data?.meeting_points ?? []).map((mp) => ({ id: mp.uid, stopId: s.key, loc: [mp.coordinates.latitude, mp.coordinates.longitude] as [number, number], title: mp.title.en ?? Object.values(mp.title)[0] ?? mp.uid, selected: s.meetingPoint?.id === mp.uid })),
  );
  const summaryMeetingPoint = stops[0]?.meetingPoint ? `${stops[0].meetingPoint.name}` : null;

  const payload = useMemo(
    () => ({
      intentId, requesterId, when, stops,
      estimate: { productId: product?.id ?? "", productName: product?.name ?? "", price: product?.price ?? null, createdAt: estimate.data?.createdAt ?? 0, startAt: estimate.data?.startAt ?? null },
      rider: rider.kind === "user" ? rider : { ...rider, email: rider.email || undefined },
      message: details.message, reason: details.reason, labelSlug: details.labelSlug, preferredDriverId: ownFleet ? details.preferredDriverId : undefined,
      saveGuest: rider.kind === "guest" && keepGuest,
    }),
    [intentId, requesterId, when, stops, product, estimate.data, rider, details, ownFleet, keepGuest],
  );

  if (booked) {
    return (
      <BookingConfirmation
        journeyId={booked.journeyId} state={booked.state} publicUrl={booked.publicUrl}
        riderName={rider.kind === "guest" ? rider.name : requesters.find((r) => r.id === rider.id)?.name ?? "the rider"}
        riderLanguage={rider.kind === "guest" ? rider.language : "en"}
        pickupLabel={stops[0]?.label ?? ""} startLabel={when.kind === "asap" ? "as soon as possible" : `${when.date} ${when.time} (${zone.data?.zone ?? ""})`}
        productName={product?.name ?? ""} priceLabel={product ? formatMoney(product.price.amount, product.price.currency) : null}
        meetingPoint={summaryMeetingPoint}
        onBookAnother={() => { reset(); setIntentId(newKey()); setStops([]); setProductId(null); setWhen({ kind: "asap" }); setDetails({ message: "", reason: "", labelSlug: "", preferredDriverId: "" }); }}
      />
    );
  }

  if (requesters.length === 0) {
    return <p className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">You have no requesters to book for yet. Ask an admin to assign you the people you book rides for.</p>;
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <form className="space-y-6" noValidate onSubmit={(e) => { e.preventDefault(); if (expired) void estimate.refetch(); else void submit(payload); }}>
        <label className="block text-sm">
          <span className="mb-1 block font-semibold text-slate-900">Booked for</span>
          <select className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" value={requesterId} onChange={(e) => setRequesterId(e.target.value)}>
            {requesters.map((r) => <option key={r.id} value={r.id}>{r.name} {r.surname} · {r.email}</option>)}
          </select>
        </label>
        <section aria-labelledby="stops-heading" className="space-y-2">
          <h2 id="stops-heading" className="text-sm font-semibold text-slate-900">Stops <span className="font-normal text-slate-500">({stops.length} of 15)</span></h2>
          <StopList
            stops={stops}
            errors={Object.fromEntries(stops.map((_, i) => [i, errors[`stops.${i}.label`] ?? errors[`stops.${i}.meetingPoint`] ?? errors[`stops.${i}.contacts`]]))}
            onAdd={(p) => canAddStop(stops.length).ok && setStops((s) => [...s, fromPlace(p)])}
            onMove={(from, to) => setStops((s) => moveStop(s, from, to))}
            onRemove={(i) => setStops((s) => s.filter((_, j) => j !== i))}
            onChange={update}
            renderExtra={(i) => hubs[i]?.data ? (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <MeetingPointPicker hub={hubs[i]!.data as Hub} stopLabel={roleName(i, stops.length)} language={language}
                  value={stops[i]!.meetingPoint ?? null} onChange={(mp) => update(i, { meetingPoint: mp })} />
              </div>
            ) : null}
          />
        </section>
        <WhenSection when={when} zone={zone.data?.zone ?? null} now={now} serverError={errors["when.time"]} onChange={setWhen} />
        <ProductsSection
          estimate={estimate.data} loading={estimate.isFetching || estimate.settling} error={estimate.error?.message ?? null} now={now}
          selected={productId} onSelect={setProductId} onRefresh={() => void estimate.refetch()}
          waitingFor={countProblem ?? (!start.ok ? "Choose a valid pickup time to see prices." : null)}
        />
        <RiderSection value={rider} users={requesters} savedGuests={savedGuests} keep={keepGuest} onKeep={setKeepGuest} errors={errors} onChange={setRider} />
        <DetailsSection value={details} labels={labels} ownFleet={ownFleet} errors={errors} onChange={setDetails} />
        {problem && (
          <div role="alert" className="rounded-md border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
            <p>{problem.message}</p>
            {Object.entries(problem.fields).filter(([k]) => !k.startsWith("stops.") && !k.startsWith("rider.") && k !== "when.time" && k !== "reason" && k !== "labelSlug").map(([k, v]) => <p key={k}>{v}</p>)}
            {problem.retryable && <button type="submit" className="mt-2 font-medium underline">Try again</button>}
          </div>
        )}
        <button type="submit" disabled={pending || stops.length < 2 || !product || estimate.isFetching || estimate.settling}
          className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-500">
          {pending ? "Booking…" : expired ? "Get fresh prices" : product ? `Book ${product.name} · ${formatMoney(product.price.amount, product.price.currency)}` : stops.length < 2 ? "Add a pickup and a destination" : "Choose a ride"}
        </button>
      </form>
      <div className="h-[28rem] lg:sticky lg:top-6 lg:h-[calc(100vh-8rem)]">
        <LazyBookingMap
          className="h-full w-full" stops={mapStops} route={estimate.data?.route ?? null} meetingPoints={meetingPoints} styleUrl={mapStyleUrl}
          canAddStop={canAddStop(stops.length).ok}
          onAddStop={(loc) => void addAt(loc)}
          onMoveStop={(id, loc) => { const i = stops.findIndex((s) => s.key === id); if (i >= 0) { update(i, { loc, label: `${loc[0].toFixed(5)}, ${loc[1].toFixed(5)}`, meetingPoint: null }); void reversePlaceAction({ loc }).then((r) => r.ok && r.data && update(i, { ...fromPlace(r.data), key: id, loc, meetingPoint: null })); } }}
          onSelectMeetingPoint={(stopId, mpId) => { const i = stops.findIndex((s) => s.key === stopId); const hub = hubs[i]?.data as Hub | undefined; const mp = hub?.meeting_points.find((m) => m.uid === mpId); if (hub && mp) update(i, { meetingPoint: toChosenMeetingPoint(hub, mp, language) }); }}
        />
      </div>
    </div>
  );
}
