"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { createSeriesAction } from "@/app/(desk)/book/series-actions";
import { applyFieldErrors } from "@/components/ui/form-errors";
import { useMessageText } from "@/components/ui/use-message-text";
import type { BookingInput } from "@/lib/booking/schema";
import { messageRef } from "@/lib/i18n/message-ref";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { MAX_SERIES_RIDES } from "@/lib/series/plan";
import { MIN_SERIES_RIDES, repeatSchema, type RepeatInput } from "@/lib/series/schema";
import type { BookingForm } from "./use-booking-form";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const WORKDAYS = [1, 2, 3, 4, 5];

/**
 * Which weekdays, and until a day or for a number of rides. While open, the form's Book records the
 * series instead of one ride: this chunk takes the form's submit before the booking form's own
 * handler, so the page's first load carries none of it.
 */
export function RepeatFields({ booking }: { booking: BookingForm }) {
  const t = useTranslations("series.repeat");
  const words = useMessageText();
  const tag = INTL_TAG[useLocale() as Locale];
  const router = useRouter();
  const anchor = useRef<HTMLFieldSetElement>(null);
  const [weekdays, setWeekdays] = useState<number[]>(WORKDAYS);
  const [end, setEnd] = useState<RepeatInput["end"]>({ kind: "rides", rides: 20 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // 1 January 2024 was a Monday.
  const dayName = (iso: number) => new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2024, 0, iso));

  // This render's booking of the series, for the submit listener added once.
  const latest = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const onSubmit = (e: SubmitEvent) => {
      // Before React's handler (delegated at the root): this submit books the series, not one ride.
      e.preventDefault();
      e.stopPropagation();
      void latest.current();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  // A ref, not state: a double click lands before React re-renders with pending = true.
  const running = useRef(false);
  async function bookSeries() {
    if (running.current) return;
    running.current = true;
    try {
      await submitSeries();
    } finally {
      running.current = false;
    }
  }

  async function submitSeries() {
    const b = booking;
    const repeat = repeatSchema.safeParse({ weekdays, end });
    if (!repeat.success) {
      setErrors(Object.fromEntries(repeat.error.issues.map((i) => [i.path.join("."), i.message])));
      return;
    }
    setErrors({});
    // The chosen product's estimate goes into the form's values, as the form's own Book puts it, before they are checked.
    const product = b.product;
    const estimate = b.estimate.data;
    if (product && estimate)
      b.form.setValue("estimate", {
        productId: product.id,
        productName: product.name,
        price: product.price,
        createdAt: estimate.createdAt,
        seal: product.seal,
      });
    await b.form.handleSubmit(
      async (values) => {
        setPending(true);
        setProblem(null);
        try {
          const result = await createSeriesAction({ booking: values as BookingInput, repeat: repeat.data });
          if (result.ok) return router.push(`/journeys/series/${result.data.seriesId}`);
          const fields = result.error.fields ?? {};
          const mine = Object.fromEntries(
            Object.entries(fields)
              .filter(([k]) => k.startsWith("repeat."))
              .map(([k, v]) => [k.slice("repeat.".length), v]),
          );
          const theirs = Object.fromEntries(
            Object.entries(fields)
              .filter(([k]) => k.startsWith("booking."))
              .map(([k, v]) => [k.slice("booking.".length), v]),
          );
          setErrors(mine);
          applyFieldErrors(b.form.setError, theirs);
          setProblem(result.error.message);
        } catch {
          setProblem(t("unreachable"));
        } finally {
          setPending(false);
        }
      },
      () => setProblem(messageRef("fieldsNeedAttention")),
    )();
  }

  useEffect(() => {
    latest.current = bookSeries;
  });

  const toggle = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));
  const error = (key: string) => (errors[key] ? <p className="text-sm text-rose-700">{words(errors[key]!)}</p> : null);

  return (
    <fieldset ref={anchor} className="space-y-3 rounded-md bg-slate-50 p-3" data-testid="repeat-fields">
      <legend className="sr-only">{t("legend")}</legend>
      <div>
        <p className="text-sm font-medium text-slate-800">{t("weekdays")}</p>
        <div className="mt-1 flex flex-wrap gap-3 text-sm">
          {WEEKDAYS.map((d) => (
            <label key={d} className="flex items-center gap-1">
              <input type="checkbox" name="weekday" value={d} checked={weekdays.includes(d)} onChange={() => toggle(d)} />
              {dayName(d)}
            </label>
          ))}
        </div>
        {error("weekdays")}
      </div>
      <div className="space-y-2 text-sm">
        <p className="font-medium text-slate-800">{t("end")}</p>
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name="repeat-end" checked={end.kind === "rides"} onChange={() => setEnd({ kind: "rides", rides: 20 })} />
          {t("endRides")}
          {end.kind === "rides" && (
            <input
              type="number"
              aria-label={t("rides")}
              min={MIN_SERIES_RIDES}
              max={MAX_SERIES_RIDES}
              value={Number.isFinite(end.rides) ? end.rides : ""}
              onChange={(e) => setEnd({ kind: "rides", rides: e.target.valueAsNumber })}
              className="w-24 rounded-md border border-slate-300 px-2 py-1"
            />
          )}
        </label>
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name="repeat-end" checked={end.kind === "until"} onChange={() => setEnd({ kind: "until", date: "" })} />
          {t("endUntil")}
          {end.kind === "until" && (
            <input
              type="date"
              aria-label={t("until")}
              value={end.date}
              onChange={(e) => setEnd({ kind: "until", date: e.target.value })}
              className="rounded-md border border-slate-300 px-2 py-1"
            />
          )}
        </label>
        {error("end.rides")}
        {error("end.date")}
        {error("end")}
      </div>
      <p className="text-xs text-slate-600">{t("about")}</p>
      <p className="text-xs font-medium text-slate-700">{t("bookSeries")}</p>
      {pending && (
        <p role="status" className="text-sm text-slate-600">
          {t("booking")}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-rose-700">
          {words(problem)}
        </p>
      )}
    </fieldset>
  );
}
