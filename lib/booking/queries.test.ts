import { describe, expect, it } from "vitest";
import { claimIntent, findBooking, isStalePending, markBooked, markUnbooked, STALE_PENDING_MS } from "./queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";
import { bookingIntent } from "./testing";

const intent = (intentId: string) => bookingIntent({ intentId });
const refused = { status: 400, message: "reason is required", field: "reason" };

describe.each(TEST_ENGINES)("booking intents on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("claims an intent once: a second claim while it runs gets the pending booking", async () => {
    const id = crypto.randomUUID();
    const first = await claimIntent(h.db, intent(id));
    const second = await claimIntent(h.db, intent(id));
    expect(first.claimed).toBe(true);
    expect(second).toMatchObject({ claimed: false, booking: { id: first.booking.id, status: "pending" } });
  });

  it("finds a booking by our id, with what it rebooks, and nothing for an unknown id", async () => {
    const original = (await claimIntent(h.db, intent(crypto.randomUUID()))).booking;
    const again = (await claimIntent(h.db, { ...intent(crypto.randomUUID()), rebookOf: original.id })).booking;
    expect(await findBooking(h.db, again.id)).toMatchObject({ id: again.id, rebookOf: original.id });
    expect(await findBooking(h.db, crypto.randomUUID())).toBeNull();
  });

  it("lets concurrent claims of one intent through exactly once", async () => {
    const id = crypto.randomUUID();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimIntent(h.db, intent(id))));
    expect(claims.filter((c) => c.claimed)).toHaveLength(1);
  });

  it("gives a booked intent back as it is", async () => {
    const id = crypto.randomUUID();
    const { booking } = await claimIntent(h.db, intent(id));
    await markBooked(h.db, booking.id, "0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f", "http://x/j/1");
    expect(await claimIntent(h.db, intent(id))).toMatchObject({
      claimed: false,
      booking: { status: "booked", journeyId: "0f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f" },
    });
  });

  it("lets an intent the provider refused be tried again", async () => {
    const id = crypto.randomUUID();
    const { booking } = await claimIntent(h.db, intent(id));
    await markUnbooked(h.db, booking.id, "failed", refused);
    expect(await claimIntent(h.db, intent(id))).toMatchObject({ claimed: true, booking: { id: booking.id, status: "pending", error: null } });
  });

  it("never claims again an intent whose outcome is uncertain", async () => {
    const id = crypto.randomUUID();
    const { booking } = await claimIntent(h.db, intent(id));
    await markUnbooked(h.db, booking.id, "uncertain", { status: 503, message: null, field: null });
    expect(await claimIntent(h.db, intent(id))).toMatchObject({ claimed: false, booking: { status: "uncertain" } });
  });

  it("does not let a late failure overwrite a booking that was made", async () => {
    const id = crypto.randomUUID();
    const { booking } = await claimIntent(h.db, intent(id));
    await markBooked(h.db, booking.id, "1f8d2c1a-1111-4c3b-9d2e-5a6b7c8d9e0f", null);
    await markUnbooked(h.db, booking.id, "failed", refused);
    expect((await claimIntent(h.db, intent(id))).booking.status).toBe("booked");
  });
});

describe("isStalePending", () => {
  it("counts a pending booking as abandoned only after the allowed time", () => {
    const at = new Date("2027-01-01T10:00:00Z");
    const row = { status: "pending", updatedAt: at } as Parameters<typeof isStalePending>[0];
    expect(isStalePending(row, new Date(at.getTime() + STALE_PENDING_MS))).toBe(false);
    expect(isStalePending(row, new Date(at.getTime() + STALE_PENDING_MS + 1))).toBe(true);
    expect(isStalePending({ ...row, status: "booked" }, new Date(at.getTime() + 10 * STALE_PENDING_MS))).toBe(false);
  });
});
