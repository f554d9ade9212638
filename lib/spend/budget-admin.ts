import "server-only";
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { budgets, labels, requesters } from "@/lib/db/schema";
import { addBudget, saveBudget, type BudgetInput } from "./budgets-queries";

/** Why a budget was not saved, at the field that says so. */
export type BudgetProblem = { field: "subject"; problem: "unknownSubject" | "duplicate" | "subjectChanged" } | { field: "form"; problem: "gone" };

/**
 * A budget as an admin saves it from the Policy page: for a label or requester we know, one per
 * label or requester (a second is refused: the first is edited instead), and an edit keeps its
 * label or requester. A period changed mid-period is allowed; saveBudget counts its rides again.
 */
export async function saveBudgetFromPage(
  db: Db,
  id: string | null,
  input: BudgetInput,
  actor: Actor,
): Promise<{ ok: true; id: string; recounted: boolean } | ({ ok: false } & BudgetProblem)> {
  const known =
    input.scope === "label"
      ? await db.select({ key: labels.slug }).from(labels).where(eq(labels.slug, input.subject))
      : await db.select({ key: requesters.id }).from(requesters).where(eq(requesters.id, input.subject));
  if (!known.length) return { ok: false, field: "subject", problem: "unknownSubject" };
  const [same] = await db
    .select()
    .from(budgets)
    .where(and(eq(budgets.scope, input.scope), eq(budgets.subject, input.subject)));
  if (id === null) {
    if (same) return { ok: false, field: "subject", problem: "duplicate" };
  } else {
    const [editing] = await db.select().from(budgets).where(eq(budgets.id, id));
    if (!editing) return { ok: false, field: "form", problem: "gone" };
    if (editing.scope !== input.scope || editing.subject !== input.subject) return { ok: false, field: "subject", problem: "subjectChanged" };
  }
  if (id === null) {
    const added = await addBudget(db, input, actor);
    return added ? { ok: true, id: added.id, recounted: false } : { ok: false, field: "subject", problem: "duplicate" };
  }
  const saved = await saveBudget(db, input, actor);
  return { ok: true, id: saved.id, recounted: !!same && same.period !== input.period };
}
