import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ActionError } from "@/lib/auth/guard";
import { inEnglish } from "@/lib/i18n/in-english";
import { bookingById } from "@/lib/booking/resolution-queries";
import { bookingIntent } from "@/lib/booking/testing";
import { claimIntent, markUnbooked } from "@/lib/booking/queries";
import { auditLog } from "@/lib/db/schema";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { PLACES } from "@/lib/sandbox/testing";
import { deskPeople, rideSandbox, STOPS } from "./testing";
import { mismatch, resolveUncertain } from "./resolve-uncertain";

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => {
      if (e instanceof ActionError)
        return {
          code: e.code,
          message: inEnglish(e.message),
          fields: e.fields && Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, inEnglish(v)])),
        };
      throw e;
    },
  );

describe("mismatch", () => {
  const booking = { requesterId: "r1", request: { stops: STOPS.map((loc) => ({ loc })) } };
  const journey = (over: { user_id?: string; stops?: [number, number][] } = {}) => ({
    user_id: over.user_id ?? "r1",
    stops: (over.stops ?? STOPS).map((loc) => ({ loc })),
  });

  it("accepts the same requester and stops within a few metres", () => {
    expect(inEnglish(mismatch(booking, journey({ stops: [[STOPS[0]![0] + 0.0001, STOPS[0]![1]], STOPS[1]!] })))).toBeNull(); // about 11 m
  });

  it("says which part does not match", () => {
    expect(inEnglish(mismatch(booking, journey({ user_id: "r2" })))).toMatch(/another requester/);
    expect(inEnglish(mismatch(booking, journey({ stops: [...STOPS, PLACES.retiro] })))).toBe("This journey has 3 stops; this booking has 2.");
    expect(inEnglish(mismatch(booking, journey({ stops: [STOPS[0]!, PLACES.chamartin] })))).toMatch(
      /^The destination of this journey is 1\.\d km from this booking's\.$/,
    );
    expect(inEnglish(mismatch(booking, journey({ stops: [[STOPS[0]![0] + 0.0005, STOPS[0]![1]], STOPS[1]!] })))).toBe(
      "The pickup of this journey is 56 m from this booking's.",
    );
  });
});

describe.each(TEST_ENGINES)("resolving an uncertain booking on %s", (engine) => {
  const h = useFreshDatabase(engine);
  let people: Awaited<ReturnType<typeof deskPeople>>;
  beforeAll(async () => {
    people = await deskPeople(h.db);
  });

  /** A booking whose creation got no answer: the journey may exist at the provider. */
  async function uncertain(over: Parameters<typeof bookingIntent>[0] = {}) {
    const { booking } = await claimIntent(h.db, bookingIntent({ request: { product_id: "p", stops: STOPS.map((loc) => ({ loc })) }, ...over }));
    await markUnbooked(h.db, booking.id, "uncertain", { status: 0, message: null, field: null });
    return booking.id;
  }
  const audits = async (action: string) => h.db.select().from(auditLog).where(eq(auditLog.action, action));

  it("not booked: the booking is failed, so it can be made again, and who resolved it is kept", async () => {
    const id = await uncertain();
    expect(await resolveUncertain(people.as(people.agent), id, { outcome: "not booked" })).toEqual({ journeyId: null });
    expect(await bookingById(h.db, id)).toMatchObject({ status: "failed", attentionResolution: "not booked", attentionResolvedBy: people.agent.id });
    const row = (await bookingById(h.db, id))!;
    expect(await claimIntent(h.db, bookingIntent({ intentId: row.intentId }))).toMatchObject({ claimed: true });
    expect((await audits("booking.marked_not_booked")).filter((a) => a.targetId === id)).toMatchObject([{ actorId: people.agent.id }]);
    // Resolved already: a second answer is refused.
    expect(await failure(resolveUncertain(people.as(people.agent), id, { outcome: "not booked" }))).toMatchObject({ code: "conflict" });
  });

  it("booked: links the journey once the provider confirms requester and stops, stores its state and follows it", async () => {
    const s = await rideSandbox();
    const { id: journeyId, publicUrl } = await s.journey();
    const id = await uncertain();
    expect(await resolveUncertain(people.as(people.admin), id, { outcome: "booked", journeyId }, s.deps)).toEqual({ journeyId });
    expect(await bookingById(h.db, id)).toMatchObject({
      status: "booked",
      journeyId,
      publicUrl,
      journeyState: "hire",
      attentionResolution: "linked",
      attentionResolvedBy: people.admin.id,
      journeySettled: false,
    });
    expect(publicUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/j\//);
    expect(s.follow).toHaveBeenCalledWith(id);
    expect(
      await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "booking.linked"), eq(auditLog.targetId, journeyId))),
    ).toMatchObject([{ actorId: people.admin.id, detail: { booking: id } }]);
  });

  it("refuses, on the journey id field, a journey of other stops, an unknown one, and one linked to another booking", async () => {
    const s = await rideSandbox();
    const id = await uncertain();
    const elsewhere = await s.journey([PLACES.sol, PLACES.retiro]);
    const other = await failure(resolveUncertain(people.as(people.agent), id, { outcome: "booked", journeyId: elsewhere.id }, s.deps));
    expect(other).toMatchObject({
      code: "invalid",
      fields: { journeyId: expect.stringMatching(/^The destination of this journey is .* from this booking's\.$/) },
    });

    const unknown = await failure(
      resolveUncertain(people.as(people.agent), id, { outcome: "booked", journeyId: "9b1c4a52-0d7e-4f3a-8c21-6e5d4b3a2f10" }, s.deps),
    );
    expect(unknown).toMatchObject({ code: "invalid", fields: { journeyId: expect.stringMatching(/no journey with this id/) } });

    const taken = await s.journey();
    const first = await uncertain();
    await resolveUncertain(people.as(people.agent), first, { outcome: "booked", journeyId: taken.id }, s.deps);
    const before = s.log.length;
    expect(await failure(resolveUncertain(people.as(people.agent), id, { outcome: "booked", journeyId: taken.id }, s.deps))).toMatchObject({
      code: "invalid",
      fields: { journeyId: "This journey is already linked to another booking." },
    });
    expect(s.log.slice(before)).toEqual([]);
    expect(await bookingById(h.db, id)).toMatchObject({ status: "uncertain", journeyId: null, attentionResolvedAt: null });
  });

  it("refuses a journey booked for another requester", async () => {
    const s = await rideSandbox();
    const { id: journeyId } = await s.journey();
    const id = await uncertain({ requesterId: "a41d8c2e9f7b4a63b5e0c1d2f3a4b5c6", createdBy: people.agent.id });
    expect(await failure(resolveUncertain(people.as(people.agent), id, { outcome: "booked", journeyId }, s.deps))).toMatchObject({
      fields: { journeyId: expect.stringMatching(/another requester/) },
    });
  });

  it("gives an unassigned agent not found, both ways, without asking the provider", async () => {
    const s = await rideSandbox();
    const { id: journeyId } = await s.journey();
    const id = await uncertain();
    const before = s.log.length;
    expect(await failure(resolveUncertain(people.as(people.stranger), id, { outcome: "not booked" }, s.deps))).toMatchObject({ code: "not_found" });
    expect(await failure(resolveUncertain(people.as(people.stranger), id, { outcome: "booked", journeyId }, s.deps))).toMatchObject({ code: "not_found" });
    expect(s.log.slice(before)).toEqual([]);
    expect(await bookingById(h.db, id)).toMatchObject({ status: "uncertain", attentionResolvedAt: null });
  });

  it("refuses a booking that is not uncertain", async () => {
    const s = await rideSandbox();
    const ride = await s.bookRide(h.db);
    expect(await failure(resolveUncertain(people.as(people.agent), ride.id, { outcome: "not booked" }, s.deps))).toMatchObject({ code: "conflict" });
    expect((await bookingById(h.db, ride.id))!.status).toBe("booked");
  });
});
