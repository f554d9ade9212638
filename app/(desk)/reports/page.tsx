import { getLocale, getTranslations } from "next-intl/server";
import { ReportView } from "@/app/(desk)/reports/_components/report-view";
import { requireUser } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { INTL_TAG } from "@/lib/locales";
import { knownLabels } from "@/lib/booking/correction-queries";
import { reportLines, reportRides, uncountedBookings, type ReportRide } from "@/lib/reports/queries";
import { env } from "@/lib/env";
import { reportPageSchema, type ReportPageQuery } from "@/lib/reports/filters";
import { resolvePeriod } from "@/lib/reports/periods";
import { rideState } from "@/lib/reports/ride-state";
import type { RideView } from "@/lib/reports/types";
import { approvalsReport } from "@/lib/reports/approvals-queries";

export async function generateMetadata() {
  const t = await getTranslations("reports");
  return { title: t("title") };
}

type Params = Record<string, string | string[] | undefined>;

/** The filters in the address; malformed ones fall back to the defaults, and the page says so. */
function parseFilters(params: Params): { query: ReportPageQuery; invalid: boolean } {
  const raw = Object.fromEntries(
    Object.entries(params)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])
      .filter(([, v]) => v),
  );
  const parsed = reportPageSchema.safeParse(raw);
  return parsed.success ? { query: parsed.data, invalid: false } : { query: reportPageSchema.parse({}), invalid: true };
}

/** A ride as the page shows it: the pickup on the pickup's clock, written as the reader's language writes it. */
function toView(r: ReportRide, companyZone: string, nowMs: number, tag: string): RideView {
  const zone = r.zone ?? companyZone;
  const final = r.totals?.priceTotal.currency === r.priceCurrency ? r.totals.priceTotal.amount : null;
  return {
    id: r.id,
    pickupLocal: new Intl.DateTimeFormat(tag, { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(r.pickupAt),
    pickupIso: r.pickupAt.toISOString(),
    zone,
    riderName: r.riderName,
    requester: r.requesterName ?? r.requesterId,
    agent: r.agentName ?? r.agentEmail,
    route: `${r.pickupLabel} → ${r.destinationLabel}`,
    currency: r.priceCurrency,
    estimated: r.priceAmount,
    final,
    state: rideState({ state: r.journeyState, endState: r.endState, startAt: r.startAt, pickupAt: r.pickupAt }, nowMs),
    labelSlug: r.labelSlug,
    labelName: r.labelName,
    reason: r.reason,
    corrected: r.corrected,
    outsideRules: r.outsideRules,
  };
}

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const user = await requireUser();
  const { query, invalid } = parseFilters(await searchParams);
  const zone = env().companyTimeZone;
  const now = new Date();
  const period = resolvePeriod(query, now, zone);
  const scope = { viewer: { id: user.id, role: user.role }, start: period.start, end: period.end };
  const tag = INTL_TAG[await getLocale()];
  const database = await db();
  const [lines, uncounted, rides, labels, approvals] = await Promise.all([
    reportLines(database, { ...scope, group: query.group, zone }),
    uncountedBookings(database, scope),
    reportRides(database, { ...scope, page: query.page }),
    user.role === "admin" ? knownLabels(database) : Promise.resolve([]),
    approvalsReport(database, scope),
  ]);
  return (
    <ReportView
      query={query}
      invalidFilters={invalid}
      period={{ from: period.from, to: period.to }}
      zone={zone}
      lines={lines}
      uncounted={uncounted}
      rides={{ rows: rides.rides.map((r) => toView(r, zone, now.getTime(), tag)), total: rides.total, perPage: rides.perPage, page: query.page }}
      isAdmin={user.role === "admin"}
      labels={labels}
      approvals={approvals}
    />
  );
}
