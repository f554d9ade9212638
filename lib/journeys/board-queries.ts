import "server-only";
import { and, asc, desc, eq, gte, ilike, inArray, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { attentionProblem } from "@/lib/booking/attention";
import { BOARD_PAGE_SIZE, dayOf, decodeCursor, encodeCursor, nextDay, startOfDay, type BoardQuery, type BoardRow, type StateFilter } from "./board";
import { needsAttention } from "@/lib/booking/attention-queries";
import { COMPLETED_STATES, WITH_DRIVER_STATES } from "@/lib/booking/states";
import type { Db } from "@/lib/db/client";
import { agentRequesters, bookings, labels, requesters, users } from "@/lib/db/schema";
import type { Role } from "@/lib/roles";

export type Viewer = { id: string; role: Role };

/** Who may see a booking, in SQL (as lib/journeys/access.ts): admins all; agents their requesters' and their own. */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  const mine = sql`${bookings.requesterId} in (select ${agentRequesters.requesterId} from ${agentRequesters} where ${agentRequesters.userId} = ${viewer.id})`;
  return or(eq(bookings.createdBy, viewer.id), mine);
}

const state = bookings.journeyState;
const end = sql`coalesce(${bookings.endState}, ${bookings.journeyState})`;

const STATE_CONDITIONS: Record<StateFilter, SQL> = {
  waiting: and(eq(bookings.status, "booked"), or(isNull(state), eq(state, "hire")), isNull(bookings.endState))!,
  driver: and(eq(bookings.status, "booked"), inArray(state, [...WITH_DRIVER_STATES]), isNull(bookings.endState))!,
  completed: and(eq(bookings.status, "booked"), or(eq(bookings.endState, "drop off"), and(isNull(bookings.endState), inArray(state, [...COMPLETED_STATES]))))!,
  cancelled: and(eq(bookings.status, "booked"), sql`${end} like '%cancel'`)!,
  "not-found": and(eq(bookings.status, "booked"), sql`${end} = 'not found'`)!,
  "no-show": and(eq(bookings.status, "booked"), sql`${end} = 'no show'`)!,
  uncertain: eq(bookings.status, "uncertain"),
  failed: eq(bookings.status, "failed"),
};

/** The digits of a phone search ("+34 600 11" → "3460011"); null when it is not one. */
const phoneDigits = (q: string) => (/^[+\d\s().-]+$/.test(q) && /\d{3,}/.test(q.replace(/\D/g, "")) ? q.replace(/\D/g, "") : null);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of a tab and its filters, without the position in the list. */
export function boardConditions(viewer: Viewer, q: BoardQuery, nowMs: number): (SQL | undefined)[] {
  const { today, tomorrow } = dayOf(nowMs, q.tz);
  const tab = {
    today: and(gte(bookings.pickupAt, startOfDay(today, q.tz)), lt(bookings.pickupAt, startOfDay(tomorrow, q.tz))),
    upcoming: gte(bookings.pickupAt, startOfDay(tomorrow, q.tz)),
    past: lt(bookings.pickupAt, startOfDay(today, q.tz)),
    attention: needsAttention,
  }[q.tab];
  const digits = q.q ? phoneDigits(q.q) : null;
  return [
    visibleTo(viewer),
    // A booking still being made is shown at once, as being booked: one whose answer was lost stays so until it turns uncertain.
    tab,
    q.state ? STATE_CONDITIONS[q.state] : undefined,
    q.requester ? eq(bookings.requesterId, q.requester) : undefined,
    q.label ? eq(sql`coalesce(${bookings.reportLabelSlug}, ${bookings.labelSlug})`, q.label) : undefined,
    q.event ? eq(bookings.eventBatchId, q.event) : undefined,
    q.group ? eq(bookings.eventGroup, q.group) : undefined,
    q.agent ? eq(bookings.createdBy, q.agent) : undefined,
    q.from ? gte(bookings.pickupAt, startOfDay(q.from, q.tz)) : undefined,
    q.to ? lt(bookings.pickupAt, startOfDay(nextDay(q.to), q.tz)) : undefined,
    q.q ? or(ilike(bookings.riderName, `%${escapeLike(q.q)}%`), digits ? like(bookings.riderPhone, `%${digits}%`) : undefined) : undefined,
  ];
}

/** What a row needs, and no more: the request as sent and the driver's path stay in the database. */
const ROW_COLUMNS = {
  id: bookings.id,
  journeyId: bookings.journeyId,
  status: bookings.status,
  pickupAt: bookings.pickupAt,
  startAt: bookings.startAt,
  zone: bookings.zone,
  riderName: bookings.riderName,
  riderPhone: bookings.riderPhone,
  requesterId: bookings.requesterId,
  pickupLabel: bookings.pickupLabel,
  destinationLabel: bookings.destinationLabel,
  stopCount: bookings.stopCount,
  productName: bookings.productName,
  labelSlug: bookings.labelSlug,
  eventGroup: bookings.eventGroup,
  reportLabelSlug: bookings.reportLabelSlug,
  journeyState: bookings.journeyState,
  endState: bookings.endState,
  journeyReadAt: bookings.journeyReadAt,
  journeyCheckedAt: bookings.journeyCheckedAt,
  journeySettled: bookings.journeySettled,
  priceAmount: bookings.priceAmount,
  priceCurrency: bookings.priceCurrency,
  totals: bookings.totals,
  attentionResolvedAt: bookings.attentionResolvedAt,
  attentionResolution: bookings.attentionResolution,
  readyUntil: bookings.readyUntil,
  driverName: sql<string | null>`${bookings.driver} ->> 'name'`,
  vehicleName: sql<string | null>`${bookings.vehicle} ->> 'name'`,
  plate: sql<string | null>`${bookings.vehicle} ->> 'plate'`,
  vehicleColor: sql<string | null>`${bookings.vehicle} ->> 'color'`,
  errorMessage: sql<string | null>`${bookings.error} ->> 'message'`,
};

/** Who settled a booking's problem. */
const resolver = alias(users, "resolver");

/** Past and attention read newest first; today and upcoming in the order the rides happen. */
const newestFirst = (q: BoardQuery) => q.tab === "past" || q.tab === "attention";

/**
 * One page of the board, keyset-paged on (pickupAt, id) so that page 400 costs what page 1 does
 * (the bookings_pickup_at index); a cursor is the last row's position.
 */
export async function boardPage(
  db: Db,
  viewer: Viewer,
  q: BoardQuery,
  nowMs = Date.now(),
  size = BOARD_PAGE_SIZE,
): Promise<{ rows: BoardRow[]; nextCursor: string | null }> {
  const back = newestFirst(q);
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const position = after
    ? back
      ? sql`(${bookings.pickupAt}, ${bookings.id}) < (${after.pickupAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : sql`(${bookings.pickupAt}, ${bookings.id}) > (${after.pickupAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const order = back ? [desc(bookings.pickupAt), desc(bookings.id)] : [asc(bookings.pickupAt), asc(bookings.id)];
  const found = await db
    .select({
      b: ROW_COLUMNS,
      requesterName: requesters.name,
      requesterSurname: requesters.surname,
      requesterEmail: requesters.email,
      agentName: users.name,
      resolverName: resolver.name,
    })
    .from(bookings)
    .leftJoin(requesters, eq(requesters.id, bookings.requesterId))
    .leftJoin(users, eq(users.id, bookings.createdBy))
    .leftJoin(resolver, eq(resolver.id, bookings.attentionResolvedBy))
    .where(and(...boardConditions(viewer, q, nowMs), position))
    .orderBy(...order)
    .limit(size + 1);
  const rows = found.slice(0, size).map(({ b, requesterName, requesterSurname, requesterEmail, agentName, resolverName }): BoardRow => ({
    id: b.id,
    journeyId: b.journeyId,
    status: b.status,
    pickupAt: b.pickupAt.toISOString(),
    startAt: b.startAt,
    zone: b.zone,
    riderName: b.riderName,
    riderPhone: b.riderPhone,
    requester: requesterName ? [requesterName, requesterSurname].filter(Boolean).join(" ") : (requesterEmail ?? b.requesterId),
    agent: agentName,
    pickupLabel: b.pickupLabel,
    destinationLabel: b.destinationLabel,
    stopCount: b.stopCount,
    productName: b.productName,
    labelSlug: b.reportLabelSlug ?? b.labelSlug,
    eventGroup: b.eventGroup,
    state: b.journeyState,
    endState: b.endState,
    readAt: b.journeyReadAt?.toISOString() ?? null,
    checkedAt: b.journeyCheckedAt?.toISOString() ?? null,
    following: b.status === "booked" && !b.journeySettled,
    driver: b.driverName ? { name: b.driverName } : null,
    vehicle: b.plate ? { name: b.vehicleName ?? "", plate: b.plate, color: b.vehicleColor ?? "" } : null,
    estimate: b.priceAmount !== null && b.priceCurrency ? { amount: b.priceAmount, currency: b.priceCurrency } : null,
    totals: b.totals,
    attention: attentionProblem(b),
    problem: b.status === "failed" || b.status === "uncertain" ? (b.errorMessage ?? null) : null,
    readyUntil: b.readyUntil?.toISOString() ?? null,
    settlement:
      b.attentionResolvedAt && b.attentionResolution ? { how: b.attentionResolution, by: resolverName, at: b.attentionResolvedAt.toISOString() } : null,
  }));
  const last = rows.at(-1);
  return { rows, nextCursor: found.length > size && last ? encodeCursor(last.pickupAt, last.id) : null };
}

export type BoardCounts = { attention: number; stale: number; oldestReadAt: Date | null };

/**
 * In one pass over the bookings the viewer may see: how many need attention (the count on the
 * tab), and the journeys under way (or about to be) whose last successful read is older than their
 * schedule allows, which means the refresh job is behind on them: `readBefore` for a ride under
 * way, `settlingReadBefore` for one after drop off, read slowly by design until the provider closes
 * it. Reservations further off than `dueBefore` are read slowly on purpose and do not count.
 */
export async function boardCounts(
  db: Db,
  viewer: Viewer,
  { readBefore, settlingReadBefore, dueBefore }: { readBefore: Date; settlingReadBefore: Date; dueBefore: Date },
): Promise<BoardCounts> {
  const lastRead = sql`coalesce(${bookings.journeyReadAt}, ${bookings.createdAt})`;
  // As nextReadIn() schedules it: dropped off and not yet terminated (a terminated ride is read once more, soon).
  const settling = sql`(${bookings.journeyState} is distinct from 'terminated' and coalesce(${bookings.endState}, ${bookings.journeyState}, '') = 'drop off')`;
  const overdue = or(and(settling, lt(lastRead, settlingReadBefore)), and(sql`not ${settling}`, lt(lastRead, readBefore)));
  const stale = and(eq(bookings.status, "booked"), eq(bookings.journeySettled, false), lt(bookings.pickupAt, dueBefore), overdue);
  const [row] = await db
    .select({
      attention: sql<number>`count(*) filter (where ${needsAttention})`.mapWith(Number),
      stale: sql<number>`count(*) filter (where ${stale})`.mapWith(Number),
      oldest: sql<string | null>`min(${lastRead}) filter (where ${stale})`,
    })
    .from(bookings)
    .where(visibleTo(viewer));
  return { attention: row?.attention ?? 0, stale: row?.stale ?? 0, oldestReadAt: row?.oldest ? new Date(row.oldest) : null };
}

/** The company's labels, and any other label on bookings the viewer may see, for the label filter. */
export async function boardLabels(db: Db, viewer: Viewer): Promise<{ slug: string; name: string }[]> {
  const slug = sql<string>`coalesce(${bookings.reportLabelSlug}, ${bookings.labelSlug})`;
  const [known, used] = await Promise.all([
    db.select({ slug: labels.slug, name: labels.name }).from(labels).orderBy(asc(labels.name)),
    db
      .selectDistinct({ slug })
      .from(bookings)
      .where(and(visibleTo(viewer), sql`${slug} is not null`))
      .orderBy(slug)
      .limit(200),
  ]);
  const slugs = new Set(known.map((l) => l.slug));
  return [...known, ...used.filter((u) => !slugs.has(u.slug)).map((u) => ({ slug: u.slug, name: u.slug }))];
}
