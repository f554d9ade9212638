import Link from "next/link";
import { useTranslations } from "next-intl";
import { hasNarrowing, type BoardFilters, type BoardRow as Row } from "@/lib/journeys/board";
import { BoardAttentionActions } from "./board-attention-actions";
import { BoardRow } from "@/components/journeys/board-row";

/** The rows of a tab, or why there are none. */
export function BoardList({
  rows,
  filters,
  deskZone,
  nowMs,
  onClear,
}: {
  rows: Row[];
  filters: BoardFilters;
  deskZone: string;
  nowMs: number;
  onClear: () => void;
}) {
  const t = useTranslations("journeys");
  if (rows.length === 0) {
    const narrowed = hasNarrowing(filters);
    return (
      <div className="px-6 py-12 text-center" data-testid="board-empty">
        <p className="font-medium text-slate-800">{narrowed ? t("board.empty.filtered") : t(`board.empty.${filters.tab}.title`)}</p>
        <p className="mt-1 text-sm text-slate-500">
          {narrowed ? (
            <button type="button" onClick={onClear} className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
              {t("board.empty.clear")}
            </button>
          ) : (
            t(`board.empty.${filters.tab}.hint`)
          )}
          {!narrowed && filters.tab !== "attention" && (
            <>
              {" "}
              <Link href="/book" className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline">
                {t("board.empty.book")}
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
    <ul className="divide-y divide-slate-100" aria-label={t("title")}>
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
