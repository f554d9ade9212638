import { describe, expect, it } from "vitest";
import { appendToInbox, insertParcels, markParcelCreated, parcelWithTimeline } from "./queries";
import { parcelInbox } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { draft } from "./testing";
import { parcelInboxJob } from "./jobs";
import type { JobRunner } from "@/lib/jobs/runner";

describe.each(TEST_ENGINES)("the parcel inbox job on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("applies every stored notification, oldest first, drops what no longer validates, and empties the inbox", async () => {
    const [row] = await insertParcels(h.db, { createdBy: null, drafts: [draft("inbox")] });
    await markParcelCreated(h.db, row!.id, "p-inbox");
    const receivedAt = new Date(Date.UTC(2027, 0, 12, 9));
    const states = ["qualifiedforpickup", "onroutetopickup", "delivered", "pickingup", "onroutetopickup"];
    await appendToInbox(h.db, [
      ...states.map((state, i) => ({ body: { id: "p-inbox", state, event_time: new Date(receivedAt.getTime() + i * 1000).toISOString() }, receivedAt })),
      { body: { parcel_id: "p-inbox", code: "4821" }, receivedAt },
      { body: { nonsense: true }, receivedAt },
    ]);
    const job = parcelInboxJob({ db: async () => h.db });
    const outcome = await job.run({ id: "1", name: "parcel.inbox", data: {} } as never, {} as JobRunner);
    expect(outcome).toEqual({ applied: 5, repeat: 1, invalid: 1 });
    expect(await h.db.select().from(parcelInbox)).toEqual([]);
    const view = (await parcelWithTimeline(h.db, row!.id))!;
    expect(view.parcel).toMatchObject({ state: "delivered", proofCode: "4821" });
    // The timeline is in the provider's time order, whatever order the notifications came in.
    expect(view.events.map((e) => e.state)).toEqual(["qualifiedforpickup", "onroutetopickup", "delivered", "pickingup"]);
  });
});
