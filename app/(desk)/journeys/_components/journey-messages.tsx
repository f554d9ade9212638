"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { asData, useIntlTag } from "@/components/journeys/journey-words";
import { pickupTime } from "@/lib/journeys/rules";
import {
  ALERT_SKIPS,
  ALERT_URL_NOT_ALLOWED,
  messageOutcome,
  type AlertSkip,
  type BookingMessages,
  type DeskAlertLine,
  type MessageOutcome,
} from "@/lib/notifications/booking-messages";
import type { DeskProblem, MessageEvent } from "@/lib/channels";

/** The words' names for what a message was about and what an alert was about. */
const EVENT_KEY = {
  booked: "booked",
  driver_assigned: "driverAssigned",
  driver_arrived: "driverArrived",
  reminder: "reminder",
  cancelled: "cancelled",
  not_found: "notFound",
  ready_link: "readyLink",
  receipt: "receipt",
} as const satisfies Record<MessageEvent, string>;
const PROBLEM_KEY = {
  not_found: "notFound",
  driver_cancel: "driverCancel",
  no_show: "noShow",
  uncertain: "uncertain",
  no_driver_yet: "noDriverYet",
  ready_refused: "readyRefused",
  ready_unused: "readyUnused",
} as const satisfies Record<DeskProblem, string>;

const TONE: Record<MessageOutcome, string> = {
  sending: "bg-slate-100 text-slate-700",
  queued: "bg-slate-100 text-slate-700",
  sent: "bg-brand-100 text-brand-800",
  delivered: "bg-emerald-100 text-emerald-800",
  undelivered: "bg-rose-100 text-rose-800",
  failed: "bg-rose-100 text-rose-800",
  stopped: "bg-amber-50 text-amber-900",
  opted_out: "bg-amber-50 text-amber-900",
  stale: "bg-slate-100 text-slate-700",
  no_recipient: "bg-amber-50 text-amber-900",
  channel_off: "bg-amber-50 text-amber-900",
  no_template: "bg-amber-50 text-amber-900",
};

/** Why an alert was not sent or failed, when the page has words for it; "other" shows the receiver's own word. */
const skipOf = (a: DeskAlertLine): AlertSkip | typeof ALERT_URL_NOT_ALLOWED | "other" =>
  ([...ALERT_SKIPS, ALERT_URL_NOT_ALLOWED] as readonly string[]).includes(a.reason ?? "") ? (a.reason as AlertSkip | typeof ALERT_URL_NOT_ALLOWED) : "other";

/**
 * What the guest was sent about the ride, oldest first, each with where it went and how it went;
 * the channels the guest answered STOP on; and the desk's alerts about the ride. Times are on the
 * pickup's clock, as the timeline's.
 */
export function JourneyMessages({ messages: b, riderName, zone }: { messages: BookingMessages; riderName: string; zone: string | null }) {
  const t = useTranslations("messaging");
  const format = useFormatter();
  const tag = useIntlTag();
  const when = (iso: string) => (
    <time dateTime={iso} className="shrink-0 text-xs text-slate-500">
      {pickupTime(iso, zone, tag)}
    </time>
  );

  return (
    <div className="space-y-4 text-sm" data-testid="journey-messages">
      {b.optOuts.map((o) => (
        <div key={o.channel} data-testid="guest-opt-out">
          <Alert tone="warning">{t.rich("card.optOut", { channel: o.channel, name: riderName, who: asData })}</Alert>
        </div>
      ))}
      {b.channels.length > 0 && (
        <p className="text-slate-600">
          {t("card.chosen", {
            channels: format.list(
              b.channels.map((channel) => t("card.by", { channel })),
              { type: "conjunction" },
            ),
          })}
        </p>
      )}
      {b.messages.length === 0 ? (
        <p className="text-slate-600" data-testid="no-guest-messages">
          {b.channels.length > 0 ? t("card.noneYet") : t("card.noneChosen")}
        </p>
      ) : (
        <ol aria-label={t("card.list")} className="divide-y divide-slate-100">
          {b.messages.map((m) => {
            const outcome = messageOutcome(m);
            return (
              <li key={m.id} data-testid="guest-message-row" data-status={m.status} className="space-y-1 py-2 first:pt-0 last:pb-0">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 text-slate-900">
                    <span className="font-medium">{t(`card.event.${EVENT_KEY[m.event]}`)}</span>
                    {" · "}
                    <span className="break-words">{t.rich("card.to", { channel: m.channel, recipient: m.to, to: asData })}</span>
                  </p>
                  {when(m.at)}
                </div>
                <span data-testid="guest-message-status" className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONE[outcome]}`}>
                  {t.rich("card.status", { outcome, withCode: m.errorCode ? "yes" : "no", code: m.errorCode ?? "", data: asData })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {b.alerts.length > 0 && (
        <section aria-labelledby="desk-alerts-heading" className="space-y-2 border-t border-slate-100 pt-3">
          <h3 id="desk-alerts-heading" className="font-semibold text-slate-900">
            {t("alerts.title")}
          </h3>
          <ul className="space-y-1">
            {b.alerts.map((a) => (
              <li key={a.id} data-testid="desk-alert-row" data-status={a.status} className="flex items-baseline justify-between gap-3">
                <p className="min-w-0 text-slate-800">
                  <span className="font-medium">{t(`alerts.problem.${PROBLEM_KEY[a.problem]}`)}</span>
                  {" · "}
                  {t.rich("alerts.line", {
                    status: a.status,
                    target: a.target,
                    withReason: a.reason ? "yes" : "no",
                    reason: a.reason ?? "",
                    why: skipOf(a),
                    data: asData,
                  })}
                </p>
                {when(a.at)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
