import type { EventRowStatus } from "./kinds";

/**
 * An event's rows counted as an agent reads them in the list of events ("18 booked · 2 need
 * attention · 3 with errors"): each row status falls in one group, and the groups keep this order.
 * Pure and isomorphic.
 */
export const ROW_TALLY_GROUPS = {
  booked: ["booked"],
  booking: ["queued", "booking", "waiting_approval"],
  toBook: ["ready", "priced"],
  attention: ["needs_choice", "unpriced", "waiting_price", "uncertain", "refused", "declined"],
  errors: ["invalid"],
  cancelled: ["cancelled"],
} as const satisfies Record<string, readonly EventRowStatus[]>;

export type RowTallyGroup = keyof typeof ROW_TALLY_GROUPS;

/** The groups that have rows, in order, with how many each has. */
export function rowTally(counts: Partial<Record<EventRowStatus, number>>): { group: RowTallyGroup; count: number }[] {
  return (Object.entries(ROW_TALLY_GROUPS) as [RowTallyGroup, readonly EventRowStatus[]][])
    .map(([group, statuses]) => ({ group, count: statuses.reduce((sum, s) => sum + (counts[s] ?? 0), 0) }))
    .filter((g) => g.count > 0);
}
