import { beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "@/lib/audit/queries";
import { inEnglish } from "@/lib/i18n/in-english";
import { activeLabelOptions, listLabels } from "./queries";
import { labels } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { createProviderClient } from "@/lib/provider/client";
import { serveSandbox } from "@/lib/sandbox/testing";
import { createLabel, importLabelsCsv, previewLabelsCsv, setLabelActive } from "./manage";

const actor = { id: null, email: "admin@example.com" };

async function provider() {
  const s = await serveSandbox();
  const client = createProviderClient({ baseUrl: s.url, authUrl: s.url, ...s.sandbox.credentials }, { fetch: s.fetch, retry: { sleep: async () => {} } });
  const posts = () => s.log.filter((l) => l.method === "POST" && l.path === "/api/v4/labels");
  return { ...s, client, posts };
}

const CSV =
  "\uFEFFname;description;active\nBoard visits;Directors only;\nR&D;;no\nSales EMEA;dup of a seeded label;\n;no name;\nboard-visits;same slug as row 2;\n";

describe.each(TEST_ENGINES)("managing labels on %s", (engine) => {
  const h = useFreshDatabase(engine);
  beforeEach(async () => {
    await h.db.delete(labels);
  });

  it("creates, deactivates and reactivates a label at the provider and in our copy, audited", async () => {
    const p = await provider();
    const label = await createLabel(h.db, actor, { name: "Márketing España", description: "" }, p.client);
    expect(label.slug).toBe("marketing-espana");
    expect(p.sandbox.state.labels.some((l) => l.id === label.id)).toBe(true);
    expect(await activeLabelOptions(h.db)).toEqual([{ slug: "marketing-espana", name: "Márketing España" }]);
    await setLabelActive(h.db, actor, { id: label.id, active: false }, p.client);
    expect(p.sandbox.state.labels.find((l) => l.id === label.id)?.active).toBe(false);
    expect(await activeLabelOptions(h.db)).toEqual([]);
    await setLabelActive(h.db, actor, { id: label.id, active: true }, p.client);
    const trail = (await listAudit(h.db, { action: "label." })).records.filter((r) => r.targetId === label.id).map((r) => r.action);
    expect(trail.sort()).toEqual(["label.created", "label.deactivated", "label.reactivated"]);
  });

  it("leaves our copy alone when the provider refuses a name", async () => {
    const p = await provider();
    await expect(createLabel(h.db, actor, { name: "SALES emea", description: "" }, p.client)).rejects.toMatchObject({ kind: "bad_request", field: "name" });
    expect((await listLabels(h.db)).total).toBe(0);
  });

  it("previews against our copy without calling the provider", async () => {
    const p = await provider();
    await createLabel(h.db, actor, { name: "Sales EMEA 2", description: "" }, p.client);
    const before = p.log.length;
    const preview = await previewLabelsCsv(h.db, "name\nSales EMEA 2\nNew one\n,\n");
    expect(preview).toMatchObject({
      ok: true,
      rows: [
        { status: "exists", slug: "sales-emea-2" },
        { status: "new", slug: "new-one" },
      ],
    });
    expect(p.log.length).toBe(before);
  });

  it("imports a file once: a second upload skips every row and sends no creation", async () => {
    const p = await provider();
    const first = await importLabelsCsv(h.db, actor, CSV, p.client);
    expect(first.ok && first.rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, "created"],
      [3, "created"],
      [4, "skipped"],
      [5, "invalid"],
      [6, "invalid"],
    ]);
    expect(p.posts()).toHaveLength(2);
    expect(p.sandbox.state.labels.find((l) => l.slug === "rd")).toMatchObject({ name: "R&D", active: false });
    expect(p.sandbox.state.labels.find((l) => l.slug === "board-visits")?.description).toBe("Directors only");
    // Our copy follows the provider's whole list, seeded labels included.
    expect((await listLabels(h.db)).total).toBe(6);

    const second = await importLabelsCsv(h.db, actor, CSV, p.client);
    expect(second.ok && second.counts).toEqual({ created: 0, skipped: 3, refused: 0, invalid: 2, not_sent: 0 });
    expect(p.posts()).toHaveLength(2);
    const audited = (await listAudit(h.db, { action: "labels.imported" })).records;
    expect(audited.map((r) => r.detail)).toContainEqual({ created: 2, skipped: 1, refused: 0, invalid: 2, not_sent: 0, rows: 5 });
  });

  it("gives the provider's reason for a refusal, and stops after a failure that may have created the label", async () => {
    const p = await provider();
    p.sandbox.state.company.labels_enabled = false;
    const refused = await importLabelsCsv(h.db, actor, "name\nOne\nTwo\n", p.client);
    expect(refused.ok && refused.rows.map((r) => [r.outcome, r.why])).toEqual([
      ["refused", expect.stringMatching(/labels are not enabled/)],
      ["refused", expect.stringMatching(/labels are not enabled/)],
    ]);
    p.sandbox.state.company.labels_enabled = true;
    p.sandbox.state.faults.next.push(503);
    const down = await importLabelsCsv(h.db, actor, "name\nOne\nTwo\n", p.client);
    // The 503 met the list, which is retried; then the first creation goes through.
    expect(down.ok && down.counts.created).toBe(2);
    p.sandbox.state.faults.nextFor = "POST /api/v4/labels";
    p.sandbox.state.faults.nextAfterEffect.push(503);
    const half = await importLabelsCsv(h.db, actor, "name\nThree\nFour\n", p.client);
    expect(half.ok && half.rows.map((r) => r.outcome)).toEqual(["refused", "not_sent"]);
    expect(half.ok && inEnglish(half.rows[0]!.why)).toMatch(/upload the file again/);
    expect(p.sandbox.state.labels.some((l) => l.slug === "three")).toBe(true); // the lost answer hid a creation
    const again = await importLabelsCsv(h.db, actor, "name\nThree\nFour\n", p.client);
    expect(again.ok && again.rows.map((r) => r.outcome)).toEqual(["skipped", "created"]);
  });

  it("refuses a file it cannot read before calling the provider", async () => {
    const p = await provider();
    expect(await importLabelsCsv(h.db, actor, "title\nx\n", p.client)).toMatchObject({ ok: false });
    expect(p.log).toHaveLength(0);
  });
});
