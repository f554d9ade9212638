"use server";

import { revalidatePath } from "next/cache";
import { action, ActionError, actorOf } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import { setLabelApprovers } from "@/lib/spend/approvers-queries";
import { saveBudgetFromPage } from "@/lib/spend/budget-admin";
import { deleteBudget } from "@/lib/spend/budgets-queries";
import { deleteRuleOverride, saveRuleOverride } from "@/lib/spend/overrides-queries";
import { saveSpendRules } from "@/lib/spend/policy-queries";
import { budgetSchema, deleteBudgetSchema, deleteRuleOverrideSchema, labelApproversSchema, ruleOverrideSchema, spendRulesSchema } from "@/lib/spend/schema";

const invalid = (fields: Record<string, string>) => new ActionError("invalid", messageRef("fieldsNeedAttention"), fields);

/** Saves the ride rules and approval settings; the next booking is checked against them. */
export const saveSpendRulesAction = action({ role: "admin", schema: spendRulesSchema }, async (rules, ctx) => {
  const changed = await saveSpendRules(ctx.db, rules, actorOf(ctx));
  revalidatePath("/admin/policy");
  return { changed };
});

/** Gives a label or a requester ride rules of their own, or changes them; their next ride is held to them. */
export const saveRuleOverrideAction = action({ role: "admin", schema: ruleOverrideSchema }, async ({ id, ...own }, ctx) => {
  const saved = await saveRuleOverride(ctx.db, id, own, actorOf(ctx));
  if (!saved.ok) {
    if (saved.field === "form") throw new ActionError("not_found", messageRef("spend.input.rulesGone"));
    throw invalid({ subject: messageRef(`spend.input.${saved.problem}`, { scope: own.scope }) });
  }
  revalidatePath("/admin/policy");
  return { id: saved.id };
});

/** Removes a label's or requester's own rules: their rides are held to the company's again. */
export const deleteRuleOverrideAction = action({ role: "admin", schema: deleteRuleOverrideSchema }, async ({ id }, ctx) => {
  if (!(await deleteRuleOverride(ctx.db, id, actorOf(ctx)))) throw new ActionError("not_found", messageRef("spend.input.rulesGone"));
  revalidatePath("/admin/policy");
});

/** Adds a budget, or changes one (its amount, period, currency or what a ride over it does). */
export const saveBudgetAction = action({ role: "admin", schema: budgetSchema }, async ({ id, ...budget }, ctx) => {
  const saved = await saveBudgetFromPage(ctx.db, id, budget, actorOf(ctx));
  if (!saved.ok) {
    if (saved.field === "form") throw new ActionError("not_found", messageRef("spend.input.budgetGone"));
    throw invalid({ subject: messageRef(`spend.input.${saved.problem}`, { scope: budget.scope }) });
  }
  revalidatePath("/admin/policy");
  return { id: saved.id, recounted: saved.recounted };
});

/** Removes a budget; rides already booked stay as they are. */
export const deleteBudgetAction = action({ role: "admin", schema: deleteBudgetSchema }, async ({ id }, ctx) => {
  if (!(await deleteBudget(ctx.db, id, actorOf(ctx)))) throw new ActionError("not_found", messageRef("spend.input.budgetGone"));
  revalidatePath("/admin/policy");
});

/** Chooses who approves a label's rides, besides the admins. */
export const saveLabelApproversAction = action({ role: "admin", schema: labelApproversSchema }, async ({ labelSlug, userIds }, ctx) => {
  const saved = await setLabelApprovers(ctx.db, labelSlug, userIds, actorOf(ctx));
  if (!saved.ok) {
    throw invalid(
      saved.field === "labelSlug"
        ? { labelSlug: messageRef("spend.input.unknownLabel") }
        : { userIds: messageRef("spend.input.unknownUsers", { count: saved.count }) },
    );
  }
  revalidatePath("/admin/policy");
  return { added: saved.added.length, removed: saved.removed.length };
});
