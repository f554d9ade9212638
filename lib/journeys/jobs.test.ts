import { eq } from "drizzle-orm";
import type { Job } from "pg-boss";
import { describe, expect, it, vi } from "vitest";
import { bookingIntent } from "@/lib/booking/testing";
import { claimIntent, findBooking, markBooked, markUnbooked, STALE_PENDING_MS } from "@/lib/booking/queries";
import { bookings, users } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import type { Db } from "@/lib/db";
import type { JobRunner } from "@/lib/jobs/runner";
import { boardQuerySchema } from "./board";
import { boardPage } from "./board-queries";
import type { Journey, JourneyState } from "@/lib/provider";
import { JOURNEY_REFRESH, journeyRefreshJob, journeyResumeJob } from "./jobs";
import { DEFAULT_POLL } from "./poll-policy";

const MINUTE = 60_000;

/** A booking claimed `agoMs` ago and never answered, as a crash mid-call leaves it. */
async function leftPending(db: Db, rider: string, agoMs: number) {
  const { booking } = await claimIntent(db, bookingIntent({ riderName: rider, pickupAt: new Date() }));
  await db
    .update(bookings)
    .set({ createdAt: new Date(Date.now() - agoMs), updatedAt: new Date(Date.now() - agoMs) })
    .where(eq(bookings.id, booking.id));
  return booking.id;
}

const runner = () => ({ send: vi.fn(async () => "job-id") }) as unknown as JobRunner;
const sweep = (db: Db, answerWithinMs?: number) => journeyResumeJob({ db: async () => db, answerWithinMs }).run({ id: "j", data: {} } as Job<object>, runner());

describe.each(TEST_ENGINES)("the every-minute journey job on %s", (engine) => {
  const h = useFreshDatabase(engine);
  const admin = { id: "00000000-0000-4000-8000-0000000000ad", role: "admin" as const };
  const attention = async () => (await boardPage(h.db, admin, boardQuerySchema.parse({ tab: "attention", tz: "Europe/Madrid" }))).rows;

  it("runs every minute", () => {
    expect(journeyResumeJob({ db: async () => h.db }).schedule).toBe("* * * * *");
  });

  it("turns a booking left pending past the bound into an uncertain one, under Needs attention", async () => {
    await h.db.insert(users).values({ id: admin.id, email: "admin@jobs.test", name: "Alba Admin", role: "admin" });
    const lost = await leftPending(h.db, "Lost Answer", STALE_PENDING_MS + MINUTE);
    const running = await leftPending(h.db, "Still Running", STALE_PENDING_MS - MINUTE);
    const { booking: answered } = await claimIntent(h.db, bookingIntent({ riderName: "Answered" }));
    await markBooked(h.db, answered.id, crypto.randomUUID(), null);
    await h.db
      .update(bookings)
      .set({ updatedAt: new Date(Date.now() - 10 * MINUTE) })
      .where(eq(bookings.id, answered.id));
    // Nothing shows a pending booking: before the sweep, the ride the provider may be running is on no screen.
    expect((await attention()).map((r) => r.riderName)).not.toContain("Lost Answer");

    expect(await sweep(h.db)).toMatchObject({ uncertain: 1 });

    expect(await findBooking(h.db, lost)).toMatchObject({ status: "uncertain", journeyId: null, attentionResolvedAt: null });
    expect(await findBooking(h.db, running)).toMatchObject({ status: "pending" });
    expect(await findBooking(h.db, answered.id)).toMatchObject({ status: "booked" });
    const row = (await attention()).find((r) => r.id === lost);
    expect(row).toMatchObject({ riderName: "Lost Answer", status: "uncertain", attention: "uncertain" });
    // A second run finds nothing new.
    expect(await sweep(h.db)).toMatchObject({ uncertain: 0 });
  });

  it("takes its bound from configuration", async () => {
    const id = await leftPending(h.db, "Short Bound", 5_000);
    await sweep(h.db, 60_000);
    expect(await findBooking(h.db, id)).toMatchObject({ status: "pending" });
    await sweep(h.db, 2_000);
    expect(await findBooking(h.db, id)).toMatchObject({ status: "uncertain" });
  });

  it("still takes a late answer: a refusal frees the intent, a journey books it", async () => {
    const refused = await leftPending(h.db, "Late Refusal", STALE_PENDING_MS + MINUTE);
    const made = await leftPending(h.db, "Late Journey", STALE_PENDING_MS + MINUTE);
    await sweep(h.db);
    await markUnbooked(h.db, refused, "failed", { status: 400, message: "no", field: null });
    await markBooked(h.db, made, crypto.randomUUID(), null);
    expect(await findBooking(h.db, refused)).toMatchObject({ status: "failed" });
    expect(await findBooking(h.db, made)).toMatchObject({ status: "booked", attentionResolvedAt: null });
    expect((await attention()).map((r) => r.id)).not.toEqual(expect.arrayContaining([refused]));
  });

  it("at start-up, queues a read of every ride still followed, however recently it was read: a crash may have cut its read off", async () => {
    const { booking } = await claimIntent(h.db, bookingIntent({ riderName: "Read Just Now" }));
    await markBooked(h.db, booking.id, crypto.randomUUID(), null);
    await h.db.update(bookings).set({ journeyCheckedAt: new Date() }).where(eq(bookings.id, booking.id));
    const reads = (r: JobRunner) =>
      (r.send as ReturnType<typeof vi.fn>).mock.calls.filter(
        ([queue, data]) => queue === JOURNEY_REFRESH && (data as { bookingId: string }).bookingId === booking.id,
      );
    const scheduled = runner();
    await journeyResumeJob({ db: async () => h.db }).run({ id: "j", data: {} } as Job<object>, scheduled);
    expect(reads(scheduled)).toHaveLength(0);
    const startUp = runner();
    await journeyResumeJob({ db: async () => h.db }).run({ id: "j", data: { staleAfterMs: 0 } } as Job<object>, startUp);
    expect(reads(startUp)).toHaveLength(1);
  });

  it("tells whoever asked once a journey needs no more reads, with its last state, and not before", async () => {
    const { booking } = await claimIntent(h.db, bookingIntent({ riderName: "Ends Today" }));
    await markBooked(h.db, booking.id, crypto.randomUUID(), null);
    let state = "drop off";
    const eur = { amount: 1200, currency: "EUR" };
    const reader = () => ({
      journey: async (id: string) =>
        ({
          id,
          current_state: state,
          end_state: "drop off",
          finished: true,
          stops: [],
          totals: state === "terminated" ? { price: eur, discount: { amount: 0, currency: "EUR" }, price_total: eur } : null,
        }) as unknown as Journey,
      journeyState: async () => ({ journey_id: "j", is_driver_on_another_journey: false }) as JourneyState,
    });
    const settled = vi.fn(async () => undefined);
    const job = journeyRefreshJob({ db: async () => h.db, reader, poll: DEFAULT_POLL, settled });
    const r = runner();
    await job.run({ id: "j", data: { bookingId: booking.id } } as Job<object>, r);
    expect(settled).not.toHaveBeenCalled();
    state = "terminated";
    await job.run({ id: "j", data: { bookingId: booking.id } } as Job<object>, r);
    expect(settled).toHaveBeenCalledExactlyOnceWith(booking.id, "terminated", r);
  });
});
