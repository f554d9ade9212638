"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { formatMoney } from "@/lib/money";
import { MAX_STOPS } from "@/lib/booking/stops";
import { INTL_TAG } from "@/lib/locales";
import { unplacedErrors } from "./field-errors";
import { PriceAge } from "./price-age";
import type { BookingForm } from "./use-booking-form";

/** Room the sticky bar takes at the bottom of the screen: what scrolls into view stops above it. */
const CLEAR_OF_BOOK_BAR = "scroll-mb-44";

/**
 * What is about to be booked, kept in sight at the bottom of the screen however long the form
 * grows: the chosen ride, its price and age, and the Book button. What went wrong sits just above
 * it in the form's flow, brought into view when it appears, rather than stacked over the form.
 */
export function BookingSummary({ booking }: { booking: BookingForm }) {
  const t = useTranslations("booking.summary");
  const common = useTranslations("common");
  const prices = useTranslations("booking.prices");
  const tag = INTL_TAG[useLocale()];
  const { product, estimate, expired, pending, problem, stops } = booking;
  const alertFields = problem ? unplacedErrors(problem.fields).filter(([, v]) => v !== problem.message) : [];
  const unready = stops.length < 2 || !product || estimate.isFetching || estimate.settling;
  const price = product ? formatMoney(product.price.amount, product.price.currency, tag) : "";
  const productName = () => <span translate="no">{product?.name}</span>;
  const label = pending
    ? t("booking")
    : expired
      ? t("refresh")
      : product
        ? t.rich("book", { product: productName, price })
        : stops.length < 2
          ? t("addStops")
          : t("chooseRide");
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: "nearest" });
  }, [problem]);
  return (
    <>
      {problem && (
        <div
          ref={problemRef}
          role="alert"
          data-testid="booking-problem"
          className={`${CLEAR_OF_BOOK_BAR} rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800`}
        >
          <p>
            {problem.message}
            {problem.then === "checkNewPrices" && <> {t("checkNewPrices")}</>}
          </p>
          {alertFields.map(([k, v]) => (
            <p key={k}>{v}</p>
          ))}
          {problem.retryable && (
            <button type="submit" className="mt-1 font-medium underline">
              {common("tryAgain")}
            </button>
          )}
          {problem.uncertain && (
            <button type="button" onClick={booking.bookAsNewRide} className="mt-1 font-medium underline">
              {t("notBookedBookAgain")}
            </button>
          )}
          {problem.uncertain && problem.bookingId && (
            <Link href={`/journeys/${problem.bookingId}`} className="mt-1 ml-3 font-medium underline">
              {t("settleUncertain")}
            </Link>
          )}
        </div>
      )}
      <div
        data-testid="booking-summary"
        className="sticky bottom-0 z-10 rounded-t-lg border-x border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(0_0_0/0.15)] backdrop-blur"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="min-w-0 text-sm" aria-live="polite">
            <p className="truncate font-semibold text-slate-900">
              {product
                ? t.rich("chosen", { product: productName, price })
                : estimate.data
                  ? t("noRideChosen")
                  : t("stopCount", { count: stops.length, max: MAX_STOPS })}
            </p>
            <p className="text-xs">
              {estimate.data ? (
                <PriceAge receivedAt={estimate.data.receivedAt} />
              ) : (
                <span className="text-slate-500">
                  {estimate.isFetching || estimate.settling
                    ? t("gettingPrices")
                    : booking.waitingFor
                      ? prices(`missing.${booking.waitingFor.reason}`)
                      : t("noPrices")}
                </span>
              )}
            </p>
          </div>
          <button
            type="submit"
            disabled={pending || unready || !!problem?.uncertain}
            className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-500 sm:w-auto"
          >
            {label}
          </button>
        </div>
      </div>
    </>
  );
}
