"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/auth/guard";
import { answerApproval } from "@/lib/approvals/answer";
import { answerEvent, eventRidesToAnswer } from "@/lib/approvals/answer-event";
import { findApproval } from "@/lib/spend/approvals-queries";
import { queueApprovalTell } from "@/lib/approvals/jobs";
import { jobRunner } from "@/lib/jobs";
import { approvalDeps } from "@/lib/registry/approval-hooks";
import { messageRef } from "@/lib/i18n/message-ref";

/**
 * A no needs a note: the agent reads it on the ride's page to tell the guest or book otherwise, and a
 * bare no would leave them guessing. A yes may carry one.
 */
const answerApprovalSchema = z
  .strictObject({
    approvalId: z.uuid(),
    answer: z.enum(["approve", "decline"]),
    note: z
      .string()
      .trim()
      .max(500, messageRef("spend.noteTooLong"))
      .nullable()
      .transform((n) => n || null),
  })
  .refine((v) => v.answer === "approve" || v.note !== null, { path: ["note"], message: messageRef("spend.declineNeedsNote") });

/**
 * An approver's yes or no. Anyone signed in may call it (approvers have no desk); answerApproval
 * decides whether this person may answer this ride. The agent who asked is told in the background.
 */
export const answerApprovalAction = action({ role: "signed-in", schema: answerApprovalSchema }, async (input, ctx) => {
  const outcome = await answerApproval(ctx, input, approvalDeps);
  // A ride back with the approver at a new price is not an answer yet: the agent hears when it is.
  const runner = await jobRunner();
  if (outcome.kind !== "repriced" && runner) await queueApprovalTell(runner, input.approvalId);
  revalidatePath("/approvals");
  return outcome;
});

/**
 * One yes or no for every ride of the event that waits for this person (see answerEvent); each
 * agent hears of each ride as after a single answer.
 */
export const answerEventApprovalsAction = action({ role: "signed-in", schema: answerApprovalSchema }, async (input, ctx) => {
  const approval = await findApproval(ctx.db, input.approvalId);
  const before = approval?.eventBatchId ? await eventRidesToAnswer(ctx.db, ctx.user, approval.eventBatchId) : [];
  const tally = await answerEvent(ctx, input, approvalDeps);
  const runner = await jobRunner();
  if (runner) for (const a of before) await queueApprovalTell(runner, a.id);
  revalidatePath("/approvals");
  return tally;
});
