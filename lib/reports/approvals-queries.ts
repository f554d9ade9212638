import "server-only";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { approvals, bookings, users } from "@/lib/db/schema";
import type { ReportScope } from "./queries";
import { visibleTo } from "./queries";

/** How approvals went in a period, by who answered: how many, how fast, and the nos. A fallback at a deadline is its own line. */
export type ApproverLine = {
  approverId: string | null;
  approver: string | null;
  answered: number;
  approved: number;
  declined: number;
  medianMinutes: number | null;
};
export type DeclinedRide = { bookingId: string; riderName: string; pickupAt: string; approver: string | null; note: string | null; byFallback: boolean };
export type ApprovalsReport = { asked: number; waiting: number; lines: ApproverLine[]; declined: DeclinedRide[] };

const num = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::int`.mapWith(Number);

/**
 * The approvals of the rides whose pickup falls in the period (as every report is bounded), as the
 * viewer may see them: asked, still waiting, each approver's answers with their median time to
 * answer, and the last nos with their notes.
 */
export async function approvalsReport(db: Db, scope: ReportScope): Promise<ApprovalsReport> {
  const inScope = and(gte(bookings.pickupAt, scope.start), lt(bookings.pickupAt, scope.end), visibleTo(scope.viewer));
  const [totals] = await db
    .select({ asked: num(sql`count(*)`), waiting: num(sql`count(*) filter (where ${approvals.status} = 'pending')`) })
    .from(approvals)
    .innerJoin(bookings, eq(bookings.id, approvals.bookingId))
    .where(inScope);
  const lines = await db
    .select({
      approverId: approvals.decidedBy,
      approver: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      answered: num(sql`count(*)`),
      approved: num(sql`count(*) filter (where ${approvals.status} = 'approved')`),
      declined: num(sql`count(*) filter (where ${approvals.status} in ('declined', 'expired') and ${bookings.status} = 'declined')`),
      medianMinutes: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by extract(epoch from ${approvals.decidedAt} - ${approvals.createdAt})) / 60)::numeric, 1)::float8`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(approvals)
    .innerJoin(bookings, eq(bookings.id, approvals.bookingId))
    .leftJoin(users, eq(users.id, approvals.decidedBy))
    .where(and(inScope, inArray(approvals.status, ["approved", "declined", "expired"])))
    .groupBy(approvals.decidedBy, users.name, users.email)
    .orderBy(desc(sql`count(*)`));
  const declined = await db
    .select({
      bookingId: bookings.id,
      riderName: bookings.riderName,
      pickupAt: bookings.pickupAt,
      approver: sql<string | null>`coalesce(${users.name}, ${users.email})`,
      note: approvals.note,
      status: approvals.status,
    })
    .from(approvals)
    .innerJoin(bookings, eq(bookings.id, approvals.bookingId))
    .leftJoin(users, eq(users.id, approvals.decidedBy))
    .where(and(inScope, eq(bookings.status, "declined")))
    .orderBy(desc(approvals.decidedAt))
    .limit(20);
  return {
    asked: totals?.asked ?? 0,
    waiting: totals?.waiting ?? 0,
    lines,
    declined: declined.map((d) => ({
      bookingId: d.bookingId,
      riderName: d.riderName,
      pickupAt: d.pickupAt.toISOString(),
      approver: d.approver,
      note: d.note,
      byFallback: d.status === "expired",
    })),
  };
}
