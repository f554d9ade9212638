import "server-only";
import type { Db } from "@/lib/db";
import { guestUrlOf } from "@/lib/booking/guest-link";
import { findBookings, type BookingRow } from "@/lib/booking/queries";
import type { PlaceChoice } from "./checked-row";
import type { RowDraft } from "./book-row";
import type { BatchProgress, EventBatchStatus, EventRowStatus, ProductRule, SameRide } from "./kinds";
import type { EventBatchRow, EventRowRow } from "./queries";
import { rowsOf } from "./queries";
import { isLeftOut, totalsByCurrency } from "./summary";
import { headersByField, type ColumnMapping } from "./columns";
import { checkSpendBatch } from "@/lib/spend/check";
import { rideEnds, type Breach } from "@/lib/spend/rules";
import { localStartToDate } from "@/lib/booking/time";

export type Money = { amount: number; currency: string };

/** One row as the event's page shows it; errors and problems are message references or the provider's words. */
export type EventRowView = {
  id: string;
  rowNumber: number | null;
  group: string | null;
  status: EventRowStatus;
  cells: Record<string, string>;
  errors: Record<string, string>;
  choices: Record<string, PlaceChoice[]>;
  product: string | null;
  price: Money | null;
  /** The price the agent confirmed, for a row whose fresh price waits for the agent. */
  confirmedPrice: Money | null;
  problem: string | null;
  pickup: { loc: [number, number]; label: string } | null;
  /** The pickup on its own clock (the provider's start_at) and its zone, once checked; null startAt is as soon as possible. */
  when: { startAt: string | null; zone: string } | null;
  /** The ride booked for the row; pickupAt is when it starts (ISO), as the journeys board files it under a day. */
  booking: { id: string; guestUrl: string | null; state: string | null; endState: string | null; pickupAt: string } | null;
  /** The ride booked or waiting elsewhere that this row repeats, and whether the agent kept the row all the same. */
  sameAs: SameRide | null;
  keepSame: boolean;
  /** For a priced row outside the spend rules: what it breaks, and whether it will wait for an approver or be refused. */
  spend: { verdict: "refuse" | "approve" | "flag"; breaches: Breach[] } | null;
};

export type EventView = {
  batch: {
    id: string;
    name: string;
    status: EventBatchStatus;
    progress: BatchProgress | null;
    productRule: ProductRule;
    productName: string | null;
    fileName: string | null;
    createdAt: string;
    confirmedAt: string | null;
  };
  rows: EventRowView[];
  /** What confirming books: the priced rows' fares by currency, leaving out rows that repeat a ride booked elsewhere. */
  toConfirm: { currency: string; amount: number; rows: number }[];
  /** The priced rows left out as repeats, by currency: what keeping them all would add. */
  leftOut: { currency: string; amount: number; rows: number }[];
  /** The sheet's own header of each field, so a row's errors name the columns as the agent wrote them. */
  columns: Record<string, string>;
  /** The products the estimates offered, for the "named product" rule. */
  products: string[];
};

function rowView(r: EventRowRow, booking: BookingRow | undefined): EventRowView {
  const draft = r.draft as RowDraft | null;
  const first = draft?.stops[0];
  return {
    id: r.id,
    rowNumber: r.rowNumber,
    group: r.groupName,
    // A row booked into a ride held for approval (or declined) says so, from the ride's own state.
    status:
      r.status === "booked" && booking?.status === "awaiting_approval"
        ? "waiting_approval"
        : r.status === "booked" && booking?.status === "declined"
          ? "declined"
          : r.status,
    cells: r.cells,
    errors: r.errors,
    choices: r.choices as Record<string, PlaceChoice[]>,
    product: r.estimate?.productName ?? null,
    price: r.estimate?.price ?? null,
    confirmedPrice: r.confirmedPrice,
    problem: r.problem,
    pickup: first ? { loc: first.loc as [number, number], label: first.label } : null,
    when: draft ? { startAt: draft.startAt, zone: draft.zone } : null,
    booking: booking
      ? {
          id: booking.id,
          guestUrl: booking.guestToken ? guestUrlOf(booking.guestToken) : null,
          state: booking.journeyState,
          endState: booking.endState,
          pickupAt: booking.pickupAt.toISOString(),
        }
      : null,
    sameAs: r.sameAs ?? null,
    keepSame: r.keepSame,
    spend: null,
  };
}

/**
 * The priced rows checked against the spend rules together, in order, as they would be booked:
 * they share their budgets' room and their requesters' caps (lib/spend/check.ts checkSpendBatch).
 */
async function withSpend(db: Db, views: EventRowView[], rows: EventRowRow[]): Promise<EventRowView[]> {
  const priced = rows.flatMap((r, i) => {
    const draft = r.draft as RowDraft | null;
    const v = views[i]!;
    if (v.status !== "priced" || isLeftOut(v) || !draft || !r.estimate) return [];
    const pickupAt = draft.startAt ? (localStartToDate(draft.startAt, draft.zone) ?? new Date()) : new Date();
    return [
      {
        i,
        ride: {
          priceMinor: r.estimate.price?.amount ?? null,
          currency: r.estimate.price?.currency ?? null,
          productName: r.estimate.productName,
          requesterId: draft.requesterId,
          labelSlug: draft.labelSlug ?? null,
          pickupAt,
          zone: draft.zone,
          ...rideEnds(draft.stops),
        },
      },
    ];
  });
  if (!priced.length) return views;
  const checks = await checkSpendBatch(
    db,
    priced.map((p) => p.ride),
  );
  const out = [...views];
  priced.forEach((p, k) => {
    const c = checks[k]!;
    if (c.verdict !== "ok") out[p.i] = { ...out[p.i]!, spend: { verdict: c.verdict, breaches: c.breaches } };
  });
  return out;
}

/** An event as its page shows it, from our database only. */
export async function eventView(db: Db, batch: EventBatchRow): Promise<EventView> {
  const rows = await rowsOf(db, batch.id);
  const ids = rows.map((r) => r.bookingId).filter((id): id is string => !!id);
  const booked = await findBookings(db, ids);
  const byId = new Map(booked.map((b) => [b.id, b]));
  const views = await withSpend(
    db,
    rows.map((r) => rowView(r, r.bookingId ? byId.get(r.bookingId) : undefined)),
    rows,
  );
  const products = [...new Set(rows.flatMap((r) => r.estimate?.products.map((p) => p.name) ?? []))].sort((a, b) => a.localeCompare(b));
  return {
    batch: {
      id: batch.id,
      name: batch.name,
      status: batch.status,
      progress: batch.progress,
      productRule: batch.productRule,
      productName: batch.productName,
      fileName: batch.fileName,
      createdAt: batch.createdAt.toISOString(),
      confirmedAt: batch.confirmedAt?.toISOString() ?? null,
    },
    rows: views,
    toConfirm: totalsByCurrency(views.filter((v) => v.status === "priced" && v.price && !isLeftOut(v)).map((v) => v.price!)),
    leftOut: totalsByCurrency(views.filter((v) => v.status === "priced" && v.price && isLeftOut(v)).map((v) => v.price!)),
    columns: batch.sheet ? headersByField(batch.sheet.headers, batch.sheet.mapping as ColumnMapping) : {},
    products,
  };
}
