"use client";

import { useTranslations } from "next-intl";
import type { EventProgress } from "@/lib/events/summary";

/** What is moving, in words, and how far it has gone: a real <progress>, without a value while its size is not known. */
export function EventProgressBar({ progress }: { progress: EventProgress }) {
  const t = useTranslations("events");
  const counted = progress.done !== null && progress.total !== null && progress.total > 0;
  const words =
    progress.stage === "booking"
      ? t("batch.progress.booking", { booked: progress.booked, total: progress.total })
      : counted
        ? t(`batch.progress.${progress.stage}Count`, { done: progress.done!, total: progress.total! })
        : t(`batch.progress.${progress.stage}`);
  return (
    <div className="space-y-1" data-testid="event-progress" data-stage={progress.stage}>
      <label htmlFor="event-progress" className="block text-sm font-medium text-slate-800">
        {words}
      </label>
      {counted ? (
        <progress id="event-progress" className="h-2 w-full accent-brand-700" value={progress.done!} max={progress.total!} />
      ) : (
        <progress id="event-progress" className="h-2 w-full accent-brand-700" />
      )}
    </div>
  );
}
