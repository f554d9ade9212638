"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { asData } from "@/components/journeys/journey-words";
import { LocalTime } from "@/components/ui/local-time";
import type { EventPickup } from "@/components/map/event-map";
import { eventQuery } from "@/lib/events/query-options";
import { eventProgress, rowTone } from "@/lib/events/summary";
import type { EventView } from "@/lib/events/view";
import { ConfirmEvent } from "./confirm-event";
import { EventActions } from "./event-actions";
import { EventProgressBar } from "./event-progress";
import { EventRows } from "./event-rows";
import { EventSummary } from "./event-summary";
import { ProductRuleForm } from "./product-rule-form";
import { MapLoading } from "@/components/map/map-loading";

// MapLibre is heavy and needs the browser: the event's facts and rows paint first.
const EventMap = dynamic(() => import("@/components/map/event-map"), { ssr: false, loading: () => <MapLoading /> });

const STATUS_TONE: Record<EventView["batch"]["status"], string> = {
  checking: "bg-sky-50 text-sky-800",
  pricing: "bg-sky-50 text-sky-800",
  draft: "bg-amber-50 text-amber-900",
  booking: "bg-sky-50 text-sky-800",
  done: "bg-emerald-50 text-emerald-800",
};

/**
 * An event booked from a spreadsheet: how far it has gone, what confirming books and for how much,
 * its rows with what each needs, and its pickups on a map. Read again every few seconds while it is
 * checked, priced or booked.
 */
export function EventPage({ initial, tolerancePct, mapStyleUrl }: { initial: EventView; tolerancePct: number; mapStyleUrl: string | null }) {
  const t = useTranslations("events");
  const { data } = useQuery({ ...eventQuery(initial.batch.id), initialData: initial });
  const view = data ?? initial;
  const { batch } = view;
  const progress = eventProgress(view);
  const pickups = useMemo<EventPickup[]>(
    () =>
      view.rows.flatMap((r) =>
        r.pickup
          ? [{ id: r.id, row: r.rowNumber, guest: r.cells.guestName?.trim() || null, status: r.status, tone: rowTone(r.status), loc: r.pickup.loc }]
          : [],
      ),
    [view.rows],
  );

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm text-slate-500">
          {t.rich("batch.breadcrumb", {
            link: (chunks) => (
              <Link href="/events" className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900" translate="no">
            {batch.name}
          </h1>
          <span
            role="status"
            data-testid="event-status"
            data-status={batch.status}
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[batch.status]}`}
          >
            {t(`batch.status.${batch.status}`)}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {batch.fileName
            ? t.rich("batch.file", { file: batch.fileName, data: asData, time: () => <LocalTime iso={batch.createdAt} /> })
            : t.rich("batch.created", { time: () => <LocalTime iso={batch.createdAt} /> })}
          {batch.confirmedAt && <> · {t.rich("batch.confirmed", { time: () => <LocalTime iso={batch.confirmedAt!} /> })}</>}
        </p>
        {progress && <EventProgressBar progress={progress} />}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <EventSummary view={view} />
          <section aria-label={t("batch.confirm.section")} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <ProductRuleForm
              batchId={batch.id}
              rule={batch.productRule}
              productName={batch.productName}
              products={view.products}
              locked={batch.status === "booking"}
            />
            <div className="border-t border-slate-100 pt-4">
              <ConfirmEvent view={view} tolerancePct={tolerancePct} />
            </div>
          </section>
        </div>
        <div className="h-[26rem] lg:h-auto lg:min-h-[26rem]">
          <EventMap pickups={pickups} styleUrl={mapStyleUrl} />
        </div>
      </div>

      <EventRows view={view} />
      <EventActions view={view} />
    </div>
  );
}
