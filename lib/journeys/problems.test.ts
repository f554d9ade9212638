import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ActionError } from "@/lib/auth/guard";
import { inEnglish } from "@/lib/i18n/in-english";
import { bookingById } from "@/lib/booking/resolution-queries";
import { auditLog, bookings } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { cancelBookedJourney, dismissAttention, keepSearchingJourney } from "./problems";
import { refreshJourney } from "./refresh";
import { deskPeople, rideSandbox } from "./testing";

const SEARCH_MS = 5 * 60_000;

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => {
      if (e instanceof ActionError) return { code: e.code, message: inEnglish(e.message) };
      throw e;
    },
  );

describe.each(TEST_ENGINES)("journey problems on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let people: Awaited<ReturnType<typeof deskPeople>>;
  beforeAll(async () => {
    people = await deskPeople(h.db);
  });
  const audits = async (action: string, targetId: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  describe("who may act", () => {
    it("an agent not assigned to the requester, nor its creator, gets not found for every action, and the provider is not called", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      await h.db.update(bookings).set({ endState: "not found", finished: true, journeyState: "not found" }).where(eq(bookings.id, ride.id));
      const before = s.log.length;
      const ctx = people.as(people.stranger);
      // One at a time: each refusal is awaited as it happens, none is left unhandled.
      for (const attempt of [
        () => cancelBookedJourney(ctx, ride.id, s.deps),
        () => keepSearchingJourney(ctx, ride.id, s.deps),
        () => dismissAttention(ctx, ride.id, "called a taxi"),
      ]) {
        expect(await failure(attempt())).toMatchObject({ code: "not_found" });
      }
      // Exactly as for a booking that does not exist.
      expect(await failure(cancelBookedJourney(ctx, crypto.randomUUID(), s.deps))).toEqual(await failure(cancelBookedJourney(ctx, ride.id, s.deps)));
      expect(s.log.slice(before)).toEqual([]);
      expect(s.writesTo(ride.journeyId!)).toEqual([]);
      expect(await bookingById(h.db, ride.id)).toMatchObject({ attentionResolvedAt: null, endState: "not found" });
    });

    it("an admin may act on any booking, and an agent on one they made for another requester", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      expect(await cancelBookedJourney(people.as(people.admin), ride.id, s.deps)).toEqual({ state: "rider cancel" });
      const own = await s.bookRide(h.db, { createdBy: people.stranger.id });
      expect(await cancelBookedJourney(people.as(people.stranger), own.id, s.deps)).toEqual({ state: "rider cancel" });
    });
  });

  describe("cancel", () => {
    it("cancels with no body, stores the state read after, and audits who, which journey and the state at cancel", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      await h.db.update(bookings).set({ journeyState: "hire" }).where(eq(bookings.id, ride.id));
      expect(await cancelBookedJourney(people.as(people.agent), ride.id, s.deps)).toEqual({ state: "rider cancel" });
      expect(s.writesTo(ride.journeyId!)).toEqual([{ path: `/api/v4/journey/${ride.journeyId}/state`, body: "" }]);
      expect(await bookingById(h.db, ride.id)).toMatchObject({ journeyState: "rider cancel", endState: "rider cancel", finished: true, journeySettled: true });
      const [entry] = await audits("journey.cancelled", ride.journeyId!);
      expect(entry).toMatchObject({
        actorId: people.agent.id,
        actorEmail: people.agent.email,
        detail: { booking: ride.id, state: "hire", driver_assigned: false, state_after: "rider cancel" },
      });
    });

    it("explains a 409 in words after reading the true state", async () => {
      const s = await rideSandbox();
      const finished = await s.bookRide(h.db);
      s.clock.advance(3 * 3600_000);
      expect(await failure(cancelBookedJourney(people.as(people.agent), finished.id, s.deps))).toEqual({
        code: "conflict",
        message: "This ride has already finished, so it cannot be cancelled.",
      });
      expect(await bookingById(h.db, finished.id)).toMatchObject({ journeyState: "terminated", endState: "drop off" });
      expect(await audits("journey.cancelled", finished.journeyId!)).toEqual([]);

      const aboard = await s.bookRide(h.db);
      // Hire, the driver's way to the pickup and the wait there: then the guest is aboard for a while.
      for (let i = 0; i < 200 && (await s.rides.journey(aboard.journeyId!)).current_state !== "pick up"; i++) s.clock.advance(15_000);
      expect(await failure(cancelBookedJourney(people.as(people.agent), aboard.id, s.deps))).toEqual({
        code: "conflict",
        message: "The guest is already aboard, so this ride cannot be cancelled.",
      });
      expect((await bookingById(h.db, aboard.id))!.journeyState).toBe("pick up");
      expect(s.follow).toHaveBeenCalledWith(aboard.id); // still under way: the refresh job follows it
    });

    it("refuses a booking that has no journey without calling the provider", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      await h.db.update(bookings).set({ status: "uncertain", journeyId: null }).where(eq(bookings.id, ride.id));
      const before = s.log.length;
      expect(await failure(cancelBookedJourney(people.as(people.agent), ride.id, s.deps))).toMatchObject({ code: "conflict" });
      expect(s.log.slice(before)).toEqual([]);
    });
  });

  describe("keep searching", () => {
    it("only after not found: otherwise a conflict, and the provider is not called", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      await h.db.update(bookings).set({ journeyState: "hire" }).where(eq(bookings.id, ride.id));
      const before = s.log.length;
      expect(await failure(keepSearchingJourney(people.as(people.agent), ride.id, s.deps))).toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/found no driver/),
      });
      expect(s.log.slice(before)).toEqual([]);
    });

    it("searches again, stores the search, follows the ride again and resolves the problem as kept searching", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      await s.force(ride.journeyId!, "not found");
      s.clock.advance(SEARCH_MS);
      // The refresh job saw the not found and stopped following.
      await refreshJourney(h.db, s.rides, ride.id);
      expect(await bookingById(h.db, ride.id)).toMatchObject({ endState: "not found", journeySettled: true });

      expect(await keepSearchingJourney(people.as(people.agent), ride.id, s.deps)).toEqual({ state: "hire" });
      expect(s.writesTo(ride.journeyId!)).toEqual([{ path: `/api/v4/journey/${ride.journeyId}/keep_searching`, body: "" }]);
      const row = (await bookingById(h.db, ride.id))!;
      expect(row).toMatchObject({
        journeyState: "hire",
        endState: null,
        finished: false,
        journeySettled: false,
        attentionResolvedBy: people.agent.id,
        attentionResolution: "kept searching",
      });
      expect(s.follow).toHaveBeenCalledWith(ride.id);
      expect(await audits("journey.kept_searching", ride.journeyId!)).toHaveLength(1);

      // A second click finds the ride searching: explained, and nothing more is sent.
      expect(await failure(keepSearchingJourney(people.as(people.agent), ride.id, s.deps))).toMatchObject({ code: "conflict" });
      expect(s.writesTo(ride.journeyId!)).toHaveLength(1);
    });

    it("when what we knew was out of date, reads the ride and says so", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      // We believe not found, but the provider is searching (someone kept searching from its panel).
      await h.db.update(bookings).set({ endState: "not found", journeyState: "not found", finished: true }).where(eq(bookings.id, ride.id));
      expect(await failure(keepSearchingJourney(people.as(people.agent), ride.id, s.deps))).toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/no longer waiting/),
      });
      expect(await bookingById(h.db, ride.id)).toMatchObject({ journeyState: "hire", endState: null, finished: false, attentionResolvedAt: null });
    });
  });

  describe("noting how a problem was handled", () => {
    it("resolves a driver cancel, no show or not found as noted, with the note in the audit log, once", async () => {
      const s = await rideSandbox();
      const ride = await s.bookRide(h.db);
      await h.db.update(bookings).set({ endState: "no show", journeyState: "no show", finished: true }).where(eq(bookings.id, ride.id));
      expect(await dismissAttention(people.as(people.agent), ride.id, "Guest took a taxi; expense approved")).toEqual({ resolution: "noted" });
      expect(await bookingById(h.db, ride.id)).toMatchObject({ attentionResolution: "noted", attentionResolvedBy: people.agent.id });
      const [entry] = await audits("journey.attention_noted", ride.journeyId!);
      expect(entry).toMatchObject({ actorId: people.agent.id, detail: { booking: ride.id, problem: "no show", note: "Guest took a taxi; expense approved" } });
      expect(await failure(dismissAttention(people.as(people.admin), ride.id, null))).toMatchObject({ code: "conflict" });
    });

    it("refuses a ride without a problem, and an uncertain booking, which is resolved otherwise", async () => {
      const s = await rideSandbox();
      const fine = await s.bookRide(h.db);
      expect(await failure(dismissAttention(people.as(people.agent), fine.id, null))).toMatchObject({ code: "conflict" });
      await h.db.update(bookings).set({ status: "uncertain", journeyId: null }).where(eq(bookings.id, fine.id));
      expect(await failure(dismissAttention(people.as(people.agent), fine.id, null))).toMatchObject({
        code: "conflict",
        message: expect.stringMatching(/booked or not/),
      });
    });
  });
});
