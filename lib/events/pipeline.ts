import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/lib/db";
import { messageRef } from "@/lib/i18n/message-ref";
import type { BookingPolicy } from "@/lib/policy/rules";
import { applyMapping, type ColumnMapping } from "./columns";
import { checkRows, choiceKey, type CheckContext, type CheckedRow, type PlaceChoice, type PlaceField } from "./check-row";
import { estimateBaskets, type EstimateQueueOptions, type EventBasket } from "./estimate-queue";
import { STOP_FIELDS } from "./fields";
import { chooseProduct, rowEstimateOf } from "./product-rule";
import {
  batchAgent,
  findBatch,
  rowsOf,
  settledStatus,
  rowsToPrice,
  saveCheckedRows,
  savePrice,
  setBatchProgress,
  setBatchStatus,
  type CheckedEventRow,
} from "./queries";
import type { RowDraft } from "./book-row";
import { markSameRides } from "./same-rides";

const PLACE_FIELDS: PlaceField[] = ["pickup", ...STOP_FIELDS, "destination"];

export type PipelineDeps = {
  policy: (db: Db) => Promise<BookingPolicy>;
  /** The geocoder and hub lookups of the checks, and the estimate of the queue; the app's own unless a test gives others. */
  check?: Pick<CheckContext, "geocode" | "hubAt">;
  estimate?: EstimateQueueOptions["estimate"];
  now?: () => number;
};

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * The keys rows are saved under: a checked ride's own key; a row the sheet repeats, or one too broken
 * to have a ride, a key of its place in the sheet and its cells, so it can be shown with its errors.
 */
function keysOf(checked: readonly CheckedRow[], cells: readonly Record<string, string>[]): string[] {
  const seen = new Set<string>();
  return checked.map((c, i) => {
    const own = c.rowKey && !seen.has(c.rowKey) ? c.rowKey : `row:${c.rowNumber}:${digest(JSON.stringify(cells[i]))}`;
    seen.add(own);
    return own;
  });
}

const ROW_STATUS: Record<CheckedRow["status"], CheckedEventRow["status"]> = { ok: "ready", invalid: "invalid", needs_choice: "needs_choice" };

/**
 * Checks a batch's sheet with the agent's picks, saves its rows (keeping those already on their way,
 * and prices still good), then prices the rows that need it. Run by the check job; safe to run again.
 */
export async function checkBatch(db: Db, batchId: string, deps: PipelineDeps): Promise<{ rows: number } | null> {
  const batch = await findBatch(db, batchId);
  if (!batch?.sheet || batch.status !== "checking") return null;
  const user = await batchAgent(db, batch);
  if (!user) return null;
  const { sheet } = batch;
  const rows = applyMapping(
    sheet.rows.map((r) => r.cells),
    sheet.mapping as ColumnMapping,
    sheet.rows.map((r) => r.rowNumber),
  );
  const picks = batch.picks as Record<string, PlaceChoice>;
  const chosen = new Map<string, PlaceChoice>();
  for (const row of rows) {
    for (const field of PLACE_FIELDS) {
      const typed = row.cells[field];
      if (typed && picks[typed]) chosen.set(choiceKey(row.rowNumber, field), picks[typed]);
    }
  }
  const checked = await checkRows(rows, {
    db,
    user,
    policy: await deps.policy(db),
    now: (deps.now ?? Date.now)(),
    locale: user.locale ?? undefined,
    chosen,
    ...deps.check,
  });
  const cells = rows.map((r) => r.cells as Record<string, string>);
  const keys = keysOf(checked, cells);
  await saveCheckedRows(
    db,
    batchId,
    checked.map((c, i) => ({
      rowKey: keys[i]!,
      rowNumber: c.rowNumber,
      groupName: c.booking?.group ?? cells[i]!.group?.trim() ?? null,
      cells: cells[i]!,
      draft: c.booking as unknown as Record<string, unknown> | null,
      errors: c.errors as Record<string, string>,
      choices: c.choices as Record<string, unknown[]>,
      basketKey: c.basketKey,
      status: ROW_STATUS[c.status],
    })),
  );
  await priceBatch(db, batchId, deps);
  return { rows: checked.length };
}

/**
 * Estimates the rows waiting for a price, one provider call per distinct basket through the queue
 * that keeps to the provider's rate limits, and picks each row's product by the batch's rule.
 */
export async function priceBatch(db: Db, batchId: string, deps: PipelineDeps) {
  const batch = await findBatch(db, batchId);
  if (!batch) return;
  const rows = await rowsToPrice(db, batchId);
  const baskets = new Map<string, EventBasket>();
  for (const row of rows) {
    const draft = row.draft as RowDraft | null;
    if (!draft || !row.basketKey || baskets.has(row.basketKey)) continue;
    baskets.set(row.basketKey, {
      key: row.basketKey,
      requesterId: draft.requesterId,
      stops: draft.stops.map((s) => s.loc as [number, number]),
      when: draft.when,
    });
  }
  let reported = 0;
  const results = await estimateBaskets([...baskets.values()], {
    ...(deps.estimate ? { estimate: deps.estimate } : {}),
    onProgress: (done, total) => {
      // A write every tenth of the way, and the last: the page polls it.
      if (done === total || done - reported >= Math.max(1, Math.ceil(total / 10))) {
        reported = done;
        void setBatchProgress(db, batchId, { done, total }).catch(() => undefined);
      }
    },
  });
  for (const row of rows) {
    const outcome = row.basketKey ? results.get(row.basketKey) : undefined;
    if (!outcome) continue;
    if (!outcome.ok) {
      await savePrice(db, row.id, { problem: outcome.error.message });
      continue;
    }
    const products = outcome.products.map((p) => ({ id: p.id, name: p.name, price: p.price, eta: p.eta }));
    const chosen = chooseProduct(products, batch.productRule, batch.productName);
    await savePrice(db, row.id, chosen ? { estimate: rowEstimateOf(chosen, products, outcome.createdAt) } : { problem: messageRef("events.book.noProduct") });
  }
  // Rides this sheet repeats from another event or a single booking are shown as such, and left out until the agent keeps them.
  await markSameRides(db, batchId);
  await setBatchStatus(db, batchId, await settledStatus(db, batchId), null);
}

/** A change of rule picks every priced row's product again from its estimate, with no provider call. */
export async function repickProducts(db: Db, batchId: string) {
  const batch = await findBatch(db, batchId);
  if (!batch) return;
  for (const row of (await rowsOf(db, batchId)).filter((r) => (r.status === "priced" || r.status === "unpriced") && r.estimate)) {
    const products = row.estimate!.products;
    const chosen = chooseProduct(products, batch.productRule, batch.productName);
    await savePrice(
      db,
      row.id,
      chosen ? { estimate: rowEstimateOf(chosen, products, row.estimate!.createdAt) } : { problem: messageRef("events.book.noProduct") },
    );
  }
}
