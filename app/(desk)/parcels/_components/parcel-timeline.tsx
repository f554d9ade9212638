import { LocalTime } from "@/components/ui/local-time";
import type { ParcelEventView } from "@/lib/parcels/query-options";
import { eventLabel, eventSourceText } from "@/lib/parcels/format";

/** Every state the parcel went through, oldest first, with who told us: a notification or our own reads. */
export function ParcelTimeline({ events }: { events: ParcelEventView[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-600">Nothing has happened to this parcel at the delivery service yet.</p>;
  return (
    <ol aria-label="Timeline" className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((e) => {
        const source = eventSourceText(e);
        return (
          <li key={e.state} data-testid="parcel-event" className="relative">
            <span aria-hidden className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600" />
            <p className="text-sm font-medium text-slate-900">{eventLabel(e.state)}</p>
            <p className="text-xs text-slate-600">
              <LocalTime iso={e.at} /> · <span data-testid="parcel-event-source">{source.label}</span>
            </p>
            {source.note && <p className="text-xs text-amber-800">{source.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}
