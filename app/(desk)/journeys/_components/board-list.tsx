import Link from "next/link";
import { hasNarrowing, type BoardFilters, type BoardRow as Row } from "@/lib/journeys/board";
import { BoardAttentionActions } from "./board-attention-actions";
import { BoardRow } from "@/components/journeys/board-row";

const EMPTY: Record<BoardFilters["tab"], { title: string; hint: string }> = {
  today: { title: "No rides today", hint: "Rides booked for today, in your time zone, appear here as they are booked." },
  upcoming: { title: "No upcoming rides", hint: "Reservations for tomorrow or later appear here." },
  past: { title: "No past rides yet", hint: "Rides from before today appear here, newest first." },
  attention: { title: "Nothing needs attention", hint: "Rides with no driver found, a driver who cancelled, a guest who did not show up, or a booking not confirmed appear here." },
};

/** The rows of a tab, or why there are none. */
export function BoardList({ rows, filters, deskZone, nowMs, onClear }: { rows: Row[]; filters: BoardFilters; deskZone: string; nowMs: number; onClear: () => void }) {
  if (rows.length === 0) {
    const narrowed = hasNarrowing(filters);
    const e = EMPTY[filters.tab];
    return (
      <div className="px-6 py-12 text-center" data-testid="board-empty">
        <p className="font-medium text-slate-800">{narrowed ? "No journeys match these filters" : e.title}</p>
        <p className="mt-1 text-sm text-slate-500">
          {narrowed ? (
            <button type="button" onClick={onClear} className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
              Clear the filters
            </button>
          ) : (
            e.hint
          )}
          {!narrowed && filters.tab !== "attention" && (
            <>
              {" "}
              <Link href="/book" className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
                Book a ride
              </Link>
            </>
          )}
        </p>
      </div>
    );
  }
  // Today's rows need only the time; other days need the date too.
  const withDay = filters.tab !== "today";
  return (
    <ul className="divide-y divide-slate-100" aria-label="Journeys">
      {rows.map((r) => (
        <BoardRow
          key={r.id}
          row={r}
          deskZone={deskZone}
          nowMs={nowMs}
          withDay={withDay}
          actions={r.attention ? <BoardAttentionActions bookingId={r.id} problem={r.attention} riderName={r.riderName} /> : undefined}
        />
      ))}
    </ul>
  );
}
