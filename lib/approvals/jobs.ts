import "server-only";
import type { Db } from "@/lib/db";
import { defineJob, type JobRunner } from "@/lib/jobs/runner";
import type { AnswerDeps } from "./answer";
import { runOverdueFallbacks } from "./fallback";
import { askApprovers, tellAsker, type AskDeps } from "./ask";
import { askEventApprovers } from "./ask-event";
import { sendBudgetAlert, type BudgetAlertDeps } from "./budget-alert";
import type { BudgetAlert } from "@/lib/spend/hold";

export const APPROVALS_DEADLINES = "approvals.deadlines";
export const APPROVALS_ASK = "approvals.ask";
export const APPROVALS_TELL = "approvals.tell";
export const BUDGET_ALERT = "budgets.alert";
export const APPROVALS_ASK_EVENT = "approvals.ask-event";

/**
 * Every minute: approvals past their deadline run the policy's fallback. A minute is the grain of
 * the deadlines (a reservation's is 35 minutes before its pickup, which leaves 5 for the booking).
 */
export const approvalDeadlinesJob = (deps: { db: () => Promise<Db>; answer: AnswerDeps }) =>
  defineJob({
    queue: APPROVALS_DEADLINES,
    schedule: "* * * * *",
    options: { policy: "stately", retryLimit: 3, retryDelay: 10, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    run: async (_job, runner) => passDeadlines(await deps.db(), deps.answer, runner),
  });

/** Runs the fallback of every approval past its deadline at `now`, and tells each agent what it did, as after a person's answer. */
export async function passDeadlines(db: Db, answer: AnswerDeps, runner: Pick<JobRunner, "send">, now = new Date()) {
  const done = await runOverdueFallbacks(db, answer, now);
  for (const d of done) if (d.outcome.kind !== "skipped") await queueApprovalTell(runner, d.approvalId);
  return done;
}

/** Asks a held ride's approvers (email each, and the desk's channel), once per approval. */
export const approvalAskJob = (deps: AskDeps) =>
  defineJob<{ approvalId: string }>({
    queue: APPROVALS_ASK,
    options: { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    run: async (job) => askApprovers(deps, job.data.approvalId),
  });

/** Tells a budget's approvers it reached 80 % or 100 % (claimed once per period and threshold when the ride was charged). */
export const budgetAlertJob = (deps: BudgetAlertDeps) =>
  defineJob<BudgetAlert>({
    queue: BUDGET_ALERT,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    run: async (job) => sendBudgetAlert(deps, job.data),
  });

export const queueBudgetAlerts = (runner: Pick<JobRunner, "send">, alerts: readonly BudgetAlert[]) =>
  Promise.all(alerts.map((a) => runner.send(BUDGET_ALERT, a, { singletonKey: `${a.budgetId}:${a.periodStart}:${a.pct}` })));

export const queueApprovalAsk = (runner: Pick<JobRunner, "send">, approvalId: string) =>
  runner.send(APPROVALS_ASK, { approvalId }, { singletonKey: approvalId });

/** Asks about an event's held rides together, once they have had a few seconds to gather (see askEventApprovers). */
export const approvalAskEventJob = (deps: AskDeps) =>
  defineJob<{ batchId: string }>({
    queue: APPROVALS_ASK_EVENT,
    options: { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    run: async (job) => askEventApprovers(deps, job.data.batchId),
  });

/**
 * An event's rows are booked one after another: the first held row queues one ask a few seconds
 * ahead, and the rows held meanwhile join it (one job per event per half minute; a row held later is
 * in the next ask, as nothing is asked twice).
 */
export const queueEventAsk = (runner: Pick<JobRunner, "send">, batchId: string) =>
  runner.send(APPROVALS_ASK_EVENT, { batchId }, { singletonKey: batchId, singletonSeconds: 30, startAfter: 5 });

/** Tells the agent who asked what came of the approval (an answer or the fallback), once per answer. */
export const approvalTellJob = (deps: AskDeps) =>
  defineJob<{ approvalId: string }>({
    queue: APPROVALS_TELL,
    options: { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    run: async (job) => tellAsker(deps, job.data.approvalId),
  });

export const queueApprovalTell = (runner: Pick<JobRunner, "send">, approvalId: string) =>
  runner.send(APPROVALS_TELL, { approvalId }, { singletonKey: `tell-${approvalId}` });
