import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { defaultPolicy, guestRadiusOf, policyChanges, priceToleranceOf, type BookingPolicy } from "./rules";
import { env } from "@/lib/env";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { auditLog, companyPolicy } from "@/lib/db/schema";

const ID = 1;
/** An advisory lock key for saving the policy: the row may not exist yet to be locked. */
const POLICY_LOCK = 0x706f6c;

const fromRow = (row: typeof companyPolicy.$inferSelect): BookingPolicy => ({
  labelsEnabled: row.labelsEnabled,
  labelRequired: row.labelRequired,
  reasonRequired: row.reasonRequired,
  reasons: row.reasons.map((r) => ({ text: r.text, freeText: r.freeText })),
  ownFleet: row.ownFleet,
  priceTolerancePct: row.priceTolerancePct,
  guestRadiusM: row.guestRadiusM,
});

export type SavedPolicy = BookingPolicy & { updatedAt: Date | null };

/**
 * The company's booking policy. Until an admin first saves one: labels on, nothing required, no
 * presets, and own fleet as COMPANY_OWN_FLEET says (`initial` stands in for it in tests).
 */
export async function getPolicy(db: Db, initial: () => BookingPolicy = () => defaultPolicy(env().ownFleet)): Promise<SavedPolicy> {
  const [row] = await db.select().from(companyPolicy).where(eq(companyPolicy.id, ID));
  return row ? { ...fromRow(row), updatedAt: row.updatedAt } : { ...initial(), updatedAt: null };
}

/**
 * Saves the policy and, in the same transaction, audits what changed with the old and new values.
 * The row is locked while it is read and written, so two admins saving at once audit in order.
 */
export async function savePolicy(
  db: Db,
  policy: BookingPolicy,
  actor: Actor,
  initial?: () => BookingPolicy,
): Promise<{ policy: SavedPolicy; changed: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POLICY_LOCK})`);
    const before = await getPolicy(tx, initial);
    const values = {
      ...policy,
      priceTolerancePct: priceToleranceOf(policy),
      guestRadiusM: guestRadiusOf(policy),
      reasons: policy.reasons.map((r) => ({ text: r.text.trim(), freeText: r.freeText })),
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(companyPolicy)
      .values({ id: ID, ...values })
      .onConflictDoUpdate({ target: companyPolicy.id, set: values })
      .returning();
    const after = fromRow(row!);
    const changes = policyChanges(before, after);
    const changed = Object.keys(changes);
    // Saving with nothing changed still counts as the admin having looked (it clears the mismatch notice), but is no change to audit.
    if (changed.length) {
      await audit(tx, {
        actor,
        action: "policy.changed",
        target: { type: "policy", id: String(ID) },
        detail: { from: Object.fromEntries(changed.map((k) => [k, changes[k]!.from])), to: Object.fromEntries(changed.map((k) => [k, changes[k]!.to])) },
      });
    }
    return { policy: { ...after, updatedAt: row!.updatedAt }, changed };
  });
}

/** The booking fields the provider may refuse because its company settings differ from our policy. */
export type PolicyField = "reason" | "label_slug";

/** Records that the provider refused a booking's reason or label: its settings and our policy disagree. */
export async function recordPolicyMismatch(db: Db, entry: { actor: Actor; bookingId: string; field: PolicyField; message: string | null }): Promise<void> {
  await audit(db, {
    actor: entry.actor,
    action: "policy.mismatch",
    target: { type: "booking", id: entry.bookingId },
    detail: { field: entry.field, provider_message: entry.message },
  });
}

export type PolicyMismatch = { field: PolicyField; message: string | null; count: number; lastAt: Date };

/** The provider's refusals of reason or label since the policy was last saved, one line per field, newest first. */
export async function policyMismatches(db: Db): Promise<PolicyMismatch[]> {
  const [row] = await db.select({ updatedAt: companyPolicy.updatedAt }).from(companyPolicy).where(eq(companyPolicy.id, ID));
  const since = row?.updatedAt;
  const records = await db
    .select({ at: auditLog.at, detail: auditLog.detail })
    .from(auditLog)
    .where(since ? and(eq(auditLog.action, "policy.mismatch"), gt(auditLog.at, since)) : eq(auditLog.action, "policy.mismatch"))
    .orderBy(desc(auditLog.id))
    .limit(200);
  const byField = new Map<PolicyField, PolicyMismatch>();
  for (const r of records) {
    const field = r.detail.field as PolicyField;
    const seen = byField.get(field);
    if (seen) seen.count++;
    else byField.set(field, { field, message: typeof r.detail.provider_message === "string" ? r.detail.provider_message : null, count: 1, lastAt: r.at });
  }
  return [...byField.values()];
}
