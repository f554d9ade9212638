import "server-only";
import type { Db } from "@/lib/db";
import { audit, type Actor } from "@/lib/audit/queries";
import { messageRef } from "@/lib/i18n/message-ref";
import { labelsBySlug, replaceLabels, upsertLabels } from "./queries";
import { provider as appProvider } from "@/lib/provider";
import type { ProviderClient } from "@/lib/provider/client";
import { ProviderError, describeProviderError } from "@/lib/provider/errors";
import { parseLabelsCsv } from "./csv";
import type { ImportOutcome, ImportRow, PreviewRow } from "./types";

/** What managing labels needs of the provider. */
export type LabelProvider = Pick<ProviderClient, "allLabels" | "createLabel" | "updateLabel">;

/** Creates a label at the provider, then in our copy, audited. A refusal travels as a ProviderError. */
export async function createLabel(db: Db, actor: Actor, input: { name: string; description: string }, provider: LabelProvider = appProvider()) {
  const label = await provider.createLabel({ name: input.name, ...(input.description ? { description: input.description } : {}) });
  await db.transaction(async (tx) => {
    await upsertLabels(tx, [label]);
    await audit(tx, { actor, action: "label.created", target: { type: "label", id: label.id }, detail: { name: label.name, slug: label.slug } });
  });
  return label;
}

/** Deactivates or reactivates a label at the provider, then in our copy, audited. */
export async function setLabelActive(db: Db, actor: Actor, input: { id: string; active: boolean }, provider: LabelProvider = appProvider()) {
  const label = await provider.updateLabel(input.id, { active: input.active });
  await db.transaction(async (tx) => {
    await upsertLabels(tx, [label]);
    await audit(tx, {
      actor,
      action: label.active ? "label.reactivated" : "label.deactivated",
      target: { type: "label", id: label.id },
      detail: { name: label.name, slug: label.slug },
    });
  });
  return label;
}

/** What an import would do, judged against our copy; nothing is sent to the provider. */
export async function previewLabelsCsv(db: Db, csv: string): Promise<{ ok: true; rows: PreviewRow[] } | { ok: false; error: string }> {
  const parsed = parseLabelsCsv(csv);
  if (!parsed.ok) return parsed;
  const known = await labelsBySlug(
    db,
    parsed.rows.filter((r) => !r.problem).map((r) => r.slug),
  );
  const rows = parsed.rows.map(({ problem, ...r }): PreviewRow => {
    if (problem) return { ...r, status: "invalid", why: problem };
    const existing = known.get(r.slug);
    if (existing)
      return { ...r, status: "exists", why: messageRef("labels.import.slugTaken", { name: existing.name, state: existing.active ? "active" : "inactive" }) };
    return { ...r, status: "new", why: null };
  });
  return { ok: true, rows };
}

/**
 * Creates the file's new labels at the provider, one by one. Existing labels are judged by the
 * provider's own list, read first, so uploading the same file again creates nothing. A creation
 * is never repeated: after a failure that is not a plain refusal (the provider down, a timeout) it
 * may or may not have taken effect, so the import stops there and a re-upload finishes the job.
 */
export async function importLabelsCsv(db: Db, actor: Actor, csv: string, provider: LabelProvider = appProvider()) {
  const parsed = parseLabelsCsv(csv);
  if (!parsed.ok) return parsed;
  const atProvider = await provider.allLabels();
  const bySlug = new Map(atProvider.map((l) => [l.slug, l]));
  const results: ImportRow[] = [];
  let stopped: string | null = null;
  for (const r of parsed.rows) {
    const base = { row: r.row, name: r.name, slug: r.slug };
    if (r.problem) results.push({ ...base, outcome: "invalid", why: r.problem });
    else if (stopped) results.push({ ...base, outcome: "not_sent", why: stopped });
    else if (bySlug.has(r.slug))
      results.push({ ...base, outcome: "skipped", why: messageRef("labels.import.alreadyExists", { name: bySlug.get(r.slug)!.name }) });
    else {
      try {
        const label = await provider.createLabel({
          name: r.name,
          ...(r.description ? { description: r.description } : {}),
          ...(r.active ? {} : { active: false }),
        });
        bySlug.set(label.slug, label);
        results.push({ ...base, slug: label.slug, outcome: "created", why: null });
      } catch (e) {
        if (!(e instanceof ProviderError)) throw e;
        const refused = e.kind === "bad_request" || e.kind === "conflict";
        results.push({
          ...base,
          outcome: "refused",
          why: refused ? describeProviderError(e) : messageRef("labels.import.mayHaveBeenCreated", { problem: describeProviderError(e) }),
        });
        if (!refused) stopped = messageRef("labels.import.notSent");
      }
    }
  }
  const counts = Object.fromEntries(
    (["created", "skipped", "refused", "invalid", "not_sent"] as const).map((k) => [k, results.filter((r) => r.outcome === k).length]),
  ) as Record<ImportOutcome, number>;
  await db.transaction(async (tx) => {
    // Our copy follows the provider's list as it now stands, the new labels included.
    await replaceLabels(tx, [...bySlug.values()]);
    await audit(tx, { actor, action: "labels.imported", detail: { ...counts, rows: results.length } });
  });
  return { ok: true as const, rows: results, counts };
}
