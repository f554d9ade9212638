import "server-only";
import type { z } from "zod";
import { ActionError } from "@/lib/action-result";
import type { Db } from "@/lib/db";
import { requestersIfMayBookFor } from "@/lib/accounts/requesters";
import type { BookRide } from "@/lib/booking/book";
import { isEstimateExpired, ESTIMATE_TTL_MS } from "@/lib/booking/estimate";
import type { priceBasket } from "@/lib/booking/price-basket";
import { bookingSchemaFor, type bookingSchema, type whenSchema } from "@/lib/booking/schema";
import { messageRef } from "@/lib/i18n/message-ref";
import { priceToleranceOf, type BookingPolicy } from "@/lib/policy/rules";
import type { RowEstimate } from "./kinds";
import { intentIdFor } from "./row-key";
import { chooseProduct, rowEstimateOf, withinTolerance } from "./product-rule";
import { batchAgent, finishRow, findRow, takeRow, updateRowEstimate } from "./queries";

/** What the checks worked out a row's booking needs (event_rows.draft). */
export type RowDraft = Omit<z.input<typeof bookingSchema>, "intentId" | "estimate" | "when"> & {
  when: z.output<typeof whenSchema>;
  startAt: string | null;
  zone: string;
};

export type BookRowDeps = {
  estimate: typeof priceBasket;
  book: BookRide;
  policy: (db: Db) => Promise<BookingPolicy>;
};

export type BookRowOutcome =
  | { kind: "skipped"; status: string }
  | { kind: "booked"; bookingId: string }
  | { kind: "refused"; problem: string }
  | { kind: "uncertain"; bookingId: string | null }
  | { kind: "waiting_price"; estimate: RowEstimate };

/** An estimate this close to its five minutes is made again before booking, so it cannot expire on the way. */
const FRESH_MARGIN_MS = 30_000;

/**
 * Books one confirmed row of an event, under the intent its batch and content give it: a second run,
 * a re-upload or a restart claims the same intent, and gets the first booking back instead of a
 * second ride. An estimate past its five minutes is made again first; a price that rose past the
 * policy's tolerance waits for the agent. Throws only to be tried again (the provider was busy, or
 * the intent's first call is still under way).
 */
export async function bookRow(db: Db, deps: BookRowDeps, rowId: string, now = Date.now()): Promise<BookRowOutcome> {
  const found = await findRow(db, rowId);
  if (!found || (found.row.status !== "queued" && found.row.status !== "booking")) return { kind: "skipped", status: found?.row.status ?? "gone" };
  const row = await takeRow(db, rowId);
  if (!row) return { kind: "skipped", status: "taken" };
  const { batch } = found;
  const refuse = async (problem: string) => (await finishRow(db, rowId, { status: "refused", problem }), { kind: "refused" as const, problem });

  const user = await batchAgent(db, batch);
  if (!user) return refuse(messageRef("events.book.agentGone"));
  const draft = row.draft as RowDraft | null;
  if (!draft || !row.estimate) return refuse(messageRef("events.book.notChecked"));
  // Rights are asked again as each row is booked, as the booking form does: an admin may have taken one away since the check.
  if (!(await requestersIfMayBookFor(db, user, draft.requesterId))) return refuse(messageRef("events.book.notYourRequester"));
  const policy = await deps.policy(db);

  let estimate = row.estimate;
  if (isEstimateExpired(estimate.createdAt, now + FRESH_MARGIN_MS)) {
    const priced = await deps.estimate({ requesterId: draft.requesterId, stops: draft.stops.map((s) => s.loc as [number, number]), when: draft.when });
    const products = priced.products.map((p) => ({ id: p.id, name: p.name, price: p.price, eta: p.eta }));
    const chosen = chooseProduct(products, batch.productRule, batch.productName);
    if (!chosen) return refuse(messageRef("events.book.noProduct"));
    estimate = rowEstimateOf(chosen, products, priced.createdAt);
    if (!withinTolerance(row.confirmedPrice, estimate.price, priceToleranceOf(policy))) {
      await finishRow(db, rowId, { status: "waiting_price", estimate });
      return { kind: "waiting_price", estimate };
    }
    await updateRowEstimate(db, rowId, estimate);
  }

  const parsed = bookingSchemaFor(policy).safeParse({
    ...draft,
    // The checks keep a row without a label as null (EventBooking); the booking schema takes it as absent.
    labelSlug: draft.labelSlug ?? undefined,
    intentId: intentIdFor(batch.id, row.rowKey),
    estimate: { productId: estimate.productId, productName: estimate.productName, price: estimate.price, createdAt: estimate.createdAt, seal: "" },
  });
  // The policy changed since the check: the row is refused in the policy's words.
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? messageRef("events.book.notChecked"));

  try {
    const booked = await deps.book({ user, db }, parsed.data, {
      startAt: draft.startAt,
      zone: draft.zone,
      riderName: parsed.data.rider.kind === "guest" ? parsed.data.rider.name : "",
      event: { batchId: batch.id, group: row.groupName },
    });
    await finishRow(db, rowId, { status: "booked", bookingId: booked.bookingId });
    return { kind: "booked", bookingId: booked.bookingId };
  } catch (e) {
    if (e instanceof ActionError) {
      if (e.code === "uncertain") {
        await finishRow(db, rowId, { status: "uncertain", bookingId: e.bookingId ?? null, problem: e.message });
        return { kind: "uncertain", bookingId: e.bookingId ?? null };
      }
      // The intent's first call is still waiting for its answer: looked at again on the next try.
      if (e.code === "in_progress") throw e;
      if (e.code === "estimate_expired") {
        await updateRowEstimate(db, rowId, { ...estimate, createdAt: now - ESTIMATE_TTL_MS });
        throw e;
      }
      return refuse(e.message);
    }
    // Busy or failing (429, 5xx, no connection) before the ride existed: the intent may be claimed again on the next try.
    throw e;
  }
}
