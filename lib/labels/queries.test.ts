import { beforeEach, describe, expect, it } from "vitest";
import { activeLabelOptions, findLabelById, labelsBySlug, labelsSyncedAt, listLabels, replaceLabels, upsertLabels } from "./queries";
import { labels } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";

const label = (slug: string, name: string, active = true) => ({ id: `id-${slug}`, slug, name, active });

describe.each(TEST_ENGINES)("our copy of the labels on %s", (engine) => {
  const h = useFreshDatabase(engine);
  beforeEach(async () => {
    await h.db.delete(labels);
  });

  it("knows it was never synced while empty", async () => {
    expect(await labelsSyncedAt(h.db)).toBeNull();
    expect(await activeLabelOptions(h.db)).toEqual([]);
    expect(await listLabels(h.db)).toMatchObject({ rows: [], total: 0, pages: 1 });
  });

  it("adds and updates labels, and keeps the ones gone at the provider as inactive", async () => {
    const t1 = new Date("2026-11-01T10:00:00Z");
    expect(await replaceLabels(h.db, [label("sales", "Sales"), label("rd", "R&D"), label("old", "Old", false)], t1)).toEqual({
      total: 3,
      active: 2,
      gone: 0,
      refused: [],
    });
    const t2 = new Date("2026-11-01T10:10:00Z");
    // R&D disappears at the provider; Sales is deactivated there; a new label arrives.
    expect(await replaceLabels(h.db, [label("sales", "Sales", false), label("old", "Old", false), label("events", "Events")], t2)).toEqual({
      total: 3,
      active: 1,
      gone: 1,
      refused: [],
    });
    const all = await listLabels(h.db);
    expect(all.rows.map((r) => [r.slug, r.active])).toEqual([
      ["events", true],
      ["old", false],
      ["rd", false],
      ["sales", false],
    ]);
    expect(all.rows.find((r) => r.slug === "rd")).toMatchObject({ name: "R&D", id: "id-rd", syncedAt: t2 });
    expect(await labelsSyncedAt(h.db)).toEqual(t2);
    expect(await activeLabelOptions(h.db)).toEqual([{ slug: "events", name: "Events" }]);
  });

  it("marks every label inactive when the provider lists none, and ignores a slug listed twice", async () => {
    await replaceLabels(h.db, [label("a", "A"), label("a", "A again"), label("b", "B")]);
    expect((await listLabels(h.db)).total).toBe(2);
    expect(await replaceLabels(h.db, [])).toMatchObject({ gone: 2 });
    expect(await activeLabelOptions(h.db)).toEqual([]);
    expect((await listLabels(h.db, { state: "inactive" })).total).toBe(2);
  });

  it("stores every label the database takes when it refuses one, and leaves the refused one as it was", async () => {
    await replaceLabels(h.db, [label("sales", "Sales"), label("rd", "R&D")]);
    // A NUL in a name, and an id another slug already has: either alone used to fail every label's write.
    const many = Array.from({ length: 600 }, (_, i) => label(`cc-${i}`, `CC ${i}`));
    const result = await replaceLabels(h.db, [
      label("sales", "Sales\u0000!", false),
      { ...label("taken", "Taken"), id: "id-rd" },
      label("rd", "R&D 2"),
      ...many,
    ]);
    expect(result).toEqual({ total: 601, active: 601, gone: 0, refused: ["sales", "taken"] });
    expect((await listLabels(h.db)).total).toBe(602);
    expect(await findLabelById(h.db, "id-sales")).toMatchObject({ name: "Sales", active: true });
    expect(await findLabelById(h.db, "id-rd")).toMatchObject({ slug: "rd", name: "R&D 2" });
    // A slug that cannot even be sent to the database is refused too, and marks nothing inactive.
    expect(await replaceLabels(h.db, [label("bad\u0000slug", "Bad"), label("sales", "Sales"), label("rd", "R&D")])).toMatchObject({
      total: 2,
      refused: ["badslug"],
    });
  });

  it("updates one label after a change made through the app", async () => {
    await upsertLabels(h.db, [label("sales", "Sales")]);
    await upsertLabels(h.db, [label("sales", "Sales", false)]);
    expect(await findLabelById(h.db, "id-sales")).toMatchObject({ slug: "sales", active: false });
    expect([...(await labelsBySlug(h.db, ["sales", "nope", "sales"])).keys()]).toEqual(["sales"]);
  });

  it("searches name and slug in any case, filters by state and pages hundreds of labels by name", async () => {
    const many = Array.from({ length: 260 }, (_, i) => label(`cc-${String(i).padStart(3, "0")}`, `Cost centre ${String(i).padStart(3, "0")}`, i % 4 !== 0));
    await replaceLabels(h.db, [...many, label("marketing-espana", "Márketing España"), label("pct", "100% _real_")]);
    const page3 = await listLabels(h.db, { page: 3, per: 100 });
    expect(page3).toMatchObject({ total: 262, pages: 3, page: 3 });
    expect(page3.rows[0]?.slug).toBe("cc-199"); // "100% _real_" sorts first
    expect(page3.rows.at(-1)?.slug).toBe("marketing-espana");
    expect((await listLabels(h.db, { q: "MÁRKETING" })).rows.map((r) => r.slug)).toEqual(["marketing-espana"]);
    expect((await listLabels(h.db, { q: "cc-01" })).total).toBe(10);
    expect((await listLabels(h.db, { q: "cc-01", state: "inactive" })).rows.map((r) => r.slug)).toEqual(["cc-012", "cc-016"]);
    // LIKE's wildcards are searched for as text.
    expect((await listLabels(h.db, { q: "%" })).rows.map((r) => r.slug)).toEqual(["pct"]);
    expect((await listLabels(h.db, { q: "_" })).rows.map((r) => r.slug)).toEqual(["pct"]);
    expect((await activeLabelOptions(h.db)).length).toBe(262 - 65);
  });
});
