import "server-only";
import { and, desc, eq, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { ReportGroup } from "./filters";
import type { ReportLine } from "./types";
import type { Db } from "@/lib/db/client";
import { agentRequesters, bookings, labels, requesters, users } from "@/lib/db/schema";
import type { Role } from "@/lib/roles";
import { invoicedMinor } from "@/lib/sales/report-sql";

/** Who is reading a report: admins see every booking, agents their requesters' and their own. */
export type Viewer = { id: string; role: Role };

/** The range and the viewer every report query is bounded by. */
export type ReportScope = { viewer: Viewer; start: Date; end: Date };

/** The visibility rule of lib/journeys/access.ts, in SQL, so that no row outside it is ever read. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  return or(
    eq(bookings.createdBy, viewer.id),
    sql`${bookings.requesterId} in (select ${agentRequesters.requesterId} from ${agentRequesters} where ${agentRequesters.userId} = ${viewer.id})`,
  );
}

/** Booked rides whose pickup falls in the range; uncertain and failed bookings are never counted. */
export function scopeWhere(scope: ReportScope, ...more: (SQL | undefined)[]): SQL {
  return and(eq(bookings.status, "booked"), gte(bookings.pickupAt, scope.start), lt(bookings.pickupAt, scope.end), visibleTo(scope.viewer), ...more)!;
}

const CANCELLED = ["rider cancel", "driver cancel", "no show"];
const isCancelled = sql`${bookings.endState} in (${sql.join(
  CANCELLED.map((s) => sql`${s}`),
  sql`, `,
)})`;
const isNotFound = sql`${bookings.endState} = 'not found'`;
/** Rides that count towards spend: neither cancelled nor left without a driver. */
const counts = sql`coalesce(${bookings.endState}, '') not in ('rider cancel', 'driver cancel', 'no show', 'not found')`;
const finalTotal = sql`${bookings.totals} -> 'priceTotal'`;
/** A final price in the estimate's currency; another currency could not be compared with it. */
const hasFinal = sql`${counts} and ${finalTotal} is not null and ${finalTotal} ->> 'currency' = ${bookings.priceCurrency}`;
/** What the ride service invoiced for a ride, in the ride's currency; null until its sale comes. */
const invoiced = invoicedMinor(bookings.id, bookings.priceCurrency);
/** Rides the spend rules let through with a mark ("allow and mark in reports"). */
const isOutsideRules = sql`jsonb_array_length(${bookings.policyFlags}) > 0`;
/** The rules a ride was let through outside of, as their ids ("maxPrice", "products"…), in order and once each. */
export const outsideRulesOf = sql<
  string[]
>`(select coalesce(jsonb_agg(distinct f ->> 'rule'), '[]'::jsonb) from jsonb_array_elements(${bookings.policyFlags}) f)`;
export const isCorrected = sql<boolean>`exists (select 1 from booking_corrections c where c.booking_id = ${bookings.id})`;

const requesterName = sql<string | null>`nullif(trim(${requesters.name} || ' ' || ${requesters.surname}), '')`;

/** The key and the person-facing name of each grouping. */
function groupOf(group: ReportGroup, zone: string): { key: SQL<string | null>; name: SQL<string | null> } {
  switch (group) {
    case "label":
      return { key: sql`${bookings.reportLabelSlug}`, name: sql`${labels.name}` };
    case "reason":
      return { key: sql`${bookings.reportReason}`, name: sql`${bookings.reportReason}` };
    case "requester":
      return { key: sql`${bookings.requesterId}`, name: requesterName };
    case "agent":
      return { key: sql`${bookings.createdBy}::text`, name: sql`${users.name}` };
    case "month": {
      const month = sql<string>`to_char(${bookings.pickupAt} at time zone ${zone}, 'YYYY-MM')`;
      return { key: month, name: month };
    }
  }
}

export type { ReportLine };

const num = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::float8`.mapWith(Number);

/**
 * Rides and spend by the chosen grouping and by currency: amounts of different currencies are
 * never added together. Largest spend first.
 */
export async function reportLines(db: Db, scope: ReportScope & { group: ReportGroup; zone: string }): Promise<ReportLine[]> {
  const g = groupOf(scope.group, scope.zone);
  const rows = await db
    .select({
      key: g.key,
      name: g.name,
      currency: bookings.priceCurrency,
      rides: num(sql`count(*) filter (where ${counts})`),
      estimated: num(sql`sum(${bookings.priceAmount}) filter (where ${counts})`),
      finalRides: num(sql`count(*) filter (where ${hasFinal})`),
      estimatedWithFinal: num(sql`sum(${bookings.priceAmount}) filter (where ${hasFinal})`),
      final: num(sql`sum((${finalTotal} ->> 'amount')::bigint) filter (where ${hasFinal})`),
      // Every booked ride's sales, a cancelled one's too: a cancellation fee is invoiced.
      invoicedRides: num(sql`count(*) filter (where ${invoiced} is not null)`),
      invoiced: num(sql`sum(${invoiced})`),
      cancelled: num(sql`count(*) filter (where ${isCancelled})`),
      notFound: num(sql`count(*) filter (where ${isNotFound})`),
      corrected: num(sql`count(*) filter (where ${isCorrected})`),
      outsideRules: num(sql`count(*) filter (where ${isOutsideRules})`),
    })
    .from(bookings)
    .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .leftJoin(users, eq(users.id, bookings.createdBy))
    .where(scopeWhere(scope))
    // By position: the month's expression carries the zone as a parameter, and PostgreSQL would not
    // see two copies of it as the same expression.
    .groupBy(sql`1`, sql`2`, sql`3`)
    .orderBy(scope.group === "month" ? sql`1` : desc(sql`coalesce(sum(${bookings.priceAmount}) filter (where ${counts}), 0)`), sql`1`, sql`3`);
  return rows;
}

/** Bookings in the range that are not counted: the provider refused them, or never said whether it booked them. */
export async function uncountedBookings(db: Db, scope: ReportScope): Promise<number> {
  const [row] = await db
    .select({ n: num(sql`count(*)`) })
    .from(bookings)
    .where(and(ne(bookings.status, "booked"), gte(bookings.pickupAt, scope.start), lt(bookings.pickupAt, scope.end), visibleTo(scope.viewer)));
  return row?.n ?? 0;
}

/** The columns a ride is shown and exported with. */
export const rideColumns = {
  id: bookings.id,
  pickupAt: bookings.pickupAt,
  zone: bookings.zone,
  journeyId: bookings.journeyId,
  riderName: bookings.riderName,
  requesterId: bookings.requesterId,
  requesterName,
  agentName: users.name,
  agentEmail: users.email,
  pickupLabel: bookings.pickupLabel,
  destinationLabel: bookings.destinationLabel,
  priceAmount: bookings.priceAmount,
  priceCurrency: bookings.priceCurrency,
  totals: bookings.totals,
  journeyState: bookings.journeyState,
  endState: bookings.endState,
  startAt: bookings.startAt,
  labelSlug: bookings.reportLabelSlug,
  labelName: labels.name,
  originalLabelSlug: bookings.labelSlug,
  reason: bookings.reportReason,
  originalReason: bookings.reason,
  corrected: isCorrected,
  outsideRules: outsideRulesOf,
};

export type ReportRide = Awaited<ReturnType<typeof reportRides>>["rides"][number];

export const RIDES_PER_PAGE = 25;

/** One page of the rides behind the figures, newest pickup first, and how many there are. */
export async function reportRides(db: Db, scope: ReportScope & { page: number; perPage?: number }) {
  const perPage = scope.perPage ?? RIDES_PER_PAGE;
  const where = scopeWhere(scope);
  const [rides, [total]] = await Promise.all([
    db
      .select(rideColumns)
      .from(bookings)
      .leftJoin(labels, eq(labels.slug, bookings.reportLabelSlug))
      .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
      .leftJoin(users, eq(users.id, bookings.createdBy))
      .where(where)
      .orderBy(desc(bookings.pickupAt), desc(bookings.id))
      .limit(perPage)
      .offset((scope.page - 1) * perPage),
    db
      .select({ n: num(sql`count(*)`) })
      .from(bookings)
      .where(where),
  ]);
  return { rides, total: total?.n ?? 0, perPage };
}
