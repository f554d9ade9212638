import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { Cell, HeaderCell, RowHeader, Table, TableBody, TableFrame, TableHead } from "@/components/ui/table";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { INTL_TAG, type Locale } from "@/lib/locales";
import { listSeriesFor } from "@/lib/series/list-queries";

export async function generateMetadata() {
  const t = await getTranslations("series.list");
  return { title: t("title") };
}

/** The rides that repeat the person may see, newest first, each with how its days stand. */
export default async function SeriesListPage() {
  const user = await requireUser();
  const [rows, t, locale] = await Promise.all([listSeriesFor(await db(), user), getTranslations("series"), getLocale()]);
  const tag = INTL_TAG[locale as Locale];
  // 1 January 2024 was a Monday.
  const weekday = (iso: number) => new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2024, 0, iso));
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/journeys" className="text-brand-700 hover:underline">
          {t("page.back")}
        </Link>
      </p>
      <PageHeader title={t("list.title")} intro={t("list.intro")} />
      <TableFrame bordered>
        <Table caption={t("list.caption")}>
          <TableHead>
            <HeaderCell>{t("list.guest")}</HeaderCell>
            <HeaderCell>{t("list.when")}</HeaderCell>
            <HeaderCell>{t("list.days")}</HeaderCell>
            <HeaderCell>{t("page.state")}</HeaderCell>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <tr>
                <Cell colSpan={4} className="text-slate-500">
                  {t("list.none")}
                </Cell>
              </tr>
            )}
            {rows.map((s) => (
              <tr key={s.id} data-testid="series-row">
                <RowHeader>
                  <Link href={`/journeys/series/${s.id}`} className="font-medium text-brand-700 hover:underline">
                    {s.riderName ? <span translate="no">{s.riderName}</span> : t("alert.guest")}
                  </Link>
                  <span className="block text-xs text-slate-600">{t("page.route", { pickup: s.pickupLabel, destination: s.destinationLabel })}</span>
                </RowHeader>
                <Cell>{t("list.schedule", { days: s.weekdays.map(weekday).join(", "), time: s.time })}</Cell>
                <Cell>{t("list.counts", { booked: s.booked, planned: s.planned, failed: s.failed })}</Cell>
                <Cell>{t(`list.status.${s.status}`)}</Cell>
              </tr>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </div>
  );
}
