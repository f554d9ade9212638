"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { keepSameEventRidesAction } from "@/app/(desk)/events/actions";
import { asData } from "@/components/journeys/journey-words";
import { useAction } from "@/components/ui/use-action";
import type { EventRowView } from "@/lib/events/view";
import { eventKeys } from "@/lib/events/query-options";

/**
 * A row that repeats a ride already booked or waiting (same guest, time and stops), in another event
 * or booked one by one: what it repeats, with a link to it, and the tick that books it all the same.
 */
export function SameRide({
  row,
  batchId,
  disabled,
}: {
  row: EventRowView & { sameAs: NonNullable<EventRowView["sameAs"]> };
  batchId: string;
  disabled: boolean;
}) {
  const t = useTranslations("events");
  const { run, pending, problem } = useAction(keepSameEventRidesAction, { invalidate: [eventKeys.one(batchId)] });
  const same = row.sameAs;
  const href = same.kind === "event" ? `/events/${same.batchId}` : `/journeys/${same.bookingId}`;
  const what =
    same.kind === "event"
      ? t.rich("batch.same.event", { row: same.rowNumber === null ? "none" : String(same.rowNumber), event: same.eventName, data: asData })
      : same.eventName
        ? t.rich("batch.same.bookingInEvent", { event: same.eventName, data: asData })
        : t("batch.same.booking");

  const keep = (on: boolean) => void run({ batchId, rowIds: [row.id], keep: on });

  return (
    <div className="space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900" data-testid="same-ride">
      <p>
        <span aria-hidden className="mr-1 font-bold">
          !
        </span>
        {what}{" "}
        <Link href={href} className="font-medium underline">
          {t("batch.same.see")}
        </Link>
      </p>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={row.keepSame}
          disabled={disabled || pending}
          onChange={(e) => keep(e.target.checked)}
        />
        {t("batch.same.keep")}
      </label>
      {problem && (
        <p role="alert" className="text-rose-700">
          {problem}
        </p>
      )}
    </div>
  );
}
