import { beforeEach, describe, expect, it } from "vitest";
import { createUser, updateUser } from "@/lib/accounts/queries";
import { listAudit } from "@/lib/audit/queries";
import { auditLog, labelApprovers, labels } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { approversOf } from "./approvals-queries";
import { listLabelApprovers, setLabelApprovers } from "./approvers-queries";

describe.each(TEST_ENGINES)("a label's approvers on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const people: Record<"admin" | "ana" | "bea" | "gone", string> = { admin: "", ana: "", bea: "", gone: "" };
  let actor = { id: "", email: "admin@example.com" };
  beforeEach(async () => {
    await h.db.delete(labelApprovers);
    await h.db.delete(auditLog);
    if (!people.admin) {
      people.admin = (await createUser(h.db, { email: actor.email, name: "Admin", role: "admin" })).id;
      people.ana = (await createUser(h.db, { email: "ana@example.com", name: "Ana", role: "approver" })).id;
      people.bea = (await createUser(h.db, { email: "bea@example.com", name: "Bea", role: "agent" })).id;
      people.gone = (await createUser(h.db, { email: "gone@example.com", name: "Gone", role: "approver" })).id;
      await updateUser(h.db, people.gone, { active: false });
      await h.db.insert(labels).values([
        { slug: "sales", id: "8d0f8a0e-1f43-4bb0-9a50-1d8f6e1d2a11", name: "Sales" },
        { slug: "ops", id: "8d0f8a0e-1f43-4bb0-9a50-1d8f6e1d2a12", name: "Ops" },
      ]);
      actor = { id: people.admin, email: actor.email };
    }
  });

  it("are chosen per label, audited with who was added and removed, and ask alongside the admins", async () => {
    expect(await setLabelApprovers(h.db, "sales", [people.ana, people.bea], actor)).toEqual({ ok: true, added: [people.ana, people.bea], removed: [] });
    expect(await setLabelApprovers(h.db, "sales", [people.bea], actor)).toEqual({ ok: true, added: [], removed: [people.ana] });
    expect(await listLabelApprovers(h.db)).toEqual({ sales: [people.bea] });
    expect((await approversOf(h.db, "sales")).map((u) => u.id).sort()).toEqual([people.admin, people.bea].sort());
    const records = (await listAudit(h.db, { action: "approvers.changed" })).records;
    expect(records.map((r) => [r.targetId, r.detail])).toEqual([
      ["sales", { added: [], removed: [people.ana] }],
      ["sales", { added: [people.ana, people.bea], removed: [] }],
    ]);
  });

  it("audit nothing when nothing changed, and are emptied back to the admins", async () => {
    await setLabelApprovers(h.db, "ops", [people.ana], actor);
    await setLabelApprovers(h.db, "ops", [people.ana], actor);
    expect((await listAudit(h.db, { action: "approvers.changed" })).records).toHaveLength(1);
    await setLabelApprovers(h.db, "ops", [], actor);
    expect(await listLabelApprovers(h.db)).toEqual({});
  });

  it("refuse an unknown label or a person no longer active, saving nothing", async () => {
    expect(await setLabelApprovers(h.db, "nope", [people.ana], actor)).toEqual({ ok: false, field: "labelSlug", problem: "unknownLabel" });
    expect(await setLabelApprovers(h.db, "sales", [people.ana, people.gone, "11111111-1111-4111-8111-111111111111"], actor)).toEqual({
      ok: false,
      field: "userIds",
      problem: "unknownUsers",
      count: 2,
    });
    expect(await listLabelApprovers(h.db)).toEqual({});
    expect((await listAudit(h.db, { action: "approvers.changed" })).records).toHaveLength(0);
  });
});
