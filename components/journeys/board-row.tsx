import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { BoardRow as Row } from "@/lib/journeys/board";
import { pickupTimes, routeWords, rowNote, rowPrice, rowState, timeIn, type RowState } from "@/lib/journeys/board-format";
import { asData, hiddenTag, timeTag, useAttentionWords, useIntlTag, useNotBookedSentence, useProviderSaid, useStatusWords } from "./journey-words";

const TONES: Record<RowState["tone"], string> = {
  active: "bg-sky-50 text-sky-800 ring-sky-200",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-200",
  unknown: "bg-slate-50 text-slate-600 ring-slate-200",
  problem: "bg-amber-50 text-amber-900 ring-amber-300",
};

/**
 * One booking on the board, in the reader's words and formats. `actions` is the row's action area
 * for a problem (one slot, so the one-click fixes can stand in it); by default it links to the
 * journey page to resolve it.
 */
export function BoardRow({ row, deskZone, nowMs, withDay, actions }: { row: Row; deskZone: string; nowMs: number; withDay: boolean; actions?: ReactNode }) {
  const t = useTranslations("journeys");
  const tag = useIntlTag();
  const words = useStatusWords();
  const attention = useAttentionWords();
  const settledSentence = useNotBookedSentence();
  const providerSaid = useProviderSaid();
  const time = pickupTimes(row, deskZone, withDay, tag);
  const state = rowState(row, nowMs);
  const note = rowNote(row);
  const price = rowPrice(row, tag);
  const { route, between } = routeWords(row);
  const href = `/journeys/${row.id}`;
  const pickup = <time dateTime={row.pickupAt}>{time.pickup}</time>;
  return (
    <li
      data-testid="board-row"
      data-booking={row.id}
      data-state={state.key}
      className="grid gap-x-6 gap-y-2 px-4 py-3 sm:grid-cols-[9rem_1fr_11rem] hover:bg-slate-50"
    >
      <div className="text-sm">
        <p className="font-semibold tabular-nums">
          {time.place ? t.rich("atZone", { time: time.pickup, zone: time.place, when: timeTag(row.pickupAt), place: asData }) : pickup}
        </p>
        {time.desk && <p className="text-xs text-slate-500">{t.rich("row.yourTime", { time: time.desk, when: timeTag(row.pickupAt) })}</p>}
      </div>
      <div className="min-w-0 space-y-1 text-sm">
        <p>
          <Link href={href} translate="no" className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:underline">
            {row.riderName}
          </Link>
          <span className="text-slate-500"> · {t.rich("row.for", { requester: row.requester, name: asData })}</span>
          {row.agent && <span className="text-slate-500"> · {t.rich("row.bookedBy", { agent: row.agent, name: asData })}</span>}
          {row.eventGroup && (
            <span className="text-slate-500" data-testid="board-group">
              {" "}
              · {t.rich("row.group", { group: row.eventGroup, name: asData })}
            </span>
          )}
        </p>
        <p className="truncate text-slate-700">
          <span translate="no" title={route}>
            {route}
          </span>
          {between > 0 && <span className="text-slate-500"> ({t("row.between", { count: between })})</span>}
        </p>
        <p className="text-slate-600">
          <span translate="no">{row.productName}</span>
          {row.driver && (
            <span data-testid="board-driver" translate="no">
              {" "}
              · {row.driver.name}
              {row.vehicle && `, ${row.vehicle.name} ${row.vehicle.plate}`}
            </span>
          )}
        </p>
        {row.attention && (
          <div
            className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2"
            data-testid="attention-area"
          >
            <p className="text-amber-900">{attention.text(row.attention)}</p>
            <div data-slot="attention-actions">
              {actions ?? (
                <Link href={href} className="inline-flex rounded-md bg-amber-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-800">
                  {t.rich("row.resolve", { rider: row.riderName, hidden: hiddenTag, name: asData })}
                </Link>
              )}
            </div>
          </div>
        )}
        {row.approval && row.status === "awaiting_approval" && (
          <p className="text-xs text-amber-900" data-testid="board-approval">
            {row.approval.approvers.length
              ? t("page.approval.board", { names: row.approval.approvers.join(", "), time: timeIn(Date.parse(row.approval.dueAt), deskZone, true, tag) })
              : t("page.approval.boardAdmins", { time: timeIn(Date.parse(row.approval.dueAt), deskZone, true, tag) })}
          </p>
        )}
        {row.readyUntil && row.status === "waiting_for_guest" && (
          <p className="text-xs text-slate-600" data-testid="board-ready">
            {t("page.ready.board", { time: timeIn(Date.parse(row.readyUntil), row.zone ?? deskZone, false, tag) })}
          </p>
        )}
        {row.approval?.note && row.status === "declined" && (
          <p className="text-xs text-slate-500" data-testid="board-approval">
            {t("page.approval.declinedBy", { name: row.approval.decidedBy ?? "—" })}: {row.approval.note}
          </p>
        )}
        {note && (
          <p className="text-xs text-slate-500" data-testid="board-note">
            {note.kind === "settled" ? settledSentence(note, timeIn(Date.parse(note.at), deskZone, true, tag)) : providerSaid(note.text)}
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-1 text-sm sm:items-end">
        <span data-testid="board-state" className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONES[state.tone]}`}>
          {words.status(state.status)}
        </span>
        {state.age && <span className="text-xs text-slate-500">{words.age(state.age)}</span>}
        {price && (
          <span className="tabular-nums text-slate-700" data-testid="board-price">
            {price.text} <span className="text-xs text-slate-500">{price.final ? t("row.final") : t("row.estimated")}</span>
          </span>
        )}
      </div>
    </li>
  );
}
