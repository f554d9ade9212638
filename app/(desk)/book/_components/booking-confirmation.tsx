"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { journeyLiveQuery } from "@/lib/journeys/query-options";
import { Button } from "@/components/ui/button";
import { GuestShare } from "@/components/booking/guest-share";
import { useJourneyDescription, type JourneyInWords } from "@/components/journeys/journey-words";
import type { JourneyStateTone } from "@/lib/journeys/states";
import { useNow } from "@/components/ui/use-now";
import type { Language } from "@/lib/i18n/localized";

const TONES: Record<JourneyStateTone, string> = {
  active: "bg-brand-100 text-brand-800",
  done: "bg-slate-100 text-slate-700",
  cancelled: "bg-rose-100 text-rose-800",
  unknown: "bg-amber-50 text-amber-800",
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** What the agent sees once the provider has accepted the journey. */
export function BookingConfirmation({
  journeyId,
  state,
  publicUrl,
  guestUrl,
  riderName,
  riderLanguage,
  pickupLabel,
  destinationLabel,
  startLabel,
  productName,
  priceLabel,
  meetingPoints,
  onBookAnother,
  journeyHref = null,
}: {
  journeyId: string;
  /** The journey's last known state when booked; null for one just made, until its first read. */
  state: string | null;
  publicUrl: string | null;
  /** The guest's page (/r/<token>), absolute. */
  guestUrl: string | null;
  riderName: string;
  riderLanguage: Language;
  pickupLabel: string;
  destinationLabel: string;
  startLabel: string;
  productName: string;
  priceLabel: string | null;
  /** The meeting point chosen at each stop that has one, by stop ("Pickup", "Destination"); the pickup's goes to the guest. */
  meetingPoints: { stop: string; line: string; pickup: boolean }[];
  onBookAnother: () => void;
  /** The journey's own page, to follow it, cancel it or book it again. */
  journeyHref?: string | null;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const live = useJourney(journeyId, state);
  const stateWords = live.label;
  const pickupMeetingPoint = meetingPoints.find((m) => m.pickup)?.line ?? null;

  // The booking form this replaces held the focus; start the keyboard (and screen reader) here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      data-testid="booking-confirmation"
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-start gap-3 rounded-t-xl border-b border-brand-100 bg-brand-50 px-6 py-4">
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="m5 10.5 3.2 3.2L15 6.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            Ride booked
          </h2>
          <p role="status" className="mt-0.5 text-sm text-brand-800">
            {riderName ? `The ride for ${riderName} is booked.` : "The ride is booked."} {stateWords}.
          </p>
        </div>
      </header>

      <div className="space-y-6 px-6 py-5">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term="Journey">
            <code data-testid="journey-id" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">
              {journeyId}
            </code>
          </Detail>
          <Detail term="Status">
            <span
              data-testid="journey-state"
              data-state={live.key}
              className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[live.tone]}`}
            >
              {stateWords}
            </span>
            {live.freshness && (
              <span data-testid="journey-freshness" className="ml-2 text-xs text-slate-500">
                {live.freshness}
              </span>
            )}
          </Detail>
          <Detail term="Guest">{riderName || "—"}</Detail>
          <Detail term="Ride">{productName}</Detail>
          <Detail term="When">{startLabel}</Detail>
          {priceLabel && <Detail term="Price">{priceLabel}</Detail>}
          <Detail term="Pickup">{pickupLabel}</Detail>
          <Detail term="Destination">{destinationLabel}</Detail>
          {meetingPoints.map((m) => (
            <Detail key={m.stop} term={`Meeting point · ${m.stop}`}>
              <span data-testid="confirmed-meeting-point">{m.line}</span>
            </Detail>
          ))}
        </dl>

        <div className="border-t border-slate-100 pt-5">
          <GuestShare
            guestUrl={guestUrl}
            publicUrl={publicUrl}
            riderName={riderName}
            language={riderLanguage}
            productName={productName}
            startLabel={startLabel}
            pickupLabel={pickupLabel}
            meetingPoint={pickupMeetingPoint}
          />
        </div>
      </div>

      <footer className="flex flex-wrap justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-4">
        {journeyHref && (
          <Link href={journeyHref} className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
            Open the journey page
          </Link>
        )}
        <Button type="button" onClick={onBookAnother}>
          Book another ride
        </Button>
      </footer>
    </section>
  );
}

/**
 * The journey as our database last read it, followed while the refresh job follows it. The
 * provider is never called from here: every screen watching a ride costs it nothing more.
 */
function useJourney(journeyId: string, initialState: string | null): JourneyInWords {
  const query = useQuery(journeyLiveQuery(journeyId));
  const now = useNow(15_000);
  const describe = useJourneyDescription();
  const facts = query.data ?? { state: initialState, startAt: null, zone: null, readAt: null, checkedAt: null, following: true };
  return describe(facts, now);
}
