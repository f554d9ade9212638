import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { LocalTime } from "@/components/ui/local-time";
import { requireSignedIn } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { INTL_TAG, isLocale } from "@/lib/locales";
import { formatMoney } from "@/lib/money";
import { approvalsFor } from "@/lib/spend/approvals-queries";
import { TimeLeft } from "./_components/time-left";

export async function generateMetadata() {
  const t = await getTranslations("approvals.list");
  return { title: t("title") };
}

type Row = Awaited<ReturnType<typeof approvalsFor>>[number];

/** The approvals this person answers: those waiting first, soonest deadline first, with the time left; then the last answered. */
export default async function ApprovalsPage() {
  const user = await requireSignedIn();
  const t = await getTranslations("approvals.list");
  const locale = await getLocale();
  const tag = INTL_TAG[isLocale(locale) ? locale : "en"];
  const rows = await approvalsFor(await db(), user);
  const pending = rows.filter((r) => r.approval.status === "pending");
  const answered = rows.filter((r) => r.approval.status !== "pending");

  const item = (r: Row) => {
    return (
      <li key={r.approval.id} className="rounded-lg border border-slate-200 bg-white p-4">
        <Link href={`/approvals/${r.approval.id}`} className="font-medium text-brand-700 hover:underline">
          {t("ride", { rider: r.booking.riderName, pickup: r.booking.pickupLabel, destination: r.booking.destinationLabel })}
        </Link>
        <p className="mt-1 text-sm text-slate-600">
          {[
            r.booking.productName,
            r.approval.priceMinor !== null && r.approval.currency ? formatMoney(r.approval.priceMinor, r.approval.currency, tag) : null,
            r.booking.labelSlug,
            r.requester ? t("askedBy", { name: r.requester.name || r.requester.email }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="mt-1 text-sm">
          {r.approval.status === "pending" ? (
            <>
              {t.rich("due", { time: () => <LocalTime iso={r.approval.dueAt.toISOString()} /> })} <TimeLeft dueAt={r.approval.dueAt.toISOString()} />
            </>
          ) : (
            <span className="font-medium">{t(`status.${r.approval.status}`)}</span>
          )}
        </p>
      </li>
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} intro={t("intro")} />
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{t("empty")}</p>
      ) : (
        <>
          <section aria-labelledby="pending-title" className="space-y-3">
            <h2 id="pending-title" className="text-lg font-semibold">
              {t("pending")}
            </h2>
            {pending.length ? (
              <ul className="space-y-3" data-testid="pending-approvals">
                {pending.map(item)}
              </ul>
            ) : (
              <p className="text-slate-600">{t("nonePending")}</p>
            )}
          </section>
          {answered.length > 0 && (
            <section aria-labelledby="answered-title" className="space-y-3">
              <h2 id="answered-title" className="text-lg font-semibold">
                {t("answered")}
              </h2>
              <ul className="space-y-3">{answered.map(item)}</ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
