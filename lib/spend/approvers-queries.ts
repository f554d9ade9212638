import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { audit, type Actor } from "@/lib/audit/queries";
import type { Db } from "@/lib/db/client";
import { labelApprovers, labels, users } from "@/lib/db/schema";

/** Why approvers could not be saved, at the field that says so. */
export type ApproversProblem = { field: "labelSlug"; problem: "unknownLabel" } | { field: "userIds"; problem: "unknownUsers"; count: number };

/** Every label's chosen approvers (admins approve every label and are not listed), by label slug. */
export async function listLabelApprovers(db: Db): Promise<Record<string, string[]>> {
  const rows = await db.select().from(labelApprovers).orderBy(asc(labelApprovers.labelSlug));
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[r.labelSlug] ??= []).push(r.userId);
  return out;
}

/**
 * Replaces the people who approve a label's rides, audited with who was added and removed, in one
 * transaction. Only a known label and active users; nothing is written when any is not.
 */
export async function setLabelApprovers(
  db: Db,
  labelSlug: string,
  userIds: string[],
  actor: Actor,
): Promise<{ ok: true; added: string[]; removed: string[] } | ({ ok: false } & ApproversProblem)> {
  return db.transaction(async (tx) => {
    const [label] = await tx.select({ slug: labels.slug }).from(labels).where(eq(labels.slug, labelSlug));
    if (!label) return { ok: false as const, field: "labelSlug" as const, problem: "unknownLabel" as const };
    const found = userIds.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, userIds), eq(users.active, true)))
      : [];
    if (found.length !== userIds.length)
      return { ok: false as const, field: "userIds" as const, problem: "unknownUsers" as const, count: userIds.length - found.length };
    const before = (await tx.select().from(labelApprovers).where(eq(labelApprovers.labelSlug, labelSlug)).for("update")).map((r) => r.userId);
    const added = userIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !userIds.includes(id));
    if (removed.length) await tx.delete(labelApprovers).where(and(eq(labelApprovers.labelSlug, labelSlug), inArray(labelApprovers.userId, removed)));
    if (added.length) await tx.insert(labelApprovers).values(added.map((userId) => ({ labelSlug, userId })));
    if (added.length || removed.length)
      await audit(tx, { actor, action: "approvers.changed", target: { type: "label", id: labelSlug }, detail: { added, removed } });
    return { ok: true as const, added, removed };
  });
}
