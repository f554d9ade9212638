import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Temporal } from "temporal-polyfill";
import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { INTL_TAG } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { DIFFERENCE_THRESHOLD, lastMonth, reconciliationMonth, reconciliationQuerySchema } from "@/lib/sales/reconciliation-month";
import { reconciliationView } from "@/lib/sales/reconciliation-view";
import { DifferencesTable, MatchedTable, OutsideTable, TotalsTables, WithoutSaleTable, type Words } from "./_components/reconciliation-tables";

export async function generateMetadata() {
  const t = await getTranslations("reconciliation");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

/** Rows each section shows; the downloads have them all. */
const SHOWN = 100;

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const BUTTON = "inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";

function Section({
  id,
  title,
  intro,
  count,
  shown,
  words,
  empty,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  count: number;
  shown: number;
  words: Words;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2" data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-slate-600">({words.t("sections.count", { count })})</span>
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">{intro}</p>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{empty}</p>
      ) : (
        <>
          {children}
          {count > shown && <p className="text-sm text-slate-600">{words.t("sections.more", { shown, count })}</p>}
        </>
      )}
    </section>
  );
}

/**
 * The month's reconciliation, for admins: every sale invoiced in the month against the rides booked
 * here, the sales no ride here accounts for, ended rides still without a sale a day on, and invoices
 * that differ from the final price; totals per currency and tax per rate. A month picker that is a
 * plain form (no script needed), downloads of every row as .xlsx and CSV.
 */
export default async function ReconciliationPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireUser("admin");
  const params = await searchParams;
  const zone = env().companyTimeZone;
  const now = new Date();
  const parsed = reconciliationQuerySchema.safeParse({ month: first(params.month) || undefined });
  const month = reconciliationMonth((parsed.success && parsed.data.month) || lastMonth(now, zone), zone);
  const [t, locale] = await Promise.all([getTranslations("reconciliation"), getLocale()]);
  const tag = INTL_TAG[locale];
  const words: Words = { t: (key, values) => t(key as Parameters<typeof t>[0], values), tag, zone };
  const [y, m] = month.month.split("-").map(Number);
  const monthName = new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString(tag, { month: "long", year: "numeric", timeZone: "UTC" });
  const around = (months: number) => Temporal.PlainYearMonth.from(month.month).add({ months }).toString();

  const database = await db();
  const { totals, sales, rides, matched, outside, withoutSale, differences } = await reconciliationView(database, month, now, DIFFERENCE_THRESHOLD, SHOWN);
  const download = (format: "csv" | "xlsx", of: "reports/reconciliation" | "expenses" = "reports/reconciliation") =>
    `/api/${of}?${new URLSearchParams({ month: month.month, format })}`;
  const unit = formatMoney(DIFFERENCE_THRESHOLD.wholeUnits * 100, "EUR", tag);

  return (
    <div className="space-y-8">
      <PageHeader
        title={t("title")}
        intro={t("intro", { month: monthName, zone })}
        actions={
          <div className="flex flex-wrap gap-2">
            <a href={download("xlsx")} download className={BUTTON}>
              {t("downloadXlsx")}
            </a>
            <a href={download("csv")} download className={BUTTON}>
              {t("downloadCsv")}
            </a>
            <a href={download("xlsx", "expenses")} download className={BUTTON}>
              {t("expensesXlsx")}
            </a>
            <a href={download("csv", "expenses")} download className={BUTTON}>
              {t("expensesCsv")}
            </a>
          </div>
        }
      />
      {!parsed.success && <Alert tone="info">{t("invalidMonth", { month: month.month })}</Alert>}
      <form method="get" action="/reports/reconciliation" className="flex flex-wrap items-end gap-3" data-testid="reconciliation-month">
        <Link href={`/reports/reconciliation?month=${around(-1)}`} className={BUTTON}>
          {t("previous")}
        </Link>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("month")}
          <input type="month" name="month" defaultValue={month.month} required pattern="\d{4}-\d{2}" className="rounded-md border border-slate-300 px-3 py-2" />
        </label>
        <button type="submit" className={BUTTON}>
          {t("show")}
        </button>
        <Link href={`/reports/reconciliation?month=${around(1)}`} className={BUTTON}>
          {t("next")}
        </Link>
      </form>

      <section aria-labelledby="totals-title" className="space-y-2">
        <h2 id="totals-title" className="text-lg font-semibold">
          {t("totals.title")}
        </h2>
        {totals.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t("totals.empty", { month: monthName })}</p>
        ) : (
          <TotalsTables w={words} totals={totals} month={monthName} />
        )}
      </section>

      <Section
        id="outside"
        title={t("sections.outside")}
        intro={t("sections.outsideIntro")}
        count={sales.outside}
        shown={SHOWN}
        words={words}
        empty={t("sections.empty.outside")}
      >
        <OutsideTable w={words} rows={outside} caption={t("sections.outside")} />
      </Section>
      <Section
        id="without-sale"
        title={t("sections.withoutSale")}
        intro={t("sections.withoutSaleIntro")}
        count={rides.withoutSale}
        shown={SHOWN}
        words={words}
        empty={t("sections.empty.withoutSale")}
      >
        <WithoutSaleTable w={words} rows={withoutSale} caption={t("sections.withoutSale")} />
      </Section>
      <Section
        id="differences"
        title={t("sections.differences")}
        intro={t("sections.differencesIntro", { percent: DIFFERENCE_THRESHOLD.percent, unit })}
        count={rides.differences}
        shown={SHOWN}
        words={words}
        empty={t("sections.empty.differences")}
      >
        <DifferencesTable w={words} rows={differences} caption={t("sections.differences")} />
      </Section>
      <Section
        id="matched"
        title={t("sections.matched")}
        intro={t("sections.matchedIntro")}
        count={sales.matched}
        shown={SHOWN}
        words={words}
        empty={t("sections.empty.matched")}
      >
        <MatchedTable w={words} rows={matched} caption={t("sections.matched")} />
      </Section>
    </div>
  );
}
