"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { asData, useAtZone, useIntlTag } from "@/components/journeys/journey-words";
import { useMessageText } from "@/components/ui/use-message-text";
import { reservationStart } from "@/lib/journeys/describe";
import { timeIn } from "@/lib/journeys/board-format";
import { STOP_FIELDS } from "@/lib/events/fields";
import { readPickupTime, wallClockMs } from "@/lib/events/pickup-time";
import { isLeftOut, rowTone, stopsBetween, type RowTone } from "@/lib/events/summary";
import type { EventRowView } from "@/lib/events/view";
import { CopyLink } from "./copy-link";
import { CellText, useColumnHeader, useMoney, useProblemWords, useSheetHeader } from "./event-words";
import { PlaceChoices } from "./place-choices";
import { SameRide } from "./same-ride";
import { asSentence, breachMessage } from "@/lib/spend/breach-words";

export const TONE_BADGE: Record<RowTone, string> = {
  attention: "bg-amber-50 text-amber-900 ring-amber-300",
  toBook: "bg-brand-50 text-brand-800 ring-brand-200",
  moving: "bg-sky-50 text-sky-800 ring-sky-200",
  booked: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-600 ring-slate-200",
};

const GUEST_FIELDS = ["guestName", "mobile", "email", "language"];
const ROUTE_FIELDS = ["pickup", "destination", ...STOP_FIELDS];

/** The id of a cell's error message, which the cell points to. */
const errorId = (rowId: string, field: string) => `row-${rowId}-${field}-error`;

/** The error messages a table cell is described by: those of the fields it shows. */
const describedBy = (row: EventRowView, fields: readonly string[]) =>
  fields
    .filter((f) => row.errors[f])
    .map((f) => errorId(row.id, f))
    .join(" ") || undefined;

/** A cell's text, marked when it has an error (an icon and a wavy underline, not colour alone); its table cell is described by the message. */
function Cell({ row, field, children }: { row: EventRowView; field: string; children?: ReactNode }) {
  const content = children === undefined ? <CellText text={row.cells[field]} /> : children;
  if (!row.errors[field]) return <>{content}</>;
  return (
    <span data-error-cell={field} className="underline decoration-rose-600 decoration-wavy underline-offset-4">
      <span aria-hidden className="mr-1 font-bold text-rose-700">
        !
      </span>
      {content}
    </span>
  );
}

/** A time cell of a row not checked through (its pickup unknown): in the desk's format as checked rows show theirs, or as typed when it cannot be read. */
function sheetTime(cell: string, tag: string): ReactNode {
  const when = readPickupTime(cell);
  const ms = "kind" in when && when.kind === "reserved" ? wallClockMs(when) : null;
  return ms === null ? undefined : timeIn(ms, "UTC", true, tag);
}

export type EventRowProps = {
  row: EventRowView;
  batchId: string;
  /** How many rows typed a text offered places for. */
  sameText: (typed: string) => number;
  /** While the event is being booked, places cannot be chosen. */
  booking: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The sheet's own header of each field (EventView.columns). */
  columns?: Readonly<Record<string, string>>;
};

/** One row of the event: its cells as the sheet has them, what became of it, and what the agent can do about it. */
export function EventRow({ row, batchId, sameText, booking, selected, onSelect, columns }: EventRowProps) {
  const t = useTranslations("events");
  const tag = useIntlTag();
  const atZone = useAtZone();
  const money = useMoney();
  const header = useColumnHeader();
  // The sheet's own header is the agent's word, like its cells: marked as data, not as ours to translate.
  const sheetHeader = useSheetHeader(columns);
  const words = useMessageText();
  const problem = useProblemWords();
  const tone = rowTone(row.status);
  const between = stopsBetween(row.cells);
  const errors = Object.entries(row.errors);
  const choices = Object.entries(row.choices).filter(([, offered]) => offered.length > 0);
  const startMs = row.when?.startAt ? reservationStart(row.when.startAt, row.when.zone) : null;
  const time = row.when ? (
    startMs !== null ? (
      atZone(new Date(startMs).toISOString(), timeIn(startMs, row.when.zone, true, tag), row.when.zone)
    ) : (
      t("batch.rows.asap")
    )
  ) : row.cells.pickupTime?.trim() ? (
    <Cell row={row} field="pickupTime">
      {sheetTime(row.cells.pickupTime, tag)}
    </Cell>
  ) : (
    t("batch.rows.asap")
  );
  const name = row.cells.guestName?.trim() || null;
  const sameAs = row.sameAs && ["ready", "priced", "unpriced"].includes(row.status) ? row.sameAs : null;
  const detail =
    !!sameAs || !!row.spend || errors.length > 0 || choices.length > 0 || ["waiting_price", "booked", "refused", "unpriced", "uncertain"].includes(row.status);

  return (
    <tbody data-testid="event-row" data-row={row.rowNumber ?? ""} data-status={row.status} className="border-t border-slate-200 first:border-t-0">
      <tr className="align-top">
        <th scope="row" className="px-3 py-2 text-left font-semibold tabular-nums text-slate-900">
          {row.rowNumber ?? t("batch.rows.noLonger")}
        </th>
        <td className="px-3 py-2" aria-describedby={describedBy(row, ["group"])}>
          <Cell row={row} field="group">
            {row.errors.group ? undefined : row.group ? asData(row.group) : null}
          </Cell>
        </td>
        <td className="px-3 py-2 font-medium" aria-describedby={describedBy(row, GUEST_FIELDS)}>
          <Cell row={row} field="guestName" />
        </td>
        <td className="max-w-72 px-3 py-2" aria-describedby={describedBy(row, ROUTE_FIELDS)}>
          <Cell row={row} field="pickup" />{" "}
          <span aria-hidden data-pseudo-exempt>
            →
          </span>
          <span className="sr-only">{t("batch.rows.to")}</span> <Cell row={row} field="destination" />
          {between > 0 && <span className="block text-xs text-slate-500">{t("batch.rows.between", { count: between })}</span>}
        </td>
        <td className="px-3 py-2 whitespace-nowrap" aria-describedby={describedBy(row, ["pickupTime", "meetingPoint"])}>
          {time}
        </td>
        <td className="px-3 py-2">{row.product ? asData(row.product) : null}</td>
        <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{row.price ? money.one(row.price) : null}</td>
        <td className="px-3 py-2">
          <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${TONE_BADGE[tone]}`}>
            {tone === "attention" && (
              <span aria-hidden className="font-bold">
                !
              </span>
            )}
            {t(`batch.rowStatus.${row.status}`)}
          </span>
          {isLeftOut(row) && (
            <span className="mt-1 block text-xs font-medium text-amber-900" data-testid="left-out">
              {t("batch.same.leftOut")}
            </span>
          )}
          {row.spend && (
            <span className="mt-1 block text-xs font-medium text-violet-900" data-testid="outside-rules">
              {t(`batch.spend.${row.spend.verdict}`)}
            </span>
          )}
        </td>
      </tr>
      {detail && (
        <tr>
          <td />
          <td colSpan={7} className="space-y-2 px-3 pb-3 text-sm">
            {errors.length > 0 && (
              <ul
                className="space-y-1 rounded-md border border-rose-200 bg-rose-50 px-3 py-2"
                aria-label={t("batch.rows.errorsOf", { row: row.rowNumber ?? 0 })}
              >
                {errors.map(([field, message]) => (
                  <li key={field} className="text-rose-900" data-error-field={field}>
                    <span aria-hidden className="mr-1 font-bold">
                      !
                    </span>
                    <span className="font-medium">{sheetHeader(field)}</span>: <CellText text={row.cells[field]} /> —{" "}
                    <span id={errorId(row.id, field)}>{words(message)}</span>
                  </li>
                ))}
              </ul>
            )}
            {row.spend && (
              <ul
                className="space-y-1 rounded-md border border-violet-200 bg-violet-50 px-3 py-2 text-violet-950"
                aria-label={t("batch.spend.listOf", { row: row.rowNumber ?? 0 })}
              >
                {row.spend.breaches.map((b, i) => (
                  <li key={i} data-spend-rule={b.rule}>
                    {asSentence(words(breachMessage(b, tag)))}
                  </li>
                ))}
              </ul>
            )}
            {sameAs && <SameRide row={{ ...row, sameAs }} batchId={batchId} disabled={booking} />}
            {choices.map(([field, offered]) => (
              <PlaceChoices key={field} batchId={batchId} column={header(field)} choices={offered} sameText={sameText(offered[0]!.typed)} disabled={booking} />
            ))}
            {row.status === "waiting_price" && row.price && (
              <label className="flex items-center gap-2 text-amber-900">
                <input type="checkbox" className="size-4 accent-brand-700" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
                {t("batch.price.accept", { old: row.confirmedPrice ? money.one(row.confirmedPrice) : "—", price: money.one(row.price) })}
              </label>
            )}
            {row.status === "booked" && row.booking && (
              <p className="flex flex-wrap items-center gap-3">
                <Link href={`/journeys/${row.booking.id}`} className="font-medium text-brand-800 underline">
                  {t.rich("batch.rows.seeRide", { name: name ?? "", data: asData })}
                </Link>
                {row.booking.guestUrl && <CopyLink url={row.booking.guestUrl} label={t("batch.rows.copyGuestLink")} />}
              </p>
            )}
            {(row.status === "refused" || row.status === "unpriced" || row.status === "uncertain") && (
              <p className={row.status === "uncertain" ? "text-amber-900" : "text-slate-700"}>
                {row.status === "uncertain" ? t("batch.rows.uncertain") : row.problem ? problem(row.problem) : null}
                {row.status === "uncertain" && row.booking && (
                  <>
                    {" "}
                    <Link href={`/journeys/${row.booking.id}`} className="font-medium underline">
                      {t("batch.rows.settleRide")}
                    </Link>
                  </>
                )}
              </p>
            )}
          </td>
        </tr>
      )}
    </tbody>
  );
}
