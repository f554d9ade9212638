import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newGuestToken } from "@/lib/booking/guest-link";
import { AFTER_END_MS, WITHOUT_END_MS, guestTokenSchema, isGuestLinkActive, journeyEndedAt, type LinkFacts } from "./link";

const pickupAt = new Date("2026-11-23T15:00:00Z");
const booked: LinkFacts = { status: "booked", endState: null, finished: false, stateTimes: {}, pickupAt, journeyReadAt: null };
const ended = (endState: string, at: string): LinkFacts => ({
  ...booked,
  endState,
  finished: true,
  stateTimes: { hire: "2026-11-23T15:00:00Z", [endState]: at, terminated: "2026-11-23T16:00:00Z" },
});
const ms = (iso: string) => Date.parse(iso);

describe("guestTokenSchema", () => {
  it("accepts every token the booking makes: 24 random bytes, base64url", () => {
    for (let i = 0; i < 200; i++) expect(guestTokenSchema.safeParse(newGuestToken()).success).toBe(true);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 24, maxLength: 24 }), (bytes) => guestTokenSchema.safeParse(Buffer.from(bytes).toString("base64url")).success),
    );
  });

  it("refuses anything else before the database is asked", () => {
    const token = newGuestToken();
    for (const bad of [
      "",
      token.slice(1),
      `${token}A`,
      `${token.slice(0, 31)}=`,
      `${token.slice(0, 31)}/`,
      `${token.slice(0, 31)}+`,
      token.replace(/.$/, "%"),
      " ".repeat(32),
      "../../etc/passwd".padEnd(32, "a"),
    ]) {
      expect(guestTokenSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("isGuestLinkActive", () => {
  it("works for a booked journey that has not ended, from booking until 48 h after a pickup whose end never came", () => {
    expect(isGuestLinkActive(booked, ms("2026-11-20T10:00:00Z"))).toBe(true);
    expect(isGuestLinkActive(booked, pickupAt.getTime() + WITHOUT_END_MS - 1)).toBe(true);
    expect(isGuestLinkActive(booked, pickupAt.getTime() + WITHOUT_END_MS)).toBe(false);
  });

  it("stops exactly 24 hours after the journey's end, whatever the end", () => {
    for (const endState of ["drop off", "rider cancel", "driver cancel", "not found", "no show"]) {
      const facts = ended(endState, "2026-11-23T15:40:00Z");
      expect(journeyEndedAt(facts)).toBe(ms("2026-11-23T15:40:00Z"));
      expect(isGuestLinkActive(facts, ms("2026-11-23T15:40:00Z") + AFTER_END_MS - 1), endState).toBe(true);
      expect(isGuestLinkActive(facts, ms("2026-11-23T15:40:00Z") + AFTER_END_MS), endState).toBe(false);
    }
  });

  it("takes the end from terminated, then the last read, when the end state has no time", () => {
    expect(journeyEndedAt({ ...booked, endState: "drop off", finished: true, stateTimes: { terminated: "2026-11-23T16:00:00Z" } })).toBe(
      ms("2026-11-23T16:00:00Z"),
    );
    const readAt = new Date("2026-11-23T17:00:00Z");
    expect(journeyEndedAt({ ...booked, finished: true, journeyReadAt: readAt })).toBe(readAt.getTime());
    expect(journeyEndedAt({ ...booked, endState: "drop off", stateTimes: { "drop off": "not a time" } })).toBe(pickupAt.getTime());
  });

  it("never works for a booking the provider did not confirm", () => {
    for (const status of ["pending", "failed", "uncertain"]) expect(isGuestLinkActive({ ...booked, status }, ms("2026-11-23T12:00:00Z"))).toBe(false);
  });
});
