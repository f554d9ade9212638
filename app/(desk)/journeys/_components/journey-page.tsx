"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { GuestShare } from "@/components/booking/guest-share";
import { describeJourney, reservationStart } from "@/lib/journeys/describe";
import type { JourneyStateTone } from "@/lib/journeys/states";
import type { Language } from "@/lib/i18n/localized";
import { useNow } from "@/components/ui/use-now";
import { Alert } from "@/components/ui/alert";
import { formatMoney } from "@/lib/booking/estimate";
import { attentionProblem } from "@/lib/journeys/attention";
import { markedNotBooked, notBookedSentence, notBookedTitle } from "@/lib/journeys/not-booked";
import type { JourneyPageData } from "@/lib/journeys/page-data";
import type { JourneyLive } from "@/lib/journeys/types";
import { journeyKeys, journeyLiveQuery } from "@/lib/journeys/query-options";
import { AttentionActions, rebookHref } from "./attention-actions";
import { CancelJourney } from "./cancel-journey";
import { EndedGuestLink } from "./ended-guest-link";
import { JourneyPeople } from "./journey-people";
import { cancelOffer, pickupTime, rideEnding } from "@/lib/journeys/rules";
import { JourneyStops } from "./journey-stops";
import { JourneyTimeline } from "./journey-timeline";
import { SentRequestView } from "./sent-request-view";

// MapLibre is heavy and needs the browser: the page's facts paint first.
const JourneyMap = dynamic(() => import("@/components/map/journey-map"), {
  ssr: false,
  loading: () => <div role="status" className="flex h-full items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-500">Loading map…</div>,
});

const TONES: Record<JourneyStateTone, string> = {
  active: "bg-brand-100 text-brand-800",
  done: "bg-slate-100 text-slate-700",
  cancelled: "bg-rose-100 text-rose-800",
  unknown: "bg-amber-50 text-amber-800",
};

const UNBOOKED: Record<Exclude<JourneyPageData["status"], "booked">, { title: string; text: string }> = {
  pending: { title: "Being booked", text: "Ridedesk is waiting for the ride service to answer this booking." },
  failed: { title: "Not booked", text: "The ride service refused this booking, so no ride was made." },
  uncertain: { title: "Not confirmed", text: "The ride service never answered this booking, so the ride may or may not exist." },
};

/** How a problem was dealt with, as the page says it afterwards. */
const RESOLUTIONS: Record<string, string> = {
  "kept searching": "The desk asked the ride service to keep searching for a driver",
  rebooked: "The ride was booked again",
  "not booked": "Marked as not booked",
  linked: "Linked to the journey found at the ride service",
  noted: "The problem was noted and dismissed",
};

const linkButton = "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** One booking: its journey followed live, what to do about it, and what it was. */
export function JourneyPage({ data, guestUrl, mapStyleUrl, language }: {
  data: JourneyPageData;
  /** The guest's page (/r/<token>), shared with the guest beside the provider's own tracking link. */
  guestUrl: string | null;
  mapStyleUrl: string | null;
  language: Language;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  const live = useLive(data);
  const now = useNow(15_000);
  const booked = data.status === "booked" && !!data.journeyId;
  // Not booked because someone at the desk said so, not because the ride service refused it.
  const deskSaidNotBooked = markedNotBooked(data.status, data.resolution);

  // A problem can appear while the page is open (the live end state); once dealt with here it goes.
  const liveProblem = attentionProblem({ status: data.status, endState: live?.endState ?? null, attentionResolvedAt: data.resolution?.at ?? null });
  const problem = settled ? null : (data.attention?.problem ?? liveProblem);
  const since = data.attention?.since ?? (live?.endState ? live.stateTimes[live.endState] : undefined) ?? new Date(now).toISOString();

  /** After an action: read the booking (server) and the journey (live) again. */
  function reread() {
    router.refresh();
    if (data.journeyId) void queryClient.invalidateQueries({ queryKey: journeyKeys.live(data.journeyId) });
  }

  const state = live ? describeJourney(live, now) : null;
  const offer = live ? cancelOffer(live) : ({ offered: false } as const);
  const startLabel = data.startAt && data.zone ? (reservationStart(data.startAt, data.zone)?.words ?? data.startAt) : "as soon as possible";
  const pickupPoint = data.stops[0]?.meetingPoint?.name ?? null;
  const finalPrice = live?.totals?.priceTotal ?? null;
  // A ride that has ended reads as over: no message to send, no driver to wait for, no price to come when there was no trip.
  const ending = live ? rideEnding(live) : null;
  const names = { requester: data.requesterName, product: data.productName, rider: data.riderName };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-slate-500"><Link href="/" className="underline">Home</Link> / Journey</p>
          <h1 className="text-2xl font-bold text-slate-900">Ride for {data.riderName || "the guest"}</h1>
          <p className="text-sm text-slate-700">{data.pickupLabel} → {data.destinationLabel} · {startLabel}</p>
          {state ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span data-testid="journey-state" data-state={state.key} className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[state.tone]}`}>{state.label}</span>
              {state.freshness && <span className="text-xs text-slate-500">{state.freshness}</span>}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs" data-testid="journey-id">{data.journeyId}</code>
            </p>
          ) : (
            <p data-testid="journey-state" data-state={data.status} className="inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              {deskSaidNotBooked ? notBookedTitle(data.status, data.resolution) : (UNBOOKED[data.status as keyof typeof UNBOOKED]?.title ?? data.status)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link href={rebookHref(data.bookingId)} className={linkButton}>Rebook</Link>
          <Link href={rebookHref(data.bookingId, true)} className={linkButton}>Return trip</Link>
        </div>
      </header>

      {data.rebookOf && (
        <p className="text-sm text-slate-600">Booked again from <Link className="underline" href={`/journeys/${data.rebookOf}`}>an earlier ride</Link>.</p>
      )}

      {problem && (
        <AttentionActions key={problem} bookingId={data.bookingId} problem={problem} since={since} zone={data.zone} request={data.request} names={names}
          onResolved={(how) => { if (how !== "not booked") setSettled(true); reread(); }} />
      )}

      {data.resolution && !problem && (
        <p className="text-sm text-slate-600" data-testid="attention-resolution">
          {RESOLUTIONS[data.resolution.how] ?? `Problem resolved (${data.resolution.how})`}{data.resolution.by && ` by ${data.resolution.by}`} on {pickupTime(data.resolution.at, data.zone)}.
        </p>
      )}

      {!booked && data.status !== "uncertain" && (
        <div className="space-y-4">
          {deskSaidNotBooked && data.resolution ? (
            <Alert tone="info" title={notBookedTitle(data.status, data.resolution)}>
              {notBookedSentence(data.resolution, pickupTime(data.resolution.at, data.zone))} The ride service never confirmed it, so no ride is counted.{" "}
              {data.rebookedAs ? (
                <>See <Link className="underline" href={`/journeys/${data.rebookedAs}`}>the new booking</Link>.</>
              ) : (
                "Rebook it if the guest still needs it."
              )}
            </Alert>
          ) : (
            <Alert tone={data.status === "failed" ? "error" : "info"} title={UNBOOKED[data.status as keyof typeof UNBOOKED]?.title}>
              {UNBOOKED[data.status as keyof typeof UNBOOKED]?.text}
              {data.error?.message && <span className="mt-1 block">The ride service said: “{data.error.message}”</span>}
            </Alert>
          )}
          <SentRequestView request={data.request} names={names} />
        </div>
      )}
      {data.status === "uncertain" && !problem && <SentRequestView request={data.request} names={names} />}

      {booked && live && (
        <CancelJourney bookingId={data.bookingId} riderName={data.riderName} offer={offer} onSettled={reread} />
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card title="Stops"><JourneyStops stops={data.stops} language={language} /></Card>
          {booked && <Card title="Driver and vehicle"><JourneyPeople driver={live?.driver ?? null} vehicle={live?.vehicle ?? null} over={!!ending} /></Card>}
          {booked && <Card title="Timeline"><JourneyTimeline stateTimes={live?.stateTimes ?? {}} zone={data.zone} /></Card>}
          <Card title="Price" testId="journey-price">
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-500">Estimated ({data.productName})</dt>
              <dd className="text-slate-900">{data.estimate ? formatMoney(data.estimate.amount, data.estimate.currency) : "—"}</dd>
              <dt className="text-slate-500">Final</dt>
              <dd className="text-slate-900" data-testid="final-price">{finalPrice ? formatMoney(finalPrice.amount, finalPrice.currency) : ending && !ending.trip ? "None: the ride ended without a trip" : "Once the ride service closes the journey"}</dd>
            </dl>
          </Card>
        </div>
        <div className="h-[28rem] lg:sticky lg:top-4">
          <JourneyMap stops={data.stops.map((s) => ({ loc: s.loc, role: s.role, label: s.label }))} driverPath={(live?.waypoints ?? []).map((w) => w.loc)} styleUrl={mapStyleUrl} />
        </div>
      </div>

      {booked && (
        <Card title="Guest links">
          {ending ? (
            <EndedGuestLink guestUrl={guestUrl} publicUrl={data.publicUrl} endState={ending.state} />
          ) : (
            <GuestShare guestUrl={guestUrl} publicUrl={data.publicUrl} riderName={data.riderName} language={data.riderLanguage} productName={data.productName}
              startLabel={startLabel} pickupLabel={data.pickupLabel} meetingPoint={pickupPoint} />
          )}
        </Card>
      )}
    </div>
  );
}

/**
 * The journey as our database last read it: the live read or the server's render, whichever is
 * newer (after an action the page is rendered again before the next live read).
 */
function useLive(data: JourneyPageData): JourneyLive | null {
  const query = useQuery({ ...journeyLiveQuery(data.journeyId ?? ""), enabled: !!data.journeyId, initialData: data.live ?? undefined });
  if (!data.journeyId) return null;
  const checked = (j: JourneyLive | null | undefined) => (j ? Date.parse(j.checkedAt ?? j.readAt ?? "") || 0 : -1);
  return checked(data.live) > checked(query.data) ? data.live : (query.data ?? data.live);
}
