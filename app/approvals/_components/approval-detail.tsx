"use client";

import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { LocalTime } from "@/components/ui/local-time";
import { useMessageText } from "@/components/ui/use-message-text";
import type { ApprovalView } from "@/lib/approvals/view-queries";
import { INTL_TAG, isLocale } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import { breachMessage } from "@/lib/spend/breach-words";
import { AnswerForm } from "./answer-form";
import { EventAnswerForm } from "./event-answer-form";

/** An approval as an approver weighs it: the ride, the rules it breaks, the budgets it takes from, who asked and by when. */
export function ApprovalDetail({ view }: { view: ApprovalView }) {
  const t = useTranslations("approvals.detail");
  const words = useMessageText();
  const locale = useLocale();
  const tag = INTL_TAG[isLocale(locale) ? locale : "en"];
  const money = (minor: number, currency: string) => formatMoney(minor, currency, tag);
  const { ride } = view;
  const facts: [string, React.ReactNode][] = [
    [t("rider"), ride.riderName],
    [t("pickup"), ride.pickupLabel],
    [t("destination"), ride.destinationLabel],
    [t("pickupTime"), ride.startAt ? t("pickupTimeAt", { time: ride.startAt.slice(0, 16), zone: ride.zone ?? "UTC" }) : t("asap")],
    [t("product"), ride.productName ?? ""],
    [t("price"), view.priceMinor !== null && view.currency ? money(view.priceMinor, view.currency) : ""],
    [t("label"), ride.labelSlug ?? ""],
    [t("reason"), ride.reason ?? ""],
    [t("askedBy"), view.askedBy ?? ""],
    [t("due"), <LocalTime key="due" iso={view.dueAt} />],
  ];
  return (
    <article className="space-y-6">
      <h1 className="text-2xl font-bold">{t("title", { rider: ride.riderName })}</h1>
      <section aria-labelledby="ride-title" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="ride-title" className="text-lg font-semibold">
          {t("ride")}
        </h2>
        <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
          {facts
            .filter(([, v]) => v !== "")
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section aria-labelledby="rules-title">
        <h2 id="rules-title" className="text-lg font-semibold">
          {t("rules")}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="approval-rules">
          {view.breaches.map((b, i) => (
            <li key={i}>{words(breachMessage(b, tag))}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="budgets-title">
        <h2 id="budgets-title" className="text-lg font-semibold">
          {t("budgets")}
        </h2>
        {view.budgets.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("noBudgets")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {view.budgets.map((b) => (
              <li key={`${b.scope}-${b.subject}`}>
                {t("budgetLine", {
                  scope: b.scope,
                  subject: b.subject,
                  period: b.period,
                  before: money(b.beforeMinor, b.currency),
                  after: money(b.afterMinor, b.currency),
                  amount: money(b.amountMinor, b.currency),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {view.status !== "pending" && (
        <Alert tone={view.status === "approved" ? "success" : "info"} title={t("answeredBy", { status: view.status, by: view.decidedBy ?? "none" })}>
          {view.note && <p className="whitespace-pre-wrap">{view.note}</p>}
        </Alert>
      )}
      {/* Kept once answered, as the single answer's form is, so its outcome stays in words after the page reads it again. */}
      {view.event && view.mayAnswer && <EventAnswerForm approvalId={view.id} event={view.event} open={view.status === "pending"} />}
      {/* Kept once answered, so the answer's outcome stays in words after the page reads it again. */}
      {view.mayAnswer ? (
        <AnswerForm approvalId={view.id} open={view.status === "pending"} priceNote={view.status === "pending" && view.note ? words(view.note) : null} />
      ) : (
        view.status === "pending" && <Alert tone="info">{t("ownRide")}</Alert>
      )}
    </article>
  );
}
