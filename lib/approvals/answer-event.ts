import "server-only";
import { eq } from "drizzle-orm";
import type { ActionContext } from "@/lib/auth/guard";
import type { Db } from "@/lib/db/client";
import { eventBatches } from "@/lib/db/schema";
import { heldOfEvent, mayAnswer, type ApprovalRow } from "@/lib/spend/approvals-queries";
import { answerApproval, approvalFor, type AnswerDeps, type AnswerOutcome } from "./answer";

/** An event's held rides that this person may answer, first deadline first (their own bookings aside). */
export async function eventRidesToAnswer(db: Db, user: ActionContext["user"], batchId: string): Promise<ApprovalRow[]> {
  const mine: ApprovalRow[] = [];
  for (const approval of await heldOfEvent(db, batchId)) if (await mayAnswer(db, user, approval)) mine.push(approval);
  return mine;
}

/** The event an approval belongs to, and what of it waits for this person: how many rides and their total per currency. */
export async function eventOfApproval(db: Db, user: ActionContext["user"], approval: ApprovalRow) {
  if (!approval.eventBatchId) return null;
  const [batch] = await db.select({ id: eventBatches.id, name: eventBatches.name }).from(eventBatches).where(eq(eventBatches.id, approval.eventBatchId));
  const waiting = await eventRidesToAnswer(db, user, approval.eventBatchId);
  const totals = new Map<string, number>();
  for (const a of waiting) if (a.priceMinor !== null && a.currency) totals.set(a.currency, (totals.get(a.currency) ?? 0) + a.priceMinor);
  return {
    batchId: approval.eventBatchId,
    name: batch?.name ?? "",
    waiting: waiting.length,
    totals: [...totals].map(([currency, minor]) => ({ currency, minor })),
  };
}

export type EventAnswer = { answered: number; booked: number; declined: number; repriced: number; notBooked: number; skipped: number };

/**
 * One yes or no for every ride of an event that waits for this person, each answered as on its own
 * (the same checks, once each, estimated again when old): an event over its budget is approved once,
 * with its total in view. A ride answered meanwhile by someone else is skipped, not answered twice.
 */
export async function answerEvent(
  ctx: ActionContext,
  input: { approvalId: string; answer: "approve" | "decline"; note: string | null },
  deps: AnswerDeps,
  now = new Date(),
): Promise<EventAnswer> {
  const approval = await approvalFor(ctx, input.approvalId);
  const tally: EventAnswer = { answered: 0, booked: 0, declined: 0, repriced: 0, notBooked: 0, skipped: 0 };
  if (!approval.eventBatchId) return tally;
  for (const a of await eventRidesToAnswer(ctx.db, ctx.user, approval.eventBatchId)) {
    const outcome: AnswerOutcome | null = await answerApproval(ctx, { approvalId: a.id, answer: input.answer, note: input.note }, deps, now).catch(() => null);
    if (!outcome) tally.skipped++;
    else {
      tally.answered++;
      if (outcome.kind === "booked") tally.booked++;
      else if (outcome.kind === "declined") tally.declined++;
      else if (outcome.kind === "repriced") tally.repriced++;
      else tally.notBooked++;
    }
  }
  return tally;
}
