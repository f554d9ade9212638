import { describe, expect, it, vi } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createUser } from "@/lib/accounts/queries";
import { findBatch } from "./queries";
import { uploadSheet } from "./upload";
import { EVENT_CHECK } from "./jobs";

/** An upload's input as the action's schema leaves it: a File built from text. */
const uploadSchemaFile = (text: string, name: string) => ({ file: new File([text], name, { type: "text/csv" }), again: false });

const CSV = "Nombre;Móvil;Recogida;Destino\nAna;+34 600 000 001;40.4169, -3.7035;40.4626, -3.689\n";

describe.each(TEST_ENGINES)("uploading an event's sheet on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const agent = async () => {
    const u = await createUser(h.db, { email: `agent-${crypto.randomUUID().slice(0, 8)}@desk.test`, name: "Agent", role: "agent" });
    return { user: { id: u.id, email: u.email, name: u.name, role: u.role }, db: h.db };
  };
  const runner = () => ({ send: vi.fn(async () => "job") });

  it("makes a batch from a sheet whose columns it knows, and has it checked by a job", async () => {
    const ctx = await agent();
    const r = runner();
    const outcome = await uploadSheet(ctx, uploadSchemaFile(CSV, "gala.csv"), r);
    expect(outcome.kind).toBe("batch");
    const batch = await findBatch(h.db, (outcome as { batchId: string }).batchId);
    expect(batch).toMatchObject({ name: "gala", status: "checking", createdBy: ctx.user.id });
    expect(batch!.sheet!.rows).toEqual([{ rowNumber: 2, cells: ["Ana", "+34 600 000 001", "40.4169, -3.7035", "40.4626, -3.689"] }]);
    expect(r.send).toHaveBeenCalledWith(EVENT_CHECK, { batchId: batch!.id }, { singletonKey: batch!.id });
  });

  it("asks which column is which when one is unknown, and takes the agent's mapping", async () => {
    const ctx = await agent();
    const csv = "Nombre;Pax phone;Recogida;Destino\nAna;+34 600 000 001;40.4169, -3.7035;40.4626, -3.689\n";
    const asked = await uploadSheet(ctx, uploadSchemaFile(csv, "pax.csv"), runner());
    expect(asked).toMatchObject({
      kind: "mapping",
      headers: ["Nombre", "Pax phone", "Recogida", "Destino"],
      mapping: ["guestName", null, "pickup", "destination"],
      missing: ["mobile"],
    });
    const mapped = await uploadSheet(ctx, { ...uploadSchemaFile(csv, "pax.csv"), mapping: ["guestName", "mobile", "pickup", "destination"] }, runner());
    expect(mapped.kind).toBe("batch");
    await expect(
      uploadSheet(ctx, { ...uploadSchemaFile(csv, "pax.csv"), mapping: ["guestName", null, "pickup", "destination"] }, runner()),
    ).rejects.toMatchObject({ code: "invalid" });
  });

  it("recognises the same file uploaded again as a new event, unless told to make another", async () => {
    const ctx = await agent();
    const csv = `${CSV}Berta;+34 600 000 002;40.4169, -3.7035;40.45, -3.69\n`;
    const first = await uploadSheet(ctx, uploadSchemaFile(csv, "twice.csv"), runner());
    const again = await uploadSheet(ctx, uploadSchemaFile(csv, "twice.csv"), runner());
    expect(again).toEqual({ kind: "same_file", batch: { id: (first as { batchId: string }).batchId, name: "twice" } });
    expect((await uploadSheet(ctx, { ...uploadSchemaFile(csv, "twice.csv"), again: true }, runner())).kind).toBe("batch");
    // Another agent's event is not theirs to be pointed at.
    expect((await uploadSheet(await agent(), uploadSchemaFile(csv, "twice.csv"), runner())).kind).toBe("batch");
  });

  it("refuses a file it cannot read, at the file", async () => {
    await expect(uploadSheet(await agent(), uploadSchemaFile("x", "event.xls"), runner())).rejects.toMatchObject({
      code: "invalid",
      fields: { file: expect.stringContaining("events.sheet.unknownType") },
    });
  });
});
