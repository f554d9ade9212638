import Link from "next/link";
import { useTranslations } from "next-intl";
import { useIntlTag } from "@/components/journeys/journey-words";
import { formatMoney } from "@/lib/money";
import type { RideInvoice } from "@/lib/sales/invoice";

/** An invoice day (YYYY-MM-DD) in the reader's words; the day is the provider's, so no time zone moves it. */
const day = (date: string, tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** What the ride service invoiced for the ride: the sum of its sales and corrections, tax included, and each of them. */
export function JourneyInvoice({ invoice, ended, receiptHref }: { invoice: RideInvoice; ended: boolean; receiptHref?: string }) {
  const t = useTranslations("journeys.page.invoice");
  const tag = useIntlTag();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, tag);
  return (
    <div className="space-y-2 border-t border-slate-100 pt-3 text-sm" data-testid="journey-invoice">
      <p className="grid grid-cols-2 gap-2">
        <span className="text-slate-500">{t("title")}</span>
        <span className="text-slate-900" data-testid="invoiced-total">
          {invoice.totals.length === 0
            ? ended
              ? t("none")
              : "—"
            : invoice.totals.map((s) => t("total", { amount: money(s.totalMinor, s.currency), tax: money(s.taxMinor, s.currency) })).join("; ")}
        </span>
      </p>
      {invoice.lines.length > 0 && (
        <ul className="space-y-1 text-slate-600">
          {invoice.lines.map((l) => (
            <li key={l.code} data-testid="invoice-line">
              {l.rectifiesCode
                ? t("rectification", { code: l.code, of: l.rectifiesCode, date: day(l.invoiceDate, tag), amount: money(l.totalMinor, l.currency) })
                : t("sale", {
                    code: l.code,
                    date: day(l.invoiceDate, tag),
                    amount: money(l.totalMinor, l.currency),
                    rate: l.taxRate,
                    type: l.taxType.toUpperCase(),
                    tax: money(l.taxMinor, l.currency),
                  })}
            </li>
          ))}
        </ul>
      )}
      {receiptHref && (
        <p>
          <Link href={receiptHref} className="text-brand-700 underline" data-testid="receipt-link">
            {t("receipt")}
          </Link>
        </p>
      )}
    </div>
  );
}
