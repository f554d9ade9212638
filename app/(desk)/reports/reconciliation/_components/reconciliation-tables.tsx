import Link from "next/link";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/money";
import type { CurrencyTotal, MatchedSale, OutsideSale } from "@/lib/sales/reconciliation-queries";
import type { InvoiceDifference, RideWithoutSale } from "@/lib/sales/reconciliation-rides-queries";
import { Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";

/** What the tables write with: the page's words (the "reconciliation" messages) and the reader's way of writing money and times. */
export type Words = {
  t: (key: string, values?: Record<string, string | number>) => string;
  tag: string;
  zone: string;
};

const money = (w: Words, minor: number | null, currency: string | null) => (minor !== null && currency ? formatMoney(minor, currency, w.tag) : "—");
const day = (w: Words, iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(w.tag, { dateStyle: "medium", timeZone: "UTC" });
const when = (w: Words, at: Date | null) =>
  at ? <time dateTime={at.toISOString()}>{at.toLocaleString(w.tag, { dateStyle: "medium", timeStyle: "short", timeZone: w.zone })}</time> : "—";
const kind = (w: Words, k: string) => (k === "journey" || k === "rectification" ? w.t(`kind.${k}`) : w.t("kind.other", { kind: k }));
const person = (w: Words, r: { requesterName: string | null; requesterId: string | null }) => r.requesterName ?? r.requesterId ?? w.t("unknownRequester");

/** Invoiced minus final, signed; in words when the invoice is in another currency (or several), which no difference can be worked out across. */
function difference(w: Words, r: InvoiceDifference) {
  if (r.differenceMinor !== null) return `${r.differenceMinor > 0 ? "+" : "−"}${money(w, Math.abs(r.differenceMinor), r.currency)}`;
  return r.invoicedCurrency ? w.t("otherCurrency", { currency: r.invoicedCurrency }) : w.t("severalCurrencies");
}

function Headings({ w, columns }: { w: Words; columns: [string, boolean?][] }) {
  return (
    <TableHead shaded>
      {columns.map(([c, numeric]) => (
        <HeaderCell key={c} align={numeric ? "right" : "left"}>
          {w.t(`columns.${c}`)}
        </HeaderCell>
      ))}
    </TableHead>
  );
}

function RideLink({ w, id, rider }: { w: Words; id: string; rider: string }) {
  return (
    <Link href={`/journeys/${id}`} className="font-medium text-blue-700 underline-offset-2 hover:underline" aria-label={w.t("openRide", { rider })}>
      <span translate="no">{rider}</span>
    </Link>
  );
}

function Frame({ caption, testId, children }: { caption: string; testId: string; children: ReactNode }) {
  return (
    <TableFrame bordered>
      <Table caption={caption} data-testid={testId}>
        {children}
      </Table>
    </TableFrame>
  );
}

export function MatchedTable({ w, rows, caption }: { w: Words; rows: MatchedSale[]; caption: string }) {
  return (
    <Frame caption={caption} testId="reconciliation-matched">
      <Headings
        w={w}
        columns={[["sale"], ["kind"], ["invoiceDate"], ["ride"], ["pickup"], ["requester"], ["taxRate", true], ["tax", true], ["amount", true]]}
      />
      <TableBody>
        {rows.map((r) => (
          <tr key={r.code} data-testid="reconciliation-row">
            <RowHeader>
              <span translate="no">{r.code}</span>
            </RowHeader>
            <Cell>
              {kind(w, r.kind)}
              {r.rectifiesCode && <span className="block text-xs text-slate-500">{w.t("corrects", { code: r.rectifiesCode })}</span>}
            </Cell>
            <Cell>{day(w, r.invoiceDate)}</Cell>
            <Cell>{r.bookingId && <RideLink w={w} id={r.bookingId} rider={r.riderName} />}</Cell>
            <Cell>{when(w, r.pickupAt)}</Cell>
            <Cell translate="no">{person(w, r)}</Cell>
            <Cell numeric>{w.t("totals.ratePercent", { rate: r.taxRate })}</Cell>
            <Cell numeric>{money(w, r.taxMinor, r.currency)}</Cell>
            <Cell numeric>{money(w, r.totalMinor, r.currency)}</Cell>
          </tr>
        ))}
      </TableBody>
    </Frame>
  );
}

export function OutsideTable({ w, rows, caption }: { w: Words; rows: OutsideSale[]; caption: string }) {
  return (
    <Frame caption={caption} testId="reconciliation-outside">
      <Headings
        w={w}
        columns={[["sale"], ["kind"], ["invoiceDate"], ["requester"], ["chargeCode"], ["pickup"], ["taxRate", true], ["tax", true], ["amount", true]]}
      />
      <TableBody>
        {rows.map((r) => (
          <tr key={r.code} data-testid="reconciliation-row">
            <RowHeader>
              <span translate="no">{r.code}</span>
            </RowHeader>
            <Cell>{kind(w, r.kind)}</Cell>
            <Cell>{day(w, r.invoiceDate)}</Cell>
            <Cell translate="no">{person(w, r)}</Cell>
            <Cell translate="no">{r.labelName ? `${r.labelName} (${r.chargeCode})` : (r.chargeCode ?? w.t("noLabel"))}</Cell>
            <Cell>{when(w, r.startAt)}</Cell>
            <Cell numeric>{w.t("totals.ratePercent", { rate: r.taxRate })}</Cell>
            <Cell numeric>{money(w, r.taxMinor, r.currency)}</Cell>
            <Cell numeric>{money(w, r.totalMinor, r.currency)}</Cell>
          </tr>
        ))}
      </TableBody>
    </Frame>
  );
}

export function WithoutSaleTable({ w, rows, caption }: { w: Words; rows: RideWithoutSale[]; caption: string }) {
  return (
    <Frame caption={caption} testId="reconciliation-without-sale">
      <Headings w={w} columns={[["ride"], ["pickup"], ["ended"], ["requester"], ["chargeCode"], ["final", true]]} />
      <TableBody>
        {rows.map((r) => (
          <tr key={r.bookingId} data-testid="reconciliation-row">
            <RowHeader>
              <RideLink w={w} id={r.bookingId} rider={r.riderName} />
            </RowHeader>
            <Cell>{when(w, r.pickupAt)}</Cell>
            <Cell>{when(w, r.endedAt)}</Cell>
            <Cell translate="no">{person(w, r)}</Cell>
            <Cell translate="no">{r.labelName ?? r.labelSlug ?? w.t("noLabel")}</Cell>
            <Cell numeric>{money(w, r.finalMinor, r.currency)}</Cell>
          </tr>
        ))}
      </TableBody>
    </Frame>
  );
}

export function DifferencesTable({ w, rows, caption }: { w: Words; rows: InvoiceDifference[]; caption: string }) {
  return (
    <Frame caption={caption} testId="reconciliation-differences">
      <Headings w={w} columns={[["ride"], ["pickup"], ["requester"], ["final", true], ["invoiced", true], ["difference", true]]} />
      <TableBody>
        {rows.map((r) => (
          <tr key={r.bookingId} data-testid="reconciliation-row">
            <RowHeader>
              <RideLink w={w} id={r.bookingId} rider={r.riderName} />
            </RowHeader>
            <Cell>{when(w, r.pickupAt)}</Cell>
            <Cell translate="no">{person(w, r)}</Cell>
            <Cell numeric>{money(w, r.finalMinor, r.currency)}</Cell>
            <Cell numeric>{money(w, r.invoicedMinor, r.invoicedCurrency)}</Cell>
            <Cell numeric>{difference(w, r)}</Cell>
          </tr>
        ))}
      </TableBody>
    </Frame>
  );
}

/** Totals per currency, then tax per rate within each: currencies never added together. */
export function TotalsTables({ w, totals, month }: { w: Words; totals: CurrencyTotal[]; month: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Frame caption={w.t("totals.caption", { month })} testId="reconciliation-totals">
        <TableHead shaded>
          {(["currency", "sales", "total", "tax", "net", "outside"] as const).map((c, i) => (
            <HeaderCell key={c} align={i > 0 ? "right" : "left"}>
              {w.t(`totals.${c}`)}
            </HeaderCell>
          ))}
        </TableHead>
        <TableBody>
          {totals.map((t) => (
            <tr key={t.currency} data-testid="reconciliation-total">
              <RowHeader translate="no">{t.currency}</RowHeader>
              <Cell numeric>{t.sales}</Cell>
              <Cell numeric>{money(w, t.totalMinor, t.currency)}</Cell>
              <Cell numeric>{money(w, t.taxMinor, t.currency)}</Cell>
              <Cell numeric>{money(w, t.netMinor, t.currency)}</Cell>
              <Cell numeric>{money(w, t.outsideMinor, t.currency)}</Cell>
            </tr>
          ))}
        </TableBody>
      </Frame>
      <Frame caption={w.t("totals.ratesCaption", { month })} testId="reconciliation-rates">
        <TableHead shaded>
          {(["currency", "rate", "sales", "net", "tax", "total"] as const).map((c, i) => (
            <HeaderCell key={c} align={i > 1 ? "right" : "left"}>
              {w.t(`totals.${c}`)}
            </HeaderCell>
          ))}
        </TableHead>
        <TableBody>
          {totals.flatMap((t) =>
            t.rates.map((r) => (
              <tr key={`${t.currency}-${r.taxRate}`}>
                <RowHeader translate="no">{t.currency}</RowHeader>
                <Cell>{w.t("totals.ratePercent", { rate: r.taxRate })}</Cell>
                <Cell numeric>{r.sales}</Cell>
                <Cell numeric>{money(w, r.netMinor, t.currency)}</Cell>
                <Cell numeric>{money(w, r.taxMinor, t.currency)}</Cell>
                <Cell numeric>{money(w, r.totalMinor, t.currency)}</Cell>
              </tr>
            )),
          )}
        </TableBody>
      </Frame>
    </div>
  );
}
