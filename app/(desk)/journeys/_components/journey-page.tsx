"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { GuestShare } from "@/components/booking/guest-share";
import { reservationStart } from "@/lib/journeys/describe";
import type { JourneyStateTone } from "@/lib/booking/states";
import type { Language } from "@/lib/i18n/localized";
import { useNow } from "@/components/ui/use-now";
import { Alert } from "@/components/ui/alert";
import { asData, timeTag, useAtZone, useIntlTag, useJourneyDescription, useNotBookedSentence, useProviderSaid } from "@/components/journeys/journey-words";
import { formatMoney } from "@/lib/money";
import { attentionProblem } from "@/lib/booking/attention";
import { timeIn } from "@/lib/journeys/board-format";
import { markedNotBooked, notBookedKind } from "@/lib/journeys/not-booked";
import type { JourneyPageData } from "@/lib/journeys/page-data";
import type { JourneyLive, JourneyLiveAnswer } from "@/lib/journeys/types";
import type { BookingMessages } from "@/lib/notifications/booking-messages";
import { journeyLiveQuery } from "@/lib/journeys/query-options";
import { AttentionActions, rebookHref } from "./attention-actions";
import { CancelJourney } from "./cancel-journey";
import { EndedGuestLink } from "./ended-guest-link";
import { JourneyInvoice } from "./journey-invoice";
import { JourneyMessages } from "./journey-messages";
import { JourneyPeople } from "./journey-people";
import { cancelOffer, pickupTime, rideEnding } from "@/lib/journeys/rules";
import { JourneyStops } from "./journey-stops";
import { JourneyTimeline } from "./journey-timeline";
import { SentRequestView } from "./sent-request-view";
import { ApprovalState } from "./approval-state";
import { ReadyControls, type ReadyWindowFacts } from "./ready-controls";
import type { RideApproval } from "@/lib/approvals/view-queries";
import { NO_INVOICE, type RideInvoice, type SaleEvidence } from "@/lib/sales/invoice";
import { SaleEvidenceNote } from "./sale-evidence";
import { MapLoading } from "@/components/map/map-loading";

/** Bookings recorded but never sent: held for an approver or for the guest's call, and how those ended. */
const HELD = new Set<string>(["awaiting_approval", "declined", "waiting_for_guest", "guest_never_ready", "ready_cancelled"]);

// MapLibre is heavy and needs the browser: the page's facts paint first.
const JourneyMap = dynamic(() => import("@/components/map/journey-map"), { ssr: false, loading: () => <MapLoading /> });

const TONES: Record<JourneyStateTone, string> = {
  active: "bg-brand-100 text-brand-800",
  done: "bg-slate-100 text-slate-700",
  cancelled: "bg-rose-100 text-rose-800",
  unknown: "bg-amber-50 text-amber-800",
};

/** How a problem was dealt with (bookings.attention_resolution), as the key of the words the page says it in afterwards. */
const RESOLUTIONS: Record<string, "keptSearching" | "rebooked" | "notBooked" | "linked" | "noted"> = {
  "kept searching": "keptSearching",
  rebooked: "rebooked",
  "not booked": "notBooked",
  linked: "linked",
  noted: "noted",
};

const linkButton =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** One booking: its journey followed live, what to do about it, and what it was. */
export function JourneyPage({
  data,
  guestUrl,
  mapStyleUrl,
  language,
  approval = null,
  ready = null,
  invoice = NO_INVOICE,
  evidence = null,
}: {
  /** For an uncertain booking: a sale that fits it, evidence that it was booked. */
  evidence?: SaleEvidence | null;
  data: JourneyPageData;
  /** What the ride service invoiced for the ride (its sales), as last read. */
  invoice?: RideInvoice;
  /** For a ride held for approval or declined: who answers by when, or the no's note. */
  approval?: RideApproval | null;
  /** For a ride waiting for its guest: the window on the pickup's clock, and the provider's last refusal. */
  ready?: (ReadyWindowFacts & { refusal: string | null }) | null;
  /** The guest's page (/r/<token>), shared with the guest beside the provider's own tracking link. */
  guestUrl: string | null;
  mapStyleUrl: string | null;
  language: Language;
}) {
  const t = useTranslations("journeys");
  const tMessages = useTranslations("messaging");
  const tag = useIntlTag();
  const atZone = useAtZone();
  const describe = useJourneyDescription();
  const settledSentence = useNotBookedSentence();
  const providerSaid = useProviderSaid();
  const [settled, setSettled] = useState(false);
  const { live, messages } = useLive(data);
  const now = useNow(15_000);
  const booked = data.status === "booked" && !!data.journeyId;
  // Not booked because someone at the desk said so, not because the ride service refused it.
  const deskSaidNotBooked = markedNotBooked(data.status, data.resolution);

  // A problem can appear while the page is open (the live end state); once dealt with here it goes.
  const liveProblem = attentionProblem({ status: data.status, endState: live?.endState ?? null, attentionResolvedAt: data.resolution?.at ?? null });
  const problem = settled ? null : (data.attention?.problem ?? liveProblem);
  const since = data.attention?.since ?? (live?.endState ? live.stateTimes[live.endState] : undefined) ?? new Date(now).toISOString();

  const state = live ? describe(live, now) : null;
  const offer = live ? cancelOffer(live) : ({ offered: false } as const);
  // The pickup on its own clock, in the reader's words; the guest's message says it in the guest's (share-texts.ts reads this form).
  const startMs = data.startAt && data.zone ? reservationStart(data.startAt, data.zone) : null;
  const startWords =
    data.startAt && data.zone
      ? startMs !== null
        ? atZone(new Date(startMs).toISOString(), timeIn(startMs, data.zone, true, tag), data.zone)
        : asData(data.startAt)
      : t("page.asap");
  const guestStart = data.startAt && data.zone ? `${data.startAt} (${data.zone})` : "as soon as possible";
  const pickupPoint = data.stops[0]?.meetingPoint?.name ?? null;
  const unbooked = data.status === "booked" ? null : data.status;
  /** A time on the pickup's clock, in words and as a <time>. */
  const at = (iso: string) => ({ time: pickupTime(iso, data.zone, tag), when: timeTag(iso) });
  const finalPrice = live?.totals?.priceTotal ?? null;
  // A ride that has ended reads as over: no message to send, no driver to wait for, no price to come when there was no trip.
  const ending = live ? rideEnding(live) : null;
  const names = { requester: data.requesterName, product: data.productName, rider: data.riderName };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-slate-500">
            {t.rich("page.breadcrumb", {
              home: (chunks) => (
                <Link href="/" className="underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <h1 className="text-2xl font-bold text-slate-900">
            {data.riderName ? t.rich("page.heading", { name: data.riderName, data: asData }) : t("page.headingNoName")}
          </h1>
          <p className="text-sm text-slate-700">
            <span translate="no">
              {data.pickupLabel} → {data.destinationLabel}
            </span>{" "}
            · {startWords}
          </p>
          {state ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span
                data-testid="journey-state"
                data-state={state.key}
                className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[state.tone]}`}
              >
                {state.label}
              </span>
              {state.freshness && <span className="text-xs text-slate-500">{state.freshness}</span>}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs" data-testid="journey-id" translate="no">
                {data.journeyId}
              </code>
            </p>
          ) : (
            <p
              data-testid="journey-state"
              data-state={data.status}
              className="inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900"
            >
              {deskSaidNotBooked ? t(`notBooked.title.${notBookedKind(data.status, data.resolution)}`) : unbooked ? t(`page.unbooked.${unbooked}.title`) : null}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link href={rebookHref(data.bookingId)} className={linkButton}>
            {t("page.rebook")}
          </Link>
          <Link href={rebookHref(data.bookingId, true)} className={linkButton}>
            {t("page.returnTrip")}
          </Link>
        </div>
      </header>

      {data.rebookOf && (
        <p className="text-sm text-slate-600">
          {t.rich("page.rebookOf", {
            link: (chunks) => (
              <Link className="underline" href={`/journeys/${data.rebookOf}`}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}

      {problem && (
        <AttentionActions
          key={problem}
          bookingId={data.bookingId}
          problem={problem}
          since={since}
          zone={data.zone}
          request={data.request}
          names={names}
          onResolved={(how) => {
            if (how !== "not booked") setSettled(true);
          }}
        />
      )}
      {problem === "uncertain" && evidence && <SaleEvidenceNote evidence={evidence} zone={data.zone} />}

      {data.resolution && !problem && (
        <p className="text-sm text-slate-600" data-testid="attention-resolution">
          <Resolution how={data.resolution.how} by={data.resolution.by} {...at(data.resolution.at)} />
        </p>
      )}

      {!booked && data.status !== "uncertain" && (
        <div className="space-y-4">
          {deskSaidNotBooked && data.resolution ? (
            <Alert tone="info" title={t(`notBooked.title.${notBookedKind(data.status, data.resolution)}`)}>
              {settledSentence(
                { how: data.resolution.how === "rebooked" ? "rebooked" : "marked", by: data.resolution.by, at: data.resolution.at },
                pickupTime(data.resolution.at, data.zone, tag),
              )}{" "}
              {t("page.neverConfirmed")}{" "}
              {data.rebookedAs
                ? t.rich("page.seeNewBooking", {
                    link: (chunks) => (
                      <Link className="underline" href={`/journeys/${data.rebookedAs}`}>
                        {chunks}
                      </Link>
                    ),
                  })
                : t("page.rebookIfNeeded")}
            </Alert>
          ) : approval && (data.status === "awaiting_approval" || data.status === "declined") ? (
            <ApprovalState status={data.status} approval={approval} bookingId={data.bookingId} />
          ) : ready && data.status === "waiting_for_guest" ? (
            <ReadyControls bookingId={data.bookingId} window={ready} refusal={ready.refusal} />
          ) : unbooked ? (
            <Alert tone={data.status === "failed" ? "error" : "info"} title={t(`page.unbooked.${unbooked}.title`)}>
              {t(`page.unbooked.${unbooked}.text`)}
              {data.error?.message && <span className="mt-1 block">{providerSaid(data.error.message)}</span>}
            </Alert>
          ) : null}
          <SentRequestView
            request={data.request}
            names={names}
            held={HELD.has(data.status) ? (data.status as NonNullable<Parameters<typeof SentRequestView>[0]["held"]>) : undefined}
          />
        </div>
      )}
      {data.status === "uncertain" && !problem && <SentRequestView request={data.request} names={names} />}

      {booked && live && <CancelJourney bookingId={data.bookingId} riderName={data.riderName} offer={offer} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card title={t("page.cards.stops")}>
            <JourneyStops stops={data.stops} language={language} />
          </Card>
          {booked && (
            <Card title={t("page.cards.driver")}>
              <JourneyPeople driver={live?.driver ?? null} vehicle={live?.vehicle ?? null} over={!!ending} />
            </Card>
          )}
          {booked && (
            <Card title={t("page.cards.timeline")}>
              <JourneyTimeline stateTimes={live?.stateTimes ?? {}} zone={data.zone} />
            </Card>
          )}
          <Card title={t("page.cards.price")} testId="journey-price">
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-500">{t.rich("page.price.estimated", { product: data.productName, name: asData })}</dt>
              <dd className="text-slate-900">{data.estimate ? formatMoney(data.estimate.amount, data.estimate.currency, tag) : "—"}</dd>
              <dt className="text-slate-500">{t("page.price.final")}</dt>
              <dd className="text-slate-900" data-testid="final-price">
                {finalPrice
                  ? formatMoney(finalPrice.amount, finalPrice.currency, tag)
                  : ending && !ending.trip
                    ? t("page.price.noTrip")
                    : t("page.price.later")}
              </dd>
            </dl>
            {booked && <JourneyInvoice invoice={invoice} ended={!!ending?.trip} receiptHref={`/journeys/${data.bookingId}/receipt`} />}
          </Card>
        </div>
        <div className="h-[28rem] lg:sticky lg:top-4">
          <JourneyMap
            stops={data.stops.map((s, i) => ({ loc: s.loc, role: s.role, label: s.label ?? t("stops.stop", { number: i + 1 }) }))}
            driverPath={(live?.waypoints ?? []).map((w) => w.loc)}
            styleUrl={mapStyleUrl}
          />
        </div>
      </div>

      {booked && (
        <Card title={t("page.cards.guestLinks")}>
          {ending ? (
            <EndedGuestLink guestUrl={guestUrl} publicUrl={data.publicUrl} endState={ending.state} />
          ) : (
            // Words for the guest, in the guest's language (components/booking).
            <div data-testid="guest-share">
              <GuestShare
                guestUrl={guestUrl}
                publicUrl={data.publicUrl}
                riderName={data.riderName}
                language={data.riderLanguage}
                productName={data.productName}
                startLabel={guestStart}
                pickupLabel={data.pickupLabel}
                meetingPoint={pickupPoint}
              />
            </div>
          )}
        </Card>
      )}

      {booked && (
        <Card title={tMessages("card.title")} testId="messages-card">
          <JourneyMessages messages={messages} riderName={data.riderName} zone={data.zone} />
        </Card>
      )}
    </div>
  );
}

/** How a past problem was dealt with, by whom and when: "Marked as not booked by Ana Ruiz on Mon 23 Nov, 14:05." */
function Resolution({ how, by, time, when }: { how: string; by: string | null; time: string; when: (chunks: ReactNode) => ReactNode }) {
  const t = useTranslations("journeys");
  const key = RESOLUTIONS[how];
  if (!key)
    return by
      ? t.rich("page.resolution.otherBy", { how, name: by, time, when, data: asData, who: asData })
      : t.rich("page.resolution.other", { how, time, when, data: asData });
  return by ? t.rich(`page.resolution.${key}By`, { name: by, time, when, who: asData }) : t.rich(`page.resolution.${key}`, { time, when });
}

/**
 * The journey as our database last read it, with its guest's messages and the desk's alerts: the
 * live read or the server's render, whichever is newer (after an action the page is rendered again
 * before the next live read).
 */
function useLive(data: JourneyPageData): { live: JourneyLive | null; messages: BookingMessages } {
  const rendered: JourneyLiveAnswer | undefined = data.live ? { ...data.live, messages: data.messages } : undefined;
  const query = useQuery({ ...journeyLiveQuery(data.journeyId ?? ""), enabled: !!data.journeyId, initialData: rendered });
  if (!data.journeyId || !rendered) return { live: null, messages: data.messages };
  const checked = (j: JourneyLive | null | undefined) => (j ? Date.parse(j.checkedAt ?? j.readAt ?? "") || 0 : -1);
  const { messages, ...live } = checked(rendered) > checked(query.data) ? rendered : (query.data ?? rendered);
  return { live, messages: messages ?? data.messages };
}
