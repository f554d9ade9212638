import { describe, expect, it } from "vitest";
import { bookedJourney } from "@/lib/booking/testing";
import { bookingByGuestToken, ensureGuestToken } from "@/lib/booking/guest-link-queries";
import { TEST_ENGINES, useFreshDatabase } from "@/lib/db/testing";

describe.each(TEST_ENGINES)("guest links on %s", (engine) => {
  const h = useFreshDatabase(engine);

  it("gives a booking made before guest pages one token, however many screens ask at once", async () => {
    const old = await bookedJourney(h.db, { guestToken: null });
    const tokens = await Promise.all(Array.from({ length: 8 }, (_, i) => ensureGuestToken(h.db, old.id, `fresh-token-${i}`.padEnd(32, "x"))));
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/^fresh-token-\d/);
    expect(await bookingByGuestToken(h.db, tokens[0]!)).not.toBeNull();
  });

  it("keeps a booking's token as it is", async () => {
    const row = await bookedJourney(h.db, { guestToken: "kept".padEnd(32, "k") });
    expect(await ensureGuestToken(h.db, row.id, "other".padEnd(32, "o"))).toBe("kept".padEnd(32, "k"));
    expect(await ensureGuestToken(h.db, crypto.randomUUID(), "none".padEnd(32, "n"))).toBeNull();
  });

  it("finds only the stops' coordinates of what was sent", async () => {
    const token = "stops".padEnd(32, "s");
    await bookedJourney(h.db, { guestToken: token, request: { message: "secret", stops: [{ loc: [40.1, -3.1], name: "A" }, { loc: [40.2, -3.2] }] } });
    const found = await bookingByGuestToken(h.db, token);
    expect(found?.stopLocs).toEqual([
      [40.1, -3.1],
      [40.2, -3.2],
    ]);
    expect(JSON.stringify(found)).not.toContain("secret");
  });
});
