import "server-only";
import { createHash } from "node:crypto";
import type { z } from "zod";
import { ActionError, actorOf, type ActionContext } from "@/lib/auth/guard";
import { messageRef } from "@/lib/i18n/message-ref";
import type { JobRunner } from "@/lib/jobs/runner";
import { matchColumns, type ColumnMapping } from "./columns";
import { REQUIRED_FIELDS } from "./fields";
import { queueCheck } from "./jobs";
import { visibleBatch } from "./confirm";
import { batchWithFile, createBatch, replaceSheet } from "./queries";
import { readSheet } from "./read-sheet";
import type { uploadSheetSchema } from "./schemas";

export type UploadOutcome =
  /** Some columns are not known, repeated or missing: the agent says which column is which. */
  | { kind: "mapping"; headers: string[]; mapping: ColumnMapping; missing: string[]; repeated: string[]; sample: string[][] }
  /** This very file made an event already: open it, or say to make another. */
  | { kind: "same_file"; batch: { id: string; name: string } }
  | { kind: "batch"; batchId: string };

const SAMPLE_ROWS = 3;

/**
 * Takes an event's sheet: reads it, matches its columns (or takes the agent's mapping), and puts it
 * in a batch, new or the one being corrected; the check and pricing then run as a job. Nothing is
 * sent to the provider here.
 */
export async function uploadSheet(ctx: ActionContext, input: z.output<typeof uploadSheetSchema>, runner: Pick<JobRunner, "send">): Promise<UploadOutcome> {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const read = await readSheet({ name: input.file.name, bytes });
  if (!read.ok) throw new ActionError("invalid", read.error, { file: read.error });

  let mapping: ColumnMapping;
  if (input.mapping) {
    if (input.mapping.length !== read.headers.length)
      throw new ActionError("invalid", messageRef("events.mapping.stale"), { mapping: messageRef("events.mapping.stale") });
    const missing = REQUIRED_FIELDS.filter((f) => !input.mapping!.includes(f));
    if (missing.length)
      throw new ActionError("invalid", messageRef("events.mapping.requiredMissing", { field: missing[0]! }), {
        mapping: messageRef("events.mapping.requiredMissing", { field: missing[0]! }),
      });
    mapping = input.mapping;
  } else {
    const match = matchColumns(read.headers);
    const unknown = match.unmatched.filter((i) => read.headers[i]?.trim());
    if (match.missingRequired.length || match.duplicates.length || unknown.length) {
      return {
        kind: "mapping",
        headers: read.headers,
        mapping: match.mapping,
        missing: match.missingRequired,
        repeated: match.duplicates,
        sample: read.rows.slice(0, SAMPLE_ROWS),
      };
    }
    mapping = match.mapping;
  }

  const fileHash = createHash("sha256").update(bytes).digest("hex");
  const sheet = { headers: read.headers, rows: read.rows.map((cells, i) => ({ rowNumber: read.rowNumbers[i]!, cells })), mapping };
  const actor = actorOf(ctx);
  let batchId: string;
  if (input.batchId) {
    const batch = await visibleBatch(ctx, input.batchId);
    await replaceSheet(ctx.db, batch.id, { fileName: input.file.name, fileHash, sheet }, actor);
    batchId = batch.id;
  } else {
    const same = input.again ? null : await batchWithFile(ctx.db, ctx.user, fileHash);
    if (same) return { kind: "same_file", batch: { id: same.id, name: same.name } };
    const name = input.name?.trim() || input.file.name.replace(/\.(xlsx|csv)$/i, "");
    const batch = await createBatch(
      ctx.db,
      { name, createdBy: ctx.user.id, productRule: "cheapest", productName: null, fileName: input.file.name, fileHash, sheet },
      actor,
    );
    batchId = batch.id;
  }
  await queueCheck(runner, batchId);
  return { kind: "batch", batchId };
}
