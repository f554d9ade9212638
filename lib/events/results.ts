import "server-only";
import type { Locale } from "@/lib/locales";
import { wordsFor } from "@/lib/i18n/server-translator";
import type { ColumnMapping } from "./columns";
import type { EventRowStatus } from "./kinds";
import type { EventBatchRow } from "./queries";
import type { EventResults, RowOutcome } from "./results-sheet";
import type { EventView } from "./view";

const OUTCOME: Record<EventRowStatus, RowOutcome> = {
  booked: "booked",
  refused: "refused",
  unpriced: "refused",
  uncertain: "uncertain",
  waiting_price: "waiting",
  queued: "waiting",
  booking: "waiting",
  priced: "waiting",
  ready: "waiting",
  invalid: "invalid",
  needs_choice: "invalid",
  cancelled: "cancelled",
  waiting_approval: "waiting",
  declined: "refused",
};

/** What became of each row of the last sheet, for the results download, problems in the reader's words. */
export async function eventResults(batch: EventBatchRow, view: EventView, locale: Locale): Promise<EventResults> {
  const sheet = batch.sheet;
  const cellsOf = new Map((sheet?.rows ?? []).map((r) => [r.rowNumber, r.cells]));
  const rows = await Promise.all(
    view.rows
      .filter((r) => r.rowNumber !== null)
      .map(async (r) => {
        const firstError = Object.values(r.errors)[0] ?? null;
        const problem = r.problem ?? firstError;
        return {
          rowNumber: r.rowNumber!,
          cells: cellsOf.get(r.rowNumber!) ?? [],
          status: OUTCOME[r.status],
          guestLink: r.booking?.guestUrl ?? null,
          price: r.price,
          product: r.product,
          problem: problem ? await wordsFor(problem, locale) : null,
        };
      }),
  );
  return { headers: sheet?.headers ?? [], mapping: (sheet?.mapping ?? []) as ColumnMapping, rows };
}
