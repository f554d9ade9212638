"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { journeyLiveQuery } from "@/lib/journeys/query-options";
import { Button } from "@/components/ui/button";
import { GuestShare } from "@/components/booking/guest-share";
import { useJourneyDescription, type JourneyInWords } from "@/components/journeys/journey-words";
import type { JourneyStateTone } from "@/lib/booking/states";
import type { JourneyLive } from "@/lib/journeys/types";
import { localStartToDate } from "@/lib/booking/time";
import { formatMoney } from "@/lib/money";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { useNow } from "@/components/ui/use-now";
import { WhoGetsWhat, type GuestReach } from "./who-gets-what";

const TONES: Record<JourneyStateTone, string> = {
  active: "bg-brand-100 text-brand-800",
  done: "bg-slate-100 text-slate-700",
  cancelled: "bg-rose-100 text-rose-800",
  unknown: "bg-amber-50 text-amber-800",
};

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A reservation's pickup on the pickup's clock, in the reader's language: "Mon 23 Nov, 16:02". */
function reservationWords(startAt: string, zone: string, tag: string): { iso: string; words: string } | null {
  const at = localStartToDate(startAt, zone);
  if (!at) return null;
  const words = new Intl.DateTimeFormat(tag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: zone,
  }).format(at);
  return { iso: at.toISOString(), words };
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
  startAt,
  zone,
  productName,
  price,
  meetingPoints,
  onBookAnother,
  journeyHref = null,
  guest = null,
}: {
  journeyId: string;
  /** The journey's last known state when booked; null for one just made, until its first read. */
  state: string | null;
  publicUrl: string | null;
  /** The guest's page (/r/<token>), absolute. */
  guestUrl: string | null;
  riderName: string;
  /** The guest's language, which the message to the guest is written in. */
  riderLanguage: Locale;
  pickupLabel: string;
  destinationLabel: string;
  /** A reservation's provider start_at ("YYYY-MM-DD HH:MM:SS", on the pickup's clock); null for as soon as possible. */
  startAt: string | null;
  /** The pickup's time zone. */
  zone: string | null;
  productName: string;
  /** The chosen ride's price in minor units, as the provider gave it. */
  price: { amount: number; currency: string } | null;
  /** The meeting point chosen at each stop that has one, by the stop's role and number; the pickup's goes to the guest. */
  meetingPoints: { role: "pickup" | "destination" | "stop"; number: number; line: string }[];
  onBookAnother: () => void;
  /** The journey's own page, to follow it, cancel it or book it again. */
  journeyHref?: string | null;
  /** A guest rider and how Ridedesk tells them about the ride; null for a company user. */
  guest?: GuestReach | null;
}) {
  const t = useTranslations("booking.confirmation");
  const tMap = useTranslations("map");
  const tag = INTL_TAG[useLocale()];
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const live = useJourneyState(journeyId, { state, startAt, zone });
  const pickupMeetingPoint = meetingPoints.find((m) => m.role === "pickup")?.line ?? null;
  const reserved = startAt && zone ? reservationWords(startAt, zone, tag) : null;
  const name = () => <span translate="no">{riderName}</span>;

  // The booking form this replaces held the focus; start the keyboard (and screen reader) here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section data-testid="booking-confirmation" aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-start gap-3 rounded-t-xl border-b border-brand-100 bg-brand-50 px-6 py-4">
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2">
            <path d="m5 10.5 3.2 3.2L15 6.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {t("title")}
          </h2>
          <p role="status" className="mt-0.5 text-sm text-brand-800">
            {t.rich("status", { named: riderName ? "yes" : "no", name, state: () => live.label })}
          </p>
        </div>
      </header>

      <div className="space-y-6 px-6 py-5">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term={t("journey")}>
            <code data-testid="journey-id" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs" translate="no">
              {journeyId}
            </code>
          </Detail>
          <Detail term={t("state")}>
            <span data-testid="journey-state" data-state={live.key} className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[live.tone]}`}>
              {live.label}
            </span>
            {live.freshness && (
              <span data-testid="journey-freshness" className="ml-2 text-xs text-slate-500">
                {live.freshness}
              </span>
            )}
          </Detail>
          <Detail term={t("guest")}>{riderName ? name() : "—"}</Detail>
          <Detail term={t("ride")}>
            <span translate="no">{productName}</span>
          </Detail>
          <Detail term={t("when")}>
            {reserved ? (
              t.rich("reservedAt", { time: () => <time dateTime={reserved.iso}>{reserved.words}</time>, zone: () => <span translate="no">{zone}</span> })
            ) : startAt ? (
              <span translate="no">{startAt}</span>
            ) : (
              t("asap")
            )}
          </Detail>
          {price && <Detail term={t("price")}>{formatMoney(price.amount, price.currency, tag)}</Detail>}
          <Detail term={t("pickup")}>
            <span translate="no">{pickupLabel}</span>
          </Detail>
          <Detail term={t("destination")}>
            <span translate="no">{destinationLabel}</span>
          </Detail>
          {meetingPoints.map((m) => (
            <Detail key={`${m.role}-${m.number}`} term={t("meetingPoint", { stop: tMap("stop", { role: m.role, number: m.number }) })}>
              <span data-testid="confirmed-meeting-point" translate="no">
                {m.line}
              </span>
            </Detail>
          ))}
        </dl>

        <div className="space-y-4 border-t border-slate-100 pt-5">
          {guest && <WhoGetsWhat guest={guest} />}
          <GuestShare
            guestUrl={guestUrl}
            publicUrl={publicUrl}
            riderName={riderName}
            language={riderLanguage}
            productName={productName}
            startAt={startAt}
            zone={zone}
            pickupLabel={pickupLabel}
            meetingPoint={pickupMeetingPoint}
          />
        </div>
      </div>

      <footer className="flex flex-wrap justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-4">
        {journeyHref && (
          <Link
            href={journeyHref}
            className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t("open")}
          </Link>
        )}
        <Button type="button" onClick={onBookAnother}>
          {t("bookAnother")}
        </Button>
      </footer>
    </section>
  );
}

type Facts = Pick<JourneyLive, "state" | "startAt" | "zone" | "readAt" | "checkedAt" | "following">;

/**
 * The journey as our database last read it, in the desk's words for it (describeJourney, as on the
 * board and the journey page), followed while the refresh job follows it. The provider is never
 * called from here: every screen watching a ride costs it nothing more.
 */
function useJourneyState(journeyId: string, booked: Pick<Facts, "state" | "startAt" | "zone">): JourneyInWords {
  const describe = useJourneyDescription();
  const query = useQuery(journeyLiveQuery(journeyId));
  const now = useNow(15_000);
  // Until the first read, what was booked: a reservation is scheduled from the start.
  return describe(query.data ?? { ...booked, readAt: null, checkedAt: null, following: true }, now);
}
