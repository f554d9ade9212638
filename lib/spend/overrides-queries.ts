import "server-only";
import { and, asc, eq, or } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { labels, requesters, spendRuleOverrides } from "@/lib/db/schema";
import { getSpendRules } from "./policy-queries";
import { rulesInForce, type RuleOverrides, type RulesInForce, type Scope, type SpendRules } from "./rules";
import { subjectKey, subjectNames, type Subject } from "./subject-names";

export type RuleOverrideRow = typeof spendRuleOverrides.$inferSelect;
export type RuleOverrideView = RuleOverrideRow & { name: string };

/** Every label's and requester's own rules, labels first, each with the name people know it by. */
export async function listRuleOverrides(db: Db): Promise<RuleOverrideView[]> {
  const rows = await db.select().from(spendRuleOverrides).orderBy(asc(spendRuleOverrides.scope), asc(spendRuleOverrides.updatedAt));
  const names = await subjectNames(db, rows);
  return rows.map((r) => ({ ...r, name: names.get(subjectKey(r))! })).sort((a, b) => a.scope.localeCompare(b.scope) || a.name.localeCompare(b.name));
}

/** The rules one ride is held to: the company's, with its label's and its requester's own in their place. */
export async function rulesForRide(db: Db, ride: { labelSlug: string | null; requesterId: string }, company?: SpendRules): Promise<RulesInForce> {
  const policy = company ?? (await getSpendRules(db));
  const mine = [eq(spendRuleOverrides.subject, ride.requesterId)];
  const rows = await db
    .select()
    .from(spendRuleOverrides)
    .where(
      or(
        and(eq(spendRuleOverrides.scope, "requester"), ...mine),
        ride.labelSlug ? and(eq(spendRuleOverrides.scope, "label"), eq(spendRuleOverrides.subject, ride.labelSlug)) : undefined,
      ),
    );
  if (!rows.length) return { rules: policy, sources: {} };
  const names = await subjectNames(db, rows);
  return rulesInForce(policy, ownRules(rows, names, ride));
}

/** All the rules in force for many rides at once (an event's rows): the overrides and their names read once. */
export async function rulesForRides(db: Db, rides: readonly { labelSlug: string | null; requesterId: string }[]): Promise<RulesInForce[]> {
  const policy = await getSpendRules(db);
  const rows = rides.length ? await db.select().from(spendRuleOverrides) : [];
  if (!rows.length) return rides.map(() => ({ rules: policy, sources: {} }));
  const names = await subjectNames(db, rows);
  return rides.map((ride) => rulesInForce(policy, ownRules(rows, names, ride)));
}

function ownRules(rows: RuleOverrideRow[], names: Map<string, string>, ride: { labelSlug: string | null; requesterId: string }) {
  const find = (scope: Scope, subject: string | null) => {
    const row = subject === null ? undefined : rows.find((r) => r.scope === scope && r.subject === subject);
    return row && { name: names.get(subjectKey(row))!, rules: row.rules };
  };
  return { label: find("label", ride.labelSlug), requester: find("requester", ride.requesterId) };
}

export type RuleOverrideInput = Subject & { rules: RuleOverrides };
export type RuleOverrideProblem =
  { field: "subject"; problem: "unknownSubject" | "duplicateRules" | "rulesSubjectChanged" } | { field: "form"; problem: "rulesGone" };

/**
 * A label's or requester's own rules as an admin saves them: for a label or requester we know,
 * one set each (a second is refused: the first is edited), and an edit keeps whose they are.
 * Audited with what they were and what they became.
 */
export async function saveRuleOverride(
  db: Db,
  id: string | null,
  input: RuleOverrideInput,
  actor: Actor,
): Promise<{ ok: true; id: string } | ({ ok: false } & RuleOverrideProblem)> {
  const known =
    input.scope === "label"
      ? await db.select({ key: labels.slug }).from(labels).where(eq(labels.slug, input.subject))
      : await db.select({ key: requesters.id }).from(requesters).where(eq(requesters.id, input.subject));
  if (!known.length) return { ok: false, field: "subject", problem: "unknownSubject" };
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select()
      .from(spendRuleOverrides)
      .where(and(eq(spendRuleOverrides.scope, input.scope), eq(spendRuleOverrides.subject, input.subject)))
      .for("update");
    let before: RuleOverrideRow | undefined;
    if (id === null) {
      if (same) return { ok: false, field: "subject", problem: "duplicateRules" } as const;
    } else {
      [before] = await tx.select().from(spendRuleOverrides).where(eq(spendRuleOverrides.id, id)).for("update");
      if (!before) return { ok: false, field: "form", problem: "rulesGone" } as const;
      if (before.scope !== input.scope || before.subject !== input.subject) return { ok: false, field: "subject", problem: "rulesSubjectChanged" } as const;
    }
    const values = { rules: input.rules, updatedBy: actor.id, updatedAt: new Date() };
    // Two admins adding the same one at once: the unique index lets one in; the other is told it exists.
    const [row] = before
      ? await tx.update(spendRuleOverrides).set(values).where(eq(spendRuleOverrides.id, before.id)).returning()
      : await tx
          .insert(spendRuleOverrides)
          .values({ scope: input.scope, subject: input.subject, ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) return { ok: false, field: "subject", problem: "duplicateRules" } as const;
    await audit(tx, {
      actor,
      action: "spend.own_rules_saved",
      target: { type: input.scope, id: input.subject },
      detail: { ...(before ? { from: before.rules } : {}), to: input.rules },
    });
    return { ok: true, id: row.id } as const;
  });
}

/** Removes a label's or requester's own rules: their rides are held to the company's again. */
export async function deleteRuleOverride(db: Db, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(spendRuleOverrides).where(eq(spendRuleOverrides.id, id)).returning();
    if (gone) await audit(tx, { actor, action: "spend.own_rules_removed", target: { type: gone.scope, id: gone.subject }, detail: { rules: gone.rules } });
    return !!gone;
  });
}
