import "server-only";
import { eq, sql } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { spendPolicy } from "@/lib/db/schema";
import { NO_SPEND_RULES, type SpendRules } from "./rules";

const ID = 1;
const SPEND_POLICY_LOCK = 0x7370656e;

/** The company's spend rules; nothing capped until an admin saves some. */
export async function getSpendRules(db: Db): Promise<SpendRules> {
  const [row] = await db.select().from(spendPolicy).where(eq(spendPolicy.id, ID));
  return row ? { ...NO_SPEND_RULES, ...row.rules } : NO_SPEND_RULES;
}

/** What changed, rule by rule, for the audit log. */
function ruleChanges(before: SpendRules, after: SpendRules) {
  const changed = (Object.keys(after) as (keyof SpendRules)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { from: Object.fromEntries(changed.map((k) => [k, before[k]])), to: Object.fromEntries(changed.map((k) => [k, after[k]])), changed };
}

/** Saves the rules and audits what changed, in one transaction; two admins saving at once audit in order. */
export async function saveSpendRules(db: Db, rules: SpendRules, actor: Actor): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SPEND_POLICY_LOCK})`);
    const before = await getSpendRules(tx);
    const values = { rules, updatedBy: actor.id, updatedAt: new Date() };
    await tx
      .insert(spendPolicy)
      .values({ id: ID, ...values })
      .onConflictDoUpdate({ target: spendPolicy.id, set: values });
    const { from, to, changed } = ruleChanges(before, rules);
    if (changed.length) await audit(tx, { actor, action: "spend.rules_changed", target: { type: "policy", id: "spend" }, detail: { from, to } });
    return changed;
  });
}
