import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { eventBatches, eventRows, users } from "@/lib/db/schema";
import { batchesFor } from "./queries";

const ADMIN = "0a0a0a0a-0000-4000-8000-000000000001";
const AGENT = "0a0a0a0a-0000-4000-8000-000000000002";
const OTHER = "0a0a0a0a-0000-4000-8000-000000000003";
const sheet = (rows: number) => ({
  headers: ["Nombre"],
  rows: Array.from({ length: rows }, (_, i) => ({ rowNumber: i + 2, cells: [`Guest ${i}`] })),
  mapping: ["guestName"],
});

describe.each(TEST_ENGINES)("the list of events on %s", (engine) => {
  const h = useFreshDatabase(engine);

  beforeAll(async () => {
    await h.db.insert(users).values([
      { id: ADMIN, email: "admin@events.test", name: "Alba Admin", role: "admin" },
      { id: AGENT, email: "agent@events.test", name: "Aitor Agent" },
      { id: OTHER, email: "other@events.test", name: "Olga Other" },
    ]);
    const [mine] = await h.db
      .insert(eventBatches)
      .values([
        { name: "Offsite", createdBy: AGENT, status: "draft", fileName: "offsite.csv", sheet: sheet(4), createdAt: new Date("2026-05-02T10:00:00Z") },
        {
          name: "Kick-off",
          createdBy: AGENT,
          status: "checking",
          fileName: "kickoff.xlsx",
          sheet: sheet(7),
          progress: { done: 2, total: 7 },
          createdAt: new Date("2026-05-01T10:00:00Z"),
        },
        { name: "Theirs", createdBy: OTHER, status: "done", fileName: "theirs.csv", sheet: null, createdAt: new Date("2026-05-03T10:00:00Z") },
      ])
      .returning();
    const row = (status: "booked" | "invalid" | "needs_choice", n: number) => ({
      batchId: mine!.id,
      rowKey: `${status}-${n}`,
      rowNumber: n + 2,
      cells: {},
      status,
    });
    await h.db.insert(eventRows).values([row("booked", 0), row("booked", 1), row("invalid", 2), row("needs_choice", 3)]);
  });

  it("shows an agent their own events, newest first, with their sheet's size and rows by status, without the sheets", async () => {
    const list = await batchesFor(h.db, { id: AGENT, role: "agent" });
    expect(list.map((b) => [b.name, b.fileName, b.status, b.sheetRows, b.creatorName])).toEqual([
      ["Offsite", "offsite.csv", "draft", 4, "Aitor Agent"],
      ["Kick-off", "kickoff.xlsx", "checking", 7, "Aitor Agent"],
    ]);
    expect(list[0]!.counts).toEqual({ booked: 2, invalid: 1, needs_choice: 1 });
    expect(list[1]!.counts).toEqual({});
    expect(list[1]!.progress).toEqual({ done: 2, total: 7 });
    expect(list[0]).not.toHaveProperty("sheet");
  });

  it("shows an admin everyone's events, and who made each", async () => {
    const list = await batchesFor(h.db, { id: ADMIN, role: "admin" });
    expect(list.map((b) => [b.name, b.creatorName, b.sheetRows])).toEqual([
      ["Theirs", "Olga Other", 0],
      ["Offsite", "Aitor Agent", 4],
      ["Kick-off", "Aitor Agent", 7],
    ]);
  });
});
