import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import type { ParcelEventView } from "@/lib/parcels/query-options";
import { eventSource, eventWord } from "@/lib/parcels/format";
import { StatusText } from "./parcel-words";

/** Every state the parcel went through, oldest first, with who told us: a notification or our own reads. */
export function ParcelTimeline({ events }: { events: ParcelEventView[] }) {
  const t = useTranslations("parcels.timeline");
  if (events.length === 0) return <p className="text-sm text-slate-600">{t("empty")}</p>;
  return (
    <ol aria-label={t("label")} className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((e) => {
        const told = eventSource(e);
        return (
          <li key={e.state} data-testid="parcel-event" className="relative">
            <span aria-hidden className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600" />
            <p className="text-sm font-medium text-slate-900">
              <StatusText shown={eventWord(e.state)} />
            </p>
            <p className="text-xs text-slate-600">
              <LocalTime iso={e.at} /> · <span data-testid="parcel-event-source">{t(`source.${told.source}`)}</span>
            </p>
            {told.noNotification && <p className="text-xs text-amber-800">{t("noNotification")}</p>}
          </li>
        );
      })}
    </ol>
  );
}
