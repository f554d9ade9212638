"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action, ActionError, actorOf } from "@/lib/auth/guard";
import { audit } from "@/lib/audit/queries";
import { syncLabels, syncLabelsSoon } from "@/lib/labels/jobs";
import { createLabel, importLabelsCsv, previewLabelsCsv, setLabelActive } from "@/lib/labels/manage";
import { createLabelSchema, labelCsvSchema, setLabelActiveSchema } from "@/lib/labels/schemas";

/** After a change at the provider: the pages show our copy at once, and a full sync follows. */
async function changed<T>(value: T): Promise<T> {
  await syncLabelsSoon();
  revalidatePath("/admin/labels");
  revalidatePath("/book");
  return value;
}

export const createLabelAction = action({ role: "admin", schema: createLabelSchema }, async (input, ctx) => {
  const label = await createLabel(ctx.db, actorOf(ctx), input);
  return changed({ id: label.id, name: label.name, slug: label.slug });
});

export const setLabelActiveAction = action({ role: "admin", schema: setLabelActiveSchema }, async (input, ctx) => {
  const label = await setLabelActive(ctx.db, actorOf(ctx), input);
  return changed({ id: label.id, name: label.name, slug: label.slug, active: label.active });
});

/** What an import would do, against our copy; the provider is not called. */
export const previewLabelsImportAction = action({ role: "admin", schema: labelCsvSchema }, async ({ csv }, ctx) => {
  const preview = await previewLabelsCsv(ctx.db, csv);
  if (!preview.ok) throw new ActionError("invalid", preview.error, { csv: preview.error });
  return preview.rows;
});

export const importLabelsAction = action({ role: "admin", schema: labelCsvSchema }, async ({ csv }, ctx) => {
  const result = await importLabelsCsv(ctx.db, actorOf(ctx), csv);
  if (!result.ok) throw new ActionError("invalid", result.error, { csv: result.error });
  return changed({ rows: result.rows, counts: result.counts });
});

/** Reads the provider's labels now, rather than at the next scheduled sync. */
export const syncLabelsAction = action({ role: "admin", schema: z.strictObject({}) }, async (_input, ctx) => {
  const result = await syncLabels(ctx.db);
  await audit(ctx.db, { actor: actorOf(ctx), action: "labels.synced", detail: result });
  revalidatePath("/admin/labels");
  revalidatePath("/book");
  return result;
});
