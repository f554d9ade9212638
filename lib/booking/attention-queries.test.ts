import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attentionProblem } from "@/lib/booking/attention";
import { needsAttention, resolveAttention } from "./attention-queries";
import { bookedJourney, bookingIntent } from "@/lib/booking/testing";
import { claimIntent, markUnbooked } from "@/lib/booking/queries";
import { bookings, users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";

describe.each(TEST_ENGINES)("bookings that need attention on %s", (engine) => {
  const h = useFreshDatabase(engine);

  async function withEndState(endState: string | null) {
    const b = await bookedJourney(h.db);
    await h.db
      .update(bookings)
      .set({ endState, finished: endState !== null })
      .where(eq(bookings.id, b.id));
    return b.id;
  }

  it("selects the same bookings as attentionProblem, and forgets them once resolved", async () => {
    const ids = {
      notFound: await withEndState("not found"),
      driverCancel: await withEndState("driver cancel"),
      noShow: await withEndState("no show"),
      dropOff: await withEndState("drop off"),
      riderCancel: await withEndState("rider cancel"),
      running: await withEndState(null),
    };
    const uncertain = (await claimIntent(h.db, bookingIntent())).booking.id;
    await markUnbooked(h.db, uncertain, "uncertain", { status: 0, message: null, field: null });
    const failed = (await claimIntent(h.db, bookingIntent())).booking.id;
    await markUnbooked(h.db, failed, "failed", { status: 400, message: "no", field: null });

    const flagged = (await h.db.select({ id: bookings.id }).from(bookings).where(needsAttention)).map((r) => r.id).sort();
    expect(flagged).toEqual([ids.notFound, ids.driverCancel, ids.noShow, uncertain].sort());
    const all = await h.db.select().from(bookings);
    expect(
      all
        .filter((b) => attentionProblem(b) !== null)
        .map((b) => b.id)
        .sort(),
    ).toEqual(flagged);

    const agent = (
      await h.db
        .insert(users)
        .values({ email: `a${Date.now()}@desk.test`, name: "Agent", role: "agent" })
        .returning()
    )[0]!;
    expect(await resolveAttention(h.db, { bookingId: ids.noShow, by: agent.id, resolution: "rebooked" })).toBe(true);
    expect(await resolveAttention(h.db, { bookingId: ids.noShow, by: agent.id, resolution: "noted" })).toBe(false);
    const row = (await h.db.select().from(bookings).where(eq(bookings.id, ids.noShow)))[0]!;
    expect(row).toMatchObject({ attentionResolvedBy: agent.id, attentionResolution: "rebooked" });
    expect(row.attentionResolvedAt).toBeInstanceOf(Date);
    const still = (await h.db.select({ id: bookings.id }).from(bookings).where(needsAttention)).map((r) => r.id);
    expect(still).not.toContain(ids.noShow);
    expect(still).toHaveLength(3);
  });
});
